import { RECORD_RETENTION_YEARS } from './compliance';

/**
 * The first day whose records are still within retention on `today` (both YYYY-MM-DD): records of
 * a closed account may be purged only when everything in them is from before this day. 29 February
 * minus 5 years is 1 March, so a record is never purged a day early.
 */
export function retentionCutoffDate(today: string, years: number = RECORD_RETENTION_YEARS): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const cutoff = new Date(Date.UTC(year - years, month - 1, day));
  // Date.UTC rolls 29 February of a non-leap year over to 1 March.
  return cutoff.toISOString().slice(0, 10);
}
