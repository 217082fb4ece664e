/** The English (Canada) texts of domain/page-texts.ts: the source every other language translates. */

import { PRODUCT_NAME, TAGLINE } from '../../constants';

const pageTexts = {
  title: `${PRODUCT_NAME} — ${TAGLINE}`,
  description: 'Send Canadian dollars to bank accounts in India. Pay by Interac e-Transfer; your recipient receives rupees.',
  appDescription: `${TAGLINE}. Send Canadian dollars to bank accounts in India, paid by Interac e-Transfer.`,
  // Shown when the app's first texts cannot be fetched (offline before they were ever cached).
  couldNotLoad: `${PRODUCT_NAME} could not load. Check your connection, then reload.`,
  // In the page's <noscript>, beside the other languages': without JavaScript the page cannot choose one.
  needsJavaScript: `${PRODUCT_NAME} needs JavaScript to run.`,
};

export default { pageTexts };
