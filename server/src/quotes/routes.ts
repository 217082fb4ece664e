import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createQuoteRequestSchema, heldQuoteSchema } from '../../../domain/schemas/quote';
import { currentUser } from '../auth/access';
import { holdQuote } from './create-quote';
import { toHeldQuote } from './quote-row';

export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // Any signed-in person who may send: customers, and operators (who can send too).
  api.post('/api/quotes', {
    config: { access: 'user' },
    schema: { body: createQuoteRequestSchema, response: { 200: heldQuoteSchema, 201: heldQuoteSchema } },
    handler: async (request, reply) => {
      const { quote, reused } = await holdQuote(ctx, currentUser(request).id, request.body);
      return reply.status(reused ? 200 : 201).send(toHeldQuote(quote));
    },
  });
}
