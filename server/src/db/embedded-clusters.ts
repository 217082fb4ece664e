import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { embeddedPaths, locateEmbeddedCluster } from './embedded/cluster-location';
import { EMBEDDED_SYSTEM_DIR } from './embedded/common';
import { listRelocatedClusters, type RelocatedCluster } from './embedded/orphans';
import { runningPostmaster } from './embedded/postmaster';

/**
 * The clusters root keeps in SYSTEM_DIR/clusters for DATA_DIRs its `postgres` user cannot enter
 * (db/embedded/cluster-location.ts), for `npm run manage -- clusters`: listed with their size and state, and
 * deleted only when an operator names one and confirms (issue 32: a start once deleted another
 * install's database because its DATA_DIR was missing, as an unmounted volume's would be).
 */

export interface ClusterReport extends RelocatedCluster {
  /** Disk used by its folder (allocated blocks, as du counts them). */
  bytes: number;
  /** A PostgreSQL server running in it. */
  runningPid: number | undefined;
}

export class ClusterRemovalRefused extends Error {
  override name = 'ClusterRemovalRefused';
}

async function diskUsage(folder: string): Promise<number> {
  const stat = await fs.lstat(folder).catch(() => undefined);
  if (!stat) return 0;
  let total = stat.blocks * 512;
  if (stat.isDirectory()) {
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    for (const name of names) total += await diskUsage(path.join(folder, name));
  }
  return total;
}

/** Every cluster in SYSTEM_DIR/clusters, with its size and whether a server runs in it. */
export async function describeClusters(systemDir = EMBEDDED_SYSTEM_DIR): Promise<ClusterReport[]> {
  const clusters = await listRelocatedClusters(systemDir);
  return Promise.all(
    clusters.map(async (cluster) => ({
      ...cluster,
      bytes: await diskUsage(cluster.home),
      runningPid: (await runningPostmaster(path.join(cluster.home, 'pg')))?.pid,
    })),
  );
}

/** Why cluster `id` (as described, or not found) may not be deleted; undefined when it may. */
export function removalRefusal(id: string, cluster: ClusterReport | undefined, systemDir = EMBEDDED_SYSTEM_DIR): string | undefined {
  if (!cluster) return `No cluster ${id} in ${path.join(systemDir, 'clusters')}.`;
  if (cluster.state === 'in-use') return `${cluster.home} is the database of ${cluster.dataDir}, which still uses it: nothing was deleted.`;
  if (cluster.runningPid !== undefined) {
    return `A PostgreSQL server (pid ${cluster.runningPid}) is running in ${cluster.home}: stop it first. Nothing was deleted.`;
  }
  return undefined;
}

/**
 * Deletes cluster `id`, which no DATA_DIR may use and no server may be running in. Renamed first,
 * so a start at the same moment never sees half of it. Answers what was deleted.
 */
export async function removeCluster(id: string, systemDir = EMBEDDED_SYSTEM_DIR): Promise<ClusterReport> {
  const cluster = (await describeClusters(systemDir)).find((candidate) => candidate.id === id);
  const refused = removalRefusal(id, cluster, systemDir);
  if (refused || !cluster) throw new ClusterRemovalRefused(refused ?? id);
  const removing = path.join(systemDir, 'clusters', `.removing-${id}-${randomBytes(4).toString('hex')}`);
  await fs.rename(cluster.home, removing);
  await fs.rm(removing, { recursive: true, force: true });
  return cluster;
}

/**
 * For tools that made a throwaway DATA_DIR (the test run's database, a bench's) and are done with
 * it: deletes DATA_DIR and, when its cluster was kept in SYSTEM_DIR, that cluster, which must be
 * stopped. The one deletion of a cluster that is not an operator's — its owner asking.
 */
export async function discardEmbeddedData(dataDir: string, systemDir = EMBEDDED_SYSTEM_DIR): Promise<void> {
  const location = await locateEmbeddedCluster(dataDir, systemDir).catch(() => undefined);
  await fs.rm(embeddedPaths(path.resolve(dataDir)).dataDir, { recursive: true, force: true });
  if (location?.relocated) {
    const id = path.basename(path.dirname(location.clusterDir));
    const cluster = (await describeClusters(systemDir)).find((candidate) => candidate.id === id);
    if (cluster) await removeCluster(id, systemDir);
  }
}
