import type { ComplianceSettings } from '../../../domain/schemas/compliance-case-work';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { complianceSettings } from '../db/schema';
import { readAttemptsThreshold } from './record-attempts';

/** GET /api/admin/compliance/settings: the refused-attempts rule's threshold (issue 31). */
export async function getComplianceSettings(ctx: Pick<AppContext, 'db'>): Promise<ComplianceSettings> {
  return { refusedAttemptsThreshold: await readAttemptsThreshold(ctx.db) };
}

/**
 * PUT /api/admin/compliance/settings: audited with the value it replaces (read under the row's lock,
 * so two operators saving at once each audit what they really replaced). Refused attempts recorded
 * after the commit are counted against it.
 */
export async function updateComplianceSettings(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: UserRow,
  input: ComplianceSettings,
  meta: RequestMeta,
): Promise<ComplianceSettings> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select({ threshold: complianceSettings.refusedAttemptsThreshold }).from(complianceSettings).for('update');
    const before = { refusedAttemptsThreshold: locked?.threshold ?? (await readAttemptsThreshold(tx)) };
    const values = { refusedAttemptsThreshold: input.refusedAttemptsThreshold, updatedAt: ctx.clock.now(), updatedBy: actor.id };
    await tx.insert(complianceSettings).values({ id: true, ...values }).onConflictDoUpdate({ target: complianceSettings.id, set: values });
    await recordAudit(tx, { actorUserId: actor.id, action: 'compliance.settings_updated', targetType: 'compliance_settings', before, after: input, ip: meta.ip });
    return input;
  });
}
