import { z } from 'zod/mini';

/** `GET /healthz`: the process answers (docs/api.md § Health). */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** `GET /readyz`: the database answers and every migration of this build is applied. */
export const readyResponseSchema = z.object({ status: z.literal('ready') });
