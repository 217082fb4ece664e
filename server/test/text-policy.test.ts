import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validation } from '../../domain/messages';
import type { ApiClient } from './api-client';
import { databaseFingerprint } from './fingerprint';
import { markEmailVerified, newSignup, startTestApp, type TestApp } from './harness';
import { enrolOperator, logIn, ROUTE_SAMPLES, type Account, type Actor } from './route-samples';

/**
 * Issue 32, item 4 (SECURITY.md promise 12): one text policy (domain/text.ts) for every label a
 * person types that others read. The class, not the instances: every text field of every request
 * schema of the server's route table (collected at start-up, so a new field cannot be missed) is a
 * label held to the policy, a format that cannot hold a hidden character, or a secret — nothing
 * else. Then, over real HTTP, each label of each route refuses a right-to-left override with 400
 * and its field's message, and writes nothing.
 */

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
}
interface Issue {
  message: string;
  path: PropertyKey[];
}
interface Schema {
  _zod: { def: Def };
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: Issue[] } };
}

/** What a schema is underneath optional, nullable, default and pipe wrappers (a query's pipe from its text). */
function base(schema: Schema): Schema {
  const def = schema._zod.def;
  if (def.innerType) return base(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return base(def.in._zod.def.type === 'transform' ? def.out : def.in);
  return schema;
}

interface TextField {
  /** "POST /api/recipients body city" */
  where: string;
  /** The field's path in the body or query ("address.city", "transports[]"). */
  path: string;
  key: string;
  /** The schema to parse one value with (the field with its wrappers, or an array's element). */
  schema: Schema;
}

/** Every field of `schema` whose value is text, through nested objects and arrays. */
function textFields(schema: Schema, where: string, prefix = ''): TextField[] {
  const shape = base(schema)._zod.def.shape;
  if (!shape) return [];
  return Object.entries(shape).flatMap(([key, field]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const underneath = base(field);
    const type = underneath._zod.def.type;
    if (type === 'object') return textFields(field, where, path);
    if (type === 'array' && base(underneath._zod.def.element!)._zod.def.type === 'string') {
      return [{ where, path: `${path}[]`, key, schema: underneath._zod.def.element! }];
    }
    return type === 'string' ? [{ where, path, key, schema: field }] : [];
  });
}

/** Compared with what is stored, never shown or kept as typed: any character may be part of one. */
const SECRETS = new Set(['password', 'currentPassword', 'newPassword', 'code', 'token']);
/** Labels that may hold line breaks: an operator's reasons, notes (a case's notes are `text`) and narratives. */
// unpaidReason: why a transfer is approved before its payment is recorded (issue 33), a reason like the others.
const MULTI_LINE = new Set(['reason', 'note', 'narrative', 'text', 'unpaidReason']);

/** A value each format field accepts (amounts, codes, ids, dates…), by its path. */
const FORMAT_SAMPLES: Record<string, string> = {
  email: 'asha@example.com',
  'response.id': 'QUJDRA',
  'response.rawId': 'QUJDRA',
  'response.response.clientDataJSON': 'QUJDRA',
  'response.response.attestationObject': 'QUJDRA',
  'response.response.authenticatorData': 'QUJDRA',
  'response.response.signature': 'QUJDRA',
  'response.response.userHandle': 'QUJDRA',
  'response.response.transports[]': 'usb',
  days: '30',
  accountNumber: '123456789012',
  ifscCode: 'SBIN0001234',
  targetRate: '64.25',
  marginPercent: '1.5',
  cadAmount: '100',
  inrAmount: '6300.00',
  exchangeRate: '63',
  rate: '63',
  referenceCode: 'MR7K2P9QX4',
  quoteId: '6f1c2a3e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
  status: 'pending',
  limit: '10',
  cursor: 'abc',
  'basic.perTransfer': '999.99',
  'basic.daily': '999.99',
  'basic.monthly': '3000.00',
  'verified.perTransfer': '5000.00',
  'verified.daily': '10000.00',
  'verified.monthly': '30000.00',
  phone: '+1 416 555 0100',
  fromDate: '2022-01-01',
  toDate: '2022-12-31',
  kind: 'str',
  // The operators' search: a reference or an email (the customers' history search is a label).
  search: 'asha@example.com',
  dateOfBirth: '1985-06-15',
  'address.postalCode': 'M5H 2N2',
  'idDocument.expiryDate': '2099-12-31',
  'removePasskeys[]': '6f1c2a3e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
  userId: '42',
};

/** The attacks' characters and their classes: zero-width, bidi, joiner between Latin letters, fillers, blanks, tags, controls. */
const HIDDEN = ['\u200b', '\u200e', '\u202e', '\u2066', '\u00ad', '\ufeff', '\u200d', '\u200c', '\u3164', '\u115f', '\u2800', '\ufe0f', '\u034f', '\u{e0041}', '\u0000', '\u001b', '\u0085', '\u2028', '\ue000'];

/**
 * `value` with `character` inside it, never at an end (trimming may drop some there, harmlessly):
 * after the second character of a longer value, so a joiner sits between two Latin letters.
 */
function inserted(value: string, character: string): string {
  const at = Math.min(2, Math.floor(value.length / 2));
  return `${value.slice(0, at)}${character}${value.slice(at)}`;
}

const refusedAsHidden = (result: ReturnType<Schema['safeParse']>) =>
  !result.success && result.error.issues.some((issue) => issue.message === validation.controlCharacters);

let testApp: TestApp;
const accounts: Partial<Record<Actor, Account>> = {};

beforeAll(async () => {
  testApp = await startTestApp();
  for (const actor of ['customerA', 'admin'] as const) {
    const signup = newSignup();
    const signedUp = await testApp.client().post('/api/auth/signup', signup);
    expect(signedUp.status).toBe(201);
    await markEmailVerified(testApp, signedUp.body.id);
    accounts[actor] = { email: signup.email, password: signup.password };
  }
  await enrolOperator(testApp, accounts.admin!);
});
afterAll(() => testApp.close());

function allTextFields(): TextField[] {
  return testApp.app.routeSchemas.flatMap((route) =>
    (['body', 'querystring'] as const).flatMap((part) => {
      const schema = route[part] as Schema | undefined;
      return schema ? textFields(schema, `${route.method} ${route.url} ${part}`) : [];
    }),
  );
}

/** The labels of the route table: text fields that take plain words and are not secrets. */
function labels(): TextField[] {
  return allTextFields().filter((field) => !SECRETS.has(field.key) && field.schema.safeParse('Asha Patel').success);
}

describe('every text field of every request schema of the route table', () => {
  it('is a label, a format or a secret', () => {
    const fields = allTextFields();
    expect(fields.length).toBeGreaterThan(80);
    const unknown = fields.filter(
      (field) => !SECRETS.has(field.key) && !field.schema.safeParse('Asha Patel').success && FORMAT_SAMPLES[field.path] === undefined,
    );
    expect(unknown.map((field) => `${field.where} ${field.path}`), 'text fields that are neither labels nor known formats').toEqual([]);
    // What the third attack used are labels now: passkey names, names, recipients' fields, addresses, narratives.
    const labelled = new Set(labels().map((field) => `${field.where} ${field.path}`));
    for (const expected of [
      'POST /api/auth/signup body firstName',
      'POST /api/auth/passkeys/register body name',
      'PATCH /api/auth/passkeys/:id body name',
      'POST /api/recipients body name',
      'POST /api/recipients body bankName',
      'PATCH /api/recipients/:id body city',
      'PATCH /api/profile body address',
      'POST /api/verification body idDocument.number',
      'POST /api/admin/compliance/cases body narrative',
      'POST /api/admin/payment-reviews/:id/dismiss body note',
    ]) {
      expect(labelled, expected).toContain(expected);
    }
  });

  it('a label refuses every hidden character with the field’s message; only reasons, notes and narratives take line breaks', () => {
    const failures: string[] = [];
    for (const field of labels()) {
      for (const character of HIDDEN) {
        if (!refusedAsHidden(field.schema.safeParse(inserted('Asha Patel', character)))) {
          failures.push(`${field.where} ${field.path}: U+${character.codePointAt(0)!.toString(16)}`);
        }
      }
      const multiLine = MULTI_LINE.has(field.key);
      if (field.schema.safeParse('Asha\nPatel').success !== multiLine) failures.push(`${field.where} ${field.path}: a line break`);
    }
    expect(failures).toEqual([]);
  });

  it('a label is stored with plain spaces: no-break, typographic and ideographic spaces become spaces, the text is composed (NFC)', () => {
    const failures: string[] = [];
    for (const field of labels()) {
      const result = field.schema.safeParse('\u00a0Zoe\u0308\u00a0Ça\u2009Ñu\u3000Ng\u202fA\u2007B\u205fC ');
      if (!result.success) failures.push(`${field.where} ${field.path}: refused`);
      else if (typeof result.data === 'string' && result.data !== 'Zoë Ça Ñu Ng A B C') failures.push(`${field.where} ${field.path}: ${JSON.stringify(result.data)}`);
    }
    expect(failures).toEqual([]);
  });

  it('a format field takes its sample and refuses it with any hidden character inside', () => {
    const failures: string[] = [];
    for (const field of allTextFields()) {
      const sample = FORMAT_SAMPLES[field.path];
      if (SECRETS.has(field.key) || sample === undefined || field.schema.safeParse('Asha Patel').success) continue;
      if (!field.schema.safeParse(sample).success) failures.push(`${field.where} ${field.path}: its sample ${sample} is refused`);
      for (const character of HIDDEN) {
        if (field.schema.safeParse(inserted(sample, character)).success) failures.push(`${field.where} ${field.path}: U+${character.codePointAt(0)!.toString(16)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('over HTTP, each label of each route', () => {
  async function session(actor: Actor): Promise<ApiClient> {
    const client = testApp.client();
    const account = accounts[actor];
    if (account) expect((await logIn(client, account)).status).toBe(200);
    return client;
  }

  function withValue(body: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
    const copy = structuredClone(body);
    const keys = path.split('.');
    let target: Record<string, unknown> = copy;
    for (const key of keys.slice(0, -1)) {
      target[key] = { ...(target[key] as Record<string, unknown> | undefined) };
      target = target[key] as Record<string, unknown>;
    }
    target[keys.at(-1)!] = value;
    return copy;
  }

  it('refuses a right-to-left override with 400 on that field, and writes nothing', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const field of labels()) {
      const [method, url, part] = field.where.split(' ') as [string, string, 'body' | 'querystring'];
      const makeSample = ROUTE_SAMPLES[`${method} ${url}`];
      const policy = testApp.app.routePolicies.find((route) => route.method === method && route.url === url);
      if (!makeSample || !policy) {
        failures.push(`${field.where}: no sample or policy`);
        continue;
      }
      const actor: Actor = policy.access === 'admin' ? 'admin' : policy.access === 'user' ? 'customerA' : 'anonymous';
      const client = await session(actor);
      const sample = await makeSample({ client, actor, accounts, testApp });
      const hostile = 'Abc\u202egpj.exe';
      const before = await databaseFingerprint(testApp);
      const response =
        part === 'body'
          ? await client.request(method, sample.path, { json: withValue(sample.body ?? {}, field.path, hostile) })
          : await client.request(method, `${sample.path.split('?')[0]}?${new URLSearchParams({ [field.path]: hostile })}`);
      checked += 1;
      if (response.status !== 400 || response.body?.errors?.[field.path] !== validation.controlCharacters) {
        failures.push(`${field.where} ${field.path}: ${response.status} ${JSON.stringify(response.body)}`);
      }
      if (JSON.stringify(await databaseFingerprint(testApp)) !== JSON.stringify(before)) failures.push(`${field.where} ${field.path}: wrote`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(25);
  });

  it.each([
    ['a joiner between Latin letters', 'Vi\u200dc'],
    ['Hangul fillers', '\u3164\u3164'],
    ['Braille blanks', '\u2800\u2800'],
  ])('no name may be %s (the third attack)', async (_name, value) => {
    const signUp = await testApp.client().post('/api/auth/signup', newSignup({ firstName: value, lastName: value }));
    expect(signUp.status).toBe(400);
    expect(signUp.body.errors).toMatchObject({ firstName: validation.controlCharacters, lastName: validation.controlCharacters });
    const customer = await session('customerA');
    const profile = await customer.patch('/api/profile', { username: value });
    expect(profile.body.errors).toEqual({ username: validation.controlCharacters });
    const recipient = await customer.post('/api/recipients', { name: value, accountNumber: '123456789012', ifscCode: 'SBIN0001234', bankName: value, relationship: 'Family' });
    expect(recipient.body.errors).toMatchObject({ name: validation.controlCharacters, bankName: validation.controlCharacters });
  });

  it('a name with a no-break space is stored with a plain one', async () => {
    const client = testApp.client();
    const response = await client.post('/api/auth/signup', newSignup({ firstName: 'Mary\u00a0Ann', lastName: 'Ng\u3000Lee' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ firstName: 'Mary Ann', lastName: 'Ng Lee' });
  });
});
