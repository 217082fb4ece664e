import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { closeCaseSchema, complianceCaseListSchema, complianceCaseSchema, flagSchema } from '../../../domain/schemas/compliance';
import { caseListQuerySchema } from '../../../domain/schemas/compliance-cases';
import { idParamsSchema } from '../../../domain/schemas/common';
import { businessDate } from '../../../domain/business-date';
import { currentUser } from '../auth/access';
import { requestMeta } from '../auth/routes';
import { pageHeaders } from '../http/paging';
import { closeCase } from './case-close';
import { flagSuspicious } from './case-flag';
import { countCases, listCases } from './case-list';

/** Report cases (issue 17): list, flag (opens an str case), close. Admin only: 401 without a session, 403 for a customer. */
export async function caseRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/admin/compliance/cases', {
    config: { access: 'admin' },
    schema: { querystring: caseListQuerySchema, response: { 200: complianceCaseListSchema } },
    handler: async (request, reply) => {
      const { status, kind, frozen, limit, cursor } = request.query;
      const today = businessDate(ctx.clock.now(), ctx.config.businessTimeZone);
      const filter = { status, kind, frozen };
      const [page, total] = await Promise.all([listCases(ctx.db, filter, { limit, cursor }, today), countCases(ctx.db, filter)]);
      pageHeaders(reply, total, page.nextCursor);
      return page.rows;
    },
  });

  api.post('/api/admin/compliance/cases', {
    config: { access: 'admin' },
    schema: { body: flagSchema, response: { 201: complianceCaseSchema } },
    handler: async (request, reply) => {
      const opened = await flagSuspicious(ctx, currentUser(request), request.body, requestMeta(request));
      return reply.status(201).send(opened);
    },
  });

  api.post('/api/admin/compliance/cases/:id/close', {
    config: { access: 'admin' },
    schema: { params: idParamsSchema, body: closeCaseSchema, response: { 200: complianceCaseSchema } },
    handler: async (request) => closeCase(ctx, currentUser(request), request.params.id, request.body, requestMeta(request)),
  });
}
