import { PWA_BANNER_DISMISSED_KEY } from '../../../domain/constants';

/** Workbox's precache: the app's own code and icons, the same for everyone. */
const PRECACHE_PREFIX = 'workbox-precache';

/**
 * On sign-out, nothing of the person may stay in this browser. The app keeps no answers of the API
 * anywhere but the query cache (cleared by endSession) and the service worker caches no /api call;
 * this also drops anything an older release might have left behind: every
 * Cache Storage entry but the precache, session storage, and local storage but the banner's key.
 */
export async function forgetBrowserData(): Promise<void> {
  try {
    sessionStorage.clear();
    for (const key of Object.keys(localStorage)) if (key !== PWA_BANNER_DISMISSED_KEY) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: then nothing was kept there either.
  }
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !name.startsWith(PRECACHE_PREFIX)).map((name) => caches.delete(name)));
}
