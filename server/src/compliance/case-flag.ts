import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { complianceCaseMessages } from '../../../domain/compliance-case-messages';
import { apiMessages } from '../../../domain/messages';
import type { ComplianceCase, flagSchema } from '../../../domain/schemas/compliance';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { complianceCaseTransfers, complianceCases, transfers, users } from '../db/schema';
import { notFound } from '../http/errors';
import { businessDate } from '../../../domain/business-date';
import { recordCaseEvent } from './case-events';
import { findCase } from './case-list';

type Flag = z.output<typeof flagSchema>;

/**
 * An operator flags a transfer or a customer as suspicious (a suspicious transaction report is
 * considered): a case of kind "str" opens with the operator's narrative, and holds the flagged
 * transfer — or every transfer of the flagged customer — until it is closed (case-hold.ts).
 */
export async function flagSuspicious(ctx: AppContext, actor: UserRow, flag: Flag, meta: RequestMeta): Promise<ComplianceCase> {
  const now = ctx.clock.now();
  const caseId = await ctx.db.transaction(async (tx) => {
    let userId: number;
    if (flag.transferId !== undefined) {
      const [transfer] = await tx.select({ userId: transfers.userId }).from(transfers).where(eq(transfers.id, flag.transferId));
      if (!transfer) throw notFound(apiMessages.transferNotFound);
      userId = transfer.userId;
    } else {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, flag.userId!));
      if (!user) throw notFound(complianceCaseMessages.customerNotFound);
      userId = user.id;
    }
    const [opened] = await tx
      .insert(complianceCases)
      .values({ kind: 'str', userId, summary: flag.narrative, openedAt: now, openedBy: actor.id })
      .returning({ id: complianceCases.id });
    const id = opened!.id;
    if (flag.transferId !== undefined) await tx.insert(complianceCaseTransfers).values({ caseId: id, transferId: flag.transferId });
    await recordCaseEvent(tx, {
      caseId: id,
      kind: 'opened',
      actorUserId: actor.id,
      text: flag.narrative,
      details: flag.transferId !== undefined ? { transferIds: [flag.transferId] } : {},
      at: now,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'compliance.case_opened',
      targetType: 'compliance_case',
      targetId: id,
      after: {
        kind: 'str',
        userId,
        ...(flag.transferId !== undefined ? { transferId: flag.transferId } : {}),
        reason: flag.narrative,
      },
      ip: meta.ip,
    });
    return id;
  });
  const opened = await findCase(ctx.db, caseId, businessDate(now, ctx.config.businessTimeZone));
  if (!opened) throw new Error(`case ${caseId} vanished after it was opened`);
  return opened;
}
