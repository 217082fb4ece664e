/** The English (Canada) texts of domain/screening-texts.ts: the source every other language translates. */

const screeningTexts = {
  title: 'Sanctions screening',
  noList: 'No sanctions list is imported yet. Import one with npm run manage -- import-sanctions FILE.',
  listVersion: (version: number, entries: string, date: string) => `List version ${version}: ${entries} entries, imported ${date}`,
  rescreenRunning: (done: string, total: string) => `Re-screening everyone against this version: ${done} of ${total} done`,
  rescreenDone: (total: string, date: string) => `Everyone re-screened against this version (${total} checked, finished ${date})`,
  rescreenMatches: (count: number) => (count === 1 ? '1 possible match opened a case' : `${count} possible matches opened cases`),
  waiting: (count: string) => `${count} waiting to be screened: their transfers cannot be approved yet`,
  loadFailed: 'We could not load the screening status.',
  testHeading: 'Test a name',
  testIntro: 'See how a name would be screened against the current list. Nothing is saved except an audit entry.',
  nameLabel: 'Name',
  dateOfBirthLabel: 'Date of birth (optional)',
  test: 'Test',
  testing: 'Testing...',
  testFailed: 'The name could not be tested.',
  noMatch: (version: number) => `No possible match on list version ${version}.`,
  matchesFound: (count: number, version: number) =>
    count === 1 ? `1 possible match on list version ${version}` : `${count} possible matches on list version ${version}`,
  matchedAs: (name: string) => `matched as “${name}”`,
  score: (score: string) => `score ${score}`,
  entry: (listName: string, entryId: string) => `${listName} · ${entryId}`,
} as const;

const screeningValidation = {
  nameRequired: 'Enter a name to test',
  nameTooLong: 'The name must be 300 characters or fewer',
  dateOfBirthInvalid: 'Enter a date of birth as YYYY-MM-DD',
} as const;

export default { screeningTexts, screeningValidation };
