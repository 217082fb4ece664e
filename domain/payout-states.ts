/**
 * The payout state machine (issue 33, docs/PAYMENTS.md): one payout attempt of one approved
 * transfer, from its creation with the approval to the rupees paid (or not). Written once here; the
 * server's conditional updates (server/src/payouts/) and the docs' table follow it. Every move goes
 * forward: the graph has no cycle (PAYOUT_STATE_RANK orders it), so a late or duplicated answer of
 * the rail can never take a payout back.
 */
export const PAYOUT_STATES = [
  'pending',
  'review',
  'cleared',
  'blocked',
  'sending',
  'unknown',
  'in_flight',
  'paid',
  'failed',
  'returned',
  'cancelled',
] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** Who makes a move: the payout job (the rail's answers), an operator, or the transfer's own change. */
export type PayoutMover = 'job' | 'operator' | 'transfer';

interface PayoutMove {
  to: PayoutState;
  by: PayoutMover;
  /** Why, in a few words (the docs' table prints it). */
  when: string;
}

export const PAYOUT_TRANSITIONS: Readonly<Record<PayoutState, readonly PayoutMove[]>> = {
  pending: [
    { to: 'sending', by: 'job', when: 'the name check matched (and the payment is recorded when approval needs it): claimed to send' },
    { to: 'review', by: 'job', when: 'the name check matched only partly, or the bank could not check' },
    { to: 'blocked', by: 'job', when: 'the name check says another name, or the account is invalid' },
    { to: 'cancelled', by: 'transfer', when: 'the transfer was completed by hand or rejected before the payout was sent' },
  ],
  review: [
    { to: 'cleared', by: 'operator', when: 'the operator decided to pay anyway' },
    { to: 'cancelled', by: 'transfer', when: 'the operator refunded (rejected) the transfer' },
  ],
  cleared: [
    { to: 'sending', by: 'job', when: 'claimed to send (the name check is not asked again)' },
    { to: 'cancelled', by: 'transfer', when: 'the transfer was completed by hand or rejected before the payout was sent' },
  ],
  blocked: [],
  sending: [
    { to: 'in_flight', by: 'job', when: 'the rail accepted the payout' },
    { to: 'paid', by: 'job', when: 'the rail paid at once' },
    { to: 'failed', by: 'job', when: 'the rail refused the payout' },
    { to: 'returned', by: 'job', when: 'the rail reports the credit came back' },
    { to: 'unknown', by: 'job', when: 'the rail could not say (timeout, 5xx), or the sender died mid-send' },
  ],
  unknown: [
    { to: 'in_flight', by: 'job', when: 'read back (or re-sent with the same key): accepted' },
    { to: 'paid', by: 'job', when: 'read back: paid' },
    { to: 'failed', by: 'job', when: 'read back: refused' },
    { to: 'returned', by: 'job', when: 'read back: returned' },
  ],
  in_flight: [
    { to: 'paid', by: 'job', when: 'the rail paid (the transfer becomes completed, the customer is mailed)' },
    { to: 'failed', by: 'job', when: 'the rail could not pay' },
    { to: 'returned', by: 'job', when: 'the bank sent the credit back' },
  ],
  paid: [{ to: 'returned', by: 'job', when: 'the credit came back after completion: recorded and alerted, the transfer stays completed' }],
  failed: [],
  returned: [],
  cancelled: [],
};

/** A topological order of the graph: every move goes to a higher rank. */
export const PAYOUT_STATE_RANK: Readonly<Record<PayoutState, number>> = {
  pending: 0,
  review: 1,
  cleared: 2,
  blocked: 2,
  sending: 3,
  unknown: 4,
  in_flight: 5,
  paid: 6,
  failed: 7,
  returned: 7,
  cancelled: 7,
};

export function canMovePayout(from: PayoutState, to: PayoutState): boolean {
  return PAYOUT_TRANSITIONS[from].some((move) => move.to === to);
}

/** States from which `to` can be reached: the condition of each conditional update. */
export function payoutStatesLeadingTo(to: PayoutState): PayoutState[] {
  return PAYOUT_STATES.filter((from) => canMovePayout(from, to));
}

/** An attempt that still may pay (one at most per transfer): not yet finished one way or the other. */
export const LIVE_PAYOUT_STATES = ['pending', 'review', 'cleared', 'sending', 'unknown', 'in_flight'] as const satisfies readonly PayoutState[];

/** Live attempts the rail may already have: a transfer with one is neither completed by hand nor rejected. */
export const PAYOUT_STATES_AT_RAIL = ['sending', 'unknown', 'in_flight', 'paid'] as const satisfies readonly PayoutState[];

