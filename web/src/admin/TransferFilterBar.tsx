import { X } from 'lucide-react';
import { adminTexts } from '../../../domain/messages';
import { TRANSFER_STATUSES, type TransferStatus } from '../../../domain/transfer-status';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { NativeSelect } from '../components/ui/native-select';
import type { TransferFilters } from './api/get-admin-transfers';
import { ExportButton } from './ExportButton';

interface TransferFilterBarProps {
  filters: TransferFilters;
  onChange: (filters: TransferFilters) => void;
}

/** Status, From Date and To Date (sent to the server), "Clear Date Filters" when a date is set, and the export. */
export function TransferFilterBar({ filters, onChange }: TransferFilterBarProps) {
  const hasDates = filters.fromDate !== '' || filters.toDate !== '';
  return (
    <div role="search" aria-label={adminTexts.filtersLabel} className="flex flex-wrap items-end gap-3">
      <div className="w-full space-y-1.5 sm:w-44">
        <Label htmlFor="admin-status">{adminTexts.statusFilter}</Label>
        <NativeSelect
          id="admin-status"
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as TransferStatus | 'all' })}
        >
          <option value="all">{adminTexts.allStatus}</option>
          {TRANSFER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {adminTexts.statusLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid w-full grid-cols-2 gap-3 sm:w-auto">
        <div className="space-y-1.5">
          <Label htmlFor="admin-from-date">{adminTexts.fromDate}</Label>
          <Input
            id="admin-from-date"
            type="date"
            value={filters.fromDate}
            max={filters.toDate || undefined}
            onChange={(event) => onChange({ ...filters, fromDate: event.target.value })}
            className="sm:w-44"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="admin-to-date">{adminTexts.toDate}</Label>
          <Input
            id="admin-to-date"
            type="date"
            value={filters.toDate}
            min={filters.fromDate || undefined}
            onChange={(event) => onChange({ ...filters, toDate: event.target.value })}
            className="sm:w-44"
          />
        </div>
      </div>
      <div className="flex w-full flex-wrap gap-3 sm:w-auto md:ml-auto">
        {hasDates && (
          <Button variant="ghost" className="flex-1 sm:flex-none" onClick={() => onChange({ ...filters, fromDate: '', toDate: '' })}>
            <X aria-hidden />
            {adminTexts.clearDateFilters}
          </Button>
        )}
        <ExportButton filters={filters} />
      </div>
    </div>
  );
}
