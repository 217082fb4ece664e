import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { apiMessages } from '../../../../domain/messages';
import { AppError } from '../../http/errors';
import { tooManyAttempts, type Limit } from '../../rate-limit/limiter';
import { requestPayoutRefresh } from '../payout-refresh';
import { WebhookSignatureVerifier } from './webhook-signature';

/** Wise's events are small JSON documents; a few KiB at most. */
export const WISE_WEBHOOK_BODY_LIMIT = 16 * 1024;

/**
 * Deliveries one address may make in a minute, counted in this instance's memory before the
 * signature is checked (a count in the database would be a write for every forged request). Wise
 * redelivers anything not answered 2xx, so a refused burst is only delayed, never lost.
 */
export const WISE_WEBHOOK_LIMIT: Limit = { max: 300, windowMs: 60_000 };

/** The `transfers#state-change` event, schema v2 (https://docs.wise.com/guides/developer/webhooks/event-types). */
const transferStateChange = z.object({
  event_type: z.literal('transfers#state-change'),
  data: z.object({
    resource: z.object({ id: z.union([z.int().check(z.positive()), z.string().check(z.regex(/^\d{1,20}$/))]) }),
    current_state: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
    occurred_at: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  }),
});
const anyEvent = z.object({ event_type: z.string().check(z.maxLength(100)) });

/** The whole answer Wise gets to a delivery it may stop sending: 200 and this. */
const acknowledgedSchema = z.object({ received: z.literal(true) });

const DELIVERY_ID = /^[A-Za-z0-9-]{1,100}$/;

class PerAddressWindow {
  private window = 0;
  private counts = new Map<string, number>();

  constructor(private readonly limit: Limit) {}

  /** Counts one request from `address`; false once the window is full. */
  admit(address: string, now: Date): boolean {
    const window = Math.floor(now.getTime() / this.limit.windowMs);
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    const count = (this.counts.get(address) ?? 0) + 1;
    this.counts.set(address, count);
    return count <= this.limit.max;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * `POST /api/webhooks/wise` (issue 33, item 5): Wise's calls, public (Wise signs instead of signing
 * in). Verified over the raw body with WISE_WEBHOOK_PUBLIC_KEY, a bad or missing signature is
 * refused 400 and nothing is stored; a good one is stored once per X-Delivery-Id and answered 200
 * at once: the payouts job then reads the transfer back from Wise (payout-refresh.ts). The
 * same-origin check (http/security.ts) lets it through as it lets any server-to-server call: no
 * Origin, no Sec-Fetch-Site. Its own context: the JSON parser here keeps the bytes for the signature.
 */
export async function wiseWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const verifier = new WebhookSignatureVerifier(ctx.config.wiseWebhookPublicKey);
  const window = new PerAddressWindow(WISE_WEBHOOK_LIMIT);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WISE_WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError('unsupported_media_type', apiMessages.unsupportedMediaType)));

  app.withTypeProvider<ZodTypeProvider>().post('/api/webhooks/wise', {
    config: { access: 'public' },
    schema: { response: { 200: acknowledgedSchema } },
    bodyLimit: WISE_WEBHOOK_BODY_LIMIT,
    onRequest: async (request) => {
      const now = ctx.clock.now();
      if (!window.admit(request.ip, now)) throw tooManyAttempts(now, WISE_WEBHOOK_LIMIT);
    },
    handler: async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!verifier.verifies(raw, request.headers['x-signature-sha256'])) {
        throw new AppError('invalid_input', apiMessages.webhookSignatureInvalid);
      }
      const deliveryId = header(request, 'x-delivery-id');
      let event: unknown;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        event = undefined;
      }
      const known = anyEvent.safeParse(event);
      if (!deliveryId || !DELIVERY_ID.test(deliveryId) || !known.success) throw new AppError('invalid_input', apiMessages.webhookDeliveryInvalid);
      // A test delivery (set up in Wise's settings) or another event type: acknowledged, not stored.
      if (header(request, 'x-test-notification') === 'true' || known.data.event_type !== 'transfers#state-change') {
        return reply.status(200).send({ received: true as const });
      }
      const change = transferStateChange.safeParse(event);
      if (!change.success) throw new AppError('invalid_input', apiMessages.webhookDeliveryInvalid);
      const { data } = change.data;
      const stored = await requestPayoutRefresh(ctx, {
        provider: 'wise',
        deliveryId,
        eventType: change.data.event_type,
        providerId: String(data.resource.id),
        providerStatus: data.current_state ?? null,
        occurredAt: data.occurred_at ? new Date(data.occurred_at) : null,
      });
      request.log.info({ deliveryId, transferId: String(data.resource.id), stored }, 'wise webhook');
      return reply.status(200).send({ received: true as const });
    },
  });
}
