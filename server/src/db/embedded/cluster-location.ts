import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { EMBEDDED_SYSTEM_DIR, SUPERUSER, type EmbeddedPostgresLog, type RunAs } from './common';
import { canEnter, ensureSystemDir, firstClosedFolder } from './root';

/**
 * Where a DATA_DIR's cluster lives. Normally in DATA_DIR/pg; but when root runs PostgreSQL as
 * `postgres` and that user cannot enter DATA_DIR, the cluster (and its socket) lives in
 * SYSTEM_DIR/clusters/<id>/, owned by `postgres`, mode 0700. DATA_DIR/pg-cluster-id holds the random
 * id; the cluster folder records which DATA_DIR it belongs to (a moved DATA_DIR takes it along, a
 * copied one gets a new one). The files that always stay in DATA_DIR are named here too.
 */

/** The files that always live in DATA_DIR, wherever the cluster is. */
export interface EmbeddedPaths {
  dataDir: string;
  passwordFile: string;
  ownerFile: string;
  /** Present when the cluster lives in SYSTEM_DIR/clusters/<id>: holds the id. */
  clusterIdFile: string;
}

export function embeddedPaths(dataDir: string): EmbeddedPaths {
  return {
    dataDir,
    passwordFile: path.join(dataDir, 'pg-password'),
    ownerFile: path.join(dataDir, 'pg-owner.pid'),
    clusterIdFile: path.join(dataDir, 'pg-cluster-id'),
  };
}

export interface ClusterLocation {
  /** The PostgreSQL data directory (PGDATA). */
  clusterDir: string;
  /** Where the server's Unix-domain socket lives. */
  socketDir: string;
  /** True when the cluster lives in SYSTEM_DIR/clusters/<id> rather than in DATA_DIR. */
  relocated: boolean;
}

export const CLUSTER_ID = /^[0-9a-f]{32}$/;
/** In a relocated cluster's folder: the DATA_DIR it belongs to. */
export const DATA_DIR_RECORD = 'data-dir';

function inDataDir(dataDir: string): ClusterLocation {
  return { clusterDir: path.join(dataDir, 'pg'), socketDir: path.join(dataDir, 'pg-socket'), relocated: false };
}

function inSystemDir(systemDir: string, id: string): ClusterLocation {
  const home = path.join(systemDir, 'clusters', id);
  return { clusterDir: path.join(home, 'pg'), socketDir: path.join(home, 'socket'), relocated: true };
}

export async function readClusterId(paths: EmbeddedPaths): Promise<string | undefined> {
  const text = await fs.readFile(paths.clusterIdFile, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const id = text.trim();
  if (!CLUSTER_ID.test(id)) throw new Error(`${paths.clusterIdFile} does not hold a cluster id (got "${id.slice(0, 40)}")`);
  return id;
}

/**
 * Where DATA_DIR's cluster lives (it may not exist yet): SYSTEM_DIR/clusters/<id> when
 * DATA_DIR/pg-cluster-id names one, else DATA_DIR/pg. For the manage CLI, tests and tools that
 * read postmaster.pid or the server's log.
 */
export async function locateEmbeddedCluster(dataDir: string, systemDir = EMBEDDED_SYSTEM_DIR): Promise<ClusterLocation> {
  const paths = embeddedPaths(path.resolve(dataDir));
  const id = await readClusterId(paths);
  return id ? inSystemDir(systemDir, id) : inDataDir(paths.dataDir);
}

/** DATA_DIR's cluster id, created (exclusively: a concurrent start of the same DATA_DIR reads ours) when missing. */
async function readOrCreateClusterId(paths: EmbeddedPaths): Promise<string> {
  const existing = await readClusterId(paths);
  if (existing) return existing;
  const id = randomBytes(16).toString('hex');
  try {
    await fs.writeFile(paths.clusterIdFile, `${id}\n`, { flag: 'wx', mode: 0o644 });
    return id;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readClusterId(paths))!;
  }
}

/**
 * SYSTEM_DIR/clusters/<id> for DATA_DIR, made when missing: owned by `postgres`, mode 0700, with a
 * record of the DATA_DIR it belongs to. Made under a temporary name and renamed, so an orphan
 * sweep never sees it without its record.
 */
