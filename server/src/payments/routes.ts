import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkPaymentResponseSchema,
  monitoringStatusSchema,
  pageQuerySchema,
  providerBalanceSchema,
} from '../../../domain/schemas/admin';
import { bigIdParamsSchema, messageResponseSchema } from '../../../domain/schemas/common';
import {
  acceptPaymentRequestSchema,
  acceptPaymentResponseSchema,
  dismissPaymentRequestSchema,
  paymentReviewListSchema,
} from '../../../domain/schemas/payment-review';
import { pageHeaders } from '../http/paging';
import { currentUser } from '../auth/access';
import { requestMeta } from '../auth/routes';
import { acceptPayment, dismissPayment } from './decide-payment-review';
import { countPaymentReviews, listPaymentReviews } from './list-payment-reviews';
import { checkPayment, monitoringStatus } from './monitor';

/**
 * The admin's view of payments: the monitor's health, the collection account's balance, a manual
 * check, and the e-Transfers that wait for an operator's decision.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/admin/monitoring-status', {
    config: { access: 'admin' },
    schema: { response: { 200: monitoringStatusSchema } },
    handler: async () => monitoringStatus(ctx),
  });

  api.get('/api/admin/apaylo-balance', {
    config: { access: 'admin' },
    schema: { response: { 200: providerBalanceSchema } },
    handler: async () => ctx.payments.collection.balance(),
  });

  api.post('/api/admin/check-payment/:id', {
    config: { access: 'admin' },
    schema: { params: bigIdParamsSchema, response: { 200: checkPaymentResponseSchema } },
    handler: async (request) => checkPayment(ctx, currentUser(request).id, request.params.id),
  });

  api.get('/api/admin/payment-reviews', {
    config: { access: 'admin' },
    schema: { querystring: pageQuerySchema, response: { 200: paymentReviewListSchema } },
    handler: async (request, reply) => {
      const [page, total] = await Promise.all([listPaymentReviews(ctx.db, request.query), countPaymentReviews(ctx.db)]);
      pageHeaders(reply, total, page.nextCursor);
      return page.rows;
    },
  });

  api.post('/api/admin/payment-reviews/:id/accept', {
    config: { access: 'admin' },
    schema: { params: bigIdParamsSchema, body: acceptPaymentRequestSchema, response: { 200: acceptPaymentResponseSchema } },
    handler: async (request) => acceptPayment(ctx, currentUser(request).id, request.params.id, request.body, requestMeta(request)),
  });

  api.post('/api/admin/payment-reviews/:id/dismiss', {
    config: { access: 'admin' },
    schema: { params: bigIdParamsSchema, body: dismissPaymentRequestSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => dismissPayment(ctx, currentUser(request).id, request.params.id, request.body, requestMeta(request)),
  });
}
