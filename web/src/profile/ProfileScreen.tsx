import { BellRing, CircleHelp, Gauge, LogOut, Mail, ShieldCheck, UserX } from 'lucide-react';
import { complianceTexts } from '../../../domain/compliance-texts';
import { screenTexts, texts } from '../../../domain/messages';
import { securityTexts } from '../../../domain/security-texts';
import { rateAlertTexts } from '../../../domain/rate-texts';
import { useSignOut } from '../auth/use-sign-out';
import { ScreenHeader } from '../components/screen-header';
import { Button } from '../components/ui/button';
import { LimitsScreen, RateAlertsScreen, SecurityScreen } from '../app/profile-screens';
import { CloseAccountForm } from '../compliance/CloseAccountForm';
import type { Locale } from '../../../domain/locale';
import { toast } from '../components/ui/use-toast';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { failureDetail } from '../lib/form-helpers';
import { useUpdateProfile } from './api/update-profile';
import { PersonalInfoCard } from './PersonalInfoCard';
import { SettingsLinkRow, SettingsList, SettingsRow } from './SettingsRow';
import { ContactSupportSheet, HelpCenterSheet } from './SupportSheets';

/**
 * Profile (/profile): personal information, account settings (Security, Verification & limits,
 * Rate alerts, Close account), support, and Sign Out
 * (docs/product.md § Profile).
 */
export function ProfileScreen() {
  const signOut = useSignOut();
  const saveProfile = useUpdateProfile();
  const saveLocale = (locale: Locale) =>
    saveProfile.mutate({ locale }, { onError: (error) => toast({ title: texts.languageSaveFailed, description: failureDetail(error), variant: 'destructive' }) });
  return (
    <>
      <ScreenHeader title={screenTexts.profileTitle} />
      <div className="space-y-5">
        <PersonalInfoCard />
        <LanguagePicker onChosen={saveLocale} className="rounded-lg border border-border bg-surface px-4 py-3 shadow-card" />
        <SettingsList id="account-settings" title={screenTexts.accountSettings}>
          <SettingsLinkRow icon={ShieldCheck} title={securityTexts.securityRow} href="/profile/security" load={SecurityScreen.preload} />
          <SettingsLinkRow icon={Gauge} title={complianceTexts.limitsRow} href="/profile/limits" load={LimitsScreen.preload} />
          <SettingsLinkRow icon={BellRing} title={rateAlertTexts.row} href="/profile/rate-alerts" load={RateAlertsScreen.preload} />
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
          {signOut.isPending ? screenTexts.signingOut : screenTexts.signOut}
        </Button>
      </div>
    </>
  );
}
