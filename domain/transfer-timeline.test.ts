import { describe, expect, it } from 'vitest';
import { arrivalLine, buildTimeline, expectedArrival, expectedArrivalAt, upcomingSteps, type StatusEvent } from './transfer-timeline';

const at = (time: string) => new Date(`2026-11-${time}Z`);
const submittedAt = at('02T15:00:00.000');

describe('buildTimeline', () => {
  it('a new transfer has only its submission', () => {
    expect(buildTimeline({ submittedAt, events: [{ toStatus: 'pending', reason: null, at: submittedAt }], paymentReceivedAt: null })).toEqual([
      { step: 'submitted', at: '2026-11-02T15:00:00.000Z' },
    ]);
  });

  it('a paid-out transfer: submitted, payment received, approved, paid out, in the order they happened', () => {
    const events: StatusEvent[] = [
      { toStatus: 'pending', reason: null, at: submittedAt },
      { toStatus: 'approved', reason: null, at: at('02T18:00:00.000') },
      { toStatus: 'completed', reason: null, at: at('04T10:30:00.000') },
    ];
    expect(buildTimeline({ submittedAt, events, paymentReceivedAt: at('02T16:10:00.000') })).toEqual([
      { step: 'submitted', at: '2026-11-02T15:00:00.000Z' },
      { step: 'payment_received', at: '2026-11-02T16:10:00.000Z' },
      { step: 'approved', at: '2026-11-02T18:00:00.000Z' },
      { step: 'completed', at: '2026-11-04T10:30:00.000Z' },
    ]);
  });

  it('a rejection carries the operator’s reason; an approval’s optional note is not shown', () => {
    const events: StatusEvent[] = [{ toStatus: 'rejected', reason: 'The account number does not match the name', at: at('03T09:00:00.000') }];
    expect(buildTimeline({ submittedAt, events, paymentReceivedAt: null })).toEqual([
      { step: 'submitted', at: '2026-11-02T15:00:00.000Z' },
      { step: 'rejected', at: '2026-11-03T09:00:00.000Z', note: 'The account number does not match the name' },
    ]);
    const approved = buildTimeline({ submittedAt, events: [{ toStatus: 'approved', reason: 'checked by phone', at: at('03T09:00:00.000') }], paymentReceivedAt: null });
    expect(approved.at(-1)).toEqual({ step: 'approved', at: '2026-11-03T09:00:00.000Z' });
  });

  it('a cancelled event (the customer’s, or the automatic one after 72 hours unpaid) is the Cancelled step with its reason', () => {
    const events: StatusEvent[] = [
      { toStatus: 'pending', reason: null, at: submittedAt },
      { toStatus: 'cancelled', reason: 'Not paid within 72 hours', at: at('05T15:00:00.000') },
    ];
    expect(buildTimeline({ submittedAt, events, paymentReceivedAt: null })).toEqual([
      { step: 'submitted', at: '2026-11-02T15:00:00.000Z' },
      { step: 'cancelled', at: '2026-11-05T15:00:00.000Z', note: 'Not paid within 72 hours' },
    ]);
    expect(buildTimeline({ submittedAt, events: [{ toStatus: 'cancelled', reason: null, at: at('03T08:00:00.000') }], paymentReceivedAt: null }).at(-1)).toEqual({
      step: 'cancelled',
      at: '2026-11-03T08:00:00.000Z',
    });
  });

  it('an approval at the moment the payment was recorded comes after it; a status it does not know is left out', () => {
    const moment = at('02T16:00:00.000');
    const timeline = buildTimeline({
      submittedAt,
      events: [
        { toStatus: 'approved', reason: null, at: moment },
        { toStatus: 'on_hold', reason: null, at: moment },
      ],
      paymentReceivedAt: moment,
    });
    expect(timeline.map((entry) => entry.step)).toEqual(['submitted', 'payment_received', 'approved']);
  });
});

