import { withTexts } from '../../../domain/texts/load-texts';
import { lazyComponent } from '../lib/lazy-component';
import { SIGNED_IN_TEXTS } from './signed-in-texts';

/** The signed-in app's frame (shell, navigation, routes) with the texts every signed-in screen may show. */
export const LazySignedInApp = lazyComponent(
  withTexts(SIGNED_IN_TEXTS, () => import('./SignedInApp')),
  (module) => module.SignedInApp,
);
