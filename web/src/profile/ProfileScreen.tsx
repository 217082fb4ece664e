import { CircleHelp, Gauge, KeyRound, LogOut, Mail, ShieldCheck } from 'lucide-react';
import { screenTexts, texts } from '../../../domain/messages';
import { useSignOut } from '../auth/use-sign-out';
import { ScreenHeader } from '../components/screen-header';
import { Button } from '../components/ui/button';
import { ChangePasswordSheet, TransferLimitsSheet, VerificationSheet } from './AccountSheets';
import { PersonalInfoCard } from './PersonalInfoCard';
import { SettingsList, SettingsRow } from './SettingsRow';
import { ContactSupportSheet, HelpCenterSheet } from './SupportSheets';

/**
 * Profile (/profile): personal information, account settings, support, and Sign Out
 * (docs/product.md § Profile).
 */
export function ProfileScreen() {
  const signOut = useSignOut();
  return (
    <>
      <ScreenHeader title={texts.profileTitle} />
      <div className="space-y-5">
        <PersonalInfoCard />
        <SettingsList id="account-settings" title={screenTexts.accountSettings}>
          <SettingsRow icon={KeyRound} title={screenTexts.changePassword} description={screenTexts.changePasswordIntro}>
            {(close) => <ChangePasswordSheet close={close} />}
          </SettingsRow>
          <SettingsRow icon={Gauge} title={screenTexts.transferLimits} description={screenTexts.transferLimitsIntro}>
            <TransferLimitsSheet />
          </SettingsRow>
          <SettingsRow icon={ShieldCheck} title={screenTexts.verificationStatus} description={screenTexts.verificationIntro}>
            <VerificationSheet />
          </SettingsRow>
        </SettingsList>
        <SettingsList id="support" title={screenTexts.support}>
          <SettingsRow icon={CircleHelp} title={screenTexts.helpCenter} description={screenTexts.helpCenterIntro}>
            <HelpCenterSheet />
          </SettingsRow>
          <SettingsRow icon={Mail} title={screenTexts.contactSupport} description={screenTexts.contactSupportIntro}>
            <ContactSupportSheet />
          </SettingsRow>
        </SettingsList>
        <Button variant="danger-outline" className="w-full" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut aria-hidden />
          {signOut.isPending ? texts.signingOut : texts.signOut}
        </Button>
      </div>
    </>
  );
}
