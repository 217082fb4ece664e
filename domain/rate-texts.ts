/**
 * Rate history and rate alerts (issue 20): the send screen's 90-day chart and its summary for
 * screen readers, Profile → Rate alerts, and the rate history and rate-alert API answers. A module of its own that
 * imports nothing (the rate-alert schema imports it).
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/rate-texts';

export const rateHistoryTexts = liveSection<(typeof En)['rateHistoryTexts']>('rate-texts', 'rateHistoryTexts');
export const rateAlertTexts = liveSection<(typeof En)['rateAlertTexts']>('rate-texts', 'rateAlertTexts');
export const rateMessages = liveSection<(typeof En)['rateMessages']>('rate-texts', 'rateMessages');
