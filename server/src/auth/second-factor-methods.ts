import type { SecondFactorMethod } from '../../../domain/schemas/second-factor';
import type { AppContext } from '../context';
import { hasPasskey } from './passkeys/list-passkeys';
import { hasConfirmedTotp } from './totp/start-totp-enrolment';

/**
 * The second factors an account has, in the order the second step offers them: what sign-in asks
 * for and what the admin desk offers for a step-up. The one place that knows them all.
 */
export async function secondFactorMethodsOf(ctx: Pick<AppContext, 'db'>, userId: number): Promise<SecondFactorMethod[]> {
  const [totp, passkey] = await Promise.all([hasConfirmedTotp(ctx, userId), hasPasskey(ctx, userId)]);
  return [...(totp ? (['totp'] as const) : []), ...(passkey ? (['passkey'] as const) : [])];
}
