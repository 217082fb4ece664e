import { sql, type SQL } from 'drizzle-orm';
import { GROUPED_REFERENCE_REGEX } from '../../../domain/reference-code';

/**
 * The words of an e-Transfer's message (an SQL text expression) as an array, a reference written in
 * groups ("QIBA EX7E 2R") joined back into one: SQL's twin of domain/reference-code.ts's
 * referenceWords, for `t.reference_code = any(…)`.
 */
export function messageReferenceWords(message: SQL): SQL {
  return sql`regexp_split_to_array(upper(${message}) || ' ' || regexp_replace(upper(${message}), ${GROUPED_REFERENCE_REGEX}, '\\1\\2\\3\\4', 'g'), '[^A-Z0-9]+')`;
}
