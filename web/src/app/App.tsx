import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DeferredToaster } from '../components/ui/deferred-toaster';
import { useActiveLocale } from '../i18n/LanguagePicker';
import { DeferredUpdatePrompt } from '../pwa/DeferredUpdatePrompt';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './router';
import { useSplashPhase } from './Splash';

/**
 * Providers; after the startup splash (index.html's own, see Splash.tsx) the routes; toasts and the
 * new-release prompt live above everything (its service worker registered a few seconds after the
 * first screen). The install banner is the signed-in frame's (Shell.tsx).
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const phase = useSplashPhase();
  // A new language re-renders every screen from its texts (issue 19).
  const locale = useActiveLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary>
        {phase === 'done' && <AppRoutes key={locale} />}
      </ErrorBoundary>
      {phase === 'done' && <DeferredUpdatePrompt />}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
