import type { z } from 'zod/mini';
import { apiRequest, readJson } from './api-client';

/**
 * One page of a paged list (docs/api.md § Paging): its rows, the next page's cursor, the matching row count.
 */
export interface Page<T> {
  rows: T[];
  nextCursor: string | undefined;
  total: number;
}

/** Query string of the set values only (an empty filter is left out rather than sent empty). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GETs one page of a list and reads the paging headers; the rows are checked against the shared schema. */
export async function fetchPage<S extends z.ZodMiniType<unknown[]>>(
  path: string,
  params: Record<string, string | number | undefined>,
  schema: S,
  signal?: AbortSignal,
): Promise<Page<z.output<S>[number]>> {
  const response = await apiRequest('GET', `${path}${queryString(params)}`, undefined, signal);
  const rows = await readJson(response, schema);
  const total = Number(response.headers.get('X-Total-Count'));
  return {
    rows,
    nextCursor: response.headers.get('X-Next-Cursor') ?? undefined,
    // A missing header (it never is) should not show "NaN": fall back to what was loaded.
    total: Number.isFinite(total) ? total : rows.length,
  };
}
