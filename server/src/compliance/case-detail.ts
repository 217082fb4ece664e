import { asc, eq, sql } from 'drizzle-orm';
import type { CaseDetail, CaseEvent } from '../../../domain/schemas/compliance-case-work';
import { businessDate } from '../../../domain/business-date';
import type { AppContext } from '../context';
import { isoTimestamp } from '../db/iso-timestamp';
import { complianceCaseEvents, users } from '../db/schema';
import { findCase } from './case-list';

/**
 * GET /api/admin/compliance/cases/:id (issue 31): the case as the list shows it, with its history
 * oldest first — every open, join, recompute, note, assignment, close, reopen, freeze, authorities'
 * decision and rejection of a transfer it held, each with who (null: the system) and when. A case
 * with no 'opened' entry gets one made from the case itself (id 0).
 */
export async function readCaseDetail(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, id: number): Promise<CaseDetail | undefined> {
  const found = await findCase(ctx.db, id, businessDate(ctx.clock.now(), ctx.config.businessTimeZone));
  if (!found) return undefined;
  const events = await ctx.db
    .select({
      id: complianceCaseEvents.id,
      kind: sql<CaseEvent['kind']>`${complianceCaseEvents.kind}`,
      actor: sql<CaseEvent['actor']>`case when ${users.id} is null then null
        else json_build_object('id', ${users.id}, 'name', coalesce(${users.legalName}, ${users.username})) end`,
      text: complianceCaseEvents.text,
      details: sql<CaseEvent['details']>`${complianceCaseEvents.details}`,
      createdAt: isoTimestamp(complianceCaseEvents.createdAt),
    })
    .from(complianceCaseEvents)
    .leftJoin(users, eq(users.id, complianceCaseEvents.actorUserId))
    .where(eq(complianceCaseEvents.caseId, id))
    .orderBy(asc(complianceCaseEvents.createdAt), asc(complianceCaseEvents.id));
  // Cases opened before histories existed have no 'opened' entry: the case says when and by whom.
  if (!events.some((event) => event.kind === 'opened')) {
    events.unshift({ id: 0, kind: 'opened', actor: found.openedBy, text: found.summary, details: { transferIds: found.transferIds }, createdAt: found.openedAt });
  }
  return { ...found, events };
}
