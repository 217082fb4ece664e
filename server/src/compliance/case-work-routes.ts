import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { complianceCaseMessages } from '../../../domain/compliance-case-messages';
import { idParamsSchema } from '../../../domain/schemas/common';
import {
  attemptListQuerySchema,
  authorityDecisionSchema,
  caseAssignSchema,
  caseDetailSchema,
  caseNoteSchema,
  complianceSettingsSchema,
  operatorListSchema,
  transferAttemptListSchema,
} from '../../../domain/schemas/compliance-case-work';
import { currentUser } from '../auth/access';
import { requestMeta } from '../auth/routes';
import { notFound } from '../http/errors';
import { pageHeaders } from '../http/paging';
import { countAttempts, listAttempts } from './attempts-list';
import { readCaseDetail } from './case-detail';
import { addCaseNote, assignCase, recordAuthorityDecision } from './case-work';
import { getComplianceSettings, updateComplianceSettings } from './compliance-settings';
import { listOperators } from './operators-list';

/**
 * Case work and the controls around cases (issue 31): a case's history, notes, assignee and the
 * authorities' decision on frozen property; the operators to assign; refused attempts; the
 * refused-attempts rule's setting. Admin only (a second factor within 12 hours), like every
 * /api/admin route: 401 without a session, 403 for a customer.
 */
export async function caseWorkRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/admin/compliance/cases/:id', {
    config: { access: 'admin' },
    schema: { params: idParamsSchema, response: { 200: caseDetailSchema } },
    handler: async (request) => {
      const detail = await readCaseDetail(ctx, request.params.id);
      if (!detail) throw notFound(complianceCaseMessages.caseNotFound);
      return detail;
    },
  });

  api.post('/api/admin/compliance/cases/:id/notes', {
    config: { access: 'admin' },
    schema: { params: idParamsSchema, body: caseNoteSchema, response: { 201: caseDetailSchema } },
    handler: async (request, reply) => {
      const detail = await addCaseNote(ctx, currentUser(request), request.params.id, request.body, requestMeta(request));
      return reply.status(201).send(detail);
    },
  });

  api.post('/api/admin/compliance/cases/:id/assign', {
    config: { access: 'admin' },
    schema: { params: idParamsSchema, body: caseAssignSchema, response: { 200: caseDetailSchema } },
    handler: async (request) => assignCase(ctx, currentUser(request), request.params.id, request.body, requestMeta(request)),
  });

  api.post('/api/admin/compliance/cases/:id/authority-decision', {
    config: { access: 'admin' },
    schema: { params: idParamsSchema, body: authorityDecisionSchema, response: { 200: caseDetailSchema } },
    handler: async (request) => recordAuthorityDecision(ctx, currentUser(request), request.params.id, request.body, requestMeta(request)),
  });

  api.get('/api/admin/compliance/operators', {
    config: { access: 'admin' },
    schema: { response: { 200: operatorListSchema } },
    handler: async () => listOperators(ctx.db),
  });

  api.get('/api/admin/compliance/attempts', {
    config: { access: 'admin' },
    schema: { querystring: attemptListQuerySchema, response: { 200: transferAttemptListSchema } },
    handler: async (request, reply) => {
      const { userId, limit, cursor } = request.query;
      const [page, total] = await Promise.all([listAttempts(ctx.db, { userId }, { limit, cursor }), countAttempts(ctx.db, { userId })]);
      pageHeaders(reply, total, page.nextCursor);
      return page.rows;
    },
  });

  api.get('/api/admin/compliance/settings', {
    config: { access: 'admin' },
    schema: { response: { 200: complianceSettingsSchema } },
    handler: async () => getComplianceSettings(ctx),
  });

  api.put('/api/admin/compliance/settings', {
    config: { access: 'admin' },
    schema: { body: complianceSettingsSchema, response: { 200: complianceSettingsSchema } },
    handler: async (request) => updateComplianceSettings(ctx, currentUser(request), request.body, requestMeta(request)),
  });
}
