import { ADMIN_SEARCH_MIN } from '../../../../domain/schemas/admin';
import { visibleLength } from '../../../../domain/text';

/** A search box's text as the server's `q` (issue 34): trimmed, and sent only once it is long enough to search. */
export function searchParam(typed: string): string | undefined {
  const q = typed.trim();
  return visibleLength(q) >= ADMIN_SEARCH_MIN ? q : undefined;
}
