import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ifscMessages } from '../../../domain/ifsc-texts';
import { ifscBankSchema, ifscParamsSchema } from '../../../domain/schemas/ifsc';
import { notFound } from '../http/errors';
import { lookupIfsc } from './ifsc-directory';

/**
 * The answer changes only with a release (new IFSC data), so the browser keeps it a day, for this
 * signed-in person only; the 404 too (the form then asks for the bank name). Its message is in the
 * request's language, hence Vary.
 */
const IFSC_CACHE_CONTROL = 'private, max-age=86400';

export async function ifscRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/ifsc/:code', {
    config: { access: 'user' },
    schema: { params: ifscParamsSchema, response: { 200: ifscBankSchema } },
    handler: async (request, reply) => {
      void reply.header('Cache-Control', IFSC_CACHE_CONTROL).header('Vary', 'Accept-Language');
      const bank = await lookupIfsc(request.params.code);
      if (!bank) throw notFound(ifscMessages.unknown);
      return bank;
    },
  });
}
