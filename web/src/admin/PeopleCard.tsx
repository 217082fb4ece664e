import type { ReactNode } from 'react';
import { adminTexts } from '../../../domain/messages';
import { LoadError } from '../components/load-error';
import { Badge } from '../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import type { Page } from '../lib/paged-list';
import { LoadMoreButton } from '../components/load-more-button';

/** What a paged list reads of its infinite query (also the compliance lists' FilteredListCard). */
export interface PagedList<T> {
  data: { pages: Page<T>[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

interface PeopleCardProps<T> {
  id: string;
  title: string;
  list: PagedList<T>;
  loading: string;
  empty: string;
  failed: string;
  children: (row: T) => ReactNode;
}

/** A titled card with its "N Total" badge (every row, not the loaded page) and a paged list. */
export function PeopleCard<T extends { id: number }>({ id, title, list, loading, empty, failed, children }: PeopleCardProps<T>) {
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = list.data?.pages[0]?.total;
  return (
    <Card aria-labelledby={id}>
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle id={id}>{title}</CardTitle>
        {total !== undefined && <Badge className="shrink-0 whitespace-nowrap bg-surface-muted text-fg">{adminTexts.total(total)}</Badge>}
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <p role="status" className="py-6 text-center text-fg-muted">
            {loading}
          </p>
        ) : list.isError ? (
          <LoadError message={failed} retrying={list.isFetching} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-fg-muted">{empty}</p>
        ) : (
          <ul className="divide-y divide-border">
            {rows.map((row) => (
              <li key={row.id} className="py-3 first:pt-0 last:pb-0">
                {children(row)}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 empty:hidden">
          <LoadMoreButton query={list} />
        </div>
      </CardContent>
    </Card>
  );
}
