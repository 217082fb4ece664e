import { navigate } from 'wouter/use-browser-location';
import { screenToasts } from '../../../domain/messages';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { useLogout } from './api/logout';

/**
 * docs/product.md § Profile ("Sign Out"): sign out, tell the user how it went, and land on / (the sign-in
 * screen), whether or not the server answered.
 */
export function useSignOut() {
  return useLogout({
    onSuccess: () => toast({ ...screenToasts.signedOut, variant: 'success' }),
    onError: (error) =>
      toast({
        ...screenToasts.signOutFailed,
        description: serverMessageOf(error) ?? screenToasts.signOutFailed.description,
        variant: 'destructive',
      }),
    onSettled: () => navigate('/'),
  });
}
