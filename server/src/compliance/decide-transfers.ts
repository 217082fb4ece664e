import { and, inArray, isNull } from 'drizzle-orm';
import { addressLine, checkTransferLimits, hasTravelRuleAddress, needsTravelRule } from '../../../domain/compliance';
import { limitsMessages } from '../../../domain/limits-messages';
import { sumDecimals } from '../../../domain/money';
import type { TransferRefusal } from '../../../domain/schemas/compliance';
import { recipients } from '../db/schema';
import type { TransactionDb } from '../db/transaction';
import { AppError } from '../http/errors';
import type { Standings } from './read-standings';

/** A transfer about to be created, as far as the rules are concerned. */
export interface TransferIntent {
  userId: number;
  recipientId: number;
  referenceCode: string;
  cadAmount: string;
}

/** What the transfer carries for the records (the travel rule's snapshot). */
export interface ComplianceSnapshot {
  recipientAddress: string | null;
  senderAddress: string | null;
  verificationId: number | null;
}

export type TransferDecision =
  | { kind: 'allow'; snapshot: ComplianceSnapshot }
  /** Refused: the caller gets this error; a rule's refusal (`attempt`) is kept as a refused attempt (issue 31). */
  | { kind: 'refuse'; error: AppError; attempt?: TransferRefusal['code'] }
  /** Not for the rules to answer: its reference is already the customer's (a retry), answered as before. */
  | { kind: 'skip' };

/** A recipient's address as the travel rule needs it; absent when the recipient is not the customer's (the insert then says 404). */
export interface RecipientAddress {
  userId: number;
  address: string | null;
  city: string | null;
  state: string | null;
}

/** The live recipients among `ids`, with their addresses (read only for transfers the travel rule concerns). */
export async function readRecipientAddresses(db: Pick<TransactionDb, 'select'>, ids: readonly number[]): Promise<Map<number, RecipientAddress>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: recipients.id, userId: recipients.userId, address: recipients.address, city: recipients.city, state: recipients.state })
    .from(recipients)
    .where(and(inArray(recipients.id, [...ids]), isNull(recipients.deletedAt)));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

export function refusalError(code: TransferRefusal['code'], message: string, extra: Record<string, unknown> = {}) {
  return new AppError('rule_refused', message, { body: { code, ...extra } });
}

/**
 * Decides each transfer of a batch in order. The customer's earlier transfers in the same batch
 * count like sent ones, so a batch can never take anyone past a limit. A closed account sends
 * nothing (403); then the limits (domain checkTransferLimits); then the travel rule.
 */
export function decideTransfers(
  intents: readonly TransferIntent[],
  context: { standings: Standings; closedUserIds: ReadonlySet<number>; recipientAddresses: ReadonlyMap<number, RecipientAddress> },
): TransferDecision[] {
  const { standings } = context;
  const usage = new Map([...standings.byUser].map(([userId, standing]) => [userId, { ...standing.usage }]));
  return intents.map((intent): TransferDecision => {
    if (context.closedUserIds.has(intent.userId)) return { kind: 'refuse', error: new AppError('forbidden', limitsMessages.accountClosed) };
    const standing = standings.byUser.get(intent.userId);
    const used = usage.get(intent.userId);
    if (!standing || !used || standing.takenReferences.has(intent.referenceCode)) return { kind: 'skip' };
    const refusal = checkTransferLimits({ amount: intent.cadAmount, verification: standing.verification, limits: standings.limits, usage: used });
    if (refusal) {
      return {
        kind: 'refuse',
        error: refusalError(refusal.code, limitsMessages.refusal(refusal), { limit: refusal.limit, remaining: refusal.remaining }),
        attempt: refusal.code,
      };
    }
    let recipientAddress: string | null = null;
    if (needsTravelRule(intent.cadAmount)) {
      const recipient = context.recipientAddresses.get(intent.recipientId);
      // Not the customer's (or deleted): not for this rule; the insert finds no recipient and says 404.
      if (!recipient || recipient.userId !== intent.userId) return { kind: 'skip' };
      if (!hasTravelRuleAddress(recipient)) {
        return { kind: 'refuse', error: refusalError('recipient_address_required', limitsMessages.recipientAddressRequired()), attempt: 'recipient_address_required' };
      }
      recipientAddress = addressLine([recipient.address, recipient.city, recipient.state]);
    }
    used.daily = sumDecimals([used.daily, intent.cadAmount], 2);
    used.monthly = sumDecimals([used.monthly, intent.cadAmount], 2);
    return { kind: 'allow', snapshot: { recipientAddress, senderAddress: standing.senderAddress, verificationId: standing.verificationId } };
  });
}
