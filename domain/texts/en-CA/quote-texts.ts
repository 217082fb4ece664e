/** The English (Canada) texts of domain/quote-texts.ts: the source every other language translates. */

const quoteMessages = {
  quoteIdInvalid: 'This guaranteed rate is not valid. Please start again.',
  notFound: 'Quote not found',
  expired: 'Your guaranteed rate has run out. Review the new amount and confirm again.',
  used: 'This guaranteed rate has already been used for a transfer. Review the new amount and confirm again.',
  mismatch: 'These amounts are not the ones your guaranteed rate holds. Review them and confirm again.',
  tooMany: 'You are holding too many rates at once. Please wait a few minutes and try again.',
};

const quoteTexts = {
  holding: 'Holding your rate...',
  guaranteedFor: 'Rate guaranteed for',
  heldFor: (minutes: number) => (minutes === 1 ? 'Your rate is guaranteed for 1 minute.' : `Your rate is guaranteed for ${minutes} minutes.`),
  oneMinuteLeft: 'One minute left at your guaranteed rate.',
  ranOut: 'Your guaranteed rate ran out. Getting a new one...',
  renewedTitle: 'Your guaranteed rate ran out',
  renewedSame: 'You have a new guaranteed rate. The amounts have not changed.',
  acceptNew: 'Accept the new amount',
  acceptFirst: 'Accept the new amount before you confirm your payment.',
  holdFailed: 'We could not hold a rate for you. You can still send at the current rate.',
  tryAgain: 'Try again',
};

export default { quoteMessages, quoteTexts };
