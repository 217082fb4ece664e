import { useCallback, useRef, useState, type ReactNode } from 'react';
import { needsReauthentication } from './api';
import { ReauthenticateDialog } from './ReauthenticateDialog';
import { ReauthenticationCancelled, ReauthenticationContext, type WithReauthentication } from './use-reauthentication';

/**
 * Issue 32: adding or removing a passkey, setting up or turning off the authenticator app and new
 * recovery codes need this session to have proved it is its owner within 10 minutes. Calls made
 * through useReauthentication() that the server answers `reauthentication_required` open one
 * "Confirm it is you" dialog (password, or a passkey, or a code); once confirmed, the call is made
 * again; cancelled, it ends with ReauthenticationCancelled.
 */
export function ReauthenticationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const waiting = useRef<((confirmed: boolean) => void)[]>([]);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        setOpen(true);
      }),
    [],
  );

  const guard = useCallback<WithReauthentication>(
    async (action) => {
      try {
        return await action();
      } catch (error) {
        if (!needsReauthentication(error)) throw error;
        if (!(await ask())) throw new ReauthenticationCancelled();
        return action();
      }
    },
    [ask],
  );

  const finish = (confirmed: boolean) => {
    setOpen(false);
    for (const resolve of waiting.current.splice(0)) resolve(confirmed);
  };

  return (
    <ReauthenticationContext.Provider value={guard}>
      {children}
      <ReauthenticateDialog open={open} onConfirmed={() => finish(true)} onCancel={() => finish(false)} />
    </ReauthenticationContext.Provider>
  );
}
