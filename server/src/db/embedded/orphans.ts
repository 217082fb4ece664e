import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { EMBEDDED_SYSTEM_DIR, type EmbeddedPostgresLog } from './common';
import { CLUSTER_ID, DATA_DIR_RECORD, embeddedPaths, readClusterId, type EmbeddedPaths } from './cluster-location';

/**
 * The relocated clusters in SYSTEM_DIR/clusters and which of them no DATA_DIR uses any more. A
 * cluster whose DATA_DIR is gone or holds another id is an orphan: each start as root names them
 * in its log, and nothing deletes one but an operator (`npm run manage -- clusters --remove ID`,
 * db/embedded-clusters.ts). A missing DATA_DIR may be a volume not mounted yet (issue 32: a start
 * once deleted another install's database this way).
 */

/**
 * in-use: its DATA_DIR names it; data-dir-missing: the DATA_DIR it records is not there (deleted,
 * moved, or on a volume not mounted); not-named: that DATA_DIR exists but names no cluster or
 * another (emptied, or deleted and made again); unrecorded: no record of its DATA_DIR.
 */
export type RelocatedClusterState = 'in-use' | 'data-dir-missing' | 'not-named' | 'unrecorded';

export interface RelocatedCluster {
  id: string;
  /** SYSTEM_DIR/clusters/<id>: the cluster (pg/), its socket folder and its record. */
  home: string;
  /** The DATA_DIR it records it belongs to. */
  dataDir: string | undefined;
  state: RelocatedClusterState;
}

/** The clusters in SYSTEM_DIR/clusters, by id, each with its DATA_DIR and whether that DATA_DIR still names it. */
export async function listRelocatedClusters(systemDir = EMBEDDED_SYSTEM_DIR): Promise<RelocatedCluster[]> {
  const clusters = path.join(systemDir, 'clusters');
  const ids = (await fs.readdir(clusters).catch(() => [] as string[])).filter((name) => CLUSTER_ID.test(name)).sort();
  return Promise.all(
    ids.map(async (id): Promise<RelocatedCluster> => {
      const home = path.join(clusters, id);
      const dataDir = (await fs.readFile(path.join(home, DATA_DIR_RECORD), 'utf8').catch(() => '')).trim() || undefined;
      let state: RelocatedClusterState = 'unrecorded';
      if (dataDir && !existsSync(dataDir)) state = 'data-dir-missing';
      else if (dataDir) state = (await readClusterId(embeddedPaths(dataDir)).catch(() => undefined)) === id ? 'in-use' : 'not-named';
      return { id, home, dataDir, state };
    }),
  );
}

/**
 * Names, in the log, the clusters no DATA_DIR uses (issue 32: never deleted automatically — their
 * DATA_DIR may be a volume that is not mounted yet). One made for this very DATA_DIR, which now
 * names another or none, is said plainly: this start begins with an empty database.
 */
export async function reportOrphanClusters(systemDir: string, paths: EmbeddedPaths, log: EmbeddedPostgresLog): Promise<void> {
  const dataDir = await fs.realpath(paths.dataDir).catch(() => paths.dataDir);
  const orphans = (await listRelocatedClusters(systemDir)).filter((cluster) => cluster.state !== 'in-use');
  for (const orphan of orphans) {
    if (orphan.dataDir === dataDir) {
      log.warn(
        `${paths.dataDir} does not name the embedded PostgreSQL cluster ${orphan.home} that was made for it ` +
          '(was DATA_DIR emptied, or its volume not mounted?): this start uses another database; that one is kept.',
      );
      continue;
    }
    const why =
      orphan.state === 'data-dir-missing'
        ? `its DATA_DIR ${orphan.dataDir} is missing (deleted, moved, or a volume not mounted?)`
        : orphan.state === 'not-named'
          ? `its DATA_DIR ${orphan.dataDir} now uses another database`
          : 'it records no DATA_DIR';
    log.warn(`Kept the embedded PostgreSQL cluster ${orphan.home}: ${why}.`);
  }
  if (orphans.length > 0) {
    log.warn('Clusters are never deleted automatically: `npm run manage -- clusters` lists them, `--remove ID` deletes one.');
  }
}
