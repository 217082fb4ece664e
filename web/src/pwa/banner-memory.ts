import { PWA_BANNER_DISMISSED_KEY } from '../../../domain/constants';

/**
 * docs/product.md § Business constants: a dismissed banner or an accepted install is remembered under
 * pwa-banner-dismissed, the only thing MapleRupee keeps in the browser's storage. Storage can be unavailable
 * (private browsing, blocked cookies): then the banner simply shows again next time.
 */
export function isBannerDismissed(): boolean {
  try {
    return localStorage.getItem(PWA_BANNER_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberBannerDismissed(): void {
  try {
    localStorage.setItem(PWA_BANNER_DISMISSED_KEY, 'true');
  } catch {
    // Nothing to do: see above.
  }
}
