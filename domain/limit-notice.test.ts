import { describe, expect, it } from 'vitest';
import { limitNoticeFor, remainingNow } from './limit-notice';
import { fromUnits, toUnits } from './money';
import type { CustomerLimits } from './schemas/compliance';

const minus = (a: string, b: string) => fromUnits(toUnits(a, 2) - toUnits(b, 2), 2);

const basic = (dailyUsed = '0.00', monthlyUsed = '0.00', verification: CustomerLimits['verification'] = 'none'): CustomerLimits => ({
  tier: 'basic',
  verification,
  perTransfer: '999.99',
  minimumPerTransfer: '20.00',
  daily: { limit: '999.99', used: dailyUsed, remaining: minus('999.99', dailyUsed) },
  monthly: { limit: '3000.00', used: monthlyUsed, remaining: minus('3000.00', monthlyUsed) },
});

const verified = (dailyUsed = '0.00'): CustomerLimits => ({
  tier: 'verified',
  verification: 'verified',
  perTransfer: '5000.00',
  minimumPerTransfer: '20.00',
  daily: { limit: '10000.00', used: dailyUsed, remaining: minus('10000.00', dailyUsed) },
  monthly: { limit: '30000.00', used: dailyUsed, remaining: minus('30000.00', dailyUsed) },
});

describe('remainingNow', () => {
  it('is the least of per transfer, 24 hours and 30 days', () => {
    expect(remainingNow(basic())).toBe('999.99');
    expect(remainingNow(basic('400.00'))).toBe('599.99');
    expect(remainingNow(basic('0.00', '2900.00'))).toBe('100.00');
    expect(remainingNow(verified('7500.00'))).toBe('2500.00');
  });
});

describe('limitNoticeFor', () => {
  it('lets a basic customer send 500 and 999.99 at once', () => {
    expect(limitNoticeFor('500', basic())).toBeUndefined();
    expect(limitNoticeFor('999.99', basic())).toBeUndefined();
  });

  it('asks a basic customer to verify at 1,000.00 and 1,500', () => {
    expect(limitNoticeFor('1000.00', basic())).toEqual({ kind: 'needsVerification', verification: 'none', remaining: '999.99' });
    expect(limitNoticeFor('1500', basic())).toMatchObject({ kind: 'needsVerification' });
  });

  it('counts the last 24 hours toward the identity threshold', () => {
    expect(limitNoticeFor('599.99', basic('400.00'))).toBeUndefined();
    expect(limitNoticeFor('600.00', basic('400.00'))).toEqual({ kind: 'needsVerification', verification: 'none', remaining: '599.99' });
  });

  it('says where the verification stands', () => {
    expect(limitNoticeFor('1500', basic('0.00', '0.00', 'pending'))).toMatchObject({ kind: 'needsVerification', verification: 'pending' });
    expect(limitNoticeFor('1500', basic('0.00', '0.00', 'rejected'))).toMatchObject({ kind: 'needsVerification', verification: 'rejected' });
  });

  it('tells a verified customer the limit and what remains', () => {
    expect(limitNoticeFor('5000.00', verified())).toBeUndefined();
    expect(limitNoticeFor('2500.00', verified('7500.00'))).toBeUndefined();
    expect(limitNoticeFor('2500.01', verified('7500.00'))).toEqual({ kind: 'overLimit', remaining: '2500.00' });
  });

  it('says nothing of an amount that is empty, zero or not a number', () => {
    expect(limitNoticeFor(undefined, basic())).toBeUndefined();
    expect(limitNoticeFor('0', basic())).toBeUndefined();
    expect(limitNoticeFor('abc', basic())).toBeUndefined();
  });
});
