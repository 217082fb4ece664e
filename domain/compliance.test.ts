import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressLine,
  checkTransferLimits,
  COUNTED_STATUSES,
  DEFAULT_LIMITS,
  eftBeneficiaryCaseChange,
  eftCaseChange,
  eftCaseStatusAfter,
  limitsProblem,
  refusedAttemptsReview,
  limitsProblemAt,
  needsTravelRule,
  remainingToSend,
  type CountedTransfer,
  type Usage,
  type VerificationStatus,
} from './compliance';
import { addWorkingDays, isWorkingDay } from './business-days';
import { limitsMessages } from './limits-messages';
import { compareDecimal, fromUnits, sumDecimals, toUnits } from './money';

const none: Usage = { daily: '0.00', monthly: '0.00' };
const check = (amount: string, verification: VerificationStatus, usage: Usage = none) =>
  checkTransferLimits({ amount, verification, limits: DEFAULT_LIMITS, usage });

describe('checkTransferLimits: the identity threshold (1,000 CAD)', () => {
  it('a basic customer sends 999.99, not 1,000.00', () => {
    expect(check('999.99', 'none')).toBeUndefined();
    expect(check('1000.00', 'none')).toEqual({ code: 'verification_required', kind: 'identity', limit: '999.99', remaining: '999.99' });
    for (const status of ['pending', 'rejected'] as const) expect(check('1000.00', status)?.code).toBe('verification_required');
    expect(check('1000.00', 'verified')).toBeUndefined();
  });

  it('counts the last 24 hours: a split does not escape it', () => {
    expect(check('499.99', 'none', { daily: '500.00', monthly: '500.00' })).toBeUndefined();
    expect(check('500.00', 'none', { daily: '500.00', monthly: '500.00' })).toMatchObject({ code: 'verification_required', kind: 'identity', remaining: '499.99' });
  });

  it('beyond what a verified customer may send, a basic one is told of the limit, not asked to verify', () => {
    expect(check('1000.00', 'none', { daily: '9500.00', monthly: '9500.00' })).toMatchObject({ code: 'limit_exceeded' });
  });

  it('the basic 30-day limit (3,000) asks for verification', () => {
    expect(check('3.00', 'none', { daily: '0.00', monthly: '2997.00' })).toBeUndefined();
    expect(check('3.01', 'none', { daily: '0.00', monthly: '2997.00' })).toMatchObject({ code: 'verification_required', kind: 'monthly', limit: '3000.00', remaining: '3.00' });
  });
});

describe('checkTransferLimits: the verified tier', () => {
  it('5,000 per transfer, 10,000 per 24 hours, 30,000 per 30 days, each at its edge', () => {
    expect(check('5000.00', 'verified')).toBeUndefined();
    expect(check('5000.01', 'verified')).toMatchObject({ code: 'limit_exceeded', kind: 'perTransfer', limit: '5000.00', remaining: '5000.00' });
    expect(check('2500.00', 'verified', { daily: '7500.00', monthly: '7500.00' })).toBeUndefined();
    expect(check('2500.01', 'verified', { daily: '7500.00', monthly: '7500.00' })).toMatchObject({ kind: 'daily', limit: '10000.00', remaining: '2500.00' });
    expect(check('1000.00', 'verified', { daily: '0.00', monthly: '29000.00' })).toBeUndefined();
    expect(check('1000.01', 'verified', { daily: '0.00', monthly: '29000.00' })).toMatchObject({ kind: 'monthly', limit: '30000.00', remaining: '1000.00' });
  });

  it('property: an allowed transfer never takes usage past a limit, and a refusal leaves room for exactly `remaining`', () => {
    const cents = fc.bigInt({ min: 1n, max: 600_000n });
    fc.assert(
      fc.property(cents, fc.bigInt({ min: 0n, max: 1_200_000n }), fc.bigInt({ min: 0n, max: 3_100_000n }), fc.constantFrom<VerificationStatus>('none', 'verified'), (amount, daily, extra, verification) => {
        const usage = { daily: fromUnits(daily, 2), monthly: fromUnits(daily + extra, 2) };
        const value = fromUnits(amount, 2);
        const refusal = check(value, verification, usage);
        const limits = DEFAULT_LIMITS[verification === 'verified' ? 'verified' : 'basic'];
        if (!refusal) {
          expect(compareDecimal(value, limits.perTransfer)).toBeLessThanOrEqual(0);
          expect(compareDecimal(sumDecimals([usage.daily, value], 2), limits.daily)).toBeLessThanOrEqual(0);
          expect(compareDecimal(sumDecimals([usage.monthly, value], 2), limits.monthly)).toBeLessThanOrEqual(0);
          if (verification === 'none') expect(compareDecimal(sumDecimals([usage.daily, value], 2), '1000.00')).toBe(-1);
        } else {
          expect(compareDecimal(refusal.remaining, value)).toBe(-1);
          if (compareDecimal(refusal.remaining, '0') > 0) expect(check(refusal.remaining, verification, usage)).toBeUndefined();
        }
      }),
    );
  });

  it('remainingToSend is the smallest headroom, never negative', () => {
    expect(remainingToSend(DEFAULT_LIMITS.verified, { daily: '9000.00', monthly: '9000.00' })).toBe('1000.00');
    expect(remainingToSend(DEFAULT_LIMITS.verified, { daily: '12000.00', monthly: '12000.00' })).toBe('0.00');
  });
});

