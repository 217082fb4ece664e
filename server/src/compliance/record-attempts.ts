import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { complianceCaseMessages } from '../../../domain/compliance-case-messages';
import {
  REFUSED_ATTEMPTS_DEFAULT_THRESHOLD,
  REFUSED_ATTEMPTS_WINDOW_HOURS,
  refusedAttemptsReview,
  type AttemptReason,
} from '../../../domain/compliance';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { complianceCases, complianceSettings, recipients, transferAttempts } from '../db/schema';
import { recordCaseEvent } from './case-events';
import type { Writer } from './eft-case-writes';

/** A transfer a rule refused (issue 31): who, how much, to whom, why, when. */
export interface RefusedAttempt {
  userId: number;
  /** As the request named it: kept only when it is the customer's own recipient. */
  recipientId: number;
  cadAmount: string;
  reason: AttemptReason;
  referenceCode: string;
  /** The transfer, when an operator rejected a held one. */
  transferId?: number | null;
  at: Date;
}

const WINDOW_MS = REFUSED_ATTEMPTS_WINDOW_HOURS * 60 * 60 * 1000;

/** The refused-attempts threshold (Settings), else the default. */
export async function readAttemptsThreshold(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ threshold: complianceSettings.refusedAttemptsThreshold }).from(complianceSettings);
  return row?.threshold ?? REFUSED_ATTEMPTS_DEFAULT_THRESHOLD;
}

/**
 * Keeps refused transfers as attempts and applies the rule, in the transaction that refused them
 * (the creation batch, or an operator's rejection of a held transfer), its customers locked — so
 * two refusals of one customer never both miss, or both open, a review. A retried submission
 * refused again is the same attempt (one per customer, reference and reason). When a customer's
 * refused attempts of the last 24 hours reach the threshold (domain refusedAttemptsReview), a
 * suspicious-transaction review case opens with the system's narrative: once per window, audited.
 * Nothing here runs for a transfer the rules allowed.
 */
export async function recordRefusedAttempts(tx: Writer, attempts: readonly RefusedAttempt[]): Promise<void> {
  if (attempts.length === 0) return;
  const named = [...new Set(attempts.map((attempt) => attempt.recipientId))];
  const owned = await tx
    .select({ id: recipients.id, userId: recipients.userId, name: recipients.name })
    .from(recipients)
    .where(inArray(recipients.id, named));
  const recipientOf = (attempt: RefusedAttempt) => owned.find((row) => row.id === attempt.recipientId && row.userId === attempt.userId);
  const inserted = await tx
    .insert(transferAttempts)
    .values(
      attempts.map((attempt) => ({
        userId: attempt.userId,
        recipientId: recipientOf(attempt)?.id ?? null,
        recipientName: recipientOf(attempt)?.name ?? null,
        cadAmount: attempt.cadAmount,
        reason: attempt.reason,
        referenceCode: attempt.referenceCode,
        transferId: attempt.transferId ?? null,
        createdAt: attempt.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: transferAttempts.userId, createdAt: transferAttempts.createdAt });
  if (inserted.length === 0) return;
  const threshold = await readAttemptsThreshold(tx);
  for (const userId of new Set(inserted.map((row) => row.userId))) {
    const at = new Date(Math.max(...inserted.filter((row) => row.userId === userId).map((row) => row.createdAt.getTime())));
    await applyAttemptsRule(tx, userId, at, threshold);
  }
}

async function applyAttemptsRule(tx: Writer, userId: number, at: Date, threshold: number): Promise<void> {
  const since = new Date(at.getTime() - WINDOW_MS);
  const attempts = await tx
    .select({ createdAt: transferAttempts.createdAt })
    .from(transferAttempts)
    .where(and(eq(transferAttempts.userId, userId), gt(transferAttempts.createdAt, since)));
  const reviews = await tx
    .select({ windowStart: sql<Date>`${complianceCases.windowStart}`.mapWith(complianceCases.windowStart), windowEnd: sql<Date>`${complianceCases.windowEnd}`.mapWith(complianceCases.windowEnd) })
    .from(complianceCases)
    .where(
      and(
        eq(complianceCases.userId, userId),
        eq(complianceCases.kind, 'str'),
        eq(complianceCases.rule, 'refused_attempts'),
        isNotNull(complianceCases.windowStart),
        gt(complianceCases.windowEnd, since),
      ),
    );
  const review = refusedAttemptsReview(at, attempts.map((row) => row.createdAt), threshold, reviews);
  if (!review) return;
  const summary = complianceCaseMessages.attemptsSummary(review.count);
  const [opened] = await tx
    .insert(complianceCases)
    .values({ kind: 'str', rule: 'refused_attempts', userId, summary, windowStart: review.windowStart, windowEnd: review.windowEnd, openedAt: at })
    .returning({ id: complianceCases.id });
  await recordCaseEvent(tx, { caseId: opened!.id, kind: 'opened', actorUserId: null, text: summary, at });
  await recordAudit(tx, {
    actorUserId: null,
    action: 'compliance.case_opened',
    targetType: 'compliance_case',
    targetId: opened!.id,
    after: { kind: 'str', rule: 'refused_attempts', userId, attempts: review.count, threshold, windowStart: review.windowStart, windowEnd: review.windowEnd },
  });
}
