import type { WebTextModule } from '../../../domain/texts/loaders';

/**
 * The texts every signed-in screen may show (the customer's screens, the Profile screens, the email
 * banner, the second factor's and passkeys' cards), loaded with the signed-in app; the admin desk
 * loads its own (screens.ts). Apart from signed-in-app.ts so the build can read it without React
 * (scripts/transfer-link-preload.ts names them for a mailed link).
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

/** A transfer's details page's own texts (app/transfer-screens.ts). */
export const TRANSFER_DETAILS_TEXTS: readonly WebTextModule[] = ['transfer-details-texts'];
