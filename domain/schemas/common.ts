// zod/mini, not zod: the same validation with a tree-shakable API, so the web bundles only the
// parts these schemas use (the full API cost ~26 KB gzipped on the sign-in screen). zod/mini has
// no default messages of its own: every field a person fills in carries its message here, and the
// server loads zod's English messages for the rest (server/src/zod-locale.ts).
import { z } from 'zod/mini';
import { MAX_NAME_LENGTH, MIN_NAME_LENGTH } from '../constants';
import { validation } from '../messages';
import { hasOnlyVisibleCharacters, visibleLength } from '../text';

/**
 * A validation message, read when zod reports it (issue 19): a catalogue text read when a schema is
 * defined would stay in the language of that moment, not the request's or the screen's.
 */
export type Message = () => string;

/** Every error the API answers has this shape (docs/api.md § Errors). */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
  requestId: z.optional(z.string()),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * The largest id a row can have: users, recipients and exchange rates have 32-bit `integer` ids;
 * transfers have `bigint` ids, of which JavaScript numbers hold exactly 53 bits. An id past its
 * column's range names no row and is refused before it reaches the database (which would fail).
 */
export const MAX_ROW_ID = { integer: 2_147_483_647, bigint: Number.MAX_SAFE_INTEGER } as const;

/** Row ids in paths: plain decimal digits only (not " 1", "1e3" or "0x1F", which Number() accepts), within the column's range. */
function idParams(max: number) {
  const message = { error: () => validation.idInvalid(max) };
  return z.object({
    id: z.pipe(
      z.string(message).check(z.regex(/^[1-9][0-9]{0,15}$/, message)),
      z.pipe(z.transform(Number), z.number().check(z.lte(max, message))),
    ),
  });
}

/** `:id` of a recipient, user or exchange rate (an `integer` column). */
export const idParamsSchema = idParams(MAX_ROW_ID.integer);
/** `:id` of a row with a `bigint` id: a transfer, an incoming e-Transfer. */
export const bigIdParamsSchema = idParams(MAX_ROW_ID.bigint);

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A whole number in an answer (ids, counts): a number with zod's safe-integer check. */
export const wholeNumberSchema = z.number().check(z.int());

/**
 * Free text on one line (a bank name, a phone number, an address, a search): nothing hidden in it
 * (see domain/text.ts), in Unicode's composed form so that "é" typed two ways is stored one way.
 */
export const visibleText = z.refine<string>((value) => hasOnlyVisibleCharacters(value), { error: () => validation.controlCharacters });
/** The same for a field that may hold several lines (an operator's reason). */
export const visibleMultiLineText = z.refine<string>(
  (value) => hasOnlyVisibleCharacters(value, { lineBreaks: true }),
  { error: () => validation.controlCharacters },
);

/**
 * Every other space as the plain one: a no-break space (U+00A0), the typographic spaces U+2000 to
 * U+200A, the narrow no-break space (U+202F), the ideographic space (U+3000)… A phone keyboard or a
 * pasted name brings them; they look like spaces, so they are made spaces rather than refused
 * (issue 32), and a name is then stored, shown and searched one way.
 */
export const plainSpaces = z.overwrite((value: string) => value.replace(/\p{Zs}/gu, ' '));

export interface LabelOptions {
  /** At most this many characters (UTF-16 units, as the columns count them)… */
  max: number;
  /** …or this message. */
  tooLong: Message;
  /** At least this many characters a reader can see (visibleLength): a required label. */
  min?: number;
  tooShort?: Message;
  /** The message for a value that is not text at all (default: tooShort, else tooLong). */
  notText?: Message;
  /** An operator's reason, note or narrative may hold line breaks and tabs; a name or an address may not. */
  lineBreaks?: boolean;
}

/**
 * The one text policy (domain/text.ts) for every label a person types that others read, so none
 * can look empty or lie about its direction (issue 32): names, passkey names, a recipient's bank
 * and address, a customer's address, phone and ID details, an operator's reasons, notes and
 * narratives. Trimmed, composed (NFC), every space the plain one, nothing hidden, and as long as
 * the field allows. server/test/text-policy.test.ts walks every request schema of the route table
 * and holds each of its text fields to it.
 */
export function labelText(options: LabelOptions) {
  const { min, tooShort, tooLong } = options;
  return z.string({ error: options.notText ?? tooShort ?? tooLong }).check(
    z.trim(),
    z.normalize('NFC'),
    plainSpaces,
    z.maxLength(options.max, { error: tooLong }),
    options.lineBreaks ? visibleMultiLineText : visibleText,
    z.refine((value) => min === undefined || visibleLength(value) >= min, { error: tooShort ?? tooLong }),
  );
}

/**
 * A person's or a recipient's name: a label of at least `min` characters a reader can see (so
 * "\u200b\u200b" or "ㅤㅤ" is not a two-letter name).
 */
export function nameSchema(messages: { min: Message; max: Message }, min = MIN_NAME_LENGTH, max = MAX_NAME_LENGTH) {
  return labelText({ max, tooLong: messages.max, min, tooShort: messages.min });
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
