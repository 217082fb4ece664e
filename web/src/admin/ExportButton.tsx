import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { adminToasts, adminTexts } from '../../../domain/messages';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/use-toast';
import { isApiError, serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { exportTransfers, saveFile } from './api/export-transfers';
import type { TransferFilters } from './api/get-admin-transfers';

/** "Export to Excel": the server builds the .xlsx of every matching transfer; nothing matching is a 404. */
export function ExportButton({ filters }: { filters: TransferFilters }) {
  const [busy, setBusy] = useState(false);

  const onExport = async () => {
    setBusy(true);
    try {
      saveFile(await exportTransfers(filters));
      toast({ ...adminToasts.exported, variant: 'success' });
    } catch (error) {
      if (isApiError(error, 404)) {
        toast({ ...adminToasts.noDataToExport, variant: 'destructive' });
      } else {
        toast({
          ...adminToasts.exportFailed,
          description: serverMessageOf(error) ?? failureDetail(error) ?? adminToasts.exportFailed.description,
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" className="flex-1 sm:flex-none" disabled={busy} onClick={() => void onExport()}>
      <FileSpreadsheet aria-hidden />
      {busy ? adminTexts.exporting : adminTexts.exportToExcel}
    </Button>
  );
}
