import { withTexts } from '../../../domain/texts/load-texts';
import { lazyComponent } from '../lib/lazy-component';

/**
 * The screens opened from Profile (issue 17), loaded when first shown. Apart from screens.ts so that
 * the entry bundle, which holds screens.ts, does not grow with them: only the signed-in app imports this.
 */
export const LimitsScreen = lazyComponent(() => import('../compliance/screens'), (module) => module.LimitsScreen);
export const SecurityScreen = lazyComponent(() => import('../security/SecurityScreen'), (module) => module.SecurityScreen);
export const VerifyScreen = lazyComponent(() => import('../compliance/screens'), (module) => module.VerifyScreen);
export const RateAlertsScreen = lazyComponent(
  withTexts(['rate-texts'], () => import('../rate-alerts/RateAlertsScreen')),
  (module) => module.RateAlertsScreen,
);
/** The mailed verify-email link, opened signed in: inside the app's frame (issue 34). */
export const FramedVerifyEmailScreen = lazyComponent(
  withTexts(['security-texts'], () => import('../security/VerifyEmailScreen')),
  (module) => module.FramedVerifyEmailScreen,
);
