/**
 * How Interac words its auto-deposit notifications, one entry per wording (issue 33 item 3): a new
 * wording is a new entry here, never new code. Each pattern runs on the notification read as text
 * (`Subject: …` on the first line, then the body as plain text); every pattern of a template must
 * match, and together their named groups must give `senderName`, `amount` and `reference`
 * (`message` and `currency` may be absent: no memo, and the template's currency). Where each
 * wording was seen is in `source` and in the fixtures (server/test/fixtures/interac/).
 */

export interface NotificationTemplate {
  id: string;
  language: 'en' | 'fr';
  /** Where this wording comes from (kept short; the fixtures hold a full example). */
  source: string;
  /** How the amount is written: `1,234.56` (en) or `1 234,56` (fr). */
  amountFormat: 'en' | 'fr';
  /** The currency when the notification does not name one (Interac e-Transfers are Canadian dollars). */
  currency: string;
  patterns: RegExp[];
}

const EN_AMOUNT = String.raw`(?<amount>\d{1,3}(?:,\d{3})*(?:\.\d{2})|\d+(?:\.\d{2}))`;
// French amounts group thousands with a space, a no-break space or a narrow no-break space.
const FR_AMOUNT = String.raw`(?<amount>\d{1,3}(?:[ \u00a0\u202f]\d{3})*,\d{2})`;
const CURRENCY = String.raw`(?:\s*\((?<currency>[A-Z]{3})\))?`;
// Interac reference numbers: letters and digits, such as CA1MRbQm3kTn or C1AYd8eJYUcY.
const REFERENCE = String.raw`(?<reference>[A-Za-z0-9]{8,24})`;
const EN_MESSAGE = /^Message:[ \t]*(?<message>.*)$/m;
const FR_MESSAGE = /^Message\s?:[ \t]*(?<message>.*)$/m;
const EN_REFERENCE = new RegExp(String.raw`^Reference Number:\s*${REFERENCE}\s*$`, 'm');
const FR_REFERENCE = new RegExp(String.raw`^Numéro de référence\s?:\s*${REFERENCE}\s*$`, 'm');

/** Optional patterns: a template still matches without them (a transfer sent with no memo). */
export const OPTIONAL_PATTERNS: ReadonlySet<RegExp> = new Set([EN_MESSAGE, FR_MESSAGE]);

export const NOTIFICATION_TEMPLATES: readonly NotificationTemplate[] = [
  {
    id: 'en-money-transfer-deposited',
    language: 'en',
    source: 'Interac’s long-standing English auto-deposit mail, quoted by several open-source e-Transfer mail parsers',
    amountFormat: 'en',
    currency: 'CAD',
    patterns: [
      /^Subject: INTERAC e-Transfer: A money transfer from (?<senderName>.+?) has been automatically deposited\.?$/im,
      new RegExp(String.raw`has sent you \$${EN_AMOUNT}${CURRENCY} and the money has been automatically deposited`, 'i'),
      EN_MESSAGE,
      EN_REFERENCE,
    ],
  },
  {
    id: 'en-you-received-deposited',
    language: 'en',
    source: 'Interac’s English auto-deposit mail since 2024 (subject “You’ve received $X from NAME…”)',
    amountFormat: 'en',
    currency: 'CAD',
    patterns: [
      new RegExp(
        String.raw`^Subject: Interac e-Transfer: You['’]ve received \$${EN_AMOUNT}${CURRENCY} from (?<senderName>.+?) and it has been automatically deposited\.?$`,
        'im',
      ),
      /Your funds have been automatically deposited/i,
      EN_MESSAGE,
      EN_REFERENCE,
    ],
  },
  {
    id: 'en-sent-you-money-deposited',
    language: 'en',
    source: 'Interac’s English mail “NAME sent you money” with the auto-deposit body “Your funds have been automatically deposited”',
    amountFormat: 'en',
    currency: 'CAD',
    patterns: [
      /^Subject: INTERAC e-Transfer: (?<senderName>.+?) sent you money\.?$/im,
      /Your funds have been automatically deposited/i,
      new RegExp(String.raw`^Amount:\s*\$${EN_AMOUNT}${CURRENCY}\s*$`, 'im'),
      EN_MESSAGE,
      EN_REFERENCE,
    ],
  },
  {
    id: 'fr-vous-a-envoye-des-fonds',
    language: 'fr',
    source: 'Le courriel français d’Interac « NOM vous a envoyé des fonds » avec « Vos fonds ont été déposés automatiquement »',
    amountFormat: 'fr',
    currency: 'CAD',
    patterns: [
      /^Subject: Virement INTERAC\s?: (?<senderName>.+?) vous a envoyé des fonds\.?$/im,
      /Vos fonds ont été déposés automatiquement/i,
      new RegExp(String.raw`^Montant\s?:\s*${FR_AMOUNT}\s?\$${CURRENCY}\s*$`, 'im'),
      FR_MESSAGE,
      FR_REFERENCE,
    ],
  },
  {
    id: 'fr-transfert-depose',
    language: 'fr',
    source: 'Le courriel français d’Interac de longue date « Un transfert de fonds de NOM a été déposé automatiquement »',
    amountFormat: 'fr',
    currency: 'CAD',
    patterns: [
      /^Subject: Virement INTERAC\s?: Un transfert de fonds de (?<senderName>.+?) a été déposé automatiquement\.?$/im,
      new RegExp(String.raw`vous a envoyé ${FR_AMOUNT}\s?\$${CURRENCY} et les fonds ont été déposés automatiquement`, 'i'),
      FR_MESSAGE,
      FR_REFERENCE,
    ],
  },
];