describe('limits settings', () => {
  it('a per-transfer limit above 5,000 is refused, at its field', () => {
    expect(limitsProblem(DEFAULT_LIMITS)).toBeUndefined();
    const tooBig = { ...DEFAULT_LIMITS, verified: { ...DEFAULT_LIMITS.verified, perTransfer: '5000.01' } };
    expect(limitsProblemAt(tooBig)).toEqual({ path: ['verified', 'perTransfer'], message: 'The verified per-transfer limit cannot be above 5000.00 CAD' });
    expect(limitsProblem({ ...DEFAULT_LIMITS, basic: { perTransfer: '10', daily: '20', monthly: '15' } })).toBe('The basic 24-hour limit cannot be above its 30-day limit');
  });

  it('rejected and cancelled transfers do not count; every other status does', () => {
    expect(COUNTED_STATUSES).toEqual(['pending', 'approved', 'completed']);
  });
});

describe('the travel rule', () => {
  it('applies from 1,000.00 CAD', () => {
    expect(needsTravelRule('999.99')).toBe(false);
    expect(needsTravelRule('1000.00')).toBe(true);
  });

  it('writes an address on one line from the parts given', () => {
    expect(addressLine(['12 MG Road', ' Pune ', 'Maharashtra'])).toBe('12 MG Road, Pune, Maharashtra');
    expect(addressLine([null, 'Pune', '', 'Maharashtra'])).toBe('Pune, Maharashtra');
    expect(addressLine([null, undefined, '  '])).toBeNull();
  });
});

describe('messages', () => {
  it('say which rule and what can still be sent', () => {
    expect(limitsMessages.refusal({ code: 'limit_exceeded', kind: 'daily', limit: '10000.00', remaining: '2500.00' })).toBe(
      'This transfer would take you past your 24-hour limit of $10,000.00. You can send up to $2,500.00 now.',
    );
    expect(limitsMessages.refusal({ code: 'verification_required', kind: 'identity', limit: '999.99', remaining: '0.00' })).toBe(
      'Verify your identity to send 1,000.00 CAD or more in 24 hours. You cannot send more right now.',
    );
    expect(limitsMessages.eftCaseSummary('10000.00', 2)).toBe('24-hour total 10,000.00 CAD from 2 transfers');
  });
});

