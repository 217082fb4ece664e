import { generateAuthenticationOptions, type AuthenticatorTransport, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { passkeyMessages } from '../../../../domain/passkey-texts';
import type { AppContext, RequestMeta } from '../../context';
import { conflict } from '../../http/errors';
import { limitKeys } from '../limits';
import type { ActiveSession } from '../sessions';
import { CHALLENGE_TTL_MS, storeChallenge } from './challenges';
import { credentialsOf } from './list-passkeys';
import { relyingParty } from './relying-party';

/**
 * POST /api/auth/reauthenticate/options (issue 32): a challenge for one of the signed-in account's
 * own passkeys, for re-authentication only — its purpose is 'reauthenticate', so a sign-in cannot
 * take it, and it is bound to this session and its user, so no other session or account can answer
 * it. 409 `no_passkey` for an account without one.
 */
export async function startPasskeyReauthentication(ctx: AppContext, session: ActiveSession, meta: RequestMeta): Promise<PublicKeyCredentialRequestOptionsJSON> {
  await ctx.limiter.consume(limitKeys.passkeyChallengesPerIp(meta.ip), ctx.authLimits.passkeyChallengesPerIp);
  const credentials = await credentialsOf(ctx, session.user.id);
  if (credentials.length === 0) throw conflict(passkeyMessages.noPasskey, { code: 'no_passkey' });
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.config).id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials: credentials.map((credential) => ({ id: credential.id, transports: credential.transports as AuthenticatorTransport[] })),
  });
  await storeChallenge(ctx, options.challenge, 'reauthenticate', { userId: session.user.id, sessionTokenHash: session.tokenHash });
  return options;
}
