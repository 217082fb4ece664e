import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * What every part of the embedded database (db/embedded-postgres.ts and this folder) shares: the
 * superuser's name, the database's name, root's system folder, the log and account shapes, and how
 * a failed command is described. Kept apart so the parts import it, not each other.
 */

export const execFileAsync = promisify(execFile);

/** PostgreSQL's superuser, and the unprivileged account the server runs as under root. */
export const SUPERUSER = 'postgres';
export const EMBEDDED_DATABASE_NAME = 'maplerupee';
/** Root-owned home of copied binaries and of clusters whose DATA_DIR `postgres` cannot enter. */
export const EMBEDDED_SYSTEM_DIR = '/var/lib/maplerupee';

export interface EmbeddedPostgresLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface Binaries {
  initdb: string;
  postgres: string;
}

export interface RunAs {
  uid: number;
  gid: number;
}

/** What an execFile failure says: its stderr, else its message (which names the code), never nothing. */
export function failure(error: unknown): string {
  const { stderr, message, code } = error as { stderr?: string | Buffer; message?: string; code?: unknown };
  const text = String(stderr ?? '').trim();
  if (text) return text;
  if (message) return message;
  return code === undefined ? String(error) : `error ${String(code)}`;
}
