/**
 * The shared auth schemas (and zod/mini with them, ~9 KB gzipped) are a chunk of their own, kept out
 * of the sign-in entry bundle. They are fetched when first needed — a session to check, a form to
 * validate, an answer to parse — or earlier, when the sign-in screen is idle (the sign-up form
 * imports them). Every answer on the sign-in path is still checked against the shared schemas.
 */
import type * as AuthModule from '../../../../domain/schemas/auth';

type AuthSchemas = typeof AuthModule;

let authPromise: Promise<AuthSchemas> | undefined;

export function authSchemas(): Promise<AuthSchemas> {
  authPromise ??= import('../../../../domain/schemas/auth').catch((error: unknown) => {
    authPromise = undefined; // a failed download is tried again next time
    throw error;
  });
  return authPromise;
}
