import { describe, expect, it } from 'vitest';
import { countdownMoment, formatCountdown, minutesLeft } from './quote-countdown';

describe('formatCountdown', () => {
  it.each([
    [30 * 60_000, '30:00'],
    [29 * 60_000 + 41_000, '29:41'],
    [29 * 60_000 + 40_001, '29:41'],
    [5 * 60_000, '05:00'],
    [61_000, '01:01'],
    [59_999, '01:00'],
    [1_000, '00:01'],
    [1, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [120 * 60_000, '120:00'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('minutesLeft', () => {
  it('counts minutes to the nearest, never below 0', () => {
    expect(minutesLeft(30 * 60_000)).toBe(30);
    expect(minutesLeft(29 * 60_000 + 59_000)).toBe(30);
    expect(minutesLeft(17 * 60_000 + 29_999)).toBe(17);
    expect(minutesLeft(40_000)).toBe(1);
    expect(minutesLeft(20_000)).toBe(0);
    expect(minutesLeft(-1)).toBe(0);
  });
});

describe('countdownMoment', () => {
  it('announces one minute left once, as the minute is crossed', () => {
    expect(countdownMoment(61_000, 60_000)).toBe('one-minute');
    expect(countdownMoment(60_500, 59_500)).toBe('one-minute');
    expect(countdownMoment(60_000, 59_000)).toBeUndefined();
    expect(countdownMoment(90_000, 89_000)).toBeUndefined();
  });

  it('announces the end once, even when a sleeping tab skips past the last minute', () => {
    expect(countdownMoment(1_000, 0)).toBe('ran-out');
    expect(countdownMoment(500, -500)).toBe('ran-out');
    expect(countdownMoment(20 * 60_000, -60_000)).toBe('ran-out');
    expect(countdownMoment(0, -1_000)).toBeUndefined();
  });

  it('says nothing in between', () => {
    expect(countdownMoment(30 * 60_000, 29 * 60_000 + 59_000)).toBeUndefined();
    expect(countdownMoment(30_000, 29_000)).toBeUndefined();
  });
});
