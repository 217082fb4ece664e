import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { fromUnits, roundDecimal, toUnits } from '../../../domain/money';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { sandboxPayouts } from '../db/schema';
import type { NameCheck, PayoutInstruction, PayoutRail, PayoutRecipient, RailPayout, StatementEntry } from './rail';

/** How long a sandbox payout stays in flight before it is paid. */
export const SANDBOX_PAYOUT_DELAY_MS = 20_000;
/** The sandbox rail's notional float (INR) its balance starts from. */
const SANDBOX_FLOAT_INR = '10000000.00';

/**
 * PAYOUT_PROVIDER=sandbox (the default): no money moves, but the payout goes through every state a
 * real rail gives. A payout is accepted (in_flight) and paid SANDBOX_PAYOUT_DELAY_MS later, when it
 * is next read; `npm run manage -- sandbox-payout --reference <code> --outcome fail|return|pay`
 * makes the latest one of a transfer fail, come back or pay now. The name check answers by the
 * account number's last four digits, like a card network's test numbers: …0000 another name,
 * …9999 an invalid account, …1111 a partial match, …2222 the bank could not check, anything else a
 * match (docs/PAYMENTS.md § Sandbox).
 */
export class SandboxPayoutRail implements PayoutRail {
  readonly name = 'sandbox' as const;
  readonly automatic = true;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly delayMs = SANDBOX_PAYOUT_DELAY_MS,
  ) {}

  verifyRecipient(recipient: PayoutRecipient): Promise<NameCheck> {
    const bankName = recipient.name.toUpperCase();
    if (recipient.upiId) return Promise.resolve({ outcome: 'match', nameAtBank: bankName });
    switch (recipient.accountNumber.slice(-4)) {
      case '0000':
        return Promise.resolve({ outcome: 'mismatch', nameAtBank: 'SOMEONE ELSE' });
      case '9999':
        return Promise.resolve({ outcome: 'invalid_account', nameAtBank: null });
      case '1111':
        return Promise.resolve({ outcome: 'partial_match', nameAtBank: `${bankName.split(' ')[0] ?? bankName} K` });
      case '2222':
        return Promise.resolve({ outcome: 'unavailable', nameAtBank: null });
      default:
        return Promise.resolve({ outcome: 'match', nameAtBank: bankName });
    }
  }

  async send(instruction: PayoutInstruction): Promise<RailPayout> {
    await this.db
      .insert(sandboxPayouts)
      .values({
        idempotencyKey: instruction.idempotencyKey,
        referenceCode: instruction.referenceCode,
        inrAmount: instruction.inrAmount,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing();
    const payout = await this.read({ idempotencyKey: instruction.idempotencyKey, providerId: null });
    if (!payout) throw new Error('the sandbox payout vanished after it was written');
    return payout;
  }

  async read(reference: { idempotencyKey: string; providerId: string | null }): Promise<RailPayout | null> {
    const now = this.clock.now();
    // Due: paid now, once (the conditional update is the sandbox bank's one credit).
    await this.db
      .update(sandboxPayouts)
      .set({ state: 'paid', settledAt: now })
      .where(
        and(
          eq(sandboxPayouts.idempotencyKey, reference.idempotencyKey),
          eq(sandboxPayouts.state, 'in_flight'),
          lt(sandboxPayouts.createdAt, new Date(now.getTime() - this.delayMs + 1)),
        ),
      );
    const [row] = await this.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.idempotencyKey, reference.idempotencyKey));
    return row ? railPayout(row) : null;
  }

  async statement(from: Date, to: Date): Promise<StatementEntry[]> {
    const rows = await this.db
      .select()
      .from(sandboxPayouts)
      .where(and(inArray(sandboxPayouts.state, ['paid', 'returned']), gte(sandboxPayouts.settledAt, from), lt(sandboxPayouts.settledAt, to)));
    return rows.flatMap((row) => {
      const line = { providerId: providerId(row.id), idempotencyKey: row.idempotencyKey, currency: 'INR', at: row.settledAt! };
      const paid = { ...line, amount: `-${roundDecimal(row.inrAmount, 2)}`, description: `Payout ${row.referenceCode}` };
      return row.state === 'returned' ? [paid, { ...line, amount: roundDecimal(row.inrAmount, 2), description: `Return ${row.referenceCode}` }] : [paid];
    });
  }

  async balance(): Promise<{ amount: string; currency: string }> {
    const [row] = await this.db
      .select({ out: sql<string>`coalesce(sum(${sandboxPayouts.inrAmount}), 0)::text` })
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.state, 'paid'));
    return { amount: fromUnits(toUnits(SANDBOX_FLOAT_INR, 2) - toUnits(row?.out ?? '0', 2), 2), currency: 'INR' };
  }
}

export type SandboxPayoutOutcome = 'fail' | 'return' | 'pay';

/**
 * `manage sandbox-payout`: makes the latest sandbox payout of a transfer fail (while in flight),
 * come back (once paid) or pay now. Answers the new state, or null when there is no such payout
 * in a state the outcome applies to.
 */
export async function settleSandboxPayout(
  db: Db,
  clock: Clock,
  referenceCode: string,
  outcome: SandboxPayoutOutcome,
  reason = 'Sandbox: the bank refused the credit',
): Promise<string | null> {
  const [latest] = await db
    .select({ id: sandboxPayouts.id })
    .from(sandboxPayouts)
    .where(eq(sandboxPayouts.referenceCode, referenceCode.toUpperCase()))
    .orderBy(desc(sandboxPayouts.id))
    .limit(1);
  if (!latest) return null;
  const from = outcome === 'return' ? 'paid' : 'in_flight';
  const to = outcome === 'fail' ? 'failed' : outcome === 'return' ? 'returned' : 'paid';
  const [row] = await db
    .update(sandboxPayouts)
    .set({ state: to, settledAt: clock.now(), failureReason: outcome === 'pay' ? null : reason })
    .where(and(eq(sandboxPayouts.id, latest.id), eq(sandboxPayouts.state, from)))
    .returning({ state: sandboxPayouts.state });
  return row?.state ?? null;
}

function providerId(id: number): string {
  return `SBX-PO-${String(id).padStart(8, '0')}`;
}

function railPayout(row: typeof sandboxPayouts.$inferSelect): RailPayout {
  const state = row.state as RailPayout['state'];
  return {
    providerId: providerId(row.id),
    state,
    providerStatus: { in_flight: 'processing', paid: 'outgoing_payment_sent', failed: 'cancelled', returned: 'bounced_back' }[state],
    reference: state === 'paid' || state === 'returned' ? `SBXUTR${String(row.id).padStart(10, '0')}` : null,
    failureReason: row.failureReason,
  };
}
