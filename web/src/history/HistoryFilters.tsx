import { Search } from 'lucide-react';
import { screenTexts } from '../../../domain/messages';
import { HISTORY_SEARCH_MAX } from '../../../domain/schemas/transfer';
import { TRANSFER_STATUSES } from '../../../domain/transfer-status';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { NativeSelect } from '../components/ui/native-select';
import type { StatusFilter } from './api/get-transfers';

interface HistoryFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
}

/**
 * The search box (reference or recipient) and the status filter (All / Pending / Approved / Completed
 * / Rejected); the server applies both, to every page.
 */
export function HistoryFilters({ search, onSearchChange, status, onStatusChange }: HistoryFiltersProps) {
  return (
    <div role="search" className="grid items-end gap-3 min-[420px]:grid-cols-[1fr_auto]">
      <div className="space-y-1.5">
        <Label htmlFor="history-search">{screenTexts.searchTransfers}</Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-fg-muted" />
          <Input
            id="history-search"
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder={screenTexts.searchPlaceholder}
            maxLength={HISTORY_SEARCH_MAX}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            className="pl-11"
          />
        </div>
      </div>
      <div className="space-y-1.5 min-[420px]:w-36">
        <Label htmlFor="history-status">{screenTexts.statusFilter}</Label>
        <NativeSelect
          id="history-status"
          value={status}
          onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
        >
          <option value="all">{screenTexts.statusAll}</option>
          {TRANSFER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {screenTexts.statusLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
