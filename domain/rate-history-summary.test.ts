import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { summarizeRateHistory } from './rate-history-summary';
import { readLocaleWith } from './texts/current-locale';

function inLocale(locale: Locale) {
  readLocaleWith(() => locale);
}

afterEach(() => readLocaleWith(() => DEFAULT_LOCALE));

const day = (date: string, rate: string) => ({ date, rate });

describe('the rate chart in words (issue 34 item 7)', () => {
  it('says "steady at" when every day reads the same, in each language', () => {
    const points = [day('2026-09-01', '64.25'), day('2026-10-01', '64.2500'), day('2026-11-27', '64.25')];
    const expected: Record<Locale, string> = {
      'en-CA': 'Over the last 90 days 1 CAD was steady at 64.25 INR.',
      'fr-CA': 'Au cours des 90 derniers jours, 1 CAD est resté stable à 64,25 INR.',
      'hi-IN': 'पिछले 90 दिनों में 1 CAD का मूल्य 64.25 INR पर स्थिर रहा।',
    };
    for (const [locale, caption] of Object.entries(expected) as Array<[Locale, string]>) {
      inLocale(locale);
      expect(summarizeRateHistory(points, 90)?.caption).toBe(caption);
    }
  });

  it('gives the range when the rate moved, compared as decimals (64.3 above 64.25, 9.5 below 10)', () => {
    const summary = summarizeRateHistory([day('2026-09-01', '64.3'), day('2026-10-01', '64.25'), day('2026-11-27', '64.28')], 90);
    expect(summary).toMatchObject({ lowRate: '64.25', highRate: '64.3', low: '64.25', high: '64.30', today: '64.28' });
    expect(summary?.caption).toBe('Over the last 90 days 1 CAD was between 64.25 and 64.30 INR; today 64.28 INR.');
    expect(summarizeRateHistory([day('2026-11-26', '10'), day('2026-11-27', '9.5')], 30)).toMatchObject({ lowRate: '9.5', highRate: '10' });
  });

  it('says one day so far with a single point, and nothing with none', () => {
    expect(summarizeRateHistory([day('2026-11-27', '63')], 90)?.caption).toBe('Today 1 CAD = 63.00 INR. Earlier days will show here as the rate changes.');
    expect(summarizeRateHistory([], 90)).toBeUndefined();
  });
});
