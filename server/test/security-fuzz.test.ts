import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../domain/schemas/common';
import type { RoutePolicy } from '../src/auth/access';
import type { ApiClient, ApiResponse } from './api-client';
import { databaseFingerprint } from './fingerprint';
import { markEmailVerified, newSignup, startTestApp, type TestApp } from './harness';
import { enrolOperator, logIn, ROUTE_SAMPLES, type Account, type Actor } from './route-samples';

/**
 * Promise 6 of SECURITY.md: hostile input never gets a 500. For every route of the route table,
 * fast-check generates 1,000 requests from its valid sample: bodies with fields of the wrong type,
 * huge, unicode, negative or 3-decimal values, prototype-pollution keys and mass-assignment
 * fields, malformed JSON, hostile path ids and query strings. Every answer must be below 500 and
 * errors must have the uniform JSON shape; the requests that are invalid by construction must be
 * refused and must leave the database exactly as it was. FUZZ_SEED=<n> replays a run.
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 1_000);
const CONCURRENCY = 8;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

let testApp: TestApp;
const accounts: Partial<Record<Actor, Account>> = {};

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '=HYPERLINK("http://evil")',
    '${jndi:ldap://x}',
    '../../etc/passwd',
    '\u0000',
    '\u202e',
    '   ',
    '-5',
    '10.123',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    '5000.01',
    '-0.00',
    '１２３',
    '💸💸💸',
  ),
);

/** A value no string field accepts. */
const notAString = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constant('x'.repeat(10_000)),
);
/** A value no whole-number field accepts. */
const notAnId = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.string({ maxLength: 10 }),
  fc.constantFrom(-1, 0, 1.5, -0.5, 2 ** 53, Number.MAX_SAFE_INTEGER),
  fc.array(fc.integer(), { maxLength: 2 }),
);

/** A value neither a string nor a whole-number field accepts: for a sample field that is null (a nullable id or text). */
const notAnything = fc.oneof(
  fc.boolean(),
  fc.constantFrom(-1, 1.5, -0.5, 2 ** 53),
  fc.array(fc.integer(), { minLength: 1, maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { minKeys: 1, maxKeys: 3 }),
);

const extraKeys = fc.dictionary(
  fc.constantFrom('isAdmin', 'status', 'userId', 'id', 'email', 'rate', 'passwordHash', 'role', 'createdAt', '__proto__', 'constructor'),
  fc.oneof(fc.constant(true), fc.constant('completed'), fc.integer(), fc.constant({ isAdmin: true })),
  { maxKeys: 3 },
);

interface FuzzRequest {
  path: string;
  body?: string;
  contentType?: string;
  /** True when the request is invalid by construction: it must be refused and write nothing. */
  mustRefuse: boolean;
}

/** Bodies no route accepts: broken JSON, prototype pollution, over the 64 KB limit. */
const brokenJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  "{'single': 'quotes'}",
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  JSON.stringify({ big: 'x'.repeat(70_000) }),
);
/** Well-formed JSON that is not an object: refused wherever a body is expected. */
const notAnObject = fc.constantFrom('null', '"just a string"', '[]', '1e309', '-0', 'true', `${'['.repeat(5_000)}${']'.repeat(5_000)}`);

/** Ids at the edges of the id columns: 32-bit integer (users, recipients, rates) and JavaScript's exact 53 bits (transfers). */
const EDGE_IDS = ['2147483647', '2147483648', '4294967296', '9007199254740991', '9007199254740992', '9999999999999999'];

/** A cursor as the server writes it, with an id at an edge: valid in form, so only the id range can refuse it. */
const edgeCursor = (id: string) => Buffer.from(`2026-01-01T00:00:00.000000Z|${id}`, 'utf8').toString('base64url');

const hostileSegment = fc.oneof(
  fc.constantFrom('-1', '0', 'abc', '1e5', '1.5', '99999999999999999999', '%00', '..%2F..%2Fetc', '%E2%80%AE', ' 1', '0x1F', '%zz', '%', 'a'.repeat(250)),
  fc.constantFrom(...EDGE_IDS),
  fc
    .string({ maxLength: 12 })
    .map((text) => encodeURIComponent(text) || 'x')
    // A well-formed id ("7") is not hostile: it may name a real row that the request rightly changes.
    .filter((segment) => !/^[1-9][0-9]{0,14}$/.test(segment)),
);

const hostileQuery = fc
  .dictionary(
    fc.constantFrom('limit', 'cursor', 'fromDate', 'toDate', 'status', 'search', 'page', '__proto__', 'x'),
    fc.oneof(hostileString, fc.constantFrom('-1', '0', '501', '2026-02-30', '9999-99-99', 'all', '%', '\\'), fc.constantFrom(...EDGE_IDS.map(edgeCursor))),
    { maxKeys: 4 },
  )
  .map((query) => new URLSearchParams(query as Record<string, string>).toString());

