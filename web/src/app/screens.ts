import { withTexts } from '../../../domain/texts/load-texts';

/**
 * The signed-in screens' code, one chunk each, loaded when first shown. The bottom navigation
 * starts loading a tab's chunk when a finger or pointer comes to it (preloadScreen), so a tap
 * rarely waits; nothing is fetched in the background while the first screen is still settling.
 */
// The send screen's guaranteed rate has texts of its own (issue 20).
export const loadSend = withTexts(['quote-texts'], () => import('../send/SendScreen').then((module) => ({ default: module.SendScreen })));
export const loadHistory = () => import('../history/HistoryScreen').then((module) => ({ default: module.HistoryScreen }));
export const loadRecipients = () =>
  import('../recipients/RecipientsScreen').then((module) => ({ default: module.RecipientsScreen }));
// Profile's rows name Rate alerts (issue 20), whose texts are a module of their own.
export const loadProfile = withTexts(['rate-texts'], () => import('../profile/ProfileScreen').then((module) => ({ default: module.ProfileScreen })));
export const loadAdmin = withTexts(['admin-texts'], () => import('../admin/AdminScreen').then((module) => ({ default: module.AdminScreen })));

const loaderByPath: Record<string, () => Promise<unknown>> = {
  '/': loadSend,
  '/history': loadHistory,
  '/recipients': loadRecipients,
  '/profile': loadProfile,
  '/admin': loadAdmin,
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
