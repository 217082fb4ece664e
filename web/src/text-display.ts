import { showTextsAs } from '../../domain/texts/catalogue';

/**
 * "e-Transfer" never breaks at its hyphen on a screen (issue 34: "Interac e-" at a line's end,
 * "Transfer" on the next): every text the app shows writes it with U+2011 NON-BREAKING HYPHEN,
 * which looks the same — in a value a text carries too (an operator's reason shown in a sentence).
 * Imported first by main.tsx, before any text is loaded.
 */
const NON_BREAKING_HYPHEN = '\u2011';

showTextsAs((text) => text.replaceAll('e-Transfer', `e${NON_BREAKING_HYPHEN}Transfer`));