/** Requests for one route, derived from its valid sample. */
function fuzzRequests(route: RoutePolicy, samplePath: string, sampleBody: Record<string, unknown> | undefined) {
  const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
  const isBodyRoute = route.method !== 'GET' && route.method !== 'DELETE';
  const fields = Object.entries(sampleBody ?? {});
  const idParam = route.url.includes(':id');

  const options: fc.Arbitrary<FuzzRequest>[] = [];
  if (fields.length > 0) {
    // At least one field of the wrong type: invalid by construction.
    options.push(
      fc
        .record({
          broken: fc.subarray(fields.map(([name]) => name), { minLength: 1 }),
          values: fc.array(fc.oneof(notAString, notAnId), { minLength: fields.length, maxLength: fields.length }),
          // An id field gets a value no id field accepts: notAString's integers are valid ids (they may name a real row).
          wrongIds: fc.array(notAnId, { minLength: fields.length, maxLength: fields.length }),
          // A null sample may stand for an id or a text; its wrong value must be wrong for both (an integer names a real operator).
          wrongAny: fc.array(notAnything, { minLength: fields.length, maxLength: fields.length }),
          others: fc.array(hostileString, { minLength: fields.length, maxLength: fields.length }),
          extra: extraKeys,
          query: hostileQuery,
        })
        .map(({ broken, values, wrongIds, wrongAny, others, extra, query }) => {
          const body: Record<string, unknown> = {};
          fields.forEach(([name, valid], index) => {
            if (broken.includes(name)) {
              body[name] = valid === null ? wrongAny[index] : typeof valid === 'number' ? wrongIds[index] : wrongForString(values[index]);
            }
            else body[name] = index % 2 === 0 ? others[index] : valid;
          });
          // Mass-assignment keys are extra: one named like a sample field would replace its broken value.
          for (const [key, value] of Object.entries(extra)) {
            if (!fields.some(([name]) => name === key)) Object.defineProperty(body, key, { value, enumerable: true });
          }
          return { path: withQuery(samplePath, query), body: JSON.stringify(body), mustRefuse: true };
        }),
    );
    // Hostile strings in every field: may be valid, must never break the server.
    options.push(
      fc
        .record({ values: fc.array(hostileString, { minLength: fields.length, maxLength: fields.length }), extra: extraKeys })
        .map(({ values, extra }) => {
          const body: Record<string, unknown> = Object.fromEntries(fields.map(([name, valid], index) => [name, typeof valid === 'number' ? valid : values[index]]));
          for (const [key, value] of Object.entries(extra)) Object.defineProperty(body, key, { value, enumerable: true });
          return { path: samplePath, body: JSON.stringify(body), mustRefuse: false };
        }),
    );
  }
  if (isBodyRoute) {
    options.push(brokenJson.map((body) => ({ path: samplePath, body, mustRefuse: true })));
    options.push(notAnObject.map((body) => ({ path: samplePath, body, mustRefuse: fields.length > 0 })));
    options.push(
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml').map((contentType) => ({
        path: samplePath,
        body: 'email=a%40b.co&password=x',
        contentType,
        mustRefuse: true,
      })),
    );
  }
  if (idParam) {
    options.push(
      hostileSegment.map((segment) => ({
        path: route.url.replace(':id', segment),
        ...(sampleBody ? { body: JSON.stringify(sampleBody) } : {}),
        mustRefuse: true,
      })),
    );
  }
  options.push(
    hostileQuery.map((query) => ({
      path: withQuery(samplePath, query),
      ...(isBodyRoute && sampleBody ? { body: JSON.stringify(sampleBody) } : {}),
      mustRefuse: false,
    })),
  );
  return fc.oneof(...options);
}

/** Turns a generated wrong value into one no string field accepts (a number, null, an array…). */
function wrongForString(value: unknown): unknown {
  // null clears an optional field (a valid request), so it is not "wrong" here.
  if (value === null) return 404;
  return typeof value === 'string' ? { value } : value;
}

