import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './router';
import { Splash, useSplashPhase } from './Splash';

/** Providers, the startup splash, then the routes; toasts live above everything. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const phase = useSplashPhase();
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary>{phase === 'done' ? <AppRoutes /> : <Splash fading={phase === 'fading'} />}</ErrorBoundary>
      <Toaster />
    </QueryClientProvider>
  );
}
