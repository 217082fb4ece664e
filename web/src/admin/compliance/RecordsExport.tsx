import { FileSpreadsheet } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { adminTexts, adminComplianceTexts, adminComplianceToasts } from '../../../../domain/messages';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { saveFile } from '../api/export-transfers';
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
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1.5">
              <Label htmlFor="records-from">{adminTexts.fromDate}</Label>
              <Input
                id="records-from"
                type="date"
                value={dates.fromDate}
                max={dates.toDate || undefined}
                onChange={(event) => setDates({ ...dates, fromDate: event.target.value })}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="records-to">{adminTexts.toDate}</Label>
              <Input
                id="records-to"
                type="date"
                value={dates.toDate}
                min={dates.fromDate || undefined}
                onChange={(event) => setDates({ ...dates, toDate: event.target.value })}
              />
            </div>
          </div>
          <Button type="submit" variant="secondary" disabled={busy} className="w-full sm:w-auto">
            <FileSpreadsheet aria-hidden />
            {busy ? adminComplianceTexts.downloading : adminComplianceTexts.download}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
