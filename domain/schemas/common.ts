import { z } from 'zod';

/** Every error the API answers has this shape (DESIGN.md §5). */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Row ids in paths: positive integers written in decimal. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The id must be a positive whole number' })
    .int('The id must be a positive whole number')
    .positive('The id must be a positive whole number')
    .max(Number.MAX_SAFE_INTEGER, 'The id must be a positive whole number'),
});

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
