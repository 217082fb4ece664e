/**
 * Working days for due dates (an EFT report is due within 5 working days): every day but Saturday,
 * Sunday and a Canadian federal statutory holiday (as observed when it falls on a weekend). The
 * table is kept by hand, a year ahead; a year past it counts weekends only — extend it each year.
 */
export const CANADIAN_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2026
  '2026-01-01', '2026-04-03', '2026-05-18', '2026-07-01', '2026-09-07', '2026-09-30', '2026-10-12',
  '2026-11-11', '2026-12-25', '2026-12-28',
  // 2027
  '2027-01-01', '2027-03-26', '2027-05-24', '2027-07-01', '2027-09-06', '2027-09-30', '2027-10-11',
  '2027-11-11', '2027-12-27', '2027-12-28',
]);

/** Whether a calendar date (YYYY-MM-DD) is a working day. */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !CANADIAN_HOLIDAYS.has(date);
}

/** The calendar date `count` working days after `date` (YYYY-MM-DD): Friday + 1 is Monday. */
export function addWorkingDays(date: string, count: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(day.toISOString().slice(0, 10))) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
