import { z } from 'zod/mini';
import { apiMessages } from '../messages';
import { TRANSFER_STATUSES, type TransferStatus } from '../transfer-status';

/**
 * Query parameters of the paged lists, the customer's history and the admin lists alike
 * (docs/api.md § Paging, decision 004): `limit`, an opaque `cursor`, and the status filter.
 */

/** The most rows one page may ask for, in every list. */
export const PAGE_MAX = 500;

/**
 * Query parameters arrive as text; an empty one (`?fromDate=`) counts as absent. zod/mini has no
 * preprocess: a transform piped into the schema does the same, and the outer optional gives the
 * type what preprocess's had, a key that may be left out (at run time it changes nothing).
 */
export const optionalParam = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === '' ? undefined : value)),
      z.optional(schema),
    ),
  );

/** `status`: one of the five, or `all` (= no filter). A repeated parameter arrives as an array and is refused. */
export const statusParam = z.pipe(
  z.enum([...TRANSFER_STATUSES, 'all'], { error: () => apiMessages.statusFilterInvalid }),
  z.transform((value: TransferStatus | 'all') => (value === 'all' ? undefined : value)),
);

const limitParam = z
  .pipe(
    z.string({ error: () => apiMessages.limitInvalid }).check(z.regex(/^\d{1,3}$/, { error: () => apiMessages.limitInvalid })),
    z.transform(Number),
  )
  .check(z.refine((value) => value >= 1 && value <= PAGE_MAX, { error: () => apiMessages.limitInvalid }));

/** Opaque to clients: the server's keyset position, base64url. */
const cursorParam = z
  .string({ error: () => apiMessages.cursorInvalid })
  .check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, { error: () => apiMessages.cursorInvalid }));

/** `?limit&cursor` with the list's own default page size (X-Next-Cursor, X-Total-Count answer them). */
export function pageQuery(defaultLimit: number) {
  return z.object({
    limit: z.pipe(
      optionalParam(limitParam),
      z.transform((value: number | undefined) => value ?? defaultLimit),
    ),
    cursor: optionalParam(cursorParam),
  });
}
