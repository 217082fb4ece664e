import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAYOUT_STATE_RANK, PAYOUT_STATES, PAYOUT_TRANSITIONS, payoutStatesLeadingTo } from './payout-states';

describe('the payout state machine', () => {
  it('only moves forward: every move goes to a higher rank, so no answer can take a payout back', () => {
    for (const from of PAYOUT_STATES) {
      for (const move of PAYOUT_TRANSITIONS[from]) expect(PAYOUT_STATE_RANK[move.to], `${from} → ${move.to}`).toBeGreaterThan(PAYOUT_STATE_RANK[from]);
    }
  });

  it('knows where each state is reached from', () => {
    expect(payoutStatesLeadingTo('sending')).toEqual(['pending', 'cleared']);
    expect(payoutStatesLeadingTo('paid')).toEqual(['sending', 'unknown', 'in_flight']);
    expect(payoutStatesLeadingTo('returned')).toEqual(['sending', 'unknown', 'in_flight', 'paid']);
    expect(payoutStatesLeadingTo('pending')).toEqual([]);
  });

  it('is the table docs/PAYMENTS.md prints', () => {
    const doc = readFileSync(new URL('../docs/PAYMENTS.md', import.meta.url), 'utf8');
    const rows = [...doc.matchAll(/^\| `(\w+)` \| `(\w+)` \| (job|operator|transfer) \| (.+) \|$/gm)].map((match) => [match[1], match[2], match[3], match[4]]);
    const table = PAYOUT_STATES.flatMap((from) => PAYOUT_TRANSITIONS[from].map((move) => [from, move.to, move.by, move.when]));
    expect(rows).toEqual(table);
  });
});
