import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { execFileAsync, failure, SUPERUSER, type Binaries, type EmbeddedPostgresLog, type RunAs } from './common';
import { type EmbeddedPaths } from './cluster-location';

/**
 * The PostgreSQL server process and its cluster on disk: initdb, the postmaster a killed run may
 * have left (postmaster.pid) and the MapleRupee process that owns it (DATA_DIR/pg-owner.pid, the
 * lock that refuses a second live owner), stopping it, and a free port for the next start.
 */

const STOP_TIMEOUT_MS = 30_000;

export function isAlive(pid: number): boolean {
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

export async function stopPostmaster(pid: number, log: EmbeddedPostgresLog): Promise<void> {
  signal(pid, 'SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
  if (await waitForExit(pid, STOP_TIMEOUT_MS)) return;
  log.warn(`PostgreSQL (pid ${pid}) did not stop within ${STOP_TIMEOUT_MS} ms; sending SIGQUIT`);
  signal(pid, 'SIGQUIT');
  await waitForExit(pid, 5_000);
}

export async function freePort(): Promise<number> {
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

export async function initialiseCluster(
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
