import type { Locale } from '../locale';

/** A text for each plural category a language uses (CLDR): `other` always; `one`, `many` where the language has them. */
export interface PluralTexts {
  one?: string;
  many?: string;
  other: string;
}

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * The form of a counted text the language's own rules choose (Intl.PluralRules): French says
 * "0 transfert" and "1,5 million de …", Hindi "0 and 1" alike — never an English `count === 1`.
 */
export function plural(locale: Locale, count: number, texts: PluralTexts): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  const category = rule.select(count);
  return (category === 'one' ? texts.one : category === 'many' ? texts.many : undefined) ?? texts.other;
}
