import { complianceTexts } from '../../../domain/compliance-texts';
import {
  ageOn,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  MINIMUM_AGE,
  verificationRequestSchema,
} from '../../../domain/schemas/compliance';

/** The verify form's fields, flat (one string each); `photo` holds the chosen file's name. */
export const EMPTY_VERIFICATION = {
  dateOfBirth: '',
  occupation: '',
  street: '',
  city: '',
  province: '',
  postalCode: '',
  idType: '',
  idNumber: '',
  issuingJurisdiction: '',
  expiryDate: '',
  photo: '',
};
export type VerificationValues = typeof EMPTY_VERIFICATION;
export type VerificationField = keyof VerificationValues;

/** The request's nested paths → the form's fields. */
const FIELD_BY_PATH: Record<string, VerificationField> = {
  dateOfBirth: 'dateOfBirth',
  occupation: 'occupation',
  'address.street': 'street',
  'address.city': 'city',
  'address.province': 'province',
  'address.postalCode': 'postalCode',
  'idDocument.type': 'idType',
  'idDocument.number': 'idNumber',
  'idDocument.issuingJurisdiction': 'issuingJurisdiction',
  'idDocument.expiryDate': 'expiryDate',
  documentId: 'photo',
};

export function fieldOfPath(path: readonly PropertyKey[]): VerificationField | undefined {
  return FIELD_BY_PATH[path.map(String).join('.')] ?? FIELD_BY_PATH[String(path[0])];
}

/**
 * The request POST /api/verification takes, from the form, for the schema to check. The photo's id
 * is known only once it is uploaded: a chosen file stands in as 1 here, and the real id replaces it.
 */
export function prepareRequest(values: VerificationValues): unknown {
  return {
    dateOfBirth: values.dateOfBirth,
    occupation: values.occupation,
    address: { street: values.street, city: values.city, province: values.province, postalCode: values.postalCode },
    idDocument: {
      type: values.idType,
      number: values.idNumber,
      issuingJurisdiction: values.issuingJurisdiction,
      expiryDate: values.expiryDate,
    },
    documentId: values.photo ? 1 : undefined,
  };
}

/** Today in the customer's own calendar (what a date input shows), YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The shared schema, plus what the server checks against its own date: 18 or older, an ID that has
 * not expired (the server stays the authority; this only says so before sending).
 */
export const verificationFormSchema = verificationRequestSchema.check((context) => {
  const today = localToday();
  const { dateOfBirth, idDocument } = context.value;
  if (dateOfBirth > today) {
    context.issues.push({ code: 'custom', message: complianceTexts.dateOfBirthFuture, input: dateOfBirth, path: ['dateOfBirth'] });
  } else if (ageOn(dateOfBirth, today) < MINIMUM_AGE) {
    context.issues.push({ code: 'custom', message: complianceTexts.tooYoung(MINIMUM_AGE), input: dateOfBirth, path: ['dateOfBirth'] });
  }
  if (idDocument.expiryDate <= today) {
    context.issues.push({ code: 'custom', message: complianceTexts.idExpired, input: idDocument.expiryDate, path: ['idDocument', 'expiryDate'] });
  }
});

const MEGABYTE = 1024 * 1024;

/** Why a chosen file cannot be the photo of the ID (checked before uploading it), or undefined. */
export function photoProblem(file: File): string | undefined {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return complianceTexts.photoWrongType;
  if (file.size > DOCUMENT_MAX_BYTES) return complianceTexts.photoTooLarge(`${DOCUMENT_MAX_BYTES / MEGABYTE} MB`);
  if (file.size === 0) return complianceTexts.photoRequired;
  return undefined;
}

/** "840 KB", "2.4 MB": a file's size for a person. */
export function fileSize(bytes: number): string {
  return bytes < MEGABYTE ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MEGABYTE).toFixed(1)} MB`;
}
