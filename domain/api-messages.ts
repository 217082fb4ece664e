/**
 * The API's answers a person may read, and the operators' and probes' messages, in the current
 * language: apart from messages.ts so that the sign-in screen, which never shows them, does not load
 * them. The English texts are in texts/en-CA/api-messages.ts.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/api-messages';

/** Answers of the API that a person may read. */
export const apiMessages = liveSection<(typeof En)['apiMessages']>('api-messages', 'apiMessages');
/** Answers of GET /readyz, for operators and load balancers: which check failed. */
export const healthMessages = liveSection<(typeof En)['healthMessages']>('api-messages', 'healthMessages');
/** Admin back office: validation messages of its requests and answers of its API. */
export const adminMessages = liveSection<(typeof En)['adminMessages']>('api-messages', 'adminMessages');
