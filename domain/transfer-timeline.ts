import { businessDate } from './business-date';
import { addWorkingDays, TRANSFER_CALENDARS } from './business-days';
import { ECONOMY_ARRIVAL_BUSINESS_DAYS } from './constants';
import type { PaymentMethod } from './quote';

/**
 * A transfer's timeline as its customer sees it (issue 20, docs/product.md § Transfer details):
 * the steps that happened, each with its time, built from its status changes (transfer_events) and
 * the payment the monitor recorded on it; and the day its recipient can expect the money.
 */

export const TIMELINE_STEPS = ['submitted', 'payment_received', 'approved', 'completed', 'rejected', 'cancelled'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

export interface TimelineEntry {
  step: TimelineStep;
  /** ISO 8601 time. */
  at: string;
  /** The operator's reason for a rejection, or a cancellation's reason, as written. */
  note?: string;
}

/** A status change of the transfer, as transfer_events keeps it. */
export interface StatusEvent {
  toStatus: string;
  reason: string | null;
  at: Date;
}

/** The step a move to each status is; a return to pending (the first event is "submitted") is none. */
const STEP_OF_STATUS: Readonly<Record<string, TimelineStep>> = {
  approved: 'approved',
  completed: 'completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** The steps whose event may carry a note the customer is shown. */
const NOTED_STEPS: ReadonlySet<TimelineStep> = new Set(['rejected', 'cancelled']);

/**
 * The timeline in the order things happened: "submitted" at the transfer's creation, "payment
 * received" when the monitor (or an operator) recorded its e-Transfer — absent when an operator
 * approved without one —, then each status change. Steps that happen at the same moment keep the
 * order of TIMELINE_STEPS.
 */
export function buildTimeline(input: { submittedAt: Date; events: readonly StatusEvent[]; paymentReceivedAt: Date | null }): TimelineEntry[] {
  const entries: { step: TimelineStep; at: Date; note?: string }[] = [{ step: 'submitted', at: input.submittedAt }];
  if (input.paymentReceivedAt) entries.push({ step: 'payment_received', at: input.paymentReceivedAt });
  for (const event of input.events) {
    const step = STEP_OF_STATUS[event.toStatus];
    if (!step) continue;
    entries.push({ step, at: event.at, ...(NOTED_STEPS.has(step) && event.reason ? { note: event.reason } : {}) });
  }
  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || TIMELINE_STEPS.indexOf(a.step) - TIMELINE_STEPS.indexOf(b.step));
  return entries.map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}

/** Business days from approval to arrival: economy its promised 1–3 (the latest), instant the same day (IMPS pays every day). */
const ARRIVAL_BUSINESS_DAYS: Readonly<Record<PaymentMethod, number>> = { economy: ECONOMY_ARRIVAL_BUSINESS_DAYS, instant: 0 };

/**
 * The calendar day (YYYY-MM-DD) a transfer's recipient can expect the money:
 * - rejected or cancelled: none (null);
 * - completed: the day it was paid out (`completedOn`);
 * - approved: its business days after the day of approval (`approvedOn`);
 * - pending: the same counted from `today`, as if approved today — an estimate the screen says is one.
 * Business days skip weekends and both countries' bank holidays (domain/business-days.ts). Days are
 * in the business time zone, as the server gives them.
 */
export function expectedArrival(input: {
  status: string;
  paymentMethod: PaymentMethod;
  today: string;
  approvedOn: string | null;
  completedOn: string | null;
}): string | null {
  const days = ARRIVAL_BUSINESS_DAYS[input.paymentMethod];
  switch (input.status) {
    case 'completed':
      return input.completedOn;
    case 'approved':
      return addWorkingDays(input.approvedOn ?? input.today, days, TRANSFER_CALENDARS);
    case 'pending':
      return addWorkingDays(input.today, days, TRANSFER_CALENDARS);
    default:
      return null;
  }
}

/**
 * expectedArrival from moments rather than days, each taken as a day in the business time zone
 * (BUSINESS_TIMEZONE): what the transfer's details page shows and what its mail says, computed once.
 * `now` is the day a pending transfer's estimate counts from; `approvedAt` the (latest) approval;
 * `completedAt` the payout.
 */
export function expectedArrivalAt(input: {
  status: string;
  paymentMethod: PaymentMethod;
  now: Date;
  approvedAt: Date | null;
  completedAt: Date | null;
  timeZone: string;
}): string | null {
  const day = (at: Date | null) => (at ? businessDate(at, input.timeZone) : null);
  return expectedArrival({
    status: input.status,
    paymentMethod: input.paymentMethod,
    today: businessDate(input.now, input.timeZone),
    approvedOn: day(input.approvedAt),
    completedOn: day(input.completedAt),
  });
}

/** The steps a transfer that goes well passes through, in order. */
const HAPPY_PATH: readonly TimelineStep[] = ['submitted', 'payment_received', 'approved', 'completed'];
const FINAL_STEPS: ReadonlySet<TimelineStep> = new Set(['completed', 'rejected', 'cancelled']);

/**
 * The steps still to come, after the last one reached: none once the transfer is paid out, rejected
 * or cancelled. A step passed over (approved before a payment was recorded) is not still to come.
 */
export function upcomingSteps(timeline: readonly Pick<TimelineEntry, 'step'>[]): TimelineStep[] {
  if (timeline.some((entry) => FINAL_STEPS.has(entry.step))) return [];
  const reached = Math.max(...timeline.map((entry) => HAPPY_PATH.indexOf(entry.step)));
  return HAPPY_PATH.slice(reached + 1);
}

/**
 * What to say of the day the money arrives: it arrived that day (paid out); it is expected by then
 * (approved, or paid and waiting for approval); or it is, if the payment reaches MapleRupee today
 * (pending and unpaid: the estimate counts from today). Nothing when there is no day.
 */
export type ArrivalLine = { kind: 'arrived' | 'expected' | 'ifPaidToday'; day: string };

export function arrivalLine(transfer: { status: string; expectedBy: string | null; timeline: readonly Pick<TimelineEntry, 'step'>[] }): ArrivalLine | null {
  const day = transfer.expectedBy;
  if (!day) return null;
  if (transfer.status === 'completed') return { kind: 'arrived', day };
  const paid = transfer.timeline.some((entry) => entry.step === 'payment_received');
  return { kind: transfer.status === 'pending' && !paid ? 'ifPaidToday' : 'expected', day };
}
