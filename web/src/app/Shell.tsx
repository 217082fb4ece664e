import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { BottomNav } from './BottomNav';

/** The signed-in layout: one centred column (phone width on large screens) above the bottom nav. */
export function Shell({ children }: { children: ReactNode }) {
  const [location] = useLocation();

  // A new screen starts at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-app flex-col">
      <main id="main" className="flex-1 px-4 pb-[calc(6rem+env(safe-area-inset-bottom))] pt-[max(1.25rem,env(safe-area-inset-top))]">
        <OfflineBanner />
        {children}
      </main>
      <BottomNav />
    </div>
  );
}
