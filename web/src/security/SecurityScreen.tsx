import { securityTexts } from '../../../domain/security-texts';
import { BackLink } from '../components/back-link';
import { ScreenHeader } from '../components/screen-header';
import { screenTexts } from '../../../domain/messages';
import { ChangePasswordCard } from './ChangePasswordCard';
import { PasskeysCard } from './passkeys/PasskeysCard';
import { ReauthenticationProvider } from './reauthentication/ReauthenticationProvider';
import { SessionsCard } from './SessionsCard';
import { TotpSection } from './totp/TotpSection';

/**
 * Profile → Security (/profile/security, issue 18): where the account is signed in, its password,
 * and two-step sign-in (passkeys, authenticator codes).
 */
export function SecurityScreen() {
  return (
    <>
      <BackLink href="/profile" label={screenTexts.profileTitle} />
      <ScreenHeader title={securityTexts.title} />
      <p className="-mt-2 mb-5 text-fg-muted">{securityTexts.intro}</p>
      {/* Adding or removing a factor asks for the password (or a passkey, or a code) first when it is over 10 minutes old (issue 32). */}
      <ReauthenticationProvider>
        <div className="space-y-5">
          <SessionsCard />
          <ChangePasswordCard />
          <PasskeysCard />
          <TotpSection />
        </div>
      </ReauthenticationProvider>
    </>
  );
}
