import type { SecondFactorMethod } from '../../../domain/schemas/second-factor';
import type { AppContext } from '../context';
import { hasConfirmedTotp } from './totp/start-totp-enrolment';

/**
 * The second factors an account has: what sign-in asks for and what the admin desk offers for a
 * step-up. The one place that knows them all — passkeys add theirs here.
 */
export async function secondFactorMethodsOf(ctx: Pick<AppContext, 'db'>, userId: number): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = [];
  if (await hasConfirmedTotp(ctx, userId)) methods.push('totp');
  return methods;
}