async function relocatedCluster(
  paths: EmbeddedPaths,
  runAs: RunAs,
  systemDir: string,
  log: EmbeddedPostgresLog,
): Promise<ClusterLocation> {
  const dataDir = await fs.realpath(paths.dataDir);
  const clusters = path.join(systemDir, 'clusters');
  await ensureSystemDir(systemDir);
  await fs.mkdir(clusters, { mode: 0o755 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const id = await readOrCreateClusterId(paths);
  const home = path.join(clusters, id);
  const record = path.join(home, DATA_DIR_RECORD);
  const owner = (await fs.readFile(record, 'utf8').catch(() => undefined))?.trim();
  if (owner === undefined) {
    if (existsSync(home)) throw new Error(`${home} has no ${DATA_DIR_RECORD} record; remove it to start afresh`);
    const temporary = path.join(clusters, `.new-${id}-${randomBytes(4).toString('hex')}`);
    await fs.mkdir(temporary, { mode: 0o700 });
    await fs.writeFile(path.join(temporary, DATA_DIR_RECORD), `${dataDir}\n`, { mode: 0o644 });
    await fs.chown(temporary, runAs.uid, runAs.gid);
    await fs.rename(temporary, home).catch(async (error: NodeJS.ErrnoException) => {
      await fs.rm(temporary, { recursive: true, force: true });
      // A concurrent start of the same DATA_DIR made it first.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
    const earlier = path.join(paths.dataDir, 'pg');
    // An empty DATA_DIR/pg left by an earlier failed attempt would only mislead.
    await fs.rmdir(earlier).catch(() => undefined);
  } else if (owner !== dataDir) {
    if ((await readClusterId(embeddedPaths(owner)).catch(() => undefined)) === id) {
      // DATA_DIR was copied from `owner`, which still uses this cluster: the copy gets its own.
      log.warn(`${paths.dataDir} is a copy of ${owner}, whose database stays there; starting a new, empty one`);
      await fs.rm(paths.clusterIdFile, { force: true });
      return relocatedCluster(paths, runAs, systemDir, log);
    }
    // DATA_DIR was moved (or renamed): the cluster follows it.
    await fs.writeFile(record, `${dataDir}\n`, { mode: 0o644 });
    log.info(`${home} now belongs to ${dataDir} (moved from ${owner})`);
  }
  return inSystemDir(systemDir, id);
}

/**
 * Where this start's cluster lives, made ready for `runAs`:
 * - DATA_DIR/pg-cluster-id present: SYSTEM_DIR/clusters/<id> (root only);
 * - a cluster in DATA_DIR/pg, or a DATA_DIR the server's account can enter: DATA_DIR/pg;
 * - else (root, DATA_DIR inside a folder `postgres` cannot enter): a new SYSTEM_DIR/clusters/<id>.
 */
export async function prepareCluster(
  paths: EmbeddedPaths,
  runAs: RunAs | undefined,
  systemDir: string,
  log: EmbeddedPostgresLog,
): Promise<ClusterLocation> {
  const hasId = (await readClusterId(paths)) !== undefined;
  if (!runAs) {
    if (hasId) {
      throw new Error(
        `The embedded database of ${paths.dataDir} was created by root and lives in ${systemDir}/clusters ` +
          '(see its pg-cluster-id): start MapleRupee as root, or use another DATA_DIR',
      );
    }
    return inDataDir(paths.dataDir);
  }
  if (hasId) return relocatedCluster(paths, runAs, systemDir, log);
  const local = inDataDir(paths.dataDir);
  if (existsSync(path.join(local.clusterDir, 'PG_VERSION'))) {
    if (!(await canEnter(local.clusterDir, runAs))) {
      throw new Error(
        `The "${SUPERUSER}" user PostgreSQL runs as cannot enter ${(await firstClosedFolder(local.clusterDir, runAs)) ?? local.clusterDir}, ` +
          `so it cannot use the cluster in ${local.clusterDir}. Move that cluster to a DATA_DIR it can reach.`,
      );
    }
    return local;
  }
  if (await canEnter(paths.dataDir, runAs)) return local;
  return relocatedCluster(paths, runAs, systemDir, log);
}
