import { describe, expect, it } from 'vitest';
import { addWorkingDays, CANADIAN_HOLIDAYS, INDIAN_BANK_HOLIDAYS, isWorkingDay, TRANSFER_CALENDARS } from './business-days';

/** A transfer's business days (issue 20): weekends, and Canada's and India's bank holidays. */
const addBusinessDays = (date: string, count: number) => addWorkingDays(date, count, TRANSFER_CALENDARS);

describe('a transfer’s business days', () => {
  it('Friday + 1 is Monday; Friday + 3 is Wednesday', () => {
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09');
    expect(addBusinessDays('2026-03-06', 3)).toBe('2026-03-11');
    // Saturday and Sunday count for nothing: approved on a Saturday, the third business day is Wednesday.
    expect(addBusinessDays('2026-03-07', 3)).toBe('2026-03-11');
    expect(addBusinessDays('2026-03-08', 3)).toBe('2026-03-11');
  });

  it('skips a Canadian holiday that is a working day in India (Canada Day, Thanksgiving)', () => {
    expect(INDIAN_BANK_HOLIDAYS.has('2026-07-01')).toBe(false);
    expect(isWorkingDay('2026-07-01', TRANSFER_CALENDARS)).toBe(false);
    // Tuesday June 30 + 1: Wednesday July 1 is Canada Day → Thursday July 2.
    expect(addBusinessDays('2026-06-30', 1)).toBe('2026-07-02');
    // Friday October 9 + 1: Monday October 12 is Thanksgiving → Tuesday October 13.
    expect(addBusinessDays('2026-10-09', 1)).toBe('2026-10-13');
  });

  it('skips an Indian bank holiday that is a working day in Canada (Holi, Diwali’s week, Republic Day)', () => {
    expect(CANADIAN_HOLIDAYS.has('2026-03-04')).toBe(false);
    // Canada alone counts Holi (Wednesday March 4, 2026); a transfer does not.
    expect(isWorkingDay('2026-03-04')).toBe(true);
    expect(isWorkingDay('2026-03-04', TRANSFER_CALENDARS)).toBe(false);
    expect(addBusinessDays('2026-03-03', 1)).toBe('2026-03-05');
    // Monday January 26, 2026 (Republic Day): Friday January 23 + 1 is Tuesday January 27.
    expect(addBusinessDays('2026-01-23', 1)).toBe('2026-01-27');
    // Dussehra (Tuesday October 20, 2026): Monday + 3 is Friday.
    expect(addBusinessDays('2026-10-19', 3)).toBe('2026-10-23');
  });

  it('skips holidays of both countries in one week: Good Friday 2026 is both; Ram Navami and Mahavir Jayanti in India', () => {
    // Wednesday March 25 → Thursday 26 (Ram Navami), Friday 27, Monday 30, Tuesday 31 (Mahavir Jayanti),
    // Wednesday April 1, Thursday 2, Friday 3 (Good Friday), Monday 6.
    expect(addBusinessDays('2026-03-25', 1)).toBe('2026-03-27');
    expect(addBusinessDays('2026-03-25', 3)).toBe('2026-04-01');
    expect(addBusinessDays('2026-04-02', 1)).toBe('2026-04-06');
  });

  it('crosses the year end: Christmas, Boxing Day observed, New Year’s Day', () => {
    // Thursday December 24, 2026: Friday 25 (both countries), Monday 28 (Boxing Day observed in Canada),
    // Tuesday 29, Wednesday 30, Thursday 31, Friday January 1 (New Year’s Day), Monday January 4.
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-29');
    expect(addBusinessDays('2026-12-24', 3)).toBe('2026-12-31');
    expect(addBusinessDays('2026-12-30', 3)).toBe('2027-01-05');
    // 2027's table: Holi (Monday March 22) and Good Friday (March 26).
    expect(addBusinessDays('2027-03-19', 1)).toBe('2027-03-23');
    expect(addBusinessDays('2027-03-25', 1)).toBe('2027-03-29');
  });

  it('leaves the EFT report’s working days Canadian: an Indian holiday is one of its working days', () => {
    expect(addWorkingDays('2026-03-03', 1)).toBe('2026-03-04');
  });

  it('lists real calendar days, each in its own year’s part of the table', () => {
    for (const day of [...CANADIAN_HOLIDAYS, ...INDIAN_BANK_HOLIDAYS]) {
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    }
    expect([...INDIAN_BANK_HOLIDAYS].filter((day) => day.startsWith('2026'))).toHaveLength(17);
    expect([...INDIAN_BANK_HOLIDAYS].filter((day) => day.startsWith('2027'))).toHaveLength(16);
  });
});
