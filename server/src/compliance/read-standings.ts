import { fillPlaceholders, sql, type AnyColumn } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import {
  addressLine,
  COUNTED_STATUSES,
  DEFAULT_LIMITS,
  LIMIT_WINDOWS,
  TIERS,
  type Limits,
  type Tier,
  type Usage,
  type VerificationStatus,
} from '../../../domain/compliance';
import { roundDecimal } from '../../../domain/money';
import { complianceCases, identityVerifications, transactionLimits, transfers, users } from '../db/schema';

/** What the rules need to know about one customer, as of one moment. */
export interface Standing {
  userId: number;
  verification: VerificationStatus;
  /** The approved verification in force (the latest), snapshotted on each transfer. */
  verificationId: number | null;
  /** The travel rule's sender address: the approved verification's, else the profile's. */
  senderAddress: string | null;
  /** CAD of counted transfers in the rolling 24 hours and 30 days before the moment. */
  usage: Usage;
  /** Which of the references asked about are already this customer's transfers (retries). */
  takenReferences: ReadonlySet<string>;
  /** Whether an EFT report case's window is still open at the moment (a new transfer may join it). */
  eftrWindowOpen: boolean;
}

export interface Standings {
  limits: Limits;
  byUser: Map<number, Standing>;
}

type Queryable = Pick<pg.ClientBase, 'query'> | Pick<pg.Pool, 'query'>;

/**
 * A customer once approved stays verified: a later submission (pending, or rejected) does not
 * take away the identity an operator already accepted. Otherwise the latest submission's status.
 */
export function verificationStatusOf(approvedId: number | null, latestStatus: string | null): VerificationStatus {
  if (approvedId !== null) return 'verified';
  if (latestStatus === 'pending') return 'pending';
  if (latestStatus === 'rejected') return 'rejected';
  return 'none';
}

const column = (of: AnyColumn) => sql.identifier(of.name);

/**
 * One statement for any number of customers: verification, usage in both windows (read from the
 * customer's status index alone, cad_amount rides in it), references already theirs, whether an
 * EFT case window is open, and the limits of both tiers (an init plan, read once).
 */
function standingsStatement() {
  const v = identityVerifications;
  const t = transfers;
  const query = sql`
    select s.user_id,
      approved.id as approved_id, approved.street, approved.city, approved.province, approved.postal_code,
      latest.status as latest_status, u.${column(users.address)} as profile_address,
      usage.daily::text as daily, usage.monthly::text as monthly,
      coalesce((select array_agg(${column(t.referenceCode)}::text) from ${t}
                where ${column(t.userId)} = s.user_id and ${column(t.referenceCode)} = any(${sql.placeholder('references')}::text[])), '{}') as taken,
      exists(select 1 from ${complianceCases} c where c.${column(complianceCases.kind)} = 'eftr' and c.${column(complianceCases.userId)} = s.user_id
             and c.${column(complianceCases.windowEnd)} > ${sql.placeholder('at')}::timestamptz) as eftr_window_open,
      (select json_agg(json_build_array(${column(transactionLimits.tier)}, ${column(transactionLimits.perTransfer)}::text,
              ${column(transactionLimits.daily)}::text, ${column(transactionLimits.monthly)}::text)) from ${transactionLimits}) as limits
    from unnest(${sql.placeholder('userIds')}::int[]) as s(user_id)
    join ${users} u on u.${column(users.id)} = s.user_id
    left join lateral (
      select ${column(v.id)}, ${column(v.street)}, ${column(v.city)}, ${column(v.province)}, ${column(v.postalCode)} from ${v}
      where ${column(v.userId)} = s.user_id and ${column(v.status)} = 'approved'
      order by ${column(v.decidedAt)} desc nulls last, ${column(v.id)} desc limit 1
    ) approved on true
    left join lateral (
      select ${column(v.status)} from ${v} where ${column(v.userId)} = s.user_id
      order by ${column(v.submittedAt)} desc, ${column(v.id)} desc limit 1
    ) latest on true
    cross join lateral (
      select coalesce(sum(${column(t.cadAmount)}) filter (where ${column(t.createdAt)} > ${sql.placeholder('daySince')}::timestamptz), 0) as daily,
             coalesce(sum(${column(t.cadAmount)}), 0) as monthly
      from ${t}
      where ${column(t.userId)} = s.user_id and ${column(t.status)} = any(${sql.placeholder('counted')}::text[])
        and ${column(t.createdAt)} > ${sql.placeholder('monthSince')}::timestamptz
    ) usage`;
  return new PgDialect().sqlToQuery(query);
}

const STATEMENT = standingsStatement();

interface StandingRow {
  user_id: number;
  approved_id: number | null;
  street: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  latest_status: string | null;
  profile_address: string | null;
  daily: string;
  monthly: string;
  taken: string[];
  eftr_window_open: boolean;
  limits: [string, string, string, string][] | null;
}

function limitsFrom(rows: StandingRow['limits']): Limits {
  const limits: Limits = { basic: { ...DEFAULT_LIMITS.basic }, verified: { ...DEFAULT_LIMITS.verified } };
  for (const [tier, perTransfer, daily, monthly] of rows ?? []) {
    if ((TIERS as readonly string[]).includes(tier)) limits[tier as Tier] = { perTransfer, daily, monthly };
  }
  return limits;
}

/**
 * The standing of each customer at `at`. In a transaction that locked these customers, it reads
 * the state every earlier transaction left (a new statement, a new snapshot under READ COMMITTED).
 */
export async function readStandings(executor: Queryable, userIds: readonly number[], at: Date, references: readonly string[] = []): Promise<Standings> {
  const values = {
    userIds,
    references,
    at,
    daySince: new Date(at.getTime() - LIMIT_WINDOWS.daily),
    monthSince: new Date(at.getTime() - LIMIT_WINDOWS.monthly),
    counted: COUNTED_STATUSES,
  };
  const result = await executor.query<StandingRow>({ name: 'read_compliance_standings', text: STATEMENT.sql }, fillPlaceholders(STATEMENT.params, values));
  const byUser = new Map<number, Standing>();
  let limits: Limits = { basic: { ...DEFAULT_LIMITS.basic }, verified: { ...DEFAULT_LIMITS.verified } };
  for (const row of result.rows) {
    limits = limitsFrom(row.limits);
    const verified = row.approved_id !== null;
    byUser.set(row.user_id, {
      userId: row.user_id,
      verification: verificationStatusOf(row.approved_id, row.latest_status),
      verificationId: row.approved_id,
      senderAddress: (verified ? addressLine([row.street, row.city, row.province, row.postal_code]) : null) ?? addressLine([row.profile_address]),
      usage: { daily: roundDecimal(row.daily, 2), monthly: roundDecimal(row.monthly, 2) },
      takenReferences: new Set(row.taken),
      eftrWindowOpen: row.eftr_window_open,
    });
  }
  return { limits, byUser };
}
