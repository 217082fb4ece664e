import { apiMessages } from '../../../domain/messages';
import type { SignupRequest } from '../../../domain/schemas/auth';
import { currentLocale } from '../../../domain/texts/current-locale';
import { recordAudit } from '../audit/audit';
import type { AppContext, RequestMeta } from '../context';
import { users } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../http/errors';
import { limitKeys } from './limits';
import { hashPassword } from './passwords';
import { rememberBrowser } from './remember-browser';
import { createSession, type CreatedSession } from './sessions';
import { screenCustomer } from '../screening/screen-parties';
import { sendVerificationLink } from './verify-email';
import type { UserRow } from './user-response';

export async function signUp(
  ctx: AppContext,
  input: SignupRequest,
  meta: RequestMeta,
): Promise<{ user: UserRow; session: CreatedSession }> {
  await ctx.limiter.consume(limitKeys.signupPerIp(meta.ip), ctx.authLimits.signupPerIp);
  const passwordHash = await hashPassword(ctx.passwordHashing, input.password);
  let user: UserRow;
  try {
    const [inserted] = await ctx.db
      .insert(users)
      .values({
        email: input.email,
        username: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        country: input.country,
        phone: input.phone || null,
        address: input.address || null,
        // Not chosen at sign-up: the language the request came in (its Accept-Language), as the issue's
        // "first visit" rule has it, so a French browser's verification mail is already in French.
        locale: input.locale ?? currentLocale(),
      })
      .returning();
    if (!inserted) throw new Error('insert returned no user');
    user = inserted;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) {
      throw new AppError('conflict', apiMessages.emailTaken, { errors: { email: apiMessages.emailTaken } });
    }
    throw error;
  }
  await recordAudit(ctx.db, { actorUserId: user.id, action: 'auth.signup', targetType: 'user', targetId: user.id, ip: meta.ip });
  // Screened before the answer: a possible match is a case (and a hold) before the first transfer.
  // The customer is not told (no tipping off). If screening cannot run, they stay unscreened and
  // their transfers wait for it (screening_pending).
  await screenCustomer(ctx, user.id);
  const session = await createSession(ctx, user.id, meta);
  await rememberBrowser(ctx, user, meta, { mailIfNew: false });
  await sendVerificationLink(ctx, user, meta);
  return { user, session };
}
