import { CircleHelp, Gauge, KeyRound, LogOut, Mail, UserX } from 'lucide-react';
import { complianceTexts } from '../../../domain/compliance-texts';
import { screenTexts, texts } from '../../../domain/messages';
import { useSignOut } from '../auth/use-sign-out';
import { ScreenHeader } from '../components/screen-header';
import { Button } from '../components/ui/button';
import { loadLimits } from '../app/profile-screens';
import { CloseAccountForm } from '../compliance/CloseAccountForm';
import { ChangePasswordSheet } from './AccountSheets';
import { PersonalInfoCard } from './PersonalInfoCard';
import { SettingsLinkRow, SettingsList, SettingsRow } from './SettingsRow';
import { ContactSupportSheet, HelpCenterSheet } from './SupportSheets';

/**
 * Profile (/profile): personal information, account settings (password, Verification & limits,
 * Close account), support, and Sign Out
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
          <SettingsLinkRow icon={Gauge} title={complianceTexts.limitsRow} href="/profile/limits" load={loadLimits} />
          <SettingsRow icon={UserX} title={complianceTexts.closeAccountRow} description={complianceTexts.closeAccountIntro}>
            <CloseAccountForm />
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
