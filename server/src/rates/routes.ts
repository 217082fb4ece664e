import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rateHistoryQuerySchema, rateHistorySchema } from '../../../domain/schemas/rate-history';
import { exchangeRateResponseSchema, type ExchangeRateResponse } from '../../../domain/schemas/transfer';
import { arrivalIfPaidToday } from '../transfers/arrival-if-paid-today';

export async function rateRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/exchange-rates', {
    config: { access: 'public' },
    schema: { response: { 200: exchangeRateResponseSchema } },
    // Numbers on the wire (docs/api.md § Exchange rate); 6 decimals at most, which a double carries exactly.
    handler: async () => {
      const current = await app.ctx.publicRate.details();
      return {
        rate: Number(current.rate),
        midRate: current.midRate === null ? null : Number(current.midRate),
        midSource: current.midSource as ExchangeRateResponse['midSource'],
        midAsOf: current.midAsOf?.toISOString() ?? null,
        arrivalIfPaidToday: arrivalIfPaidToday(app.ctx),
      };
    },
  });

  // Public and cached like the rate (issue 20): the send screen's chart of the last 90 days.
  api.get('/api/exchange-rates/history', {
    config: { access: 'public' },
    schema: { querystring: rateHistoryQuerySchema, response: { 200: rateHistorySchema } },
    handler: async (request) => app.ctx.publicRateHistory.get(request.query.days),
  });
}
