import type { ScreenTextLoaders } from '../loaders';

/** The en-CA texts of every screen after the first, each its own chunk (see load-texts.ts). */
const loaders: ScreenTextLoaders = {
  'api-messages': () => import('./api-messages'),
  'screen-messages': () => import('./screen-messages'),
  'admin-texts': () => import('./admin-texts'),
  'compliance-texts': () => import('./compliance-texts'),
  'passkey-texts': () => import('./passkey-texts'),
  'second-factor-texts': () => import('./second-factor-texts'),
  'security-texts': () => import('./security-texts'),
  'cancel-texts': () => import('./cancel-texts'),
  'ifsc-texts': () => import('./ifsc-texts'),
  'rate-texts': () => import('./rate-texts'),
  'quote-texts': () => import('./quote-texts'),
  'transfer-details-texts': () => import('./transfer-details-texts'),
  'screening-texts': () => import('./screening-texts'),
  'payout-texts': () => import('./payout-texts'),
};

export default loaders;
