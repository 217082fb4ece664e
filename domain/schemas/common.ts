import { z } from 'zod';
import { validation } from '../messages';

/** Every error the API answers has this shape (DESIGN.md §5). */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

const ID_MESSAGE = 'The id must be a positive whole number';

/** Row ids in paths: plain decimal digits only (not " 1", "1e3" or "0x1F", which Number() accepts). */
export const idParamsSchema = z.object({
  id: z
    .string({ error: ID_MESSAGE })
    .regex(/^[1-9][0-9]{0,14}$/, ID_MESSAGE)
    .transform(Number),
});

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

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

/** A string schema's refinement that refuses control characters, for every free-text field. */
export const plainText = [hasNoControlCharacters, validation.controlCharacters] as const;
