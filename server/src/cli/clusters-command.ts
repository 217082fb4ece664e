import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ClusterRemovalRefused, describeClusters, removalRefusal, removeCluster, type ClusterReport } from '../db/embedded-clusters';
import { EMBEDDED_SYSTEM_DIR } from '../db/embedded-postgres';

/**
 * `npm run manage -- clusters [--remove ID [--yes]]`: the embedded PostgreSQL clusters root keeps
 * in /var/lib/maplerupee/clusters, and the deletion of one no DATA_DIR uses, after the operator
 * types yes (issue 32: no cluster is ever deleted automatically).
 */

export const CLUSTERS_USAGE = `  clusters [--remove ID [--yes]]
                       list the embedded PostgreSQL clusters kept in ${EMBEDDED_SYSTEM_DIR}/clusters
                       (made when root starts MapleRupee with a DATA_DIR the postgres user cannot
                       enter): id, state, size, the DATA_DIR each belongs to; --remove deletes one
                       no DATA_DIR uses, after you type yes (--yes: without asking). As root.
`;

const STATES: Record<ClusterReport['state'], string> = {
  'in-use': 'in use',
  'data-dir-missing': 'orphan: DATA_DIR missing',
  'not-named': 'orphan: DATA_DIR uses another',
  unrecorded: 'orphan: no DATA_DIR recorded',
};

function size(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

function describe(cluster: ClusterReport): string {
  const running = cluster.runningPid === undefined ? '' : `, PostgreSQL running (pid ${cluster.runningPid})`;
  return `${cluster.id}  ${STATES[cluster.state]}${running}  ${size(cluster.bytes)}  ${cluster.dataDir ?? '(no DATA_DIR recorded)'}`;
}

function list(clusters: ClusterReport[]): number {
  const folder = path.join(EMBEDDED_SYSTEM_DIR, 'clusters');
  if (clusters.length === 0) {
    console.log(`No embedded PostgreSQL clusters in ${folder}.`);
    return 0;
  }
  console.log(`Embedded PostgreSQL clusters in ${folder} (id, state, size, DATA_DIR):`);
  for (const cluster of clusters) console.log(`  ${describe(cluster)}`);
  const orphans = clusters.filter((cluster) => cluster.state !== 'in-use');
  if (orphans.length > 0) {
    console.log(
      `${orphans.length} no DATA_DIR uses. Before deleting one, make sure its DATA_DIR is not on a volume that is not mounted, ` +
        'or moved (a moved DATA_DIR takes its cluster back at its next start). Delete one with: npm run manage -- clusters --remove ID',
    );
  }
  return 0;
}

async function confirmed(cluster: ClusterReport): Promise<boolean> {
  console.log(`This deletes the database in ${cluster.home} for good:\n  ${describe(cluster)}`);
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: false });
  try {
    const answer = await prompt.question('Type yes to delete it: ').catch(() => '');
    return answer.trim() === 'yes';
  } finally {
    prompt.close();
  }
}

export async function clustersCommand(args: string[]): Promise<number> {
  let values: { remove?: string | undefined; yes?: boolean | undefined };
  try {
    ({ values } = parseArgs({ args, options: { remove: { type: 'string' }, yes: { type: 'boolean' } }, strict: true }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\nUsage:\n${CLUSTERS_USAGE}`);
    return 2;
  }
  if (process.getuid?.() !== 0) {
    console.error(`${EMBEDDED_SYSTEM_DIR} is root's: run this as root (sudo npm run manage -- clusters).`);
    return 1;
  }
  const clusters = await describeClusters();
  if (values.remove === undefined) return list(clusters);
  const cluster = clusters.find((candidate) => candidate.id === values.remove);
  // Refusals (unknown, in use, running) are said before anything is asked.
  const refused = removalRefusal(values.remove, cluster);
  if (refused || !cluster) {
    console.error(refused);
    return 1;
  }
  if (!values.yes && !(await confirmed(cluster))) {
    console.log('Nothing was deleted.');
    return 1;
  }
  try {
    const removed = await removeCluster(cluster.id);
    console.log(`Deleted the embedded PostgreSQL cluster ${removed.home} (${size(removed.bytes)}; DATA_DIR ${removed.dataDir ?? 'not recorded'}).`);
    return 0;
  } catch (error) {
    if (!(error instanceof ClusterRemovalRefused)) throw error;
    console.error(error.message);
    return 1;
  }
}
