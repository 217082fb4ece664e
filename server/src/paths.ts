import path from 'node:path';

/**
 * The project root. This file sits two levels below it both as source (server/src) and once
 * bundled (dist/server), so the same expression works in development, tests and production.
 */
export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const migrationsDir = path.join(projectRoot, 'server', 'src', 'db', 'migrations');
export const webDistDir = path.join(projectRoot, 'dist', 'web');
