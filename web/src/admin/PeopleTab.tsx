import { RecentRecipients } from './RecentRecipients';
import { RecentUsers } from './RecentUsers';

/** Users & Recipients: the newest sign-ups and the newest saved recipients, side by side on a desk. */
export function PeopleTab() {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <RecentUsers />
      <RecentRecipients />
    </div>
  );
}
