import { FileSpreadsheet } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { adminComplianceTexts, adminComplianceToasts } from '../../../../domain/messages';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { saveFile } from '../api/export-transfers';
import { DateRangeFields } from '../DateRangeFields';
import { exportRecords } from './api/export-records';

/** The records spreadsheet for a range of days, built and streamed by the server (like Export to Excel). */
export function RecordsExport() {
  const [dates, setDates] = useState({ fromDate: '', toDate: '' });
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      saveFile(await exportRecords(dates));
      toast({ ...adminComplianceToasts.recordsExported, variant: 'success' });
    } catch (error) {
      toast({
        ...adminComplianceToasts.recordsExportFailed,
        description: serverMessageOf(error) ?? failureDetail(error) ?? adminComplianceToasts.recordsExportFailed.description,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="records-title">
      <CardHeader>
        <CardTitle id="records-title">{adminComplianceTexts.recordsTitle}</CardTitle>
        <CardDescription>{adminComplianceTexts.recordsIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <DateRangeFields fromId="records-from" toId="records-to" value={dates} onChange={setDates} className="grid grid-cols-2 gap-3" />
          <Button type="submit" variant="secondary" disabled={busy} className="w-full sm:w-auto">
            <FileSpreadsheet aria-hidden />
            {busy ? adminComplianceTexts.downloading : adminComplianceTexts.download}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
