import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { adminTransferListSchema, type AdminTransfer } from '../../domain/schemas/admin';
import { compileFastSerializer, createSerializerCompiler } from '../src/http/serializer';

const transfer: AdminTransfer = {
  id: 42,
  referenceCode: 'MR7K2Q9X',
  createdAt: '2026-11-20T15:04:05.123Z',
  senderName: 'Zoë "Z" O’Neil',
  senderEmail: 'zoe@example.ca',
  cadAmount: '1000.00',
  inrAmount: '60500.00',
  exchangeRate: '60.500000',
  recipientId: 7,
  recipientName: 'रवि कुमार',
  recipientBankName: 'HDFC Bank\\Mumbai',
  recipientAccountNumber: '123456789012',
  recipientIfscCode: 'HDFC0001234',
  status: 'rejected',
  paymentMethod: 'instant',
  completedAt: null,
  errorMessage: 'Line one\nline two </script>',
  paymentReceived: false,
  apayloTransactionId: null,
  apayloSenderName: null,
  apayloSenderEmail: null,
};

const byZod = (schema: z.ZodMiniType, data: unknown) => JSON.stringify(z.encode(schema, data));

describe('compiled response serializer', () => {
  it('writes exactly what zod writes, escapes and nulls included', () => {
    const serialize = compileFastSerializer(adminTransferListSchema)!;
    const rows = [transfer, { ...transfer, id: 43, completedAt: '2026-11-21T00:00:00.000Z', paymentReceived: true, apayloTransactionId: 'TX-1' }];
    expect(serialize(rows)).toBe(byZod(adminTransferListSchema, rows));
  });

  it('leaves out every property the schema does not declare', () => {
    const serialize = compileFastSerializer(adminTransferListSchema)!;
    const written = JSON.parse(serialize([{ ...transfer, passwordHash: 'secret', senderFirstName: 'Zoë' }])) as Record<string, unknown>[];
    expect(Object.keys(written[0]!)).toEqual(Object.keys(transfer));
  });

  it('keeps the zod serializer for a schema whose output JSON Schema cannot describe', () => {
    const withTransform = z.object({ at: z.pipe(z.string(), z.transform((value: string) => new Date(value))) });
    expect(compileFastSerializer(withTransform)).toBeUndefined();
    const compile = createSerializerCompiler({ crossCheck: false });
    const serialize = compile({ schema: withTransform, method: 'GET', url: '/x', httpStatus: '200' });
    expect(() => serialize({ at: 5 })).toThrow();
  });

  it('outside production refuses an answer the shared schema refuses', () => {
    const route = { schema: adminTransferListSchema, method: 'GET', url: '/api/admin/transfers', httpStatus: '200' };
    const lost = [{ ...transfer, status: 'lost' }];
    expect(() => createSerializerCompiler({ crossCheck: true })(route)(lost)).toThrow();
    // Production trusts the typed handler, as Fastify's own serializer does.
    expect(JSON.parse(createSerializerCompiler({ crossCheck: false })(route)(lost))).toMatchObject([{ status: 'lost' }]);
  });
});
