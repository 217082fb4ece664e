import { generateAuthenticationOptions, type AuthenticatorTransport, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { AppContext, RequestMeta } from '../../context';
import { limitKeys } from '../limits';
import type { ActiveSession } from '../sessions';
import { CHALLENGE_TTL_MS, storeChallenge } from './challenges';
import { credentialsOf } from './list-passkeys';
import { relyingParty } from './relying-party';

/**
 * POST /api/auth/passkeys/authenticate/options: a challenge for a passkey. With no session the
 * browser may offer any of its passkeys for this site (discoverable: no email needed); a waiting
 * or signed-in session is asked for one of its own account's, and the challenge is bound to it.
 */
export async function startPasskeySignIn(ctx: AppContext, session: ActiveSession | null, meta: RequestMeta): Promise<PublicKeyCredentialRequestOptionsJSON> {
  await ctx.limiter.consume(limitKeys.passkeyChallengesPerIp(meta.ip), ctx.authLimits.passkeyChallengesPerIp);
  const rp = relyingParty(ctx.config);
  const allowCredentials = session ? await credentialsOf(ctx, session.user.id) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials: allowCredentials.map((credential) => ({ id: credential.id, transports: credential.transports as AuthenticatorTransport[] })),
  });
  await storeChallenge(ctx, options.challenge, 'authenticate', { userId: session?.user.id, sessionTokenHash: session?.tokenHash });
  return options;
}
