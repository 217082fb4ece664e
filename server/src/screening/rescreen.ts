import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identityVerifications, recipients, sanctionsEntries, sanctionsListVersions, transfers, users } from '../db/schema';
import type { PeriodicJob } from '../jobs/scheduler';
import type { PartyToScreen } from './engine';
import { customerNames, type ScreeningContext } from './screen-parties';
import { openSanctionsCase, type ScreenedParty } from './sanctions-case';

/**
 * The re-screen: every customer, recipient and e-Transfer payer (of a transfer not yet approved)
 * whose screened_version is behind the current list version is screened again — in pages, each in
 * one transaction that takes a try-lock, so any number of instances (and the import command) can
 * run it and exactly one works at a time — and its screened_version moves to the current version.
 * A party last screened against version w is compared only with the entries added or changed after
 * w (a party never screened, with all of them). A party that changed while its page was screened
 * (its updated_at, or the payer's name) is left behind and taken by the next pass. Progress is kept
 * on the version's row for operators (GET /api/admin/screening/status) and the import command.
 */

const RESCREEN_LOCK = sql`hashtext('sanctions_rescreen')`;
const DEFAULT_PAGE_SIZE = 500;
/** Past this share of the list, a party is compared with all of it: one index query beats a long filter. */
const FULL_SCREEN_SHARE = 0.5;

type PartyKind = 'customer' | 'recipient' | 'payer';

interface StaleParty {
  kind: PartyKind;
  id: number;
  userId: number;
  screenedVersion: number | null;
  /** Compared in the conditional update: updated_at for customers and recipients, the payer's name for payers. */
  token: string;
  toScreen: PartyToScreen;
}

export interface RescreenRun {
  version: number;
  screened: number;
  matches: number;
  /** True when no party is left behind the version; false when another runner holds the lock or the list changed. */
  finished: boolean;
}

export type RescreenProgress = {
  version: number;
  createdAt: string;
  entryCount: number;
  total: number | null;
  done: number;
  matches: number;
  startedAt: string | null;
  finishedAt: string | null;
};

type Reader = Pick<Db, 'execute'>;

const behind = (column: unknown, version: number) => sql`(${column} is null or ${column} < ${version})`;

async function staleCustomers(tx: Reader, version: number, afterId: number, limit: number): Promise<StaleParty[]> {
  const rows = await tx.execute<{
    id: number;
    first_name: string;
    last_name: string;
    username: string;
    date_of_birth: string | null;
    screened_version: number | null;
    updated_at: string;
  }>(sql`
    select id, first_name, last_name, username, screened_version, updated_at::text,
      (select date_of_birth::text from ${identityVerifications} v where v.user_id = ${users.id} and v.date_of_birth is not null
        order by v.submitted_at desc, v.id desc limit 1) as date_of_birth
    from ${users}
    where id > ${afterId} and purged_at is null and ${behind(users.screenedVersion, version)}
    order by id limit ${limit}`);
  return rows.rows.map((row) => ({
    kind: 'customer',
    id: row.id,
    userId: row.id,
    screenedVersion: row.screened_version,
    token: row.updated_at,
    toScreen: { names: customerNames({ firstName: row.first_name, lastName: row.last_name, username: row.username }), dateOfBirth: row.date_of_birth },
  }));
}

async function staleRecipients(tx: Reader, version: number, afterId: number, limit: number): Promise<StaleParty[]> {
  const rows = await tx.execute<{ id: number; user_id: number; name: string; screened_version: number | null; updated_at: string }>(sql`
    select id, user_id, name, screened_version, updated_at::text from ${recipients}
    where id > ${afterId} and ${behind(recipients.screenedVersion, version)}
    order by id limit ${limit}`);
  return rows.rows.map((row) => ({
    kind: 'recipient',
    id: row.id,
    userId: row.user_id,
    screenedVersion: row.screened_version,
    token: row.updated_at,
    toScreen: { names: [row.name] },
  }));
}

async function stalePayers(tx: Reader, version: number, afterId: number, limit: number): Promise<StaleParty[]> {
  const rows = await tx.execute<{ id: number; user_id: number; payer: string; screened_version: number | null }>(sql`
    select id, user_id, apaylo_sender_name as payer, payer_screened_version as screened_version from ${transfers}
    where id > ${afterId} and apaylo_sender_name is not null and status = 'pending' and ${behind(transfers.payerScreenedVersion, version)}
    order by id limit ${limit}`);
  return rows.rows.map((row) => ({
    kind: 'payer',
    id: Number(row.id),
    userId: row.user_id,
    screenedVersion: row.screened_version,
    token: row.payer,
    toScreen: { names: [row.payer] },
  }));
}

