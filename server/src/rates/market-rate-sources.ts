import { invertRate, MID_SCALE, type MarketRateSource } from '../../../domain/market-rate';
import { compareDecimal, isDecimalString, numberToDecimal, roundDecimal } from '../../../domain/money';
import type { Config } from '../config';

/** A market rate as a source published it: INR per 1 CAD (6 decimals) and the moment it stands for. */
export interface MarketQuote {
  source: MarketRateSource;
  rate: string;
  asOf: Date;
}

/** A source answered something we cannot use: the last market rate stays, and the run is logged. */
export class MarketRateError extends Error {
  override name = 'MarketRateError';
}

/** Valet's daily series of CAD per 1 INR (the Bank of Canada's indicative rate, one value per business day). */
export const VALET_SERIES = 'FXINRCAD';
/** A source that does not answer in this long is treated as down for this run. */
export const FETCH_TIMEOUT_MS = 10_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A date of Valet's (YYYY-MM-DD, Ottawa's business day): its rates are published at 16:30 Eastern; noon UTC stands for the day. */
function valetDay(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The newest usable observation of Valet's `GET /valet/observations/FXINRCAD/json` answer
 * (`{ terms, seriesDetail, observations: [{ d, FXINRCAD: { v } }] }`, oldest first). Days the Bank
 * publishes nothing (week-ends, holidays) are simply absent; an observation without a value (or
 * with an empty or non-numeric one) is skipped, so the newest day that has one wins. The series is
 * CAD per 1 INR, so the market CAD→INR is its inverse.
 */
export function parseValetObservations(body: unknown): MarketQuote {
  if (!isRecord(body) || !Array.isArray(body.observations)) throw new MarketRateError('Valet answered without observations');
  let newest: { day: Date; value: string } | undefined;
  for (const observation of body.observations) {
    if (!isRecord(observation)) continue;
    const day = valetDay(observation.d);
    const series = observation[VALET_SERIES];
    const value = isRecord(series) && typeof series.v === 'string' ? series.v.trim() : undefined;
    if (!day || value === undefined || !isDecimalString(value) || compareDecimal(value, '0') <= 0) continue;
    if (!newest || day > newest.day) newest = { day, value };
  }
  if (!newest) throw new MarketRateError(`Valet answered no usable ${VALET_SERIES} observation`);
  return { source: 'bank-of-canada', rate: invertRate(newest.value), asOf: newest.day };
}

/** Wise's time stamps look like 2018-08-31T10:43:31+0000 (no colon in the offset). */
function wiseTime(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Wise's `GET /v1/rates?source=CAD&target=INR` answer: `[{ rate, source, target, time }]`, the mid-market rate. */
export function parseWiseRates(body: unknown): MarketQuote {
  if (!Array.isArray(body)) throw new MarketRateError('Wise answered something other than a list of rates');
  const entry = body.find((item) => isRecord(item) && item.source === 'CAD' && item.target === 'INR');
  if (!isRecord(entry) || typeof entry.rate !== 'number' || !(entry.rate > 0)) throw new MarketRateError('Wise answered no CAD→INR rate');
  const asOf = wiseTime(entry.time);
  if (!asOf) throw new MarketRateError('Wise answered a rate without a readable time');
  return { source: 'wise', rate: roundDecimal(numberToDecimal(entry.rate), MID_SCALE), asOf };
}

type Fetch = typeof fetch;

async function getJson(fetcher: Fetch, url: string, headers: Record<string, string>, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new MarketRateError(`${url} did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new MarketRateError(`${url} answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new MarketRateError(`${url} answered something other than JSON`);
  }
}

/** Fetches the market rate from the configured source (never `manual`). */
export async function fetchMarketRate(rates: Config['rates'], fetcher: Fetch = fetch, timeoutMs = FETCH_TIMEOUT_MS): Promise<MarketQuote> {
  if (rates.source === 'bank-of-canada') {
    // The last two weeks: enough to step over a long holiday, small enough to read at once.
    return parseValetObservations(await getJson(fetcher, `${rates.bankOfCanadaUrl}/observations/${VALET_SERIES}/json?recent=10`, {}, timeoutMs));
  }
  if (rates.source === 'wise') {
    if (!rates.wiseApiToken) throw new MarketRateError('WISE_API_TOKEN is not set');
    return parseWiseRates(await getJson(fetcher, `${rates.wiseApiUrl}/v1/rates?source=CAD&target=INR`, { authorization: `Bearer ${rates.wiseApiToken}` }, timeoutMs));
  }
  throw new MarketRateError('RATE_SOURCE is manual: there is no market rate to fetch');
}
