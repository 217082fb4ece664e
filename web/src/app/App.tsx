import { startTransition, useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DeferredToaster } from '../components/ui/deferred-toaster';
import { useActiveLocale } from '../i18n/LanguagePicker';
import { DeferredUpdatePrompt } from '../pwa/DeferredUpdatePrompt';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './router';
import { useSplashPhase } from './Splash';

/**
 * Providers; the routes, drawn beneath the startup splash (index.html's own, see Splash.tsx) as soon
 * as the warm start has their code and data, or when the splash lifts, whichever comes first; toasts
 * and the new-release prompt live above everything (its service worker registered a few seconds
 * after the first screen). The install banner is the signed-in frame's (Shell.tsx).
 *
 * Beneath the splash the first screen is laid out in parts, frame by frame, rather than in one
 * long task as the splash lifts (docs/decisions/051-the-first-screen-laid-out-beneath-the-splash.md).
 */
export function App({ queryClient, warmStarted }: { queryClient: QueryClient; warmStarted: Promise<unknown> }) {
  const phase = useSplashPhase();
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    void warmStarted.then(() => startTransition(() => setWarm(true)));
  }, [warmStarted]);
  // A new language re-renders every screen from its texts (issue 19).
  const locale = useActiveLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary>
        {(phase === 'done' || warm) && <AppRoutes key={locale} />}
      </ErrorBoundary>
      {phase === 'done' && <DeferredUpdatePrompt />}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