const STALE: Record<PartyKind, typeof staleCustomers> = { customer: staleCustomers, recipient: staleRecipients, payer: stalePayers };
const ORDER: readonly PartyKind[] = ['customer', 'recipient', 'payer'];

async function countStale(db: Reader, version: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select (
      (select count(*) from ${users} where purged_at is null and ${behind(users.screenedVersion, version)})
    + (select count(*) from ${recipients} where ${behind(recipients.screenedVersion, version)})
    + (select count(*) from ${transfers} where apaylo_sender_name is not null and status = 'pending' and ${behind(transfers.payerScreenedVersion, version)})
    )::int as n`);
  return result.rows[0]?.n ?? 0;
}

function screenedParty(party: StaleParty): ScreenedParty {
  if (party.kind === 'customer') return { party: 'customer', userId: party.userId };
  if (party.kind === 'recipient') return { party: 'recipient', userId: party.userId, recipientId: party.id };
  return { party: 'payer', userId: party.userId, transferId: party.id };
}

async function markScreened(tx: Reader, kind: PartyKind, parties: readonly StaleParty[], version: number): Promise<void> {
  if (parties.length === 0) return;
  const ids = parties.map((party) => party.id);
  const tokens = parties.map((party) => party.token);
  if (kind === 'customer' || kind === 'recipient') {
    const table = kind === 'customer' ? users : recipients;
    await tx.execute(sql`update ${table} set screened_version = ${version}
      from unnest(${sql.param(ids)}::int[], ${sql.param(tokens)}::timestamptz[]) as screened(id, updated_at)
      where ${table}.id = screened.id and ${table}.updated_at = screened.updated_at`);
  } else {
    await tx.execute(sql`update ${transfers} set payer_screened_version = ${version}
      from unnest(${sql.param(ids)}::bigint[], ${sql.param(tokens)}::text[]) as screened(id, payer)
      where ${transfers}.id = screened.id and ${transfers}.apaylo_sender_name = screened.payer`);
  }
}

/** The entries added or changed after version `since`, or undefined when the party must be compared with all of them. */
async function entriesSince(db: Reader, since: number | null, cache: Map<number, readonly string[] | undefined>): Promise<readonly string[] | undefined> {
  if (since === null || since <= 0) return undefined;
  if (cache.has(since)) return cache.get(since);
  const result = await db.execute<{ key: string; total: number }>(sql`
    select ${sanctionsEntries.listName} || '/' || ${sanctionsEntries.entryId} as key, (select count(*) from ${sanctionsEntries})::int as total
    from ${sanctionsEntries} where ${sanctionsEntries.listVersion} > ${since}`);
  const total = result.rows[0]?.total ?? 0;
  const keys = result.rows.length > total * FULL_SCREEN_SHARE ? undefined : result.rows.map((row) => row.key);
  cache.set(since, keys);
  return keys;
}

/**
 * Runs the re-screen until no party is behind the current list version, another runner holds the
 * lock, or `shouldStop` says so. `onPage` hears each page's progress.
 */
export async function rescreenParties(
  ctx: ScreeningContext,
  options: { pageSize?: number; onPage?: (progress: RescreenProgress) => void; shouldStop?: () => boolean } = {},
): Promise<RescreenRun> {
  await ctx.screening.refresh();
  const version = ctx.screening.version;
  if (version === undefined) throw new Error('the sanctions list is not loaded');
  const run: RescreenRun = { version, screened: 0, matches: 0, finished: false };
  // With no list ever imported nothing is behind it.
  if (version === 0) return { ...run, finished: true };
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const now = ctx.clock.now();
  await ctx.db.execute(sql`update ${sanctionsListVersions} set rescreen_started_at = ${now}, rescreen_total = ${await countStale(ctx.db, version)}
    where version = ${version} and rescreen_started_at is null`);
  const since = new Map<number, readonly string[] | undefined>();
  const cursors: Record<PartyKind, number> = { customer: 0, recipient: 0, payer: 0 };
  let kindIndex = 0;
  let screenedThisPass = 0;

  while (!options.shouldStop?.()) {
    const kind = ORDER[kindIndex]!;
    const page = await ctx.db.transaction(async (tx) => {
      const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${RESCREEN_LOCK}) as locked`);
      if (!lock.rows[0]?.locked) return 'busy' as const;
      const parties = await STALE[kind](tx, version, cursors[kind], pageSize);
      if (parties.length === 0) return 'empty' as const;
      cursors[kind] = parties[parties.length - 1]!.id;
      // Parties last screened against the same version are compared with the same entries.
      const groups = new Map<number | null, StaleParty[]>();
      for (const party of parties) groups.set(party.screenedVersion, [...(groups.get(party.screenedVersion) ?? []), party]);
      let matches = 0;
      for (const [screenedVersion, group] of groups) {
        const entryKeys = await entriesSince(tx, screenedVersion, since);
        if (entryKeys?.length === 0) continue; // nothing new since: screened already, only the version moves
        const result = await ctx.screening.screen(
          group.map((party) => party.toScreen),
          entryKeys ? { entryKeys } : {},
        );
        // A newer list arrived while this page was screened: start over against it.
        if (result.version !== version) return 'changed' as const;
        for (const [index, party] of group.entries()) {
          const found = result.matches[index] ?? [];
          if (found.length === 0) continue;
          matches += 1;
          await openSanctionsCase(tx, screenedParty(party), version, found, ctx.clock.now());
        }
      }
      await markScreened(tx, kind, parties, version);
      const [progress] = await tx.execute<{ done: number }>(sql`update ${sanctionsListVersions}
        set rescreen_done = rescreen_done + ${parties.length}, rescreen_matches = rescreen_matches + ${matches}
        where version = ${version} returning rescreen_done as done`).then((result) => result.rows);
      return { count: parties.length, matches, done: progress?.done ?? 0 };
    });
    if (page === 'busy' || page === 'changed') return run;
    if (page === 'empty') {
      kindIndex += 1;
      if (kindIndex < ORDER.length) continue;
      // A pass is over. Parties that changed while screened (or arrived meanwhile) are still behind: another pass.
      if (screenedThisPass === 0 || (await countStale(ctx.db, version)) === 0) break;
      kindIndex = 0;
      screenedThisPass = 0;
      cursors.customer = cursors.recipient = cursors.payer = 0;
      continue;
    }
    run.screened += page.count;
    run.matches += page.matches;
    screenedThisPass += page.count;
    if (options.onPage) {
      const progress = await readRescreenProgress(ctx.db, version);
      if (progress) options.onPage(progress);
    }
  }
  if (options.shouldStop?.()) return run;
  if ((await countStale(ctx.db, version)) > 0) return run;
  await ctx.db.execute(sql`update ${sanctionsListVersions} set rescreen_finished_at = ${ctx.clock.now()}
    where version = ${version} and rescreen_finished_at is null`);
  return { ...run, finished: true };
}

