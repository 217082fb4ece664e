import { LogOut } from 'lucide-react';
import { screenTexts, texts } from '../../../domain/messages';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { useSignOut } from './use-sign-out';

/** The Send screen's logout button: asks "Do you wish to sign out of the product?" first. */
export function SignOutConfirm() {
  const signOut = useSignOut();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="secondary" size="icon" disabled={signOut.isPending}>
          <LogOut aria-hidden />
          <span className="sr-only">{screenTexts.logOut}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent aria-describedby={undefined}>
        <AlertDialogTitle>{screenTexts.signOutQuestion}</AlertDialogTitle>
        <AlertDialogFooter>
          <AlertDialogCancel>{texts.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={() => signOut.mutate()}>{screenTexts.signOut}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
