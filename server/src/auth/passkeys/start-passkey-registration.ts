import { generateRegistrationOptions, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { AuthenticatorTransport } from '@simplewebauthn/server';
import type { AppContext } from '../../context';
import type { ActiveSession } from '../sessions';
import { CHALLENGE_TTL_MS, storeChallenge } from './challenges';
import { credentialsOf } from './list-passkeys';
import { relyingParty, webauthnUserHandle } from './relying-party';

/**
 * POST /api/auth/passkeys/register/options: what the browser needs to create a passkey for this
 * account. Discoverable (residentKey 'required'), so it can later sign in without an email; the
 * account's passkeys are excluded, so one authenticator is not added twice.
 */
export async function startPasskeyRegistration(ctx: AppContext, session: ActiveSession): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { user } = session;
  const rp = relyingParty(ctx.config);
  const existing = await credentialsOf(ctx, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    userID: webauthnUserHandle(ctx.secretKey, user.id),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((credential) => ({ id: credential.id, transports: credential.transports as AuthenticatorTransport[] })),
    // User verification (PIN, fingerprint, face) required: a passkey alone signs in, replacing the
    // password and the second step, so it must be two factors itself.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  // Bound to this session: an answer is accepted only from the session that asked.
  await storeChallenge(ctx, options.challenge, 'register', { userId: user.id, sessionTokenHash: session.tokenHash });
  return options;
}
