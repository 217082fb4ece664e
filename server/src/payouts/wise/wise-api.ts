import { AmbiguousPayoutError } from '../rail';
import type { WiseSettings } from './wise-config';

/**
 * Wise's HTTP API as the rail calls it: Node's fetch (undici) with a personal or business API
 * token (`Authorization: Bearer`, https://docs.wise.com/api-reference — Authentication), JSON both
 * ways, a time limit on every call. What an answer means for money:
 * - 2xx: done, the JSON body is the resource;
 * - 4xx: Wise refused and did nothing (bad details, insufficient funds, a bad token): WiseApiError,
 *   never retried blindly;
 * - a timeout, a dropped connection or a 5xx: Wise may have acted: AmbiguousPayoutError, resolved by
 *   reading back (or repeating a call that is idempotent by its customerTransactionId).
 */

export const WISE_TIMEOUT_MS = 15_000;

/** Wise refused the request (4xx): nothing was created or moved. */
export class WiseApiError extends Error {
  override name = 'WiseApiError';
  constructor(
    readonly status: number,
    readonly path: string,
    /** Wise's error codes, when the body lists them ({"errors":[{"code":…}]}). */
    readonly codes: string[],
    detail: string,
  ) {
    super(`Wise refused ${path}: HTTP ${status}${codes.length > 0 ? ` (${codes.join(', ')})` : ''}${detail ? `: ${detail}` : ''}`);
  }
}

export interface WiseApiOptions {
  settings: WiseSettings;
  timeoutMs?: number;
}

function errorCodes(body: unknown): { codes: string[]; detail: string } {
  if (typeof body !== 'object' || body === null) return { codes: [], detail: '' };
  const record = body as { errors?: unknown; error?: unknown; message?: unknown; code?: unknown };
  const codes: string[] = [];
  if (Array.isArray(record.errors)) {
    for (const error of record.errors as { code?: unknown }[]) if (typeof error?.code === 'string') codes.push(error.code);
  }
  if (typeof record.code === 'string') codes.push(record.code);
  if (typeof record.error === 'string') codes.push(record.error);
  const detail = typeof record.message === 'string' ? record.message.slice(0, 200) : '';
  return { codes, detail };
}

export class WiseApi {
  private readonly timeoutMs: number;

  constructor(private readonly options: WiseApiOptions) {
    this.timeoutMs = options.timeoutMs ?? WISE_TIMEOUT_MS;
  }

  get profileId(): string {
    return this.options.settings.profileId;
  }

  get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path, undefined);
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.call<T>('POST', path, body);
  }

  /** Wise's state changes without a body (cancel a transfer). */
  put<T>(path: string): Promise<T> {
    return this.call<T>('PUT', path, undefined);
  }

  /** GET that answers null for a 404 (a transfer or account Wise does not know). */
  async find<T>(path: string): Promise<T | null> {
    try {
      return await this.get<T>(path);
    } catch (error) {
      if (error instanceof WiseApiError && error.status === 404) return null;
      throw error;
    }
  }

  private async call<T>(method: string, path: string, body: unknown): Promise<T> {
    const { apiUrl, apiToken } = this.options.settings;
    let response: Response;
    let text: string;
    try {
      response = await fetch(apiUrl + path, {
        method,
        headers: {
          authorization: `Bearer ${apiToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // Sent or not, we cannot tell: a timeout, a reset, a DNS failure mid-way.
      throw new AmbiguousPayoutError(`Wise did not answer ${method} ${path}: ${(error as Error).message}`, { cause: error });
    }
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    if (response.status >= 500) throw new AmbiguousPayoutError(`Wise answered ${method} ${path} with HTTP ${response.status}`);
    if (response.status >= 400) {
      const { codes, detail } = errorCodes(parsed);
      throw new WiseApiError(response.status, path, codes, detail);
    }
    if (parsed === undefined && text) throw new AmbiguousPayoutError(`Wise answered ${method} ${path} with a body that is not JSON`);
    return parsed as T;
  }
}
