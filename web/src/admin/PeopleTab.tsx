import { useState } from 'react';
import { ADMIN_SEARCH_DELAY_MS } from '../../../domain/constants';
import { adminCustomerTexts } from '../../../domain/messages';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { RecentRecipients } from './RecentRecipients';
import { RecentUsers } from './RecentUsers';
import { SearchField } from './SearchField';

/**
 * Users & Recipients: the newest sign-ups and the newest saved recipients, side by side on a desk;
 * one search box narrows both (issue 34): users by name or email, recipients by name or the
 * account's last digits.
 */
export function PeopleTab() {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, typed.trim() === '' ? 0 : ADMIN_SEARCH_DELAY_MS);
  return (
    <div className="space-y-5">
      <div role="search" aria-label={adminCustomerTexts.searchPeople}>
        <SearchField
          id="people-search"
          label={adminCustomerTexts.searchPeople}
          placeholder={adminCustomerTexts.searchPeoplePlaceholder}
          hint={adminCustomerTexts.searchPeopleHint}
          value={typed}
          onChange={setTyped}
          className="md:max-w-xl"
        />
      </div>
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <RecentUsers search={search} />
        <RecentRecipients search={search} />
      </div>
    </div>
  );
}
