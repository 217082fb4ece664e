import path from 'node:path';
import { createInterface } from 'node:readline';
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

/** Where the command looks and talks: the terminal and /var/lib/maplerupee, or a test's own. */
export interface ClustersIo {
  systemDir: string;
  /** Where the typed answer comes from. */
  input: NodeJS.ReadableStream;
  print(text: string): void;
  printError(text: string): void;
}

const TERMINAL: ClustersIo = {
  systemDir: EMBEDDED_SYSTEM_DIR,
  input: process.stdin,
  print: (text) => console.log(text),
  printError: (text) => console.error(text),
};

function list(clusters: ClusterReport[], io: ClustersIo): number {
  const folder = path.join(io.systemDir, 'clusters');
  if (clusters.length === 0) {
    io.print(`No embedded PostgreSQL clusters in ${folder}.`);
    return 0;
  }
  io.print(`Embedded PostgreSQL clusters in ${folder} (id, state, size, DATA_DIR):`);
  for (const cluster of clusters) io.print(`  ${describe(cluster)}`);
  const orphans = clusters.filter((cluster) => cluster.state !== 'in-use');
  if (orphans.length > 0) {
    io.print(
      `${orphans.length} no DATA_DIR uses. Before deleting one, make sure its DATA_DIR is not on a volume that is not mounted, ` +
        'or moved (a moved DATA_DIR takes its cluster back at its next start). Delete one with: npm run manage -- clusters --remove ID',
    );
  }
  return 0;
}

async function confirmed(cluster: ClusterReport, io: ClustersIo): Promise<boolean> {
  io.print(`This deletes the database in ${cluster.home} for good:\n  ${describe(cluster)}`);
  io.print('Type yes to delete it:');
  const prompt = createInterface({ input: io.input, terminal: false });
  try {
    // No answer (the input ended) deletes nothing, like any answer but yes.
    const answer = await new Promise<string>((resolve) => {
      prompt.once('line', resolve);
      prompt.once('close', () => resolve(''));
    });
    return answer.trim() === 'yes';
  } finally {
    prompt.close();
  }
}

export async function clustersCommand(args: string[], io: ClustersIo = TERMINAL): Promise<number> {
  let values: { remove?: string | undefined; yes?: boolean | undefined };
  try {
    ({ values } = parseArgs({ args, options: { remove: { type: 'string' }, yes: { type: 'boolean' } }, strict: true }));
  } catch (error) {
    io.printError(`${error instanceof Error ? error.message : error}\n\nUsage:\n${CLUSTERS_USAGE}`);
    return 2;
  }
  if (process.getuid?.() !== 0) {
    io.printError(`${io.systemDir} is root's: run this as root (sudo npm run manage -- clusters).`);
    return 1;
  }
  const clusters = await describeClusters(io.systemDir);
  if (values.remove === undefined) return list(clusters, io);
  const cluster = clusters.find((candidate) => candidate.id === values.remove);
  // Refusals (unknown, in use, running) are said before anything is asked.
  const refused = removalRefusal(values.remove, cluster, io.systemDir);
  if (refused || !cluster) {
    io.printError(refused ?? values.remove);
    return 1;
  }
  if (!values.yes && !(await confirmed(cluster, io))) {
    io.print('Nothing was deleted.');
    return 1;
  }
  try {
    const removed = await removeCluster(cluster.id, io.systemDir);
    io.print(`Deleted the embedded PostgreSQL cluster ${removed.home} (${size(removed.bytes)}; DATA_DIR ${removed.dataDir ?? 'not recorded'}).`);
    return 0;
  } catch (error) {
    if (!(error instanceof ClusterRemovalRefused)) throw error;
    io.printError(error.message);
    return 1;
  }
}