describe('expectedArrival', () => {
  const base = { paymentMethod: 'economy' as const, today: '2026-11-27', approvedOn: null, completedOn: null };

  it('economy: 3 business days after the approval; Friday + 3 is Wednesday', () => {
    expect(expectedArrival({ ...base, status: 'approved', approvedOn: '2026-11-27' })).toBe('2026-12-02');
    // Tuesday November 24, 2026 is Guru Nanak's birthday in India: Monday + 3 is Friday.
    expect(expectedArrival({ ...base, status: 'approved', approvedOn: '2026-11-23' })).toBe('2026-11-27');
    expect(expectedArrival({ ...base, status: 'approved', approvedOn: '2026-11-16' })).toBe('2026-11-19');
  });

  it('pending: estimated as if approved today', () => {
    expect(expectedArrival({ ...base, status: 'pending' })).toBe('2026-12-02');
    expect(expectedArrival({ ...base, status: 'pending', today: '2026-12-24' })).toBe('2026-12-31');
  });

  it('completed: the day it was paid out; rejected and cancelled: none', () => {
    expect(expectedArrival({ ...base, status: 'completed', approvedOn: '2026-11-20', completedOn: '2026-11-24' })).toBe('2026-11-24');
    expect(expectedArrival({ ...base, status: 'rejected' })).toBeNull();
    expect(expectedArrival({ ...base, status: 'cancelled' })).toBeNull();
  });

  it('instant: the day of approval, weekends included (IMPS pays every day)', () => {
    expect(expectedArrival({ ...base, paymentMethod: 'instant', status: 'approved', approvedOn: '2026-11-28' })).toBe('2026-11-28');
    expect(expectedArrival({ ...base, paymentMethod: 'instant', status: 'pending' })).toBe('2026-11-27');
  });
});

describe('expectedArrivalAt', () => {
  const base = { paymentMethod: 'economy' as const, approvedAt: null, completedAt: null, timeZone: 'America/Toronto' };

  it('takes each moment as a day in the business time zone: 02:30 UTC on Friday is still Thursday in Toronto', () => {
    const lateThursday = new Date('2026-11-27T02:30:00Z');
    expect(expectedArrivalAt({ ...base, status: 'approved', now: new Date('2026-12-10T12:00:00Z'), approvedAt: lateThursday })).toBe('2026-12-01');
    expect(expectedArrivalAt({ ...base, status: 'pending', now: lateThursday })).toBe('2026-12-01');
    expect(expectedArrivalAt({ ...base, status: 'pending', now: lateThursday, timeZone: 'Asia/Kolkata' })).toBe('2026-12-02');
  });

  it('completed: the payout’s day; rejected: none', () => {
    const paidOut = new Date('2026-11-24T15:00:00Z');
    expect(expectedArrivalAt({ ...base, status: 'completed', now: new Date('2026-12-10T12:00:00Z'), completedAt: paidOut })).toBe('2026-11-24');
    expect(expectedArrivalAt({ ...base, status: 'rejected', now: paidOut })).toBeNull();
  });
});

describe('upcomingSteps', () => {
  const of = (...steps: string[]) => steps.map((step) => ({ step }) as { step: 'submitted' });
  it('the steps after the last one reached, on the way to Paid out', () => {
    expect(upcomingSteps(of('submitted'))).toEqual(['payment_received', 'approved', 'completed']);
    expect(upcomingSteps(of('submitted', 'payment_received'))).toEqual(['approved', 'completed']);
    // Approved before a payment was recorded: the payment is not still to come.
    expect(upcomingSteps(of('submitted', 'approved'))).toEqual(['completed']);
  });

  it('none once paid out, rejected or cancelled', () => {
    expect(upcomingSteps(of('submitted', 'payment_received', 'approved', 'completed'))).toEqual([]);
    expect(upcomingSteps(of('submitted', 'rejected'))).toEqual([]);
    expect(upcomingSteps(of('submitted', 'cancelled'))).toEqual([]);
  });
});

describe('arrivalLine', () => {
  const submitted = { step: 'submitted' as const };
  const paid = { step: 'payment_received' as const };
  it('arrived once paid out; expected once approved or paid; if paid today while unpaid; nothing without a day', () => {
    expect(arrivalLine({ status: 'completed', expectedBy: '2026-12-08', timeline: [submitted] })).toEqual({ kind: 'arrived', day: '2026-12-08' });
    expect(arrivalLine({ status: 'approved', expectedBy: '2026-12-10', timeline: [submitted] })).toEqual({ kind: 'expected', day: '2026-12-10' });
    expect(arrivalLine({ status: 'pending', expectedBy: '2026-12-09', timeline: [submitted, paid] })).toEqual({ kind: 'expected', day: '2026-12-09' });
    expect(arrivalLine({ status: 'pending', expectedBy: '2026-12-09', timeline: [submitted] })).toEqual({ kind: 'ifPaidToday', day: '2026-12-09' });
    expect(arrivalLine({ status: 'rejected', expectedBy: null, timeline: [submitted] })).toBeNull();
  });
});
