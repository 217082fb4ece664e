import { texts } from '../../../domain/messages';
import { displayFirstName } from '../../../domain/user-display';
import { SignOutConfirm } from '../auth/SignOutConfirm';
import { useCurrentUser } from '../auth/current-user';
import { LogoMark } from '../components/logo';
import { usePageTitle } from '../lib/use-page-title';

/** Send (/): the greeting and the logout button. The money form comes with its own issue. */
export function SendScreen() {
  const user = useCurrentUser();
  usePageTitle(texts.sendTitle);
  return (
    <>
      <header className="mb-8 flex items-center gap-3">
        <LogoMark className="size-10" />
        <h1 className="min-w-0 flex-1 truncate text-2xl font-bold leading-tight">
          {texts.welcome} <span className="text-primary">{displayFirstName(user)}</span>
        </h1>
        <SignOutConfirm />
      </header>
      <h2 className="text-lg font-semibold">{texts.sendTitle}</h2>
    </>
  );
}
