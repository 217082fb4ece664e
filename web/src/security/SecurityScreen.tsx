import { securityTexts } from '../../../domain/security-texts';
import { BackLink } from '../compliance/BackLink';
import { ScreenHeader } from '../components/screen-header';
import { texts } from '../../../domain/messages';
import { ChangePasswordCard } from './ChangePasswordCard';
import { SessionsCard } from './SessionsCard';

/**
 * Profile → Security (/profile/security, issue 18): where the account is signed in, and its
 * password. Two-step sign-in (authenticator codes, passkeys) joins it as a section of its own.
 */
export function SecurityScreen() {
  return (
    <>
      <BackLink href="/profile" label={texts.profileTitle} />
      <ScreenHeader title={securityTexts.title} />
      <p className="-mt-2 mb-5 text-fg-muted">{securityTexts.intro}</p>
      <div className="space-y-5">
        <SessionsCard />
        <ChangePasswordCard />
        {/*
          Two-step sign-in goes here: <TotpSection /> from ./totp/TotpSection.tsx (branch `totp`),
          with its own "Two-step sign-in" heading. Rendered by the lead on merge.
        */}
      </div>
    </>
  );
}
