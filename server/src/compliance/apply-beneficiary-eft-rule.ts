import { and, eq, gt, sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  COUNTED_STATUSES,
  eftBeneficiaryCaseChange,
  LARGE_EFT_THRESHOLD_CAD,
  REPORT_WINDOW_HOURS,
  type BeneficiaryTransfer,
} from '../../../domain/compliance';
import { compareDecimal, sumDecimals } from '../../../domain/money';
import { complianceCaseTransfers, complianceCases } from '../db/schema';
import type { TransactionDb } from '../db/transaction';
import { applyToGroup } from './apply-eft-rule';
import type { KnownEftCase } from './eft-case-writes';
import { beneficiaryKey, lockBeneficiaries } from './party-locks';

const WINDOW_MS = REPORT_WINDOW_HOURS * 60 * 60 * 1000;

/** A transfer the batch just created, with the beneficiary it pays. */
export interface CreatedForBeneficiary extends BeneficiaryTransfer {
  recipientAccountNumber: string;
  recipientIfscCode: string;
}

interface BeneficiaryRow {
  account: string;
  ifsc: string;
  window_open: boolean;
  /** [id, user id, ISO created_at, CAD] of every counted transfer to it in the 24 hours before the batch (the batch's own included). */
  transfers: [number | string, number, string, string][];
}

/**
 * The counted transfers to each beneficiary in the batch since `since`, and whether one of its
 * cases' windows is still open at `at`: one statement, each beneficiary read on indexes —
 * recipients (account number, IFSC) → transfers (recipient id, created at) — so a beneficiary costs
 * a few index reads however many transfers the table holds.
 */
const STATEMENT = `
  select k.account, k.ifsc,
    exists (select 1 from compliance_cases c where c.kind = 'eftr_beneficiary' and c.beneficiary_account_number = k.account
            and c.beneficiary_ifsc_code = k.ifsc and c.window_end > $4) as window_open,
    coalesce((select json_agg(json_build_array(t.id, t.user_id, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), t.cad_amount::text))
              from recipients r join transfers t on t.recipient_id = r.id
              where r.account_number = k.account and r.ifsc_code = k.ifsc and t.created_at > $3 and t.status = any($5::text[])), '[]'::json) as transfers
  from unnest($1::text[], $2::text[]) as k(account, ifsc)`;

/**
 * The 24-hour rule per beneficiary (issue 31), in the creation batch's transaction, after its
 * transfers are inserted and the per-customer rule ran. Two customers' batches may pay one
 * beneficiary at once (the batch locks customers, not beneficiaries), so each beneficiary's
 * advisory lock is taken first (party-locks.ts) and the statement after it sees every earlier
 * batch's transfers; the unique index per beneficiary and window backs it. A beneficiary whose 24
 * hours stay under 10,000.00 and whose windows are closed costs that statement only.
 */
export async function applyBeneficiaryEftRule(client: pg.PoolClient, tx: TransactionDb, created: readonly CreatedForBeneficiary[], timeZone: string): Promise<void> {
  if (created.length === 0) return;
  const byKey = new Map<string, CreatedForBeneficiary[]>();
  for (const transfer of created) {
    const key = beneficiaryKey(transfer.recipientAccountNumber, transfer.recipientIfscCode);
    byKey.set(key, [...(byKey.get(key) ?? []), transfer]);
  }
  await lockBeneficiaries(client, [...byKey.keys()]);
  const first = [...byKey.values()].map((mine) => mine[0]!);
  const earliest = Math.min(...created.map((transfer) => transfer.createdAt.getTime()));
  const latest = Math.max(...created.map((transfer) => transfer.createdAt.getTime()));
  const since = new Date(earliest - WINDOW_MS);
  const result = await client.query<BeneficiaryRow>({
    name: 'read_beneficiary_windows',
    text: STATEMENT,
    values: [first.map((transfer) => transfer.recipientAccountNumber), first.map((transfer) => transfer.recipientIfscCode), since, new Date(latest), COUNTED_STATUSES],
  });
  for (const row of result.rows) {
    const theirs: BeneficiaryTransfer[] = row.transfers.map(([id, userId, at, cadAmount]) => ({ id: Number(id), userId, createdAt: new Date(at), cadAmount }));
    const total = sumDecimals(theirs.map((transfer) => transfer.cadAmount), 2);
    if (!row.window_open && compareDecimal(total, LARGE_EFT_THRESHOLD_CAD) < 0) continue;
    const mine = byKey.get(beneficiaryKey(row.account, row.ifsc)) ?? [];
    const known = await beneficiaryCases(tx, row.account, row.ifsc, since);
    await applyToGroup(tx, { kind: 'eftr_beneficiary', accountNumber: row.account, ifscCode: row.ifsc }, mine, theirs, known, eftBeneficiaryCaseChange, timeZone);
  }
}

/** The beneficiary's cases whose window ends after `since`, open or closed, with their transfers. */
async function beneficiaryCases(tx: TransactionDb, account: string, ifsc: string, since: Date): Promise<KnownEftCase[]> {
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
