import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time by process during a scenario: the server, every PostgreSQL process, and this process
 * (autocannon or the in-process ceiling). On two shared cores these say where a request's time
 * goes, which throughput alone cannot.
 */
export interface CpuSplit {
  serverMs: number;
  /** The server's time in the kernel (system calls: socket reads and writes, wake-ups). */
  serverSystemMs: number;
  postgresMs: number;
  benchMs: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

function processTimes(pid: number): { user: number; system: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) * TICK_MS, system: Number(fields[12]) * TICK_MS };
  } catch {
    return { user: 0, system: 0 }; // gone
  }
}

function processCpuMs(pid: number): number {
  const { user, system } = processTimes(pid);
  return user + system;
}

/**
 * Every PostgreSQL process's CPU, including backends that exited meanwhile (a pool closing idle
 * connections): their time is in the postmaster's children's times once it has reaped them.
 */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      const parentIsPostgres = readFileSync(`/proc/${parent}/comm`, 'utf8').trim() === 'postgres';
      total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      if (!parentIsPostgres) total += (Number(fields[13]) + Number(fields[14])) * TICK_MS;
    } catch {
      // gone
    }
  }
  return total;
}

function benchCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Starts counting; the returned function gives the CPU each side used since. */
export function startCpuSplit(serverPid: number | undefined): () => CpuSplit {
  const server = serverPid ? processCpuMs(serverPid) : 0;
  const serverSystem = serverPid ? processTimes(serverPid).system : 0;
  const postgres = postgresCpuMs();
  const bench = benchCpuMs();
  return () => ({
    serverMs: serverPid ? processCpuMs(serverPid) - server : 0,
    serverSystemMs: serverPid ? processTimes(serverPid).system - serverSystem : 0,
    postgresMs: postgresCpuMs() - postgres,
    benchMs: benchCpuMs() - bench,
  });
}

/** "server 1.24 + postgres 0.56 + bench 0.26 ms per request". */
export function perRequest(split: CpuSplit, requests: number): string {
  const each = (ms: number) => (ms / Math.max(1, requests)).toFixed(3);
  const system = split.serverMs > 0 ? ` (${Math.round((100 * split.serverSystemMs) / split.serverMs)}% in the kernel)` : '';
  return `server ${each(split.serverMs)}${system} + postgres ${each(split.postgresMs)} + bench ${each(split.benchMs)} ms per request`;
}
