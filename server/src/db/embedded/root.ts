import fs from 'node:fs/promises';
import path from 'node:path';
import { execFileAsync, failure, SUPERUSER, type RunAs } from './common';

/**
 * Running as root. PostgreSQL refuses to run as root, so the cluster runs as the unprivileged
 * `postgres` user, and we never loosen the permissions of the user's folders to let it in: what
 * that user cannot reach is copied or placed in SYSTEM_DIR instead (binaries.ts, cluster-location.ts).
 * This file owns the account, the checks made as that account, and SYSTEM_DIR itself (its
 * ownership and the temporary entries a killed process leaves in it).
 */

/** Temporary entries in SYSTEM_DIR older than this were left by a killed process. */
const STALE_TEMP_MS = 60 * 60_000;

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Root may not run PostgreSQL: find (or create) the unprivileged `postgres` account to run it as. */
export async function unprivilegedUser(): Promise<RunAs | undefined> {
  if (!isRoot()) return undefined;
  const lookup = async (): Promise<RunAs> => {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', SUPERUSER]),
      execFileAsync('id', ['-g', SUPERUSER]),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    try {
      await execFileAsync('groupadd', ['--system', SUPERUSER]).catch(() => undefined);
      await execFileAsync('useradd', ['--system', '--gid', SUPERUSER, '--no-create-home', SUPERUSER]);
      return await lookup();
    } catch (error) {
      throw new Error(
        `PostgreSQL cannot run as root, and the unprivileged "${SUPERUSER}" user to run it as could not be created: ${failure(error)}`,
      );
    }
  }
}

/** Whether `runAs` may enter `dir` (search permission on it and on every folder above it). */
export async function canEnter(dir: string, runAs: RunAs): Promise<boolean> {
  try {
    await execFileAsync('test', ['-x', dir], runAs);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 1) return false;
    throw new Error(`Could not check whether the "${SUPERUSER}" user can enter ${dir}: ${failure(error)}`);
  }
}

/** The first folder from / down to `dir` that `runAs` may not enter, for messages (ACLs aside). */
export async function firstClosedFolder(dir: string, runAs: RunAs): Promise<string | undefined> {
  const folders: string[] = [];
  for (let current = dir; ; current = path.dirname(current)) {
    folders.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of folders) {
    const stat = await fs.stat(folder).catch(() => undefined);
    if (!stat) return folder;
    const bit = stat.uid === runAs.uid ? 0o100 : stat.gid === runAs.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return folder;
  }
  return undefined;
}

/** Creates SYSTEM_DIR (root-owned, mode 0755) and refuses one that others could write to. */
export async function ensureSystemDir(systemDir: string): Promise<void> {
  await fs.mkdir(systemDir, { recursive: true, mode: 0o755 });
  const stat = await fs.stat(systemDir);
  if (stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${systemDir} must be owned by root and writable only by root (it holds the PostgreSQL binaries and clusters)`);
  }
  if ((stat.mode & 0o001) === 0) {
    throw new Error(`${systemDir} must be enterable by the "${SUPERUSER}" user (mode 0755): it holds the PostgreSQL binaries`);
  }
}

/** Names of temporary entries a killed process may leave: never a database in use. */
const TEMPORARY_ENTRIES: readonly [folder: string, prefix: string][] = [
  // Binaries being copied (binaries.ts).
  ['', '.postgres-copy-'],
  // A cluster folder being made (cluster-location.ts): its record only, renamed before PostgreSQL ever runs in it.
  ['clusters', '.new-'],
  // A cluster an operator confirmed the removal of (db/embedded-clusters.ts), renamed first.
  ['clusters', '.removing-'],
];

/** Removes the temporary entries of SYSTEM_DIR that a killed process left over an hour ago. */
export async function removeStaleTemporaries(systemDir: string): Promise<void> {
  for (const [folder, prefix] of TEMPORARY_ENTRIES) {
    const parent = path.join(systemDir, folder);
    const names = await fs.readdir(parent).catch(() => [] as string[]);
    for (const name of names.filter((entry) => entry.startsWith(prefix))) {
      const entryPath = path.join(parent, name);
      const stat = await fs.stat(entryPath).catch(() => undefined);
      if (stat && Date.now() - stat.mtimeMs > STALE_TEMP_MS) await fs.rm(entryPath, { recursive: true, force: true });
    }
  }
}
