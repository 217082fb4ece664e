import { useEffect, useState } from 'react';
import { SPLASH_DURATION_MS, SPLASH_FADE_MS } from '../../../domain/constants';
import { texts } from '../../../domain/messages';
import { LogoMark, Wordmark } from '../components/logo';
import { cn } from '../lib/cn';
import { prefersReducedMotion } from '../lib/motion';

export type SplashPhase = 'splash' | 'fading' | 'done';

/**
 * SPEC.md §2: the splash shows for SPLASH_DURATION_MS, then fades out over SPLASH_FADE_MS. With
 * reduced motion it is skipped (the session check, started in main.tsx, is not).
 */
export function useSplashPhase(): SplashPhase {
  const [skip] = useState(prefersReducedMotion);
  const [phase, setPhase] = useState<SplashPhase>(skip ? 'done' : 'splash');
  useEffect(() => {
    if (skip) return;
    const fade = setTimeout(() => setPhase('fading'), SPLASH_DURATION_MS);
    const done = setTimeout(() => setPhase('done'), SPLASH_DURATION_MS + SPLASH_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [skip]);
  return phase;
}

export function Splash({ fading }: { fading: boolean }) {
  return (
    <div
      data-testid="splash"
      className={cn(
        'fixed inset-0 z-50 flex flex-col items-center justify-center bg-splash px-6 text-white transition-opacity ease-out',
        fading && 'opacity-0',
      )}
      style={{ transitionDuration: `${SPLASH_FADE_MS}ms` }}
    >
      <div className="grid size-28 place-items-center rounded-[2rem] bg-white/95 shadow-pop animate-splash-mark">
        <LogoMark className="size-20" />
      </div>
      <p className="mt-6 text-4xl animate-splash-word">
        <Wordmark rupeeClassName="text-[#f6b955]" />
      </p>
      <p className="mt-2 text-base text-white/90 animate-splash-word">{texts.tagline}</p>
      <div className="mt-10 h-1 w-40 overflow-hidden rounded-full bg-white/20" aria-hidden="true">
        <div className="h-full origin-left rounded-full bg-[#f6b955] animate-splash-bar" />
      </div>
    </div>
  );
}
