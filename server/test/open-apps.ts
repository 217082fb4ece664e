import { Writable } from 'node:stream';
import pg from 'pg';

/**
 * The test apps not yet closed, and what each is doing, for the note of a failed test
 * (name-unanswered-requests.ts): a call that hangs is stuck in the database (a lock wait, a
 * transaction left open), in the pool (every connection out), or outside both.
 */
interface OpenApp {
  url: string;
  databaseUrl: string;
  pool: pg.Pool;
  /** Its latest warnings and errors, when its log goes nowhere else (recentLogLines). */
  logLines?: readonly string[];
}

const KEPT_LOG_LINES = 20;

const LEVELS: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/** One pino line as a person reads it: time, level, message, and the error's message. */
function logLine(json: string): string {
  try {
    const entry = JSON.parse(json) as { time: number; level: number; msg?: string; err?: { message?: string } };
    const error = entry.err?.message ? `: ${entry.err.message}` : '';
    return `${new Date(entry.time).toISOString().slice(11, 23)} ${LEVELS[entry.level] ?? entry.level} ${entry.msg ?? ''}${error}`.slice(0, 400);
  } catch {
    return json.trim().slice(0, 400);
  }
}

/**
 * A destination for a test app's log at warn level: its last 20 lines, kept to be shown if a test
 * fails (a screening that timed out, a job that failed) and otherwise dropped.
 */
export function recentLogLines(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(logLine(chunk.toString()));
      if (lines.length > KEPT_LOG_LINES) lines.shift();
      done();
    },
  });
  return { stream, lines };
}

const openApps = new Set<OpenApp>();

/** Registers an app until its close: call with what startTestApp made. */
export function trackOpenApp(app: OpenApp): () => void {
  openApps.add(app);
  return () => openApps.delete(app);
}

/** The database sessions of `databaseUrl` that are not idle, through a connection of their own (2 s at most). */
async function busySessions(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000, statement_timeout: 2_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number; state: string; wait: string | null; seconds: string; query: string }>(
      `select pid, state, wait_event_type || ':' || wait_event as wait,
              round(extract(epoch from now() - coalesce(xact_start, query_start)))::text as seconds, left(query, 160) as query
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
    );
    return rows.map((row) => `pid ${row.pid} ${row.state} for ${row.seconds} s${row.wait ? `, waiting on ${row.wait}` : ''}: ${row.query}`);
  } catch (error) {
    return [`(its database could not be asked: ${(error as Error).message})`];
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function describeOpenApps(): Promise<string[]> {
  const lines: string[] = [];
  for (const app of openApps) {
    const { totalCount, idleCount, waitingCount } = app.pool;
    lines.push(`app at ${app.url}: pool ${totalCount} connections, ${idleCount} idle, ${waitingCount} queries waiting for one`);
    for (const session of await busySessions(app.databaseUrl)) lines.push(`  ${session}`);
    if (app.logLines?.length) lines.push('  its latest warnings and errors:', ...app.logLines.map((line) => `    ${line}`));
  }
  return lines;
}
