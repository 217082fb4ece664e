/**
 * Working days: every day but Saturday, Sunday and the holidays of the calendars that apply. Two
 * tables, kept by hand a year ahead; a year past them counts weekends only — extend them each year.
 * - An EFT report is due within 5 working days of Canada (FINTRAC): CANADIAN_HOLIDAYS only.
 * - A transfer's money crosses a Canadian and an Indian bank, so its business days skip both
 *   countries' holidays (TRANSFER_CALENDARS; the expected arrival of domain/transfer-timeline.ts).
 */
export type HolidayTable = ReadonlySet<string>;

/** Canada's federal statutory holidays (as observed when one falls on a weekend). */
export const CANADIAN_HOLIDAYS: HolidayTable = new Set([
  // 2026
  '2026-01-01', '2026-04-03', '2026-05-18', '2026-07-01', '2026-09-07', '2026-09-30', '2026-10-12',
  '2026-11-11', '2026-12-25', '2026-12-28',
  // 2027
  '2027-01-01', '2027-03-26', '2027-05-24', '2027-07-01', '2027-09-06', '2027-09-30', '2027-10-11',
  '2027-11-11', '2027-12-27', '2027-12-28',
]);

/**
 * India's bank holidays that close banks across the country: the gazetted holidays of the
 * Government of India (Department of Personnel and Training's office memorandum for each year,
 * Annexure I — the 14 compulsory holidays and the 3 chosen for Delhi, Holi, Ram Navami and
 * Janmashtami), which the Reserve Bank of India's holiday list carries as holidays under the
 * Negotiable Instruments Act. Several fall on weekends; they are listed all the same.
 * 2026: DoPT O.M. of 3 July 2025. 2027: the same holidays on the dates of the Indian almanac; the
 * Islamic ones (Id-ul-Fitr, Id-ul-Zuha, Muharram, Milad-un-Nabi) depend on the moon and are
 * estimates — check them against DoPT's memorandum for 2027 and RBI's list when published.
 */
export const INDIAN_BANK_HOLIDAYS: HolidayTable = new Set([
  // 2026
  '2026-01-26', // Republic Day
  '2026-03-04', // Holi
  '2026-03-21', // Id-ul-Fitr
  '2026-03-26', // Ram Navami
  '2026-03-31', // Mahavir Jayanti
  '2026-04-03', // Good Friday
  '2026-05-01', // Buddha Purnima
  '2026-05-27', // Id-ul-Zuha (Bakrid)
  '2026-06-26', // Muharram
  '2026-08-15', // Independence Day
  '2026-08-26', // Milad-un-Nabi
  '2026-09-04', // Janmashtami
  '2026-10-02', // Mahatma Gandhi's birthday
  '2026-10-20', // Dussehra
  '2026-11-08', // Diwali (Deepavali)
  '2026-11-24', // Guru Nanak's birthday
  '2026-12-25', // Christmas
  // 2027
  '2027-01-26', // Republic Day
  '2027-03-10', // Id-ul-Fitr (by the moon)
  '2027-03-22', // Holi
  '2027-03-26', // Good Friday
  '2027-04-15', // Ram Navami
  '2027-04-18', // Mahavir Jayanti
  '2027-05-17', // Id-ul-Zuha (Bakrid) (by the moon)
  '2027-05-20', // Buddha Purnima
  '2027-06-16', // Muharram (by the moon)
  '2027-08-15', // Independence Day; Milad-un-Nabi (by the moon) falls on it too
  '2027-08-25', // Janmashtami
  '2027-10-02', // Mahatma Gandhi's birthday
  '2027-10-09', // Dussehra
  '2027-10-29', // Diwali (Deepavali)
  '2027-11-14', // Guru Nanak's birthday
  '2027-12-25', // Christmas
]);

/** The calendars of a transfer's business days: a day either country's banks are closed does not count. */
export const TRANSFER_CALENDARS: readonly HolidayTable[] = [CANADIAN_HOLIDAYS, INDIAN_BANK_HOLIDAYS];

/** Whether a calendar date (YYYY-MM-DD) is a working day under `calendars` (by default Canada's). */
export function isWorkingDay(date: string, calendars: readonly HolidayTable[] = [CANADIAN_HOLIDAYS]): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !calendars.some((holidays) => holidays.has(date));
}

/** The calendar date `count` working days after `date` (YYYY-MM-DD): Friday + 1 is Monday. */
export function addWorkingDays(date: string, count: number, calendars: readonly HolidayTable[] = [CANADIAN_HOLIDAYS]): string {
  const day = new Date(`${date}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(day.toISOString().slice(0, 10), calendars)) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
