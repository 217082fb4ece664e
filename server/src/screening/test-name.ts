import type { ScreeningTestRequest, ScreeningTestResponse } from '../../../domain/schemas/screening';
import { screeningTexts } from '../../../domain/screening-texts';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { AppError } from '../http/errors';

/**
 * An operator tests how a name (and a date of birth) would be screened against the current list:
 * the matches at or above the threshold, best first, with what made each score. Nothing is stored
 * but the audit entry (an examiner may ask who looked up whom).
 */
export async function testName(ctx: AppContext, actor: UserRow, input: ScreeningTestRequest, meta: RequestMeta): Promise<ScreeningTestResponse> {
  let result;
  try {
    result = await ctx.screening.screen([{ names: [input.name], dateOfBirth: input.dateOfBirth ?? null }]);
  } catch (error) {
    ctx.log.error({ err: error }, 'sanctions screening could not run for a name test');
    throw new AppError('unavailable', screeningTexts.testFailed, { headers: { 'Retry-After': '30' } });
  }
  const matches = (result.matches[0] ?? []).map(({ entryId, listName, name, matchedName, score, features }) => ({ entryId, listName, name, matchedName, score, features }));
  await recordAudit(ctx.db, {
    actorUserId: actor.id,
    action: 'screening.name_tested',
    targetType: 'sanctions_list',
    targetId: String(result.version),
    after: { name: input.name, dateOfBirth: input.dateOfBirth ?? null, matches: matches.map((match) => `${match.listName}/${match.entryId} ${match.score}`) },
    ip: meta.ip,
  });
  return { listVersion: result.version, matches };
}
