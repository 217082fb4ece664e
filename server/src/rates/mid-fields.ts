import type { MidFields } from '../../../domain/schemas/mid-rate';

/** The market rate a transfer or quote was priced from (issue 33): null for a manual rate with no market. */
export function midFields(row: { midRate: string | null; midSource: string | null; midAsOf: Date | null }): MidFields {
  return { midRate: row.midRate, midSource: row.midSource as MidFields['midSource'], midAsOf: row.midAsOf?.toISOString() ?? null };
}
