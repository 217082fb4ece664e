import { useQuery } from '@tanstack/react-query';
import { ifscBankSchema, type IfscBank } from '../../../../domain/schemas/ifsc';
import { IFSC_PATTERN } from '../../../../domain/schemas/recipient';
import { getQueryFn, isApiError } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** A pause in typing before the code is looked up. */
const LOOKUP_DELAY_MS = 300;

export type IfscLookup =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'known'; bank: IfscBank }
  | { status: 'unknown' };

const readBank = getQueryFn({ schema: ifscBankSchema });

/**
 * What the server's IFSC data says of the code typed (GET /api/ifsc/:code, issue 20): looked up
 * once it is well formed and typing has paused; a lookup still running when the code changes is
 * cancelled (its query loses its last observer and its fetch is aborted). Unknown (404) is an
 * answer; a failed lookup counts as no answer (idle): the form works without it.
 */
export function useIfscLookup(typed: string): IfscLookup {
  const code = typed.trim().toUpperCase();
  const settled = useDebouncedValue(IFSC_PATTERN.test(code) ? code : '', LOOKUP_DELAY_MS);
  const current = settled !== '' && settled === code;
  const query = useQuery({
    queryKey: ['/api/ifsc', settled],
    queryFn: async (context): Promise<IfscBank | null> => {
      try {
        return await readBank(context);
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    enabled: current,
  });
  if (!current) return { status: IFSC_PATTERN.test(code) ? 'loading' : 'idle' };
  if (query.isPending && query.fetchStatus !== 'idle') return { status: 'loading' };
  if (query.data === null) return { status: 'unknown' };
  return query.data ? { status: 'known', bank: query.data } : { status: 'idle' };
}
