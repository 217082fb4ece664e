import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transferKeyParamsSchema } from '../../../domain/schemas/transfer';
import { currentUser } from '../auth/access';
import { makeReceipt } from './make-receipt';

/** A customer's receipt of their own transfer (issue 20): a one-page PDF, downloaded. */
export async function receiptRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/transfers/:id/receipt', {
    config: { access: 'user' },
    schema: { params: transferKeyParamsSchema },
    handler: async (request, reply) => {
      const receipt = await makeReceipt(ctx, currentUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${receipt.fileName}"`)
        .header('Content-Language', receipt.locale)
        .send(receipt.pdf);
    },
  });
}
