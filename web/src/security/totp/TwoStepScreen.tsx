import { BackLink } from '../../compliance/BackLink';
import { ScreenHeader } from '../../components/screen-header';
import { secondFactorTexts } from '../../../../domain/second-factor-texts';
import { TotpSection } from './TotpSection';

/**
 * /profile/two-step: the authenticator app section on a screen of its own, until the Security
 * page (branch `sec`) renders TotpSection; then this route can go.
 */
export function TwoStepScreen() {
  return (
    <>
      <BackLink href="/profile" label="Profile" />
      <ScreenHeader title={secondFactorTexts.screenTitle} />
      <TotpSection />
    </>
  );
}
