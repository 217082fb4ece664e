import type { NameCheck, PayoutRail, RailPayout, StatementEntry } from './rail';

/**
 * PAYOUT_PROVIDER=manual: an operator pays the rupees by hand and clicks "Mark Complete". No payout
 * rows are made (automatic = false), so nothing ever calls the rail; each call says so, loudly.
 */
export class ManualPayoutRail implements PayoutRail {
  readonly name = 'manual' as const;
  readonly automatic = false;

  private refuse(): never {
    throw new Error('PAYOUT_PROVIDER=manual pays nothing by itself: an operator pays by hand and marks the transfer complete');
  }

  verifyRecipient(): Promise<NameCheck> {
    return Promise.resolve(this.refuse());
  }

  send(): Promise<RailPayout> {
    return Promise.resolve(this.refuse());
  }

  read(): Promise<RailPayout | null> {
    return Promise.resolve(this.refuse());
  }

  /** Nothing went out through a rail: the statement is empty. */
  statement(): Promise<StatementEntry[]> {
    return Promise.resolve([]);
  }

  balance(): Promise<{ amount: string; currency: string }> {
    return Promise.resolve({ amount: '0.00', currency: 'INR' });
  }
}
