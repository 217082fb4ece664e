import { z } from 'zod/mini';
import { ifscCodeSchema } from './recipient';

/** GET /api/ifsc/:code (issue 20): the code as the recipient form takes it (any case; 400 with its message otherwise). */
export const ifscParamsSchema = z.object({ code: ifscCodeSchema });

/**
 * What the server's offline IFSC data says of a code. The bank always; branch, city and state only
 * when the data has them (the shipped data has bank names only: server/src/ifsc/ifsc-directory.ts).
 */
export const ifscBankSchema = z.object({
  bank: z.string(),
  branch: z.optional(z.string()),
  city: z.optional(z.string()),
  state: z.optional(z.string()),
});
export type IfscBank = z.infer<typeof ifscBankSchema>;
