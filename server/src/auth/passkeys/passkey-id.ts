const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A passkey's API id is a UUID; anything else names none (and must not reach a uuid column as a 500). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
