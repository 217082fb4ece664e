import { verifyAuthenticationResponse, type AuthenticationResponseJSON, type AuthenticatorTransport, type VerifiedAuthenticationResponse } from '@simplewebauthn/server';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import { passkeyMessages } from '../../../../domain/passkey-texts';
import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import { passkeys } from '../../db/schema';
import { invalidInput } from '../../http/errors';
import type { TakenChallenge } from './challenges';
import type { PasskeyRow } from './list-passkeys';
import { relyingParty, webauthnUserHandle } from './relying-party';

/**
 * Checks a passkey's answer to a challenge this server issued and took (sign-in or
 * re-authentication): the user handle is the account's, the signature verifies for our origin and
 * RP ID with user verification, and the signature counter rises (unless the authenticator keeps
 * none: 0 and 0), else the answer is refused as a cloned passkey's. The new counter, backup flags
 * and last use are stored, conditional on the counter read still being below: of two answers racing
 * with the same counter, one is refused. Refusals of a known passkey are audited.
 */
export async function verifyPasskeyAssertion(
  ctx: AppContext,
  input: { response: AuthenticationResponseJSON; challenge: TakenChallenge; passkey: PasskeyRow },
  meta: RequestMeta,
): Promise<void> {
  const { response, challenge, passkey } = input;
  const handle = response.response.userHandle;
  if (handle !== undefined && !sameHandle(handle, webauthnUserHandle(ctx.secretKey, passkey.userId))) throw invalidInput(passkeyMessages.notVerified);

  const rp = relyingParty(ctx.config);
  let verification: VerifiedAuthenticationResponse;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    });
  } catch (error) {
    const counter = error instanceof Error && /counter/i.test(error.message);
    await refused(ctx, passkey, counter ? 'counter' : 'signature', meta);
    throw invalidInput(counter ? passkeyMessages.counterRegressed : passkeyMessages.notVerified);
  }
  if (!verification.verified) {
    await refused(ctx, passkey, 'signature', meta);
    throw invalidInput(passkeyMessages.notVerified);
  }

  const { newCounter, credentialBackedUp, credentialDeviceType } = verification.authenticationInfo;
  const [updated] = await ctx.db
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, deviceType: credentialDeviceType, lastUsedAt: ctx.clock.now() })
    .where(and(eq(passkeys.id, passkey.id), or(lt(passkeys.counter, newCounter), sql`${passkeys.counter} = 0 and ${newCounter}::bigint = 0`)))
    .returning({ id: passkeys.id });
  if (!updated) {
    await refused(ctx, passkey, 'counter', meta);
    throw invalidInput(passkeyMessages.counterRegressed);
  }
}

async function refused(ctx: AppContext, passkey: PasskeyRow, reason: 'counter' | 'signature', meta: RequestMeta): Promise<void> {
  await recordAudit(ctx.db, {
    actorUserId: passkey.userId,
    action: 'auth.passkey_refused',
    targetType: 'user',
    targetId: passkey.userId,
    after: { passkeyId: passkey.id, reason },
    ip: meta.ip,
  });
}

function sameHandle(presented: string, expected: Uint8Array): boolean {
  const bytes = Buffer.from(presented, 'base64url');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}