describe('eftCaseChange: the 24-hour rule', () => {
  const t0 = Date.UTC(2026, 2, 2, 12);
  const at = (hours: number) => new Date(t0 + hours * 3_600_000);
  const transfer = (id: number, hours: number, cadAmount: string): CountedTransfer => ({ id, createdAt: at(hours), cadAmount });

  it('10,000.00 in 24 hours opens a case from the earliest; 9,999.99 opens none', () => {
    const two = [transfer(1, 0, '5000.00'), transfer(2, 5, '5000.00')];
    expect(eftCaseChange(at(5), two, [])).toEqual({ kind: 'open', windowStart: at(0), windowEnd: at(24), transferIds: [1, 2], total: '10000.00' });
    expect(eftCaseChange(at(5), [transfer(1, 0, '5000.00'), transfer(2, 5, '4999.99')], [])).toBeUndefined();
  });

  it('a transfer inside an open window joins its case; after the window it does not', () => {
    const cases = [{ id: 7, windowStart: at(0), transferIds: [1, 2] }];
    const recent = [transfer(1, 0, '5000.00'), transfer(2, 5, '5000.00'), transfer(3, 23, '100.00')];
    expect(eftCaseChange(at(23), recent, cases)).toEqual({ kind: 'join', caseId: 7, transferIds: [3], addedTotal: '100.00' });
    expect(eftCaseChange(at(24), [transfer(2, 5, '5000.00'), transfer(4, 24, '100.00')], cases)).toBeUndefined();
  });

  it('property: applied transfer by transfer, every transfer is in at most one case, and no window holds 10,000 unreported', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 72 * 60 }), fc.integer({ min: 1, max: 500_000 })), { minLength: 1, maxLength: 25 }), (raw) => {
        const all = raw
          .map(([minutes, cents], index) => ({ id: index + 1, createdAt: new Date(t0 + minutes * 60_000), cadAmount: fromUnits(BigInt(cents), 2) }))
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
        const cases: { id: number; windowStart: Date; transferIds: number[] }[] = [];
        all.forEach((current, index) => {
          const recent = all.slice(0, index + 1).filter((other) => other.createdAt.getTime() > current.createdAt.getTime() - 86_400_000);
          const change = eftCaseChange(current.createdAt, recent, cases);
          if (change?.kind === 'open') cases.push({ id: cases.length + 1, windowStart: change.windowStart, transferIds: change.transferIds });
          if (change?.kind === 'join') cases.find((found) => found.id === change.caseId)!.transferIds.push(...change.transferIds);
        });
        const ids = cases.flatMap((found) => found.transferIds);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(cases.map((found) => found.windowStart.getTime())).size).toBe(cases.length);
        // Whenever the last 24 hours reached 10,000, the newest transfer is in a case.
        all.forEach((current, index) => {
          const window = all.slice(0, index + 1).filter((other) => other.createdAt.getTime() > current.createdAt.getTime() - 86_400_000);
          const total = window.reduce((sum, other) => sum + toUnits(other.cadAmount, 2), 0n);
          const unreported = window.filter((other) => !ids.includes(other.id)).reduce((sum, other) => sum + toUnits(other.cadAmount, 2), 0n);
          if (total >= 1_000_000n) expect(unreported).toBeLessThan(1_000_000n);
        });
      }),
    );
  });
});

describe('eftBeneficiaryCaseChange: the 24-hour rule per beneficiary (issue 31)', () => {
  const at = (hour: number) => new Date(Date.UTC(2026, 2, 2, hour));
  const to = (id: number, userId: number, hour: number, cadAmount: string) => ({ id, userId, createdAt: at(hour), cadAmount });

  it('opens a case when two customers or more reach 10,000.00 for one beneficiary; one customer alone opens none', () => {
    const alone = [to(1, 7, 1, '5000.00'), to(2, 7, 2, '5000.00')];
    expect(eftBeneficiaryCaseChange(at(2), alone, [], 2)).toBeUndefined();
    const several = [...alone, to(3, 8, 3, '10.00')];
    expect(eftBeneficiaryCaseChange(at(3), several, [], 3)).toEqual({
      kind: 'open',
      windowStart: at(1),
      windowEnd: at(25),
      transferIds: [1, 2, 3],
      total: '10010.00',
    });
  });

  it('counts a transfer another batch made first even when its time is later than the new one’s', () => {
    // Customer 8's batch took its time at 03:00 but committed after customer 7's (03:00:01).
    const recent = [to(1, 7, 3, '5000.00'), { id: 2, userId: 8, createdAt: new Date(at(3).getTime() - 1000), cadAmount: '5000.00' }];
    expect(eftBeneficiaryCaseChange(recent[1]!.createdAt, recent, [], 2)).toMatchObject({ kind: 'open', total: '10000.00', transferIds: [1, 2] });
    // Without naming it, the newest by time (already in a case here) would hide it.
    expect(eftCaseChange(recent[1]!.createdAt, recent, [{ id: 9, windowStart: at(3), transferIds: [1] }])).toBeUndefined();
  });
});

