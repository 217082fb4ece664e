import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignup, signedUpClient, startTestApp, type TestApp } from './harness';
import { rawRequest, rawSocket } from './raw-http';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

async function userCount(): Promise<number> {
  return (await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0]!.n;
}

describe('cross-origin state changes are refused, and nothing is written', () => {
  it('403: a foreign Origin', async () => {
    const before = await userCount();
    const response = await testApp.client().post('/api/auth/signup', newSignup(), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Cross-origin requests are not allowed.' });
    expect(await userCount()).toBe(before);
  });

  it('403: no Origin but Sec-Fetch-Site: cross-site', async () => {
    const client = testApp.client();
    const response = await client.request('POST', '/api/auth/signup', {
      json: newSignup(),
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });

  it('415: a text/plain or form-encoded body (what a cross-site form can send)', async () => {
    const before = await userCount();
    const plain = await testApp.client().request('POST', '/api/auth/signup', {
      body: JSON.stringify(newSignup()),
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    const form = await testApp.client().request('POST', '/api/auth/signup', {
      body: 'email=a%40b.co&password=secret1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json).' });
    expect(await userCount()).toBe(before);
  });

  it('a logout from another origin does not end the session', async () => {
    const { client } = await signedUpClient(testApp);
    expect((await client.post('/api/auth/logout', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('…nor through a percent-encoded path, which the router decodes to the same route', async () => {
    const { client } = await signedUpClient(testApp);
    const forged = await rawRequest(testApp.url, 'POST', '/%61pi/auth/logout', {
      headers: { cookie: client.cookieHeader, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body)).toEqual({ message: 'Cross-origin requests are not allowed.' });
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  // Issue 32: the check used to accept an Origin equal to the request's own Host. A page of a
  // DNS-rebinding attacker (rebind.evil.example, resolving to this server) sends exactly that.
  it('403: an Origin equal to the request’s Host but not APP_URL (DNS rebinding); APP_URL’s origin is accepted', async () => {
    const before = await userCount();
    const port = new URL(testApp.url).port;
    const rebound = await rawRequest(testApp.url, 'POST', '/api/auth/signup', {
      headers: { host: `rebind.evil.example:${port}`, origin: `http://rebind.evil.example:${port}`, 'content-type': 'application/json' },
      body: JSON.stringify(newSignup()),
    });
    expect(rebound.status).toBe(403);
    expect(JSON.parse(rebound.body)).toEqual({ message: 'Cross-origin requests are not allowed.' });
    // The address the test server listens on is not APP_URL either.
    const ownHost = await rawRequest(testApp.url, 'POST', '/api/auth/signup', {
      headers: { origin: testApp.url, 'content-type': 'application/json' },
      body: JSON.stringify(newSignup()),
    });
    expect(ownHost.status).toBe(403);
    expect(await userCount()).toBe(before);
    const fromAppUrl = await rawRequest(testApp.url, 'POST', '/api/auth/signup', {
      headers: { host: `rebind.evil.example:${port}`, origin: testApp.config.appUrl, 'content-type': 'application/json' },
      body: JSON.stringify(newSignup()),
    });
    expect(fromAppUrl.status).toBe(201);
  });

  it('a state-changing request from another site is refused on any path, API or not', async () => {
    const response = await rawRequest(testApp.url, 'POST', '/history', { headers: { origin: 'http://evil.example' } });
    expect(response.status).toBe(403);
  });
});

describe('API answers are recognised however the path is spelled', () => {
  it.each(['/%61pi/auth/me', '/%61pi/nope', '/API/nope', '//api/nope', '/x/../api/nope'])('%s: JSON, no-store, never the web page', async (path) => {
    const response = await rawRequest(testApp.url, 'GET', path);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect([401, 404]).toContain(response.status);
  });
});

describe('requests that never reach a route answer in the uniform shape', () => {
  it('400 { message } for a malformed Content-Length (Node’s parser refuses it)', async () => {
    const answer = await rawSocket(
      testApp.url,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 12abc\r\n\r\n{}',
    );
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(head).toMatch(/x-content-type-options: nosniff/i);
    expect(JSON.parse(body)).toEqual({ message: 'The request could not be read: it is not well-formed HTTP.' });
  });

  it('431 { message } for headers over the size limit', async () => {
    const answer = await rawSocket(testApp.url, `GET /api/auth/me HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(body)).toEqual({ message: 'The request headers are too large.' });
  });

  it('400 { message } for a URL with a broken percent-escape, with the usual headers', async () => {
    const response = await rawRequest(testApp.url, 'DELETE', '/api/recipients/%zz', { headers: { origin: testApp.config.appUrl } });
    expect(response.status).toBe(400);
    expect(Object.keys(JSON.parse(response.body))).toEqual(['message']);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('bad bodies get a 4xx in the uniform shape, never a 500', () => {
  const cases: [string, Record<string, string>, string, number][] = [
    ['malformed JSON', { 'content-type': 'application/json' }, '{"email":', 400],
    ['an empty JSON body', { 'content-type': 'application/json' }, '', 400],
    ['a JSON array', { 'content-type': 'application/json' }, '[1,2,3]', 400],
    ['a JSON string', { 'content-type': 'application/json' }, '"hello"', 400],
    ['JSON null', { 'content-type': 'application/json' }, 'null', 400],
    ['a prototype-pollution key', { 'content-type': 'application/json' }, '{"__proto__":{"isAdmin":true},"email":"a@b.co","password":"x"}', 400],
    ['a constructor-pollution key', { 'content-type': 'application/json' }, '{"constructor":{"prototype":{"isAdmin":true}}}', 400],
    ['a body over 64 KB', { 'content-type': 'application/json' }, JSON.stringify({ email: 'a'.repeat(70_000) }), 413],
  ];

  it.each(cases)('%s', async (_name, headers, body, status) => {
    const response = await testApp.client().request('POST', '/api/auth/login', { body, headers });
    expect(response.status).toBe(status);
    expect(typeof response.body.message).toBe('string');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('wrong types in every field', async () => {
    const response = await testApp.client().post('/api/auth/signup', {
      email: ['a@b.co'],
      firstName: { name: 'x' },
      lastName: 12,
      password: true,
      country: null,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['country', 'email', 'firstName', 'lastName', 'password']);
  });

  it('a huge string inside the limit', async () => {
    const response = await testApp.client().post('/api/auth/signup', newSignup({ firstName: 'x'.repeat(50_000) }));
    expect(response.status).toBe(400);
    expect(response.body.errors.firstName).toBe('First name must be at most 100 characters');
  });

  it('an unknown API path is a JSON 404', async () => {
    const response = await testApp.client().get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });
});

describe('headers on every response', () => {
  it.each([
    ['an API answer', '/api/auth/me'],
    ['an API 404', '/api/missing'],
    ['a page path', '/history'],
  ])('%s', async (_name, path) => {
    const response = await testApp.client().get(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // http APP_URL: no HSTS (it would pin a plain-http development host).
    expect(response.headers.get('strict-transport-security')).toBeNull();
    if (path.startsWith('/api')) expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
