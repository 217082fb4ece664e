import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MarketRateError, parseValetObservations, parseWiseRates } from '../src/rates/market-rate-sources';

/**
 * Issue 33: the market rate parsers on recorded answers (written from each API's documented JSON:
 * Valet's `GET /valet/observations/FXINRCAD/json`, Wise's `GET /v1/rates?source=CAD&target=INR`).
 */

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/rates/${name}`, import.meta.url), 'utf8'));

describe('parseValetObservations (Bank of Canada, FXINRCAD)', () => {
  it('the newest day with a value, inverted: 27 Nov has no value, 26 Nov’s 0.0156 CAD per rupee is 64.102564 rupees per CAD', () => {
    // The fixture has the week-end of 21–22 Nov missing (no observation at all) and 27 Nov without a value.
    const quote = parseValetObservations(fixture('valet-fxinrcad.json'));
    expect(quote).toEqual({ source: 'bank-of-canada', rate: '64.102564', asOf: new Date('2026-11-26T12:00:00Z') });
  });

  it('takes the newest date whatever the order, and skips empty, zero and malformed values', () => {
    const body = {
      observations: [
        { d: '2026-11-27', FXINRCAD: { v: '' } },
        { d: '2026-11-25', FXINRCAD: { v: '0.0160' } },
        { d: '2026-11-26', FXINRCAD: { v: '0.0000' } },
        { d: '2026-11-28', FXINRCAD: { v: '1e-2' } },
        { d: 'yesterday', FXINRCAD: { v: '0.0150' } },
        { d: '2026-11-24', OTHER: { v: '0.0150' } },
      ],
    };
    expect(parseValetObservations(body)).toMatchObject({ rate: '62.500000', asOf: new Date('2026-11-25T12:00:00Z') });
  });

  it('no usable observation, or not Valet’s shape: a MarketRateError (the last market rate stays)', () => {
    expect(() => parseValetObservations({ observations: [{ d: '2026-11-27', FXINRCAD: {} }] })).toThrow(MarketRateError);
    expect(() => parseValetObservations({ message: 'Series not found' })).toThrow(MarketRateError);
    expect(() => parseValetObservations(null)).toThrow(MarketRateError);
  });
});

describe('parseWiseRates (Wise, CAD→INR)', () => {
  it('the mid-market rate and its time (Wise writes +0000 without a colon)', () => {
    expect(parseWiseRates(fixture('wise-rates-cad-inr.json'))).toEqual({ source: 'wise', rate: '64.061500', asOf: new Date('2026-11-27T15:43:31Z') });
  });

  it('another pair, a rate that is not a positive number, no time, or not a list: a MarketRateError', () => {
    const time = '2026-11-27T15:43:31+0000';
    expect(() => parseWiseRates([{ rate: 0.0156, source: 'INR', target: 'CAD', time }])).toThrow(MarketRateError);
    expect(() => parseWiseRates([{ rate: '64.06', source: 'CAD', target: 'INR', time }])).toThrow(MarketRateError);
    expect(() => parseWiseRates([{ rate: -1, source: 'CAD', target: 'INR', time }])).toThrow(MarketRateError);
    expect(() => parseWiseRates([{ rate: 64.06, source: 'CAD', target: 'INR' }])).toThrow(MarketRateError);
    expect(() => parseWiseRates({ errors: [{ code: 'unauthorized' }] })).toThrow(MarketRateError);
  });
});
