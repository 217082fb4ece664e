import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthorityDecision } from '../../../../../domain/schemas/compliance';
import { caseDetailSchema, operatorListSchema } from '../../../../../domain/schemas/compliance-case-work';
import { apiJson, apiSend } from '../../../lib/api-client';
import { adminTransfersQueryKey } from '../../api/get-admin-transfers';
import { casesQueryKey } from './cases';

/** A case with its history (issue 31), read when its "History and notes" is opened. */
const caseDetailKey = (id: number) => [...casesQueryKey, 'detail', id] as const;

export function useCaseDetail(id: number, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: caseDetailKey(id), queryFn: () => apiJson('GET', `/api/admin/compliance/cases/${id}`, caseDetailSchema), enabled }),
  );
}

/** Who a case can be assigned to. */
export function useOperators(enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: ['/api/admin/compliance/operators'], queryFn: () => apiJson('GET', '/api/admin/compliance/operators', operatorListSchema), enabled }),
  );
}

/** After any change to a case: its history, the lists (assignee, status), and the transfers (a freeze lifted). */
function useRefetchCases() {
  const queryClient = useQueryClient();
  return () => Promise.all([casesQueryKey, adminTransfersQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useAddCaseNote(id: number) {
  const refetch = useRefetchCases();
  return useMutation({ mutationFn: (text: string) => apiSend('POST', `/api/admin/compliance/cases/${id}/notes`, { text }), onSettled: refetch });
}

export function useAssignCase(id: number) {
  const refetch = useRefetchCases();
  return useMutation({ mutationFn: (userId: number | null) => apiSend('POST', `/api/admin/compliance/cases/${id}/assign`, { userId }), onSettled: refetch });
}

export function useRecordAuthorityDecision(id: number) {
  const refetch = useRefetchCases();
  return useMutation({
    mutationFn: (input: { decision: AuthorityDecision; note: string }) => apiSend('POST', `/api/admin/compliance/cases/${id}/authority-decision`, input),
    onSettled: refetch,
  });
}
