import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../src/db/client';
import { discardEmbeddedData } from '../src/db/embedded-clusters';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { buildServerBundle } from './server-bundle';

/**
 * Starts one real PostgreSQL for the whole run (the embedded one, or TEST_DATABASE_URL's server),
 * migrates a template database once, and lets each test file clone it (CREATE DATABASE … TEMPLATE),
 * so every file gets a fresh, migrated database in milliseconds.
 */

export const TEMPLATE_DATABASE = 'maplerupee_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a maintenance database on the test server (used to create per-file databases). */
    adminDatabaseUrl: string;
    templateDatabase: string;
    /** The server as it ships, bundled once for this run (server-bundle.ts). */
    serverBundleDir: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  // Meanwhile PostgreSQL starts: esbuild works in its own process.
  const bundled = buildServerBundle();
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-test-'));
    embedded = await startEmbeddedPostgres({
      dataDir,
      log: { info: () => undefined, warn: (message) => console.warn(message) },
      // Durability is irrelevant for a throwaway test cluster; speed is not.
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
    });
    adminUrl = embedded.adminUrl('postgres');
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = openDatabase({ url: withDatabase(adminUrl, TEMPLATE_DATABASE), maxConnections: 2 });
  await runMigrations(template);
  await template.close();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  const serverBundleDir = await bundled;
  project.provide('serverBundleDir', serverBundleDir);

  return async () => {
    await fs.rm(serverBundleDir, { recursive: true, force: true });
    await embedded?.stop();
    // Its cluster too, when root kept it in /var/lib/maplerupee: nothing else ever deletes one (issue 32).
    if (dataDir) await discardEmbeddedData(dataDir).catch((error: unknown) => console.warn(`Could not delete the test database in ${dataDir}: ${String(error)}`));
  };
}
