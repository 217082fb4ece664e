import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exchangeRateResponseSchema } from '../../../domain/schemas/transfer';

export async function rateRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/exchange-rates', {
    config: { access: 'public' },
    schema: { response: { 200: exchangeRateResponseSchema } },
    // A number on the wire (docs/api.md § Exchange rate); 6 decimals at most, which a double carries exactly.
    handler: async () => ({ rate: Number(await app.ctx.publicRate.get()) }),
  });
}
