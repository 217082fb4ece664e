import { apiRequest } from '../../lib/api-client';
import { filterParams, type TransferFilters } from './get-admin-transfers';
import { queryString } from '../../lib/paged-list';

export interface ExportedFile {
  fileName: string;
  blob: Blob;
}

/**
 * The server's file name (docs/product.md § Admin dashboard) from Content-Disposition; it always sends one.
 */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? 'MapleRupee_Transfers.xlsx';
}

/**
 * The .xlsx of every transfer matching the filters, built by the server (all pages, not only the
 * loaded ones). A 404 (nothing matches) is thrown as an ApiError like any non-OK answer.
 */
export async function exportTransfers(filters: TransferFilters): Promise<ExportedFile> {
  const response = await apiRequest('GET', `/api/admin/transfers/export${queryString(filterParams(filters))}`);
  return { fileName: fileNameOf(response), blob: await response.blob() };
}

/** Hands a file to the browser's downloads. */
export function saveFile({ fileName, blob }: ExportedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