describe('eftCaseStatusAfter: cases that add up (issue 31)', () => {
  const open = { status: 'open' as const, outcome: null, everFiled: false };
  const closed = (outcome: string, everFiled = outcome === 'filed') => ({ status: 'closed' as const, outcome, everFiled });

  it('an open case under 10,000.00 after a removal closes itself as not reportable, unless a report was filed for it', () => {
    expect(eftCaseStatusAfter('removal', open, '9999.99')).toBe('close_not_reportable');
    expect(eftCaseStatusAfter('removal', open, '10000.00')).toBe('unchanged');
    expect(eftCaseStatusAfter('removal', { ...open, everFiled: true }, '5000.00')).toBe('unchanged');
  });

  it('a filed case that loses a transfer reopens; a cleared or not-reportable one keeps its status', () => {
    expect(eftCaseStatusAfter('removal', closed('filed'), '10000.00')).toBe('reopen');
    expect(eftCaseStatusAfter('removal', closed('filed'), '100.00')).toBe('reopen');
    expect(eftCaseStatusAfter('removal', closed('cleared'), '10500.00')).toBe('unchanged');
    expect(eftCaseStatusAfter('removal', closed('not_reportable'), '0.00')).toBe('unchanged');
  });

  it('a closed case a transfer joins reopens once it reaches the threshold again', () => {
    expect(eftCaseStatusAfter('join', closed('not_reportable'), '9999.99')).toBe('unchanged');
    expect(eftCaseStatusAfter('join', closed('not_reportable'), '10000.00')).toBe('reopen');
    expect(eftCaseStatusAfter('join', closed('filed'), '12000.00')).toBe('reopen');
    expect(eftCaseStatusAfter('join', open, '12000.00')).toBe('unchanged');
  });
});

describe('refusedAttemptsReview: attempts are records too (issue 31)', () => {
  const at = (hour: number) => new Date(Date.UTC(2026, 2, 2, hour));

  it('opens a review at the threshold within 24 hours, from the earliest attempt counted', () => {
    expect(refusedAttemptsReview(at(5), [at(1), at(5)], 3, [])).toBeUndefined();
    expect(refusedAttemptsReview(at(5), [at(1), at(3), at(5)], 3, [])).toEqual({ windowStart: at(1), windowEnd: at(25), count: 3 });
    // Older than 24 hours: not counted.
    expect(refusedAttemptsReview(at(30), [at(1), at(29), at(30)], 3, [])).toBeUndefined();
    expect(refusedAttemptsReview(at(1), [at(1)], 1, [])).toMatchObject({ count: 1 });
  });

  it('never twice for one window, and never counts an attempt a review already covers', () => {
    const review = { windowStart: at(1), windowEnd: at(25) };
    expect(refusedAttemptsReview(at(6), [at(1), at(3), at(5), at(6)], 3, [review])).toBeUndefined();
    // Past its window: two old attempts (covered) and two new ones are not three new ones.
    expect(refusedAttemptsReview(at(26), [at(3), at(5), at(25), at(26)], 3, [review])).toBeUndefined();
    expect(refusedAttemptsReview(at(27), [at(5), at(25), at(26), at(27)], 3, [review])).toEqual({ windowStart: at(25), windowEnd: at(49), count: 3 });
  });
});

describe('working days', () => {
  it('skips weekends and federal holidays: Friday + 1 is Monday; Canada Day is not a working day', () => {
    expect(addWorkingDays('2026-03-06', 1)).toBe('2026-03-09');
    expect(isWorkingDay('2026-07-01')).toBe(false);
    expect(addWorkingDays('2026-06-30', 1)).toBe('2026-07-02');
    // Good Friday 2026 (April 3) and the weekend: Thursday April 2 + 1 is Monday April 6.
    expect(addWorkingDays('2026-04-02', 1)).toBe('2026-04-06');
    expect(addWorkingDays('2026-12-24', 5)).toBe('2027-01-05');
  });

  it('property: n working days later is a working day, after the date, and counts exactly n working days', () => {
    const day = fc.integer({ min: 0, max: 700 }).map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 20 }), (start, count) => {
        const end = addWorkingDays(start, count);
        expect(end > start).toBe(true);
        expect(isWorkingDay(end)).toBe(true);
        let counted = 0;
        for (let cursor = new Date(`${start}T00:00:00Z`); cursor.toISOString().slice(0, 10) < end; ) {
          cursor.setUTCDate(cursor.getUTCDate() + 1);
          if (isWorkingDay(cursor.toISOString().slice(0, 10))) counted += 1;
        }
        expect(counted).toBe(count);
      }),
    );
  });
});
