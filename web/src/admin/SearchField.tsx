import { Search } from 'lucide-react';
import { adminCustomerTexts } from '../../../domain/messages';
import { ADMIN_SEARCH_MAX, ADMIN_SEARCH_MIN } from '../../../domain/schemas/admin';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { cn } from '../lib/cn';
import { searchParam } from './api/search-param';

interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  /** What the box matches, said under it (and read with it). */
  hint: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * The operators' search box (issue 34): the server searches once ADMIN_SEARCH_MIN characters are
 * typed; until then the hint says so, instead of what the box matches.
 */
export function SearchField({ id, label, placeholder, hint, value, onChange, className }: SearchFieldProps) {
  const tooShort = value.trim() !== '' && searchParam(value) === undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-fg-muted" />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={ADMIN_SEARCH_MAX}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-hint`}
          className="pl-11"
        />
      </div>
      <p id={`${id}-hint`} aria-live="polite" className="text-xs text-fg-muted">
        {tooShort ? adminCustomerTexts.searchTooShort(ADMIN_SEARCH_MIN) : hint}
      </p>
    </div>
  );
}
