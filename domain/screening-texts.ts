/**
 * Sanctions screening on the operators' Compliance screen (issue 31): the list's version and its
 * re-screen's progress, and the box where an operator tests a name; and the test call's validation
 * messages. A module of its own that imports nothing (the screening schema imports it).
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/screening-texts';

export const screeningTexts = liveSection<(typeof En)['screeningTexts']>('screening-texts', 'screeningTexts');
export const screeningValidation = liveSection<(typeof En)['screeningValidation']>('screening-texts', 'screeningValidation');
