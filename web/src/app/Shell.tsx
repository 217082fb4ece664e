import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../auth/current-user';
import { cn } from '../lib/cn';
import { InstallBanner } from '../pwa/InstallBanner';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { EmailVerifyBanner } from '../security/EmailVerifyBanner';
import { BottomNav } from './BottomNav';

/**
 * The signed-in layout: one centred column (phone width on large screens) above the bottom nav.
 * The admin dashboard is the exception: operators work at a desk, so it may use a wide screen's width.
 */
export function Shell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { isAdmin } = useCurrentUser();
  const wide = isAdmin && (location === '/admin' || location.startsWith('/admin/'));

  // A new screen starts at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className={cn('mx-auto flex min-h-dvh w-full flex-col', wide ? 'max-w-6xl' : 'max-w-app')}>
      <InstallBanner />
      <main id="main" className="flex-1 px-4 pb-[calc(6rem+env(safe-area-inset-bottom))] pt-[max(1.25rem,env(safe-area-inset-top))]">
        <OfflineBanner />
        <EmailVerifyBanner />
        {children}
      </main>
      <BottomNav />
    </div>
  );
}