async function send(client: ApiClient, method: string, request: FuzzRequest): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (request.body !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
  return client.request(method, request.path, { ...(request.body !== undefined ? { body: request.body } : {}), headers });
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

beforeAll(async () => {
  console.warn(`fuzz seed: ${seed} (replay with FUZZ_SEED=${seed})`);
  testApp = await startTestApp();
  for (const actor of ['customerA', 'customerB', 'admin'] as const) {
    const signup = newSignup();
    const signedUp = await testApp.client().post('/api/auth/signup', signup);
    expect(signedUp.status).toBe(201);
    // As after opening the sign-up mail's link (issue 18): identity verification needs it.
    await markEmailVerified(testApp, signedUp.body.id);
    accounts[actor] = { email: signup.email, password: signup.password };
  }
  // An operator as they start (issue 18): the role, then an authenticator app; signing in asks for a code.
  await enrolOperator(testApp, accounts.admin!);
});
afterAll(() => testApp.close());

describe(`fuzzing every route with ${RUNS_PER_ROUTE} hostile requests (seed ${seed})`, () => {
  // Every route × 1,000 requests: about 4.5 minutes alone on 2 cores, up to 10 beside the other
  // test files (passwords are hashed at the tests' tiny cost, server/test/harness.ts); the limit is
  // a safety net for a hang, not a speed check.
  it('never answers 500, always in the uniform error shape, and refused requests write nothing', { timeout: 1_200_000 }, async () => {
    const failures: string[] = [];
    let total = 0;
    for (const [index, route] of testApp.app.routePolicies.entries()) {
      const makeSample = ROUTE_SAMPLES[`${route.method} ${route.url}`];
      if (!makeSample) {
        failures.push(`${route.method} ${route.url}: no sample in route-samples.ts`);
        continue;
      }
      const actor: Actor = route.access === 'admin' ? 'admin' : 'customerA';
      const client = testApp.client();
      await logIn(client, accounts[actor]!);
      const sample = await makeSample({ client, actor, accounts, testApp });
      const requests = fc.sample(fuzzRequests(route, sample.path, sample.body), { numRuns: RUNS_PER_ROUTE, seed: seed + index });

      // Invalid-by-construction requests first, against a fingerprint of the whole database.
      const refusals = requests.filter((request) => request.mustRefuse);
      // Work the previous route started after its answers (a reset link mailed after "check your
      // email") must not land inside this route's window; and what a refusal starts is counted.
      await testApp.app.ctx.background.drain();
      const before = await databaseFingerprint(testApp);
      await inBatches(refusals, CONCURRENCY, async (request) => {
        const response = await send(client, route.method, request);
        if (response.status >= 500 || response.status < 400) {
          failures.push(`${route.method} ${request.path} ${request.body?.slice(0, 120)} → ${response.status} (expected a refusal)`);
        } else if (!errorResponseSchema.safeParse(response.body).success) {
          failures.push(`${route.method} ${request.path} → ${response.status} without the uniform error shape`);
        }
      });
      await testApp.app.ctx.background.drain();
      const after = await databaseFingerprint(testApp);
      for (const table of Object.keys(before)) {
        if (before[table] !== after[table]) failures.push(`${route.method} ${route.url}: refused requests changed ${table}`);
      }

      await inBatches(requests.filter((request) => !request.mustRefuse), CONCURRENCY, async (request) => {
        const response = await send(client, route.method, request);
        if (response.status >= 500) failures.push(`${route.method} ${request.path} ${request.body?.slice(0, 120)} → ${response.status}`);
        else if (response.status >= 400 && !errorResponseSchema.safeParse(response.body).success) {
          failures.push(`${route.method} ${request.path} → ${response.status} without the uniform error shape`);
        }
      });
      total += requests.length;
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(testApp.app.routePolicies.length * RUNS_PER_ROUTE);
  });
});

describe('ids at the edges of their columns', () => {
  it('every :id route and every paged list refuses ids past the column with a 4xx, never a 500', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of testApp.app.routePolicies) {
      const actor: Actor = route.access === 'admin' ? 'admin' : 'customerA';
      const client = testApp.client();
      await logIn(client, accounts[actor]!);
      const sample = await ROUTE_SAMPLES[`${route.method} ${route.url}`]!({ client, actor, accounts, testApp });
      const targets: string[] = [];
      if (route.url.includes(':id')) targets.push(...EDGE_IDS.map((id) => route.url.replace(':id', id)));
      // Cursors are for the paged lists; a GET of one row by :id (a verification's document) has its id checked above.
      if (route.method === 'GET' && !route.url.includes(':id')) {
        targets.push(...EDGE_IDS.map((id) => `${sample.path.split('?')[0]}?cursor=${edgeCursor(id)}`));
      }
      for (const path of targets) {
        const response = await client.request(route.method, path, sample.body === undefined ? {} : { json: sample.body });
        checked += 1;
        if (response.status >= 500) failures.push(`${route.method} ${path} → ${response.status}`);
        if (route.url.includes(':id') && response.status < 400) failures.push(`${route.method} ${path} → ${response.status}, expected a refusal`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(EDGE_IDS.length * 4);
  });
});
