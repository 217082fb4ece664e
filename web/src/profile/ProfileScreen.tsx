import { LogOut } from 'lucide-react';
import { texts } from '../../../domain/messages';
import { useSignOut } from '../auth/use-sign-out';
import { ScreenHeader } from '../components/screen-header';
import { Button } from '../components/ui/button';

/** Profile (/profile): the title and Sign Out. The personal details come with their own issue. */
export function ProfileScreen() {
  const signOut = useSignOut();
  return (
    <>
      <ScreenHeader title={texts.profileTitle} />
      <Button
        variant="danger-outline"
        className="w-full"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        <LogOut aria-hidden />
        {signOut.isPending ? texts.signingOut : texts.signOut}
      </Button>
    </>
  );
}
