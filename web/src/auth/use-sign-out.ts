import { navigate } from 'wouter/use-browser-location';
import { toasts } from '../../../domain/messages';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { useLogout } from './api/logout';

/**
 * docs/product.md § Profile ("Sign Out"): sign out, tell the user how it went, and land on / (the sign-in
 * screen), whether or not the server answered.
 */
export function useSignOut() {
  return useLogout({
    onSuccess: () => toast({ ...toasts.signedOut, variant: 'success' }),
    onError: (error) =>
      toast({
        ...toasts.signOutFailed,
        description: serverMessageOf(error) ?? toasts.signOutFailed.description,
        variant: 'destructive',
      }),
    onSettled: () => navigate('/'),
  });
}
