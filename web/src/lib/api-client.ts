import { currentLocale } from '../../../domain/texts/current-locale';
import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { ErrorResponse } from '../../../domain/schemas/common';
import { takeEarlyAnswer } from './early-answers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK answer of the API (docs/product.md § Messages and errors): its message is "<status>: <body text or
 * status text>". The status, the server's own message and its per-field messages are kept for the screens.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The `message` of the JSON error body, when there is one. */
  readonly serverMessage: string | undefined;
  /** Field → message, when the server named the fields at fault. */
  readonly fieldErrors: Record<string, string> | undefined;
  /** The machine-readable `code` of the answer, when it has one (e.g. second_factor_required). */
  readonly code: string | undefined;

  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    const body = parseErrorBody(bodyText);
    this.serverMessage = body?.message;
    this.fieldErrors = body?.errors;
    this.code = body?.code;
  }
}

/**
 * The error body of docs/api.md § Errors ({ message, errors? }), checked by hand rather than with
 * errorResponseSchema so that zod stays out of the entry bundle (and errors are readable even if
 * the schema chunk could not be loaded).
 */
function parseErrorBody(text: string): (Pick<ErrorResponse, 'message' | 'errors'> & { code?: string }) | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const { message, errors, code } = json as Record<string, unknown>;
  if (typeof message !== 'string') return undefined;
  const fieldErrors: Record<string, string> = {};
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, text] of Object.entries(errors)) if (typeof text === 'string') fieldErrors[field] = text;
  }
  return { message, errors: Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined, ...(typeof code === 'string' ? { code } : {}) };
}

/** The server's message of a failed call, if it gave one a person can read. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/**
 * No answer at all: fetch() rejects with a TypeError when the network is down (and so does the
 * import() of a screen's code that could not be downloaded).
 */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Throws an ApiError for a non-OK answer (also for calls that do not go through apiRequest, e.g. an upload). */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new ApiError(response.status, text);
}

/**
 * Every call of the app goes through here: cookies always sent, a JSON body only when there is a
 * payload, and a non-OK answer thrown as an ApiError.
 */
/** JSON, in the app's language: the server answers its messages in the language the screen shows (issue 19). */
function jsonHeaders(): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': currentLocale() };
}

export async function apiRequest(method: HttpMethod, url: string, data?: unknown, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    signal,
    headers: data !== undefined ? { 'Content-Type': 'application/json', ...jsonHeaders() } : jsonHeaders(),
    body: data !== undefined ? JSON.stringify(data) : undefined,
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * apiRequest for a call whose answer the screen does not use (it refetches instead). The body is
 * still read: one never read leaves the request loading in the browser.
 */
export async function apiSend(method: HttpMethod, url: string, data?: unknown): Promise<void> {
  await (await apiRequest(method, url, data)).text();
}

/** Reads a successful answer as JSON and checks it against the shared schema, so types do not lie. */
export async function readJson<S extends z.ZodMiniType>(response: Response, schema: S): Promise<z.output<S>> {
  return schema.parse(await response.json());
}

/** apiRequest + readJson. */
export async function apiJson<S extends z.ZodMiniType>(
  method: HttpMethod,
  url: string,
  schema: S,
  data?: unknown,
): Promise<z.output<S>> {
  return readJson(await apiRequest(method, url, data), schema);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

interface QueryFnOptions<S extends z.ZodMiniType | undefined> {
  /** What a 401 answer yields: null ('returnNull') or an error ('throw', the default). */
  on401?: UnauthorizedBehavior;
  /** Schema of the answer; without one the JSON is returned unchecked (as unknown). */
  schema?: S;
}

type QueryResult<S> = S extends z.ZodMiniType ? z.output<S> : unknown;

/** A GET of the query key joined with "/" as the URL (e.g. ['/api/recipients'] or ['/api/recipients', 7]). */
export function getQueryFn<S extends z.ZodMiniType | undefined = undefined>(
  options: QueryFnOptions<S> & { on401: 'returnNull' },
): QueryFunction<QueryResult<S> | null>;
export function getQueryFn<S extends z.ZodMiniType | undefined = undefined>(
  options?: QueryFnOptions<S>,
): QueryFunction<QueryResult<S>>;
export function getQueryFn<S extends z.ZodMiniType | undefined>({
  on401 = 'throw',
  schema,
}: QueryFnOptions<S> = {}): QueryFunction<unknown> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.join('/');
    const response = await (takeEarlyAnswer(url, currentLocale()) ?? fetch(url, { credentials: 'include', headers: jsonHeaders(), signal }));
    if (on401 === 'returnNull' && response.status === 401) {
      // Read even though unused: a body never read leaves the request loading in the browser.
      await response.text();
      return null;
    }
    await throwIfNotOk(response);
    const json: unknown = await response.json();
    return schema ? schema.parse(json) : json;
  };
}
