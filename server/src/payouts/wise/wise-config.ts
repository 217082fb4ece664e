import { createPublicKey } from 'node:crypto';
import { z } from 'zod/mini';

/**
 * The Wise rail's settings (issue 33, item 5), validated with the rest of the configuration in
 * config.ts. WISE_API_TOKEN and WISE_PROFILE_ID are required only when PAYOUT_PROVIDER=wise;
 * WISE_WEBHOOK_PUBLIC_KEY defaults to Wise's published production key.
 */

/**
 * Wise's production webhook signing key, as published in "How to create a webhook event handler"
 * (https://docs.wise.com/guides/developer/webhooks/event-handling, § Production Public Key). The
 * sandbox signs with another key, published on the same page: set WISE_WEBHOOK_PUBLIC_KEY to it.
 */
export const WISE_PRODUCTION_WEBHOOK_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvO8vXV+JksBzZAY6GhSO
XdoTCfhXaaiZ+qAbtaDBiu2AGkGVpmEygFmWP4Li9m5+Ni85BhVvZOodM9epgW3F
bA5Q1SexvAF1PPjX4JpMstak/QhAgl1qMSqEevL8cmUeTgcMuVWCJmlge9h7B1CS
D4rtlimGZozG39rUBDg6Qt2K+P4wBfLblL0k4C4YUdLnpGYEDIth+i8XsRpFlogx
CAFyH9+knYsDbR43UJ9shtc42Ybd40Afihj8KnYKXzchyQ42aC8aZ/h5hyZ28yVy
Oj3Vos0VdBIs/gAyJ/4yyQFCXYte64I7ssrlbGRaco4nKF3HmaNhxwyKyJafz19e
HwIDAQAB
-----END PUBLIC KEY-----
`;

function isRsaPublicKey(pem: string): boolean {
  try {
    return createPublicKey(pem).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
}

const PROFILE_MESSAGE = 'must be the numeric id of the Wise business profile, such as 12345678';

export const wiseEnvSchema = {
  WISE_API_URL: z._default(
    z.url({ error: 'must be a URL such as https://api.wise.com' }).check(z.refine((value) => /^https?:\/\//.test(value), 'must start with https://')),
    'https://api.wise.com',
  ),
  WISE_API_TOKEN: z.optional(z.string().check(z.minLength(8, 'must be a Wise API token'))),
  WISE_PROFILE_ID: z.optional(z.string().check(z.regex(/^[1-9]\d{0,17}$/, PROFILE_MESSAGE))),
  WISE_WEBHOOK_PUBLIC_KEY: z.optional(
    z.pipe(
      // A PEM pasted into one line of an .env file keeps its line breaks as "\n".
      z.transform((value: unknown) => String(value).replaceAll('\\n', '\n')),
      z.string().check(z.refine(isRsaPublicKey, 'must be an RSA public key in PEM (-----BEGIN PUBLIC KEY----- …)')),
    ),
  ),
};

export interface WiseSettings {
  /** Without a trailing slash: paths are appended to it. */
  apiUrl: string;
  apiToken: string;
  profileId: string;
}

interface WiseValues {
  WISE_API_URL: string;
  WISE_API_TOKEN?: string | undefined;
  WISE_PROFILE_ID?: string | undefined;
}

/** What PAYOUT_PROVIDER=wise lacks, one line per variable. */
export function wiseConfigProblems(values: WiseValues): string[] {
  const problems: string[] = [];
  if (!values.WISE_API_TOKEN) problems.push('WISE_API_TOKEN: is required when PAYOUT_PROVIDER=wise (value not shown)');
  if (!values.WISE_PROFILE_ID) problems.push(`WISE_PROFILE_ID: is required when PAYOUT_PROVIDER=wise (${PROFILE_MESSAGE})`);
  return problems;
}

export function wiseSettings(values: WiseValues): WiseSettings {
  return {
    apiUrl: values.WISE_API_URL.replace(/\/+$/, ''),
    apiToken: values.WISE_API_TOKEN ?? '',
    profileId: values.WISE_PROFILE_ID ?? '',
  };
}
