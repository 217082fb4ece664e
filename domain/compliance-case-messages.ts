/**
 * Answers of the compliance case, records-export and account-closing calls (issue 17), part of the
 * one catalogue (messages.ts); a module of its own so that screens which never show them do not load them.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/compliance-case-messages';

export const complianceCaseMessages = liveSection<(typeof En)['complianceCaseMessages']>('compliance-case-messages', 'complianceCaseMessages');
