import { and, eq, gt, sql } from 'drizzle-orm';
import {
  COUNTED_STATUSES,
  eftBeneficiaryCaseChange,
  LARGE_EFT_THRESHOLD_CAD,
  REPORT_WINDOW_HOURS,
  type BeneficiaryTransfer,
} from '../../../domain/compliance';
import { compareDecimal, sumDecimals } from '../../../domain/money';
import type { AppContext } from '../context';
import { complianceCaseTransfers, complianceCases, complianceSettings } from '../db/schema';
import type { PeriodicJob } from '../jobs/scheduler';
import { applyToGroup } from './apply-eft-rule';
import type { KnownEftCase, Writer } from './eft-case-writes';
import { beneficiaryKey, lockBeneficiaries } from './party-locks';

const WINDOW_MS = REPORT_WINDOW_HOURS * 60 * 60 * 1000;
/** How often the rule runs: a beneficiary case opens at most this long after the transfer that makes it due. */
export const BENEFICIARY_RULE_INTERVAL_MS = 60_000;
/**
 * Transfers are looked at again this far behind the last run: a transfer's time is taken when its
 * batch holds its customer's lock, a moment before it commits, so one made just before a run may
 * commit just after it. Looking twice is harmless (a transfer already in a case is never counted again).
 */
const LATE_COMMIT_MARGIN_MS = 5 * 60_000;

interface Beneficiary extends Record<string, unknown> {
  account: string;
  ifsc: string;
}

interface Counted extends Record<string, unknown> {
  id: string;
  user_id: number;
  created_at: string;
  cad_amount: string;
}

type JobContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

/**
 * The 24-hour rule per beneficiary (issue 31; domain eftBeneficiaryCaseChange): transfers to one bank
 * account (account number + IFSC) from two customers or more that reach 10,000.00 CAD within 24 hours
 * open an eftr_beneficiary case; later transfers to it in the window join it. It runs as a job, not
 * in the creation batch, so creating a transfer pays nothing for it (decision 036): each run takes the
 * beneficiaries paid since the last one (a few minutes' margin behind), and for each, in a
 * transaction of its own, takes its advisory lock (party-locks.ts: a cancel or a rejection takes it
 * too), reads its counted transfers of the window in a statement after the lock, and applies the rule
 * to those not yet in one of its cases. One case per beneficiary and window (a unique index backs
 * the lock), however many instances run it. Answers how many beneficiaries could be due.
 */
export async function applyBeneficiaryRule(ctx: JobContext): Promise<number> {
  const now = ctx.clock.now();
  const [state] = await ctx.db.select({ checkedTo: complianceSettings.beneficiaryCheckedTo }).from(complianceSettings);
  const from = new Date((state?.checkedTo ?? new Date(now.getTime() - WINDOW_MS)).getTime() - LATE_COMMIT_MARGIN_MS);
  const since = new Date(from.getTime() - WINDOW_MS);
  const counted = sql`${`{${COUNTED_STATUSES.join(',')}}`}::text[]`;
  // The beneficiaries paid since the last run that could be due: two customers or more, and 10,000.00
  // or more since 24 hours before it — or a case of theirs whose window may take more. One statement
  // on indexes (transfers by time, recipients by account, transfers by recipient and time); read
  // without a lock, as only a candidate's own transaction below decides.
  const paid = await ctx.db.execute<Beneficiary>(sql`
    with paid as (
      select distinct r.account_number as account, r.ifsc_code as ifsc
      from transfers t join recipients r on r.id = t.recipient_id
      where t.created_at > ${from} and t.status = any(${counted}))
    select p.account, p.ifsc from paid p
    where exists (select 1 from compliance_cases c where c.kind = 'eftr_beneficiary' and c.beneficiary_account_number = p.account
                  and c.beneficiary_ifsc_code = p.ifsc and c.window_end > ${since})
      or exists (select 1 from recipients r join transfers t on t.recipient_id = r.id
                 where r.account_number = p.account and r.ifsc_code = p.ifsc and t.created_at > ${since} and t.status = any(${counted})
                 having count(distinct t.user_id) >= 2 and sum(t.cad_amount) >= ${LARGE_EFT_THRESHOLD_CAD})
    order by 2, 1`);
  for (const beneficiary of paid.rows) {
    await ctx.db.transaction((tx) => applyToBeneficiary(tx, beneficiary, from, ctx.config.businessTimeZone));
  }
  await ctx.db
    .insert(complianceSettings)
    .values({ id: true, beneficiaryCheckedTo: now })
    .onConflictDoUpdate({ target: complianceSettings.id, set: { beneficiaryCheckedTo: now } });
  return paid.rows.length;
}

