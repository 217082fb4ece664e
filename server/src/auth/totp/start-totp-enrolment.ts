import { eq, isNull } from 'drizzle-orm';
import { apiMessages } from '../../../../domain/messages';
import type { TotpEnrolment } from '../../../../domain/schemas/second-factor';
import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import { totpCredentials } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { UserRow } from '../user-response';
import { newTotpSecret, otpauthUri, sealTotpSecret } from './totp';

/**
 * Starts setting up an authenticator app: a new secret, sealed at rest, not asked for at sign-in
 * until a code confirms it. Starting again replaces an unconfirmed secret; a confirmed one is
 * never replaced here (that would let a stolen session swap the account's second factor).
 */
export async function startTotpEnrolment(ctx: AppContext, user: UserRow, meta: RequestMeta): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const sealedSecret = sealTotpSecret(ctx.secretKey, user.id, secret);
  const now = ctx.clock.now();
  const stored = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(totpCredentials)
      .values({ userId: user.id, sealedSecret, createdAt: now })
      .onConflictDoUpdate({
        target: totpCredentials.userId,
        set: { sealedSecret, createdAt: now, lastUsedStep: null },
        setWhere: isNull(totpCredentials.confirmedAt),
      })
      .returning({ userId: totpCredentials.userId });
    if (!row) return false;
    await recordAudit(tx, { actorUserId: user.id, action: 'auth.totp_enrolment_started', targetType: 'user', targetId: user.id, ip: meta.ip });
    return true;
  });
  if (!stored) throw conflict(apiMessages.totpAlreadyOn, { code: 'totp_already_enabled' });
  return { secret: secret.base32, otpauthUri: otpauthUri(secret, user.email) };
}

/** Whether the account asks for an authenticator code at sign-in. */
export async function hasConfirmedTotp(ctx: Pick<AppContext, 'db'>, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ confirmedAt: totpCredentials.confirmedAt })
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, userId));
  return Boolean(row?.confirmedAt);
}
