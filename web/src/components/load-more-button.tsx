import { screenTexts } from '../../../domain/messages';
import { Button } from './ui/button';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The next page of a server-paged list (X-Next-Cursor); absent on the last page. */
export function LoadMoreButton({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center pt-1">
      <Button variant="secondary" size="sm" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? screenTexts.loadingMore : screenTexts.loadMore}
      </Button>
    </div>
  );
}
