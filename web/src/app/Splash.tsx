import { startTransition, useEffect, useState } from 'react';
import { SPLASH_DURATION_MS, SPLASH_FADE_MS } from '../../../domain/constants';
import { prefersReducedMotion } from '../lib/motion';
import { drawInSlices } from './draw-in-slices';
import { SPLASH_ELEMENT_ID } from './splash-markup';

export type SplashPhase = 'splash' | 'done';

/**
 * docs/product.md § Splash: the splash shows for SPLASH_DURATION_MS, then fades out over SPLASH_FADE_MS. It
 * is index.html's own markup (splash-markup.ts), painted before the app's JavaScript arrives, so its time
 * counts from the page's start, not from this hook. With reduced motion it is never shown (styles.css hides
 * it) and goes at once; on a mailed deep link or a returning visit boot.js has removed it already. The
 * session check, started in main.tsx, runs meanwhile.
 */
export function useSplashPhase(): SplashPhase {
  const [splash] = useState(() => document.getElementById(SPLASH_ELEMENT_ID));
  const [phase, setPhase] = useState<SplashPhase>(splash && !prefersReducedMotion() ? 'splash' : 'done');
  useEffect(() => {
    if (!splash) return;
    const root = document.getElementById('root');
    if (phase === 'done') {
      splash.remove();
      root?.style.removeProperty('visibility');
      return;
    }
    // The first screen is laid out beneath the splash before it lifts (App.tsx), but not painted:
    // hidden, it is out of reach of focus and screen readers, and its parts' moves while they are
    // laid out are no layout shifts.
    root?.style.setProperty('visibility', 'hidden');
    const drawing = root ? drawInSlices(root) : undefined;
    const fadeInMs = Math.max(0, SPLASH_DURATION_MS - performance.now());
    const fade = setTimeout(() => splash.setAttribute('data-lifting', ''), fadeInMs);
    // A transition: React may render the first screen in slices (its commit is still one task).
    const done = setTimeout(() => startTransition(() => setPhase('done')), fadeInMs + SPLASH_FADE_MS);
    return () => {
      drawing?.finish();
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [splash, phase]);
  return phase;
}
