import { withTexts } from '../../../domain/texts/load-texts';
import { lazyComponent } from '../lib/lazy-component';
import { TRANSFER_DETAILS_TEXTS } from './signed-in-texts';

/**
 * A transfer's details page (issue 20), loaded when first shown with its texts: apart from
 * screens.ts, whose module is in the entry bundle, so neither sign-in nor Send carries it.
 */
export const TransferDetailsScreen = lazyComponent(
  withTexts(TRANSFER_DETAILS_TEXTS, () => import('../history/TransferDetailsScreen')),
  (module) => module.TransferDetailsScreen,
);

/** Starts fetching the details page's code (a history card was touched); a failure is left to the page's own load. */
export function preloadTransferDetails(): void {
  void TransferDetailsScreen.preload().catch(() => undefined);
}
