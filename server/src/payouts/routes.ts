import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMessages } from '../../../domain/messages';
import { bigIdParamsSchema } from '../../../domain/schemas/common';
import {
  payoutActionResponseSchema,
  payoutListSchema,
  payoutRefundRequestSchema,
  reconciliationRunDetailSchema,
  reconciliationRunListSchema,
} from '../../../domain/schemas/payouts';
import { adminTransferSchema } from '../../../domain/schemas/admin';
import { changeTransferStatus } from '../admin/change-status';
import { currentUser } from '../auth/access';
import { requestMeta } from '../auth/routes';
import { notFound } from '../http/errors';
import { clearPayout, listPayouts, payoutResponse, retryPayout } from './operator-actions';
import { listReconciliationRuns, reconciliationRunDetail, runResponse } from './reconcile';

/** The payout desk (issue 33; docs/api.md § Admin: payouts): attempts, retry, pay anyway, reconciliation runs. */
export async function payoutRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/admin/transfers/:id/payouts', {
    config: { access: 'admin' },
    schema: { params: bigIdParamsSchema, response: { 200: payoutListSchema } },
    handler: async (request) => listPayouts(ctx, request.params.id),
  });

  api.post('/api/admin/transfers/:id/payout-retry', {
    config: { access: 'admin' },
    schema: { params: bigIdParamsSchema, response: { 200: payoutActionResponseSchema } },
    handler: async (request) => {
      const payout = await retryPayout(ctx, currentUser(request), request.params.id, requestMeta(request));
      return { message: adminMessages.payoutRetried(payout.attempt), payout: payoutResponse(payout) };
    },
  });

  api.post('/api/admin/transfers/:id/payout-clear', {
    config: { access: 'admin' },
    schema: { params: bigIdParamsSchema, response: { 200: payoutActionResponseSchema } },
    handler: async (request) => {
      const payout = await clearPayout(ctx, currentUser(request), request.params.id, requestMeta(request));
      return { message: adminMessages.payoutCleared, payout: payoutResponse(payout) };
    },
  });

  // The refund of an approved transfer whose payout did not pay: approved → rejected (PATCH never makes that move).
  api.post('/api/admin/transfers/:id/payout-refund', {
    config: { access: 'admin' },
    schema: { params: bigIdParamsSchema, body: payoutRefundRequestSchema, response: { 200: adminTransferSchema } },
    handler: async (request) =>
      changeTransferStatus(ctx, currentUser(request), { transferId: request.params.id, to: 'rejected', reason: request.body.reason, refund: true }, requestMeta(request)),
  });

  api.get('/api/admin/reconciliation-runs', {
    config: { access: 'admin' },
    schema: { response: { 200: reconciliationRunListSchema } },
    handler: async () => (await listReconciliationRuns(ctx)).map(runResponse),
  });

  api.get('/api/admin/reconciliation-runs/:id', {
    config: { access: 'admin' },
    schema: { params: bigIdParamsSchema, response: { 200: reconciliationRunDetailSchema } },
    handler: async (request) => {
      const detail = await reconciliationRunDetail(ctx, request.params.id);
      if (!detail) throw notFound(adminMessages.reconciliationRunNotFound);
      return detail;
    },
  });
}
