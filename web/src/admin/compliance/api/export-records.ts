import { apiRequest } from '../../../lib/api-client';
import { queryString } from '../../../lib/paged-list';
import type { ExportedFile } from '../../api/export-transfers';

/** The records .xlsx (transfers of 1,000 CAD or more, verifications) for whole days in the business time zone. */
export async function exportRecords(dates: { fromDate: string; toDate: string }): Promise<ExportedFile> {
  const response = await apiRequest('GET', `/api/admin/compliance/export${queryString(dates)}`);
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return { fileName: match?.[1] ?? 'MapleRupee_Records.xlsx', blob: await response.blob() };
}
