import { withTexts } from '../../../domain/texts/load-texts';

/**
 * The screens opened from Profile (issue 17), loaded when first shown. Apart from screens.ts so that
 * the entry bundle, which holds screens.ts, does not grow with them: only the signed-in app imports this.
 */
export const loadLimits = () => import('../compliance/screens').then((module) => ({ default: module.LimitsScreen }));
export const loadSecurity = () => import('../security/SecurityScreen').then((module) => ({ default: module.SecurityScreen }));
export const loadVerify = () => import('../compliance/screens').then((module) => ({ default: module.VerifyScreen }));
export const loadRateAlerts = withTexts(['rate-texts'], () =>
  import('../rate-alerts/RateAlertsScreen').then((module) => ({ default: module.RateAlertsScreen })),
);
