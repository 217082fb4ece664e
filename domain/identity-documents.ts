/**
 * The provinces and territories (a verified customer's address) and the identity documents we
 * accept (issue 17): constants the verification schema and its texts both name, in a module that
 * imports nothing, so neither imports the other.
 */
export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export const ID_DOCUMENT_TYPES = ['passport', 'drivers_licence', 'provincial_photo_id', 'permanent_resident_card'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
