/** One entry of a sanctions list, as every list format is read into (lists/) and the matcher indexes it. */
export interface ListEntry {
  listName: string;
  entryId: string;
  kind: 'person' | 'organization' | 'unknown';
  name: string;
  aliases: readonly string[];
  /** YYYY, YYYY-MM or YYYY-MM-DD each, as the list gives them (valid calendar dates only). */
  datesOfBirth: readonly string[];
  country: string | null;
}
