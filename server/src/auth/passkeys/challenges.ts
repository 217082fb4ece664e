import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { passkeyChallenges } from '../../db/schema';
import { invalidInput } from '../../http/errors';
import { passkeyMessages } from '../../../../domain/passkey-texts';

/** How long a WebAuthn challenge may be answered (issue 18). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengePurpose = 'register' | 'authenticate' | 'reauthenticate';

export interface ChallengeOwner {
  userId?: number | undefined;
  sessionTokenHash?: string | undefined;
}

export type TakenChallenge = typeof passkeyChallenges.$inferSelect;

/**
 * Keeps a challenge the options just answered, in the database: another instance may receive the
 * answer. Expired ones are swept here, so the table holds only live challenges.
 */
export async function storeChallenge(ctx: AppContext, challenge: string, purpose: ChallengePurpose, owner: ChallengeOwner): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await ctx.db.insert(passkeyChallenges).values({
    challenge,
    purpose,
    userId: owner.userId ?? null,
    sessionTokenHash: owner.sessionTokenHash ?? null,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    createdAt: now,
  });
}

/**
 * Takes the challenge an answer signed, once: the `delete … returning` lets exactly one of any
 * number of concurrent answers have it. An unknown, used or expired challenge is a 400.
 */
export async function takeChallenge(ctx: AppContext, purpose: ChallengePurpose, clientDataJSON: string): Promise<TakenChallenge> {
  const challenge = challengeOf(clientDataJSON);
  const [row] = await ctx.db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.challenge, challenge), eq(passkeyChallenges.purpose, purpose)))
    .returning();
  if (!row || row.expiresAt.getTime() <= ctx.clock.now().getTime()) throw invalidInput(passkeyMessages.challengeInvalid);
  return row;
}

/** The challenge inside a base64url clientDataJSON (the library checks the rest). */
function challengeOf(clientDataJSON: string): string {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512) return challenge;
  } catch {
    // not JSON: the same answer as a missing challenge
  }
  throw invalidInput(passkeyMessages.responseInvalid);
}
