import { createContext, useContext } from 'react';

/** Runs a change of a second factor, asking the person to confirm it is them first when the server wants it. */
export type WithReauthentication = <T>(action: () => Promise<T>) => Promise<T>;

export const ReauthenticationContext = createContext<WithReauthentication | null>(null);

/** What a cancelled "Confirm it is you" dialog throws: the change was not made, and nothing is to be said. */
export class ReauthenticationCancelled extends Error {
  override name = 'ReauthenticationCancelled';
}

export function isReauthenticationCancelled(error: unknown): boolean {
  return error instanceof ReauthenticationCancelled;
}

/**
 * The guard of the nearest ReauthenticationProvider (the Security screen, the desk's walkthrough):
 * `guard(() => call())` makes the call; answered 403 `reauthentication_required`, it shows the dialog
 * and, once the person has confirmed, makes the call once more. Without a provider the call is made as it is.
 */
export function useReauthentication(): WithReauthentication {
  return useContext(ReauthenticationContext) ?? ((action) => action());
}
