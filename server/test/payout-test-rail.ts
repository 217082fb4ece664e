import { setTimeout as sleep } from 'node:timers/promises';
import { AmbiguousPayoutError, type NameCheck, type PayoutInstruction, type PayoutRail, type RailPayout, type RailPayoutState, type StatementEntry } from '../src/payouts/rail';

/** What the scripted rail does on one call of send or read. */
export type RailStep =
  /** Accept and answer this state. */
  | { kind: 'answer'; state: RailPayoutState }
  /** Act (record the payout in `state`) but answer nothing clear: AmbiguousPayoutError. */
  | { kind: 'ambiguous_after'; state: RailPayoutState }
  /** Do nothing and answer nothing clear (the request never reached the rail). */
  | { kind: 'ambiguous_before' }
  /** Answer the state it already holds again (a duplicate / stale answer). */
  | { kind: 'repeat' };

/**
 * A payout rail for tests, fault injection through the app's `payoutRail` option: it keeps its
 * own payouts by idempotency key (as Wise does by customerTransactionId), counts every send per
 * key, and answers each call by the next step of a script (default: accept in flight, then paid).
 */
export class ScriptedRail implements PayoutRail {
  readonly name = 'sandbox' as const;
  readonly automatic = true;
  /** Every send call, in order: the key and the attempt it carried. */
  readonly sends: { idempotencyKey: string; transferId: number; attempt: number }[] = [];
  /** The rail's own payouts: one per key, ever. */
  readonly held = new Map<string, RailPayout>();
  private steps: RailStep[] = [];
  nameCheck: NameCheck = { outcome: 'match', nameAtBank: 'PRIYA SHARMA' };
  /** How many times the payouts were read back. */
  reads = 0;
  /** Milliseconds each send takes (to make two instances overlap). */
  sendDelayMs = 0;

  script(steps: RailStep[]): void {
    this.steps = [...steps];
  }

  verifyRecipient(): Promise<NameCheck> {
    return Promise.resolve(this.nameCheck);
  }

  private act(key: string, state: RailPayoutState): RailPayout {
    const existing = this.held.get(key);
    const payout: RailPayout = {
      providerId: existing?.providerId ?? `T-${this.held.size + 1}`,
      state,
      providerStatus: `status_${state}`,
      reference: state === 'paid' || state === 'returned' ? `UTR${this.held.size + 1}` : null,
      failureReason: state === 'failed' || state === 'returned' ? 'test: refused' : null,
    };
    this.held.set(key, payout);
    return payout;
  }

  private step(key: string, fallback: RailPayoutState): RailPayout | null {
    const step = this.steps.shift() ?? { kind: 'answer', state: fallback };
    switch (step.kind) {
      case 'answer':
        return this.act(key, step.state);
      case 'ambiguous_after':
        this.act(key, step.state);
        throw new AmbiguousPayoutError('test: timed out after sending');
      case 'ambiguous_before':
        throw new AmbiguousPayoutError('test: timed out before sending');
      case 'repeat':
        return this.held.get(key) ?? null;
    }
  }

  async send(instruction: PayoutInstruction): Promise<RailPayout> {
    this.sends.push({ idempotencyKey: instruction.idempotencyKey, transferId: instruction.transferId, attempt: instruction.attempt });
    if (this.sendDelayMs > 0) await sleep(this.sendDelayMs);
    // Idempotent by key: a second send of a payout the rail holds answers it as it is.
    const existing = this.held.get(instruction.idempotencyKey);
    if (existing) return existing;
    return this.step(instruction.idempotencyKey, 'in_flight') ?? this.act(instruction.idempotencyKey, 'in_flight');
  }

  read(reference: { idempotencyKey: string }): Promise<RailPayout | null> {
    this.reads += 1;
    if (!this.held.has(reference.idempotencyKey)) return Promise.resolve(null);
    try {
      return Promise.resolve(this.step(reference.idempotencyKey, 'paid'));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  statement(): Promise<StatementEntry[]> {
    return Promise.resolve([]);
  }

  balance(): Promise<{ amount: string; currency: string }> {
    return Promise.resolve({ amount: '0.00', currency: 'INR' });
  }
}
