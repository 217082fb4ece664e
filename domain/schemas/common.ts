// zod/mini, not zod: the same validation with a tree-shakable API, so the web bundles only the
// parts these schemas use (the full API cost ~26 KB gzipped on the sign-in screen). zod/mini has
// no default messages of its own: every field a person fills in carries its message here, and the
// server loads zod's English messages for the rest (server/src/zod-locale.ts).
import { z } from 'zod/mini';
import { validation } from '../messages';

/** Every error the API answers has this shape (DESIGN.md §5). */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
  requestId: z.optional(z.string()),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

const ID_MESSAGE = 'The id must be a positive whole number';

/** Row ids in paths: plain decimal digits only (not " 1", "1e3" or "0x1F", which Number() accepts). */
export const idParamsSchema = z.object({
  id: z.pipe(z.string({ error: ID_MESSAGE }).check(z.regex(/^[1-9][0-9]{0,14}$/, ID_MESSAGE)), z.transform(Number)),
});

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A whole number in an answer (ids, counts): a number with zod's safe-integer check. */
export const wholeNumberSchema = z.number().check(z.int());

/**
 * True for text without control characters: C0 controls other than tab, newline and carriage
 * return, and DEL. (PostgreSQL cannot store NUL in text at all.)
 */
export function hasNoControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
  }
  return true;
}

/** A string schema's check that refuses control characters, for every free-text field. */
export const plainText = z.refine<string>(hasNoControlCharacters, validation.controlCharacters);
