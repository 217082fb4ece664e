import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordsExportQuerySchema } from '../../../domain/schemas/compliance-cases';
import { XLSX_CONTENT_TYPE } from '../http/spreadsheet';
import { currentUser } from '../auth/access';
import { requestMeta } from '../auth/routes';
import { startRecordsExport } from './records-export';

/** The compliance records export (issue 17). Admin only. */
export async function recordsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/admin/compliance/export', {
    config: { access: 'admin' },
    schema: { querystring: recordsExportQuerySchema },
    handler: async (request, reply) => {
      const started = await startRecordsExport(ctx, currentUser(request), request.query, requestMeta(request));
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="${started.fileName}"`)
        .send(started.stream);
    },
  });
}