/** The re-screen's progress for a list version (the newest by default), or undefined when no list was ever imported. */
export async function readRescreenProgress(db: Reader, version?: number): Promise<RescreenProgress | undefined> {
  const result = await db.execute<RescreenProgress>(sql`
    select version, to_json(created_at)#>>'{}' as "createdAt", entry_count as "entryCount", rescreen_total as total, rescreen_done as done,
      rescreen_matches as matches, to_json(rescreen_started_at)#>>'{}' as "startedAt", to_json(rescreen_finished_at)#>>'{}' as "finishedAt"
    from ${sanctionsListVersions}
    ${version === undefined ? sql`order by version desc limit 1` : sql`where version = ${version}`}`);
  return result.rows[0];
}

/** How often the re-screen job looks for parties behind the list (and how long, at most, one run goes on). */
export const RESCREEN_INTERVAL_MS = 10_000;

/**
 * The re-screen as a background job: every 10 seconds, on whichever instance claims the period, it
 * screens whoever is behind the current list (after an import, or after a screening that failed),
 * for at most 8 seconds a run; an import's re-screen is spread over as many runs as it needs.
 */
export function rescreenJob(ctx: ScreeningContext, intervalMs = RESCREEN_INTERVAL_MS): PeriodicJob {
  return {
    name: 'sanctions-rescreen',
    intervalMs,
    run: async () => {
      // A run ends before the next period, so a stopping server never waits for a whole re-screen; the next run goes on.
      const deadline = Date.now() + intervalMs * 0.8;
      const run = await rescreenParties(ctx, { shouldStop: () => Date.now() > deadline });
      if (run.screened > 0) ctx.log.info(run, 'sanctions re-screen');
    },
  };
}

/**
 * Starts a re-screen as soon as this instance loads a new list version (an import's NOTIFY), not
 * at the job's next period; each run is bounded like the job's, and stop() waits for the one going.
 */
export function rescreenOnNewList(ctx: ScreeningContext): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  ctx.screening.onVersionLoaded((version) => {
    if (stopped || running || version === 0) return;
    const deadline = Date.now() + RESCREEN_INTERVAL_MS * 0.8;
    running = rescreenParties(ctx, { shouldStop: () => stopped || Date.now() > deadline })
      .then((run) => {
        if (run.screened > 0) ctx.log.info(run, 'sanctions re-screen');
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'sanctions re-screen failed'))
      .finally(() => {
        running = undefined;
      });
  });
  return {
    async stop() {
      stopped = true;
      await running;
    },
  };
}
