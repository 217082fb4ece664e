import { useQuery } from '@tanstack/react-query';
import { reconciliationRunDetailSchema, reconciliationRunListSchema } from '../../../../../domain/schemas/payouts';
import { getQueryFn } from '../../../lib/api-client';

/** The latest daily reconciliation runs, newest first (docs/api.md § GET /api/admin/reconciliation-runs). */
export function useReconciliationRuns() {
  return useQuery({ queryKey: ['/api/admin/reconciliation-runs'], queryFn: getQueryFn({ schema: reconciliationRunListSchema }) });
}

/** One run with its differences, fetched when the operator opens it. */
export function useReconciliationRun(runId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/admin/reconciliation-runs', runId],
    queryFn: getQueryFn({ schema: reconciliationRunDetailSchema }),
    enabled,
  });
}
