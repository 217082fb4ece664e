/**
 * The timeline's reason of an automatic cancellation (a transfer not paid in time). Kept in English
 * like the rest of the record (an operator's reason is kept as written); the customer's mail says
 * it in their language, with the hours read back from it (hoursOfUnpaidReason), so the mail states
 * the rule the run applied.
 */
export function unpaidReason(hours: number): string {
  return `Not paid within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export function hoursOfUnpaidReason(reason: string | null): number | undefined {
  const hours = reason === null ? undefined : /^Not paid within (\d+) hours?$/.exec(reason)?.[1];
  return hours === undefined ? undefined : Number(hours);
}
