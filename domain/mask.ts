const VISIBLE_TAIL = 4;

/** Shows only the last 4 characters; strings of 4 or fewer are shown unchanged. */
export function maskAccountNumber(value: string): string {
  if (value.length <= VISIBLE_TAIL) return value;
  return '*'.repeat(value.length - VISIBLE_TAIL) + value.slice(-VISIBLE_TAIL);
}
