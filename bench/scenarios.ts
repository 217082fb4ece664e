import type autocannon from 'autocannon';
import { quoteTransfer } from '../domain/quote';
import { generateReferenceCode } from '../domain/reference-code';
import { CONCURRENCY } from './measure';
import type { Seeded } from './seed';

/** The requests each load scenario sends, shared by `npm run bench` and `npm run bench:focus`. */

/** The session check as ten customers call it (each connection cycles through their cookies). */
export function meCookies(seeded: Seeded): string[] {
  return seeded.customerCookies.slice(0, CONCURRENCY);
}

export function meRequests(url: string, seeded: Seeded): autocannon.Options {
  return { url, requests: meCookies(seeded).map((cookie) => ({ method: 'GET', path: '/api/auth/me', headers: { cookie } })) };
}

/** A new transfer of 100 CAD by the index-th seeded customer, to their first recipient, with a fresh reference. */
export function transferBodyFor(seeded: Seeded): (index: number) => Record<string, unknown> {
  const quote = quoteTransfer({ cadAmount: '100', currentRate: '63' });
  return (index) => ({ ...quote, recipientId: seeded.customerRecipientIds[index]!, referenceCode: generateReferenceCode() });
}

/** Transfer creation by the 1,000 seeded customers in turn. */
export function createRequests(url: string, seeded: Seeded): autocannon.Options {
  const bodyFor = transferBodyFor(seeded);
  let next = 0;
  return {
    url,
    requests: [
      {
        method: 'POST',
        path: '/api/transfers',
        setupRequest: (request) => {
          const index = next++ % seeded.customerCookies.length;
          return {
            ...request,
            headers: { 'content-type': 'application/json', origin: url, cookie: seeded.customerCookies[index]! },
            body: JSON.stringify(bodyFor(index)),
          };
        },
      },
    ],
  };
}