async function applyToBeneficiary(tx: Writer, { account, ifsc }: Beneficiary, from: Date, timeZone: string): Promise<void> {
  await lockBeneficiaries(tx, [beneficiaryKey(account, ifsc)]);
  const since = new Date(from.getTime() - WINDOW_MS);
  // A new statement after the lock: it sees what every cancel that held the lock committed.
  const counted = await tx.execute<Counted>(sql`
    select t.id::text as id, t.user_id, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, t.cad_amount::text as cad_amount
    from recipients r join transfers t on t.recipient_id = r.id
    where r.account_number = ${account} and r.ifsc_code = ${ifsc} and t.created_at > ${since}
      and t.status = any(${`{${COUNTED_STATUSES.join(',')}}`}::text[])`);
  const theirs: BeneficiaryTransfer[] = counted.rows.map((row) => ({ id: Number(row.id), userId: row.user_id, createdAt: new Date(row.created_at), cadAmount: row.cad_amount }));
  const known = await beneficiaryCases(tx, account, ifsc, since);
  const inCase = new Set(known.flatMap((found) => found.transferIds));
  const fresh = theirs.filter((transfer) => transfer.createdAt > from && !inCase.has(transfer.id));
  if (fresh.length === 0) return;
  // Nothing can open or join when the beneficiary's whole window stays under the threshold and no case is near.
  const total = sumDecimals(theirs.map((transfer) => transfer.cadAmount), 2);
  if (known.length === 0 && compareDecimal(total, LARGE_EFT_THRESHOLD_CAD) < 0) return;
  await applyToGroup(tx, { kind: 'eftr_beneficiary', accountNumber: account, ifscCode: ifsc }, fresh, theirs, known, eftBeneficiaryCaseChange, timeZone);
}

/** The beneficiary's cases whose window ends after `since`, open or closed, with their transfers. */
async function beneficiaryCases(tx: Writer, account: string, ifsc: string, since: Date): Promise<KnownEftCase[]> {
  const rows = await tx
    .select({
      id: complianceCases.id,
      windowStart: complianceCases.windowStart,
      total: sql<string>`coalesce(${complianceCases.total}, 0)::text`,
      status: complianceCases.status,
      transferIds: sql<string[]>`coalesce(array_agg(${complianceCaseTransfers.transferId}::text) filter (where ${complianceCaseTransfers.transferId} is not null), '{}')`,
    })
    .from(complianceCases)
    .leftJoin(complianceCaseTransfers, eq(complianceCaseTransfers.caseId, complianceCases.id))
    .where(
      and(
        eq(complianceCases.kind, 'eftr_beneficiary'),
        eq(complianceCases.beneficiaryAccountNumber, account),
        eq(complianceCases.beneficiaryIfscCode, ifsc),
        gt(complianceCases.windowEnd, since),
      ),
    )
    .groupBy(complianceCases.id);
  return rows.map((row) => ({ ...row, windowStart: row.windowStart!, transferIds: row.transferIds.map(Number) }));
}

/** Once a minute, on one instance: the job of jobs/scheduler.ts. */
export function beneficiaryRuleJob(ctx: JobContext): PeriodicJob {
  return {
    name: 'eft-beneficiary-rule',
    intervalMs: BENEFICIARY_RULE_INTERVAL_MS,
    run: async () => {
      await applyBeneficiaryRule(ctx);
    },
  };
}
