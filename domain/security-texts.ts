/**
 * Account security (issue 18): sessions, change password, verified email — the answers of its
 * API, the mail it sends and the Security screen's words. Part of the catalogue of messages.ts, in
 * a module of its own that imports nothing (the schemas import it).
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/security-texts';

export const securityMessages = liveSection<(typeof En)['securityMessages']>('security-texts', 'securityMessages');
export const securityTexts = liveSection<(typeof En)['securityTexts']>('security-texts', 'securityTexts');
