import { Download, X } from 'lucide-react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pwaTexts } from '../../../domain/messages';
import { LogoMark } from '../components/logo';
import { transferSummaryQueryOptions } from '../history/api/get-transfer-summary';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { isBannerDismissed, rememberBannerDismissed } from './banner-memory';
import { browserFamily, isInstalledApp, isMobileDevice, type BrowserFamily } from './device';
import { forgetInstallPrompt, useInstallPrompt } from './install-prompt';

const STEPS: Record<BrowserFamily, () => readonly string[]> = {
  safari: () => pwaTexts.safariSteps,
  firefox: () => pwaTexts.firefoxSteps,
  other: () => pwaTexts.otherSteps,
};

function shouldOffer(): boolean {
  return isMobileDevice() && !isInstalledApp() && !isBannerDismissed();
}

/**
 * Fetched with the first screen's data while the splash is up (app/warm-start.ts): the banner then
 * comes with the screen instead of pushing it down a moment later (a layout shift Lighthouse counts).
 */
export async function prefetchInstallBanner(queryClient: QueryClient): Promise<void> {
  if (shouldOffer()) await queryClient.prefetchQuery(transferSummaryQueryOptions());
}

/**
 * docs/product.md § Install banner: on a phone, when the app is not installed and the banner was not
 * dismissed before — and once the customer has submitted a transfer (issue 34): asked on a first
 * visit, before the app has done anything for them, it was dismissed for good. Install opens the browser's own prompt; a browser without one (Safari,
 * Firefox) gets the steps to do it by hand. Whatever the outcome, it is not offered again.
 */
export function InstallBanner() {
  const [offered, setVisible] = useState(shouldOffer);
  // The history's own summary: submitting a transfer refreshes it, so the banner comes as the first one is sent.
  const summary = useQuery({ ...transferSummaryQueryOptions(), enabled: offered });
  const visible = offered && (summary.data?.total ?? 0) > 0;
  // Shown with the screen, the banner is part of its first paint; only one that comes later (as the
  // first transfer is sent) fades in. Without a graphics processor every frame of a fade is drawn
  // on a core, and the screen's first work after the splash needs it (docs/PERFORMANCE.md § Lighthouse).
  const [cameWithScreen] = useState(visible);
  const [showSteps, setShowSteps] = useState(false);
  const prompt = useInstallPrompt();
  // Installed from the browser's own menu while the banner shows (remembered in install-prompt.ts).
  useEffect(() => {
    const hide = () => setVisible(false);
    window.addEventListener('appinstalled', hide);
    return () => window.removeEventListener('appinstalled', hide);
  }, []);
  if (!visible) return null;

  const close = () => {
    rememberBannerDismissed();
    setVisible(false);
  };

  const install = async () => {
    if (!prompt) {
      setShowSteps(true);
      return;
    }
    forgetInstallPrompt();
    await prompt.prompt();
    // Accepted or declined in the browser's own dialog: either way the question was answered.
    await prompt.userChoice;
    close();
  };

  const headingId = 'install-banner-title';
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'mx-auto w-full max-w-app px-4 pt-[max(0.75rem,env(safe-area-inset-top))]',
        !cameWithScreen && 'animate-fade-in motion-reduce:animate-none',
      )}
    >
      <div className="relative rounded-lg border border-border bg-surface p-4 shadow-card">
        {/* Room on the right for the close button; the buttons below span the whole card. */}
        <div className="flex items-start gap-3 pr-10">
          <span className="grid size-11 shrink-0 place-items-center rounded-md bg-bg">
            <LogoMark className="size-8" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold">
              {showSteps ? pwaTexts.installStepsTitle : pwaTexts.installTitle}
            </h2>
            {!showSteps && <p className="mt-0.5 text-sm text-fg-muted">{pwaTexts.installDescription}</p>}
          </div>
        </div>
        {showSteps ? (
          <>
            <ol className="mt-3 list-decimal space-y-1 pl-6 text-sm">
              {STEPS[browserFamily()]().map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Button size="sm" className="mt-3 w-full" onClick={close}>
              {pwaTexts.gotIt}
            </Button>
          </>
        ) : (
          <Button size="sm" className="mt-3 w-full" onClick={() => void install()}>
            <Download aria-hidden />
            {pwaTexts.install}
          </Button>
        )}
        <Button variant="ghost" size="icon" className="absolute right-1.5 top-1.5 text-fg-muted" onClick={close}>
          <X aria-hidden />
          <span className="sr-only">{pwaTexts.dismissInstall}</span>
        </Button>
      </div>
    </section>
  );
}
