import type { WebTextModule } from '../../../domain/texts/loaders';
import { withTexts } from '../../../domain/texts/load-texts';
import { lazyComponent } from '../lib/lazy-component';

/**
 * The texts every signed-in screen may show (the customer's screens, the Profile screens, the email
 * banner, the second factor's and passkeys' cards), loaded with the signed-in app; the admin desk
 * loads its own (screens.ts).
 */
export const SIGNED_IN_TEXTS: readonly WebTextModule[] = [
  'api-messages',
  'screen-messages',
  'compliance-texts',
  'security-texts',
  'passkey-texts',
  'second-factor-texts',
  'cancel-texts',
  'ifsc-texts',
];

/** The signed-in app's frame (shell, navigation, routes) with the texts every signed-in screen may show. */
export const LazySignedInApp = lazyComponent(
  withTexts(SIGNED_IN_TEXTS, () => import('./SignedInApp')),
  (module) => module.SignedInApp,
);
