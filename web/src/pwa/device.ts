/** Install steps differ by browser; only these three are told apart (docs/product.md § Install banner). */
export type BrowserFamily = 'safari' | 'firefox' | 'other';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** A phone or tablet: a touch screen as the main pointer, or a browser that says it is mobile. */
export function isMobileDevice(): boolean {
  return matches('(pointer: coarse)') || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

/** Already running as the installed app (iOS Safari reports it with navigator.standalone). */
export function isInstalledApp(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || matches('(display-mode: standalone)') || matches('(display-mode: fullscreen)');
}

export function browserFamily(userAgent = navigator.userAgent): BrowserFamily {
  if (/Firefox|FxiOS/i.test(userAgent)) return 'firefox';
  // Every browser on iOS says "Safari"; the others add their own name (CriOS, EdgiOS...).
  if (/Safari/i.test(userAgent) && !/Chrome|Chromium|CriOS|EdgiOS|EdgA|OPR|SamsungBrowser|Android/i.test(userAgent)) {
    return 'safari';
  }
  return 'other';
}
