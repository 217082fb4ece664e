import { verifyRegistrationResponse, type RegistrationResponseJSON, type VerifiedRegistrationResponse } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { passkeyMessages, passkeyTexts } from '../../../../domain/passkey-texts';
import type { Passkey, RegisterPasskeyRequest } from '../../../../domain/schemas/passkeys';
import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import { passkeys, sessions } from '../../db/schema';
import { conflict, invalidInput } from '../../http/errors';
import { accountLocale } from '../../i18n/account-locale';
import { passkeyAddedMail } from '../../mail/security-templates';
import { mailSite } from '../../mail/layout';
import type { ActiveSession } from '../sessions';
import { takeChallenge } from './challenges';
import { toPasskeyResponse } from './list-passkeys';
import { relyingParty } from './relying-party';

/**
 * POST /api/auth/passkeys/register: verifies the browser's answer to this session's challenge and
 * keeps the passkey (its public key, counter, transports and backup flags). Creating it needed the
 * authenticator's user verification, so this session counts as second-factor verified, as
 * confirming an authenticator app does. Audited; the customer is mailed.
 */
export async function registerPasskey(ctx: AppContext, session: ActiveSession, input: RegisterPasskeyRequest, meta: RequestMeta): Promise<Passkey> {
  const { user } = session;
  const challenge = await takeChallenge(ctx, 'register', input.response.response.clientDataJSON);
  if (challenge.userId !== user.id || challenge.sessionTokenHash !== session.tokenHash) throw invalidInput(passkeyMessages.challengeInvalid);

  const rp = relyingParty(ctx.config);
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw invalidInput(passkeyMessages.registrationFailed);
  }
  if (!verification.verified) throw invalidInput(passkeyMessages.registrationFailed);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;

  const now = ctx.clock.now();
  const name = input.name ?? passkeyTexts.defaultName;
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? input.response.response.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name,
        createdAt: now,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!inserted) return undefined;
    await tx.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.tokenHash, session.tokenHash));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'auth.passkey_added',
      targetType: 'user',
      targetId: user.id,
      after: { passkeyId: inserted.id, name, deviceType: credentialDeviceType, backedUp: credentialBackedUp },
      ip: meta.ip,
    });
    return inserted;
  });
  if (!row) throw conflict(passkeyMessages.alreadyRegistered, { code: 'passkey_already_registered' });
  ctx.sessions.forgetSession(session.tokenHash);
  ctx.background.run('passkey added mail', () => ctx.mailer.send(passkeyAddedMail({ to: user.email, firstName: user.firstName, name, site: mailSite(ctx.config), locale: accountLocale(user.locale) })));
  return toPasskeyResponse(row);
}
