/**
 * Passkeys (WebAuthn, issue 18): the API's answers, the mail and the screens' words. A catalogue
 * of its own that imports nothing, so the sign-in entry bundle carries none of it.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/passkey-texts';

export const passkeyMessages = liveSection<(typeof En)['passkeyMessages']>('passkey-texts', 'passkeyMessages');
export const passkeyTexts = liveSection<(typeof En)['passkeyTexts']>('passkey-texts', 'passkeyTexts');
