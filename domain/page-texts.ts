/**
 * What the page says before the app runs and what the installed app is called: index.html's title
 * and description, the web app manifest's (issue 19), and the message shown when the app cannot
 * load. Read at build time only (scripts/localized-head.ts writes them into index.html and one
 * manifest per language); the web app never loads this module.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/page-texts';

export const pageTexts = liveSection<(typeof En)['pageTexts']>('page-texts', 'pageTexts');
