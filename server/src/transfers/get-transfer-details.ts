import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TransferDetails, TransferKey } from '../../../domain/schemas/transfer';
import { buildTimeline, expectedArrivalAt, type StatusEvent, type TimelineEntry } from '../../../domain/transfer-timeline';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { preparedPerShape } from '../db/prepared';
import { incomingETransfers, recipients, transferEvents } from '../db/schema';
import { findOwnTransfer } from './find-own-transfer';
import { toTransferResponse, type TransferRow } from './to-response';

type Reader = Pick<Db, 'select'>;

const isoTime = (column: SQL | AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const transferId = sql.placeholder('transferId');

/**
 * What happened to a transfer after it was made, in one round trip: its status changes
 * (transfer_events) as [to_status, reason, ISO time] oldest first — a reason withheld from the customer
 * (issue 31: a rejection while a compliance case held it) as none —, when its e-Transfer was recorded
 * (the payment monitor's match, or an operator's), and whether its saved recipient still exists (a
 * deleted one cannot be sent to again). A prepared statement: each lookup is on an index.
 */
function prepareProgress(db: Reader) {
  return db
    .select({
      events: sql<[string, string | null, string][]>`coalesce((
        select json_agg(json_build_array(${transferEvents.toStatus},
                          case when ${transferEvents.reasonWithheld} then null else ${transferEvents.reason} end, ${isoTime(transferEvents.createdAt)})
                        order by ${transferEvents.createdAt}, ${transferEvents.id})
        from ${transferEvents} where ${transferEvents.transferId} = ${transferId}
      ), '[]'::json)`,
      paidAt: sql<string | null>`(select ${isoTime(incomingETransfers.matchedAt)} from ${incomingETransfers}
        where ${incomingETransfers.matchedTransferId} = ${transferId})`,
      recipientActive: sql<boolean>`${recipients.deletedAt} is null`,
    })
    .from(recipients)
    .where(eq(recipients.id, sql.placeholder('recipientId')))
    .prepare('transfer_progress');
}

const progressStatement = preparedPerShape(prepareProgress);

async function readProgress(db: Reader, transfer: TransferRow) {
  const [row] = await progressStatement(db).execute({ transferId: transfer.id, recipientId: transfer.recipientId });
  const events: StatusEvent[] = (row?.events ?? []).map(([toStatus, reason, at]) => ({ toStatus, reason, at: new Date(at) }));
  return { events, paymentReceivedAt: row?.paidAt ? new Date(row.paidAt) : null, recipientActive: row?.recipientActive === true };
}

/** When the latest step of this kind happened. */
function lastAt(timeline: readonly TimelineEntry[], step: TimelineEntry['step']): Date | null {
  const entry = timeline.findLast((candidate) => candidate.step === step);
  return entry ? new Date(entry.at) : null;
}

export interface LoadedTransferDetails {
  row: TransferRow;
  details: TransferDetails;
}

/**
 * The caller's own transfer (by number or reference; anyone else's is "Transfer not found") with
 * its timeline and the day its money is expected (docs/api.md § GET /api/transfers/:id). Days are
 * in BUSINESS_TIMEZONE: a pending transfer's estimate counts from today there.
 */
export async function getTransferDetails(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, userId: number, key: TransferKey): Promise<LoadedTransferDetails> {
  const row = await findOwnTransfer(ctx.db, userId, key);
  const progress = await readProgress(ctx.db, row);
  const timeline = buildTimeline({ submittedAt: row.createdAt, events: progress.events, paymentReceivedAt: progress.paymentReceivedAt });
  const transfer = toTransferResponse(row);
  const expectedBy = expectedArrivalAt({
    status: row.status,
    paymentMethod: transfer.paymentMethod,
    now: ctx.clock.now(),
    approvedAt: lastAt(timeline, 'approved'),
    completedAt: row.completedAt ?? lastAt(timeline, 'completed'),
    timeZone: ctx.config.businessTimeZone,
  });
  return {
    row,
    details: { ...transfer, recipientId: progress.recipientActive ? row.recipientId : null, timeline, expectedBy },
  };
}
