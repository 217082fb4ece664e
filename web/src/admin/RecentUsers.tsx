import { adminTexts } from '../../../domain/messages';
import { formatDateTime } from '../../../domain/format';
import type { AdminUser } from '../../../domain/schemas/admin';
import { countryName } from '../../../domain/schemas/auth';
import { Badge } from '../components/ui/badge';
import { cn } from '../lib/cn';
import { useAdminUsers } from './api/get-admin-users';
import { CustomerButton } from './customer/CustomerButton';
import { PeopleCard } from './PeopleCard';

/** "Recent User Signups" (or those the search finds): name (it opens their drawer), email, country, Admin or User, and when they signed up. */
export function RecentUsers({ search }: { search: string }) {
  const users = useAdminUsers(search);
  return (
    <PeopleCard
      id="recent-users"
      title={adminTexts.recentUsers}
      list={users}
      loading={adminTexts.loadingUsers}
      empty={adminTexts.noUsers}
      failed={adminTexts.usersLoadFailed}
    >
      {(user) => <UserRow user={user} />}
    </PeopleCard>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  return (
    <div data-testid="admin-user" className="flex items-start justify-between gap-3 text-sm">
      <div className="min-w-0">
        <p className="font-semibold">
          <CustomerButton userId={user.id} name={user.name} />
        </p>
        <p className="break-all text-fg-muted">{user.email}</p>
        <p className="text-fg-muted">{countryName(user.country)}</p>
        <p className="text-fg-muted">
          <time dateTime={user.createdAt}>{adminTexts.signedUp(formatDateTime(user.createdAt))}</time>
        </p>
      </div>
      <Badge className={cn('shrink-0', user.isAdmin ? 'bg-primary text-primary-fg' : 'border border-border bg-surface-muted text-fg')}>
        {user.isAdmin ? adminTexts.adminBadge : adminTexts.userBadge}
      </Badge>
    </div>
  );
}
