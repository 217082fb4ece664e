import { withTexts } from '../../../domain/texts/load-texts';
import { lazyComponent } from '../lib/lazy-component';

/**
 * The signed-in screens' code, one chunk each, loaded when first shown. The bottom navigation
 * starts loading a tab's chunk when a finger or pointer comes to it (preloadScreen), so a tap
 * rarely waits; nothing is fetched in the background while the first screen is still settling.
 */
// The send screen's guaranteed rate has texts of its own (issue 20).
export const SendScreen = lazyComponent(withTexts(['quote-texts'], () => import('../send/SendScreen')), (module) => module.SendScreen);
export const HistoryScreen = lazyComponent(() => import('../history/HistoryScreen'), (module) => module.HistoryScreen);
export const RecipientsScreen = lazyComponent(() => import('../recipients/RecipientsScreen'), (module) => module.RecipientsScreen);
// Profile's rows name Rate alerts (issue 20), whose texts are a module of their own.
export const ProfileScreen = lazyComponent(
  withTexts(['rate-texts'], () => import('../profile/ProfileScreen')),
  (module) => module.ProfileScreen,
);
export const AdminScreen = lazyComponent(withTexts(['admin-texts', 'screening-texts', 'payout-texts'], () => import('../admin/AdminScreen')), (module) => module.AdminScreen);

const loaderByPath: Record<string, () => Promise<unknown>> = {
  '/': SendScreen.preload,
  '/history': HistoryScreen.preload,
  '/recipients': RecipientsScreen.preload,
  '/profile': ProfileScreen.preload,
  '/admin': AdminScreen.preload,
};

/** Whether `path` is one of the signed-in tabs. */
export function isScreenPath(path: string): boolean {
  return Object.hasOwn(loaderByPath, path);
}

/** Starts fetching a tab's code; a failure here is left to the screen's own load to report. */
export function preloadScreen(path: string): Promise<void> {
  return (loaderByPath[path]?.() ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}
