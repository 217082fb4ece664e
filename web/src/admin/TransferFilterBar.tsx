import { X } from 'lucide-react';
import { adminCustomerTexts, adminTexts } from '../../../domain/messages';
import { TRANSFER_STATUSES, type TransferStatus } from '../../../domain/transfer-status';
import { Button } from '../components/ui/button';
import { Label } from '../components/ui/label';
import { NativeSelect } from '../components/ui/native-select';
import type { TransferFilters } from './api/get-admin-transfers';
import { DateRangeFields } from './DateRangeFields';
import { ExportButton } from './ExportButton';
import { SearchField } from './SearchField';

/** A queue's payment filter belongs to pending: another status clears it. */
function withStatus(filters: TransferFilters, status: TransferStatus | 'all'): TransferFilters {
  return { ...filters, status, payment: status === 'pending' ? filters.payment : 'all' };
}

interface TransferFilterBarProps {
  filters: TransferFilters;
  onChange: (filters: TransferFilters) => void;
}

/**
 * The search (issue 34), Status, From Date and To Date (sent to the server), "Clear Date Filters"
 * when a date is set, and the export.
 */
export function TransferFilterBar({ filters, onChange }: TransferFilterBarProps) {
  const hasDates = filters.fromDate !== '' || filters.toDate !== '';
  return (
    <div role="search" aria-label={adminTexts.filtersLabel} className="flex flex-wrap items-end gap-3">
      {/* A row of its own: its hint under the box would misalign the filters beside it. */}
      <div className="w-full">
        <SearchField
          id="admin-search"
          label={adminCustomerTexts.searchTransfers}
          placeholder={adminCustomerTexts.searchTransfersPlaceholder}
          hint={adminCustomerTexts.searchTransfersHint}
          value={filters.q}
          onChange={(q) => onChange({ ...filters, q })}
          className="md:max-w-xl"
        />
      </div>
      <div className="w-full space-y-1.5 sm:w-44">
        <Label htmlFor="admin-status">{adminTexts.statusFilter}</Label>
        <NativeSelect
          id="admin-status"
          value={filters.status}
          onChange={(event) => onChange(withStatus(filters, event.target.value as TransferStatus | 'all'))}
        >
          <option value="all">{adminTexts.allStatus}</option>
          {TRANSFER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {adminTexts.statusLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <DateRangeFields
        fromId="admin-from-date"
        toId="admin-to-date"
        value={filters}
        onChange={onChange}
        className="grid w-full grid-cols-2 gap-3 sm:w-auto"
        inputClassName="sm:w-44"
      />
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
