import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * Issue 19: the API answers a person's messages in the request's language (Accept-Language, which
 * the web app sets to the language on screen): validation messages of the shared schemas, refusals
 * of the services, and the same request in another language at the same moment.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const inLanguage = (language: string) => ({ 'accept-language': language });

describe('messages in the request’s language', () => {
  it('a schema’s field messages: English, French (Canada), Hindi', async () => {
    const client = testApp.client();
    const body = { email: 'not an email', password: '' };
    const answers = await Promise.all(['en-CA', 'fr-CA', 'hi-IN'].map((language) => client.post('/api/auth/login', body, inLanguage(language))));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    const [english, french, hindi] = answers.map((answer) => answer.body.errors.email as string);
    expect(english).toBe('Please enter a valid email address');
    expect(french).toMatch(/courriel/);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(new Set([english, french, hindi]).size).toBe(3);
  });

  it('a service’s refusal (wrong password) and a missing session', async () => {
    const { email } = await signedUpClient(testApp);
    const wrong = await testApp.client().post('/api/auth/login', { email, password: 'wrong-password' }, inLanguage('fr-CA'));
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).not.toBe('Invalid email or password');
    expect(wrong.headers.get('content-language')).toBe('fr-CA');
    const signedOut = await testApp.client().get('/api/recipients', inLanguage('hi'));
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toMatch(/[\u0900-\u097F]/);
    expect((await testApp.client().get('/api/recipients')).body.message).toBe('Please sign in to continue.');
  });

  it('a browser the server cannot name is named in the caller’s language in the sessions list', async () => {
    const { client } = await signedUpClient(testApp);
    const named = async (language: string) => ((await client.get('/api/auth/sessions', inLanguage(language))).body as Array<{ browser: string; os: string }>)[0];
    expect(await named('en-CA')).toMatchObject({ browser: 'Unknown browser', os: 'Unknown system' });
    expect(await named('fr-CA')).toMatchObject({ browser: 'Navigateur inconnu', os: 'Système inconnu' });
    expect(await named('hi-IN')).toMatchObject({ browser: 'अज्ञात ब्राउज़र', os: 'अज्ञात सिस्टम' });
  });

  it('many requests in three languages at once never mix', async () => {
    const client = testApp.client();
    const languages = Array.from({ length: 60 }, (_, index) => ['en-CA', 'fr-CA', 'hi-IN'][index % 3]!);
    const answers = await Promise.all(languages.map((language) => client.post('/api/auth/login', { email: 'x', password: '' }, inLanguage(language))));
    const byLanguage = new Map<string, Set<string>>();
    answers.forEach((answer, index) => {
      const seen = byLanguage.get(languages[index]!) ?? new Set<string>();
      seen.add(answer.body.errors.email);
      byLanguage.set(languages[index]!, seen);
    });
    expect([...byLanguage.values()].map((seen) => seen.size)).toEqual([1, 1, 1]);
    expect(new Set([...byLanguage.values()].map((seen) => [...seen][0])).size).toBe(3);
  });
});
