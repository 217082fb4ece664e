/** The English (Canada) texts of domain/rate-texts.ts: the source every other language translates. */

const rateHistoryTexts = {
  title: (days: number) => `The rate over the last ${days} days`,
  /** Rates arrive formatted ("63.25"); the sentence screen readers get instead of the drawing. */
  summary: (days: number, low: string, high: string, today: string) =>
    `Over the last ${days} days 1 CAD was between ${low} and ${high} INR; today ${today} INR.`,
  steady: (days: number, rate: string) => `Over the last ${days} days 1 CAD was steady at ${rate} INR.`,
  oneDay: (today: string) => `Today 1 CAD = ${today} INR. Earlier days will show here as the rate changes.`,
  high: 'High',
  low: 'Low',
  today: 'Today',
  tableCaption: (days: number) => `1 CAD in INR at the end of each day, last ${days} days`,
  day: 'Day',
  rate: 'Rate (INR)',
  alertLink: 'Set a rate alert',
};

const rateAlertTexts = {
  row: 'Rate alerts',
  title: 'Rate alerts',
  intro: 'We email you once when the rate reaches your target; then that alert ends.',
  today: (rateLine: string) => `Today: ${rateLine}`,
  formTitle: 'New alert',
  targetLabel: 'Tell me when 1 CAD is at least',
  targetHint: (example: string, max: number) => `In INR, e.g. ${example}. Up to ${max} alerts at a time.`,
  targetEmpty: 'Enter the rate you are waiting for',
  targetFormat: (example: string) => `Write the rate in digits, e.g. ${example}`,
  set: 'Set alert',
  setting: 'Setting...',
  added: 'Alert set',
  addedDescription: (alert: string) => `We will email you when ${alert}.`,
  addFailed: 'Alert not set',
  listTitle: 'Your alerts',
  none: 'No alerts yet.',
  alert: (rate: string) => `1 CAD ≥ ${rate} INR`,
  setOn: (when: string) => `Set ${when}`,
  removeLabel: (alert: string) => `Delete the alert ${alert}`,
  removing: 'Deleting...',
  removed: 'Alert deleted',
  removeFailed: 'Alert not deleted',
  loading: 'Loading your alerts...',
  loadFailed: 'Your alerts could not be loaded.',
};

const rateMessages = {
  limitReached: (max: number) => `You can have at most ${max} rate alerts at a time. Delete one to set another.`,
  alreadyMet: (rate: string) => `1 CAD is already ${rate} INR, at or above this target. Choose a higher rate.`,
  duplicate: 'You already have an alert for this rate.',
  notFound: 'Rate alert not found',
  daysInvalid: (max: number) => `days must be a whole number from 1 to ${max}`,
};

export default { rateHistoryTexts, rateAlertTexts, rateMessages };
