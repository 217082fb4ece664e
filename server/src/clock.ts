/** Time as the server sees it; tests substitute a clock they can move forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
