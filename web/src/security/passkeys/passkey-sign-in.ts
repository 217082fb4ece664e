import type { QueryClient } from '@tanstack/react-query';
import { toasts } from '../../../../domain/messages';
import { passkeyTexts } from '../../../../domain/passkey-texts';
import { startSession } from '../../auth/api/session';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { authenticateWithPasskey, autofillSupported, isCancelled } from './webauthn';

/**
 * The sign-in screen's passkey code, fetched on demand (a click on "Sign in with a passkey", or the
 * first focus of the email field for the browser's autofill): none of it is in the entry bundle.
 */

/** "Sign in with a passkey": the browser's passkey sheet, then signed in (or a toast says why not). */
export async function signInWithPasskey(queryClient: QueryClient): Promise<boolean> {
  try {
    startSession(queryClient, await authenticateWithPasskey());
    toast({ ...toasts.welcomeBack, variant: 'success' });
    return true;
  } catch (error) {
    if (isCancelled(error)) toast({ title: passkeyTexts.signInCancelled });
    else toast({ ...toasts.signInFailed, description: serverMessageOf(error) ?? failureDetail(error), variant: 'destructive' });
    return false;
  }
}

let autofillStarted = false;

/**
 * Offers the account's passkeys in the email field's autofill (conditional mediation), where the
 * browser supports it. Picking one signs in; a ceremony started by the button replaces this one.
 */
export async function startPasskeyAutofill(queryClient: QueryClient): Promise<void> {
  if (autofillStarted || !(await autofillSupported())) return;
  autofillStarted = true;
  try {
    startSession(queryClient, await authenticateWithPasskey({ autofill: true }));
    toast({ ...toasts.welcomeBack, variant: 'success' });
  } catch (error) {
    if (!isCancelled(error)) toast({ ...toasts.signInFailed, description: serverMessageOf(error) ?? failureDetail(error), variant: 'destructive' });
  } finally {
    autofillStarted = false;
  }
}

/** Leaving the sign-in form (its second step, or signed in): the pending autofill request ends. */
export async function stopPasskeyAutofill(): Promise<void> {
  if (!autofillStarted) return;
  const { WebAuthnAbortService } = await import('@simplewebauthn/browser');
  WebAuthnAbortService.cancelCeremony();
}
