import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { adminComplianceTexts } from '../../../../domain/messages';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { LoadMoreButton } from '../../components/load-more-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { serverMessageOf } from '../../lib/api-client';
import type { PagedList } from '../PeopleCard';

interface FilteredListCardProps<T> {
  /** The title's id, which names the card. */
  id: string;
  title: string;
  intro: string;
  /** The filter fields, left of the status line. */
  filters: ReactNode;
  list: PagedList<T> & { isSuccess: boolean; error: unknown };
  /** The status line once loaded: the rows loaded so far and the count of every matching one. */
  status: (rows: T[], total: number) => ReactNode;
  failed: string;
  empty: { icon: LucideIcon; title: string; hint: string };
  children: (row: T) => ReactNode;
}

/** A compliance list (verifications, cases): filters, a count, the rows a page at a time with "Load more". */
export function FilteredListCard<T extends { id: number }>({ id, title, intro, filters, list, status, failed, empty, children }: FilteredListCardProps<T>) {
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        <CardDescription>{intro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          {filters}
          {list.isSuccess && (
            <p role="status" className="text-sm font-medium text-fg-muted sm:ml-auto">
              {status(rows, total)}
            </p>
          )}
        </div>
        {list.isPending ? (
          <p role="status" className="py-6 text-center text-fg-muted">
            {adminComplianceTexts.loading}
          </p>
        ) : list.isError ? (
          <LoadError
            message={[failed, serverMessageOf(list.error)].filter(Boolean).join(': ')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState icon={empty.icon} title={empty.title} hint={empty.hint} />
        ) : (
          <ul className="space-y-4">
            {rows.map((row) => (
              <li key={row.id}>{children(row)}</li>
            ))}
          </ul>
        )}
        <LoadMoreButton query={list} />
      </CardContent>
    </Card>
  );
}
