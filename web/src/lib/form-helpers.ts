import { texts } from '../../../domain/messages';
import { ApiError } from './api-client';

/**
 * The first required field left empty, or undefined. Text fields count as empty when blank;
 * passwords (trim: false) only when they have no characters at all.
 */
export function firstMissing<V extends Record<string, string>>(
  values: V,
  required: readonly { name: keyof V & string; trim?: boolean }[],
): (keyof V & string) | undefined {
  return required.find(({ name, trim = true }) => {
    const value = values[name] ?? '';
    return (trim ? value.trim() : value) === '';
  })?.name;
}

/**
 * A line to add under a failure toast when the cause is not the user's input: no connection,
 * too many attempts, or the service being down. Undefined otherwise (the toast says it all).
 */
export function failureDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    return error.status === 429 || error.status >= 500 ? error.serverMessage : undefined;
  }
  return error instanceof TypeError ? texts.connectionProblem : undefined;
}

type SetError<N extends string> = (name: N, message: string, options?: { focus?: boolean }) => void;

/**
 * Puts the server's per-field messages (a 400) under the matching fields, and a 409's message
 * (e.g. the email is taken) under `conflictField`. Returns whether any was shown.
 */
export function showServerFieldErrors<N extends string>(
  setError: SetError<N>,
  error: unknown,
  fields: readonly N[],
  conflictField?: N,
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 409 && conflictField && error.serverMessage) {
    setError(conflictField, error.serverMessage, { focus: true });
    return true;
  }
  if (error.status !== 400 || !error.fieldErrors) return false;
  let shown = false;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) {
      setError(field, message, { focus: !shown });
      shown = true;
    }
  }
  return shown;
}
