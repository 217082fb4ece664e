import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { healthMessages } from '../../../domain/messages';
import { databaseErrorCode } from '../db/errors';
import { migrationsDir } from '../paths';

/**
 * Whether this instance can serve (GET /readyz): the database answers and every migration this
 * build ships is applied. One query decides both: the newest applied migration's timestamp, which
 * is exactly what drizzle's migrator compares (a migration is applied by `npm run manage --
 * migrate` when its journal `when` is later), so "not ready: migrations" means the same as
 * "migrate would apply something". Migrations newer than this build's (a newer release migrated
 * first, as DEPLOY.md's upgrades do) leave it ready.
 *
 * Probes come every few seconds from every load balancer: concurrent checks share one query, and
 * an answer is reused for at most REUSE_MS after it arrived, so an outage is hidden for no longer
 * than that. A check never fails: every problem is a "not ready" with its reason.
 */

/** How long one answer is reused. */
export const READINESS_REUSE_MS = 1_000;
/** A database slower than this to answer one tiny query is not ready to serve. */
export const READINESS_TIMEOUT_MS = 2_000;

export interface MigrationEntry {
  tag: string;
  /** The journal's timestamp; drizzle records it as the applied row's created_at. */
  when: number;
}

export type ReadinessResult =
  | { ready: true }
  | {
      ready: false;
      reason: 'database' | 'migrations';
      message: string;
      retryAfterSeconds: number;
      /** For the log: the tags of the migrations not applied, or the database's error. */
      pending?: string[];
      error?: unknown;
    };

/** The migrations this build ships, in order (server/src/db/migrations/meta/_journal.json). */
export function readMigrationJournal(folder: string = migrationsDir): MigrationEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The newest applied migration's timestamp; null when none is; throws what the database throws. */
export type LatestMigration = () => Promise<number | null>;

export function latestMigrationOf(pool: pg.Pool): LatestMigration {
  return async () => {
    const result = await pool.query<{ latest: number | null }>({
      text: 'select max(created_at) as latest from drizzle.__drizzle_migrations',
      // node-postgres drops the connection of a query that outlives this, so a hung database
      // does not keep pool connections busy with probes.
      query_timeout: READINESS_TIMEOUT_MS,
    } as pg.QueryConfig);
    return result.rows[0]?.latest ?? null;
  };
}

/** SQLSTATEs of a database where drizzle never ran: no schema `drizzle`, or no table in it. */
const NOTHING_MIGRATED = new Set(['3F000', '42P01']);
const INSUFFICIENT_PRIVILEGE = '42501';

export interface ReadinessOptions {
  latestMigration: LatestMigration;
  migrations: MigrationEntry[];
  log: FastifyBaseLogger;
  /** Milliseconds, monotonic; tests substitute their own. */
  now?: () => number;
  timeoutMs?: number;
}

export class Readiness {
  private inFlight: Promise<ReadinessResult> | undefined;
  private last: { at: number; result: ReadinessResult } | undefined;
  /** What was last logged: each change of state is logged once, not every probe. */
  private loggedState = 'ready';
  private readonly now: () => number;
  private readonly timeoutMs: number;

  constructor(private readonly options: ReadinessOptions) {
    this.now = options.now ?? (() => performance.now());
    this.timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  }

  check(): Promise<ReadinessResult> {
    if (this.last && this.now() - this.last.at < READINESS_REUSE_MS) return Promise.resolve(this.last.result);
    this.inFlight ??= this.probe()
      .then((result) => {
        this.last = { at: this.now(), result };
        this.logChange(result);
        return result;
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  private async probe(): Promise<ReadinessResult> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.timeoutMs);
    });
    const query = this.options.latestMigration();
    // A query abandoned by the timeout may still fail later; that failure is not news.
    query.catch(() => undefined);
    try {
      const latest = await Promise.race([query, timeout]);
      if (latest === 'timeout') {
        return notReady('database', healthMessages.databaseSlow(this.timeoutMs / 1_000), 5);
      }
      return this.compare(latest);
    } catch (error) {
      const code = databaseErrorCode(error);
      if (code && NOTHING_MIGRATED.has(code)) return this.compare(null);
      if (code === INSUFFICIENT_PRIVILEGE) {
        return { ...notReady('migrations', healthMessages.migrationsUnreadable, 30), error };
      }
      // Unreachable, restarting, out of connections, or anything else: not ready, never a 500.
      return { ...notReady('database', healthMessages.database, 5), error };
    } finally {
      clearTimeout(timer);
    }
  }

  private compare(latest: number | null): ReadinessResult {
    const { migrations } = this.options;
    const pending = migrations.filter((migration) => latest === null || migration.when > latest).map((migration) => migration.tag);
    if (pending.length === 0) return { ready: true };
    return { ...notReady('migrations', healthMessages.migrations(pending.length, migrations.length), 30), pending };
  }

  private logChange(result: ReadinessResult): void {
    const state = result.ready ? 'ready' : result.message;
    if (state === this.loggedState) return;
    this.loggedState = state;
    if (result.ready) {
      this.options.log.info('ready again: the database answers and every migration is applied');
      return;
    }
    const details: Record<string, unknown> = { reason: result.reason };
    if (result.pending) details.pending = result.pending;
    if (result.error !== undefined) details.err = result.error;
    this.options.log.warn(details, result.message);
  }
}

function notReady(reason: 'database' | 'migrations', message: string, retryAfterSeconds: number) {
  return { ready: false as const, reason, message, retryAfterSeconds };
}

