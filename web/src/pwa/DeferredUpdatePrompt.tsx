import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';
import { UpdatePrompt } from './UpdatePrompt';

/** How long after the first screen is shown the service worker may be registered (then when idle, within IDLE_TIMEOUT_MS). */
const AFTER_FIRST_SCREEN_MS = 3_000;
const IDLE_TIMEOUT_MS = 5_000;

/**
 * The service worker is registered only once the first screen is up and the page has settled. On a
 * first visit, installing it fetches the whole app shell (146 files, 1.2 MB before compression):
 * registered as the app started, those 146 requests ran from 1.7 to 4.4 s, beside the send screen's
 * own chunks and data and its reveal at ~2.6 s, sharing the phone's network and processor with them
 * (docs/decisions/049-the-service-worker-after-the-first-screen.md). Mounted by App once the splash
 * is gone; a returning visit's update check waits the same few seconds.
 */
export function DeferredUpdatePrompt() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => setSettled(true), IDLE_TIMEOUT_MS);
    }, AFTER_FIRST_SCREEN_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, []);
  return settled ? <UpdatePrompt /> : null;
}
