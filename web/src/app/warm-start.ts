import type { QueryClient } from '@tanstack/react-query';
import { isScreenPath, preloadScreen } from './screens';
import { LazySignedInApp } from './signed-in-app';
import { transferLinkReference } from './transfer-link';
import { TransferDetailsScreen } from './transfer-screens';

/** A macrotask boundary: what follows starts in a task of its own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The data contracts the customer's screens read their answers with. Loading one builds its zod
 * validators, the largest part of evaluating a screen's code (7 of the send screen's 24 ms for
 * transfers alone, on a slow machine): each is loaded in a task of its own before the screen.
 */
const SCREEN_SCHEMAS = [
  () => import('../../../domain/schemas/transfer'),
  () => import('../../../domain/schemas/compliance'),
  () => import('../../../domain/schemas/recipient'),
];

/**
 * The splash stays up for its fixed time (docs/product.md § Splash) whatever the page does meanwhile.
 * Once the session check finds someone signed in, that time is used: the signed-in app's code, the
 * first screen's code and, on Send, its data are fetched then, so the screen renders once, complete,
 * beneath the splash (App.tsx; resolved when they are here) — instead of starting a chain of
 * downloads (texts, app, screen, then its data) as it lifts. One step after another, each in a task
 * of its own: evaluating a chunk's modules cannot be interrupted, and all three at once made one
 * long task.
 * See docs/decisions/027-numbers-without-intl-and-a-warm-start.md.
 */
export async function warmStart(queryClient: QueryClient, path: string): Promise<void> {
  const reference = transferLinkReference(path);
  if (reference) return warmTransferDetails(queryClient, reference);
  if (!isScreenPath(path)) return;
  await LazySignedInApp.preload();
  for (const load of SCREEN_SCHEMAS) {
    await nextTask();
    await load();
  }
  await nextTask();
  await preloadScreen(path);
  const { prefetchInstallBanner } = await import('../pwa/InstallBanner');
  const banner = prefetchInstallBanner(queryClient);
  if (path !== '/') return banner;
  await nextTask();
  const { prefetchSendScreen } = await import('../send/prefetch-send');
  await nextTask();
  // Resolved with the data: the screen drawn beneath the splash then comes complete (App.tsx).
  await Promise.all([banner, prefetchSendScreen(queryClient)]);
}

/**
 * A mail's link to one transfer has no splash to hide a chain of downloads behind (docs/PERFORMANCE.md
 * § A mailed link): the transfer, the page's code and the app's frame are asked for at once, as
 * soon as the session is known, instead of one after another as the router reaches each. In the
 * browser boot.js has fetched all of them already (lib/early-answers.ts); this starts evaluating them.
 */
async function warmTransferDetails(queryClient: QueryClient, reference: string): Promise<void> {
  const screens = Promise.all([LazySignedInApp.preload(), TransferDetailsScreen.preload()]);
  const [{ transferDetailsQueryOptions }, { paymentInstructionsQueryOptions }] = await Promise.all([
    import('../history/api/get-transfer-details'),
    import('../send/api/get-payment-instructions'),
  ]);
  // Each resolves when its answer is here, whatever it is (a 404 is the page's to show). The e-Transfer's
  // instructions are shown while the transfer is unpaid, what most mailed links are about: asked for
  // beside it rather than after it, so the page is drawn complete.
  await Promise.all([
    screens,
    queryClient.prefetchQuery(transferDetailsQueryOptions(reference)),
    queryClient.prefetchQuery(paymentInstructionsQueryOptions()),
  ]);
}
