import { heldQuoteConflictSchema, heldQuoteSchema, type CreateQuoteRequest, type HeldQuote } from '../../../../domain/schemas/quote';
import { apiRequest, isApiError, readJson } from '../../lib/api-client';

/** A rate the server holds for the customer, and how far this device's clock is from the server's. */
export interface Guarantee {
  quote: HeldQuote;
  /** The server's clock minus this device's when the quote arrived (its Date header; within a second). */
  clockOffsetMs: number;
}

/** POST /api/quotes: 201 a new quote, 200 the customer's open one for the same amount and method. */
export async function holdQuote(request: CreateQuoteRequest): Promise<Guarantee> {
  const response = await apiRequest('POST', '/api/quotes', request);
  const quote = await readJson(response, heldQuoteSchema);
  const serverNow = Date.parse(response.headers.get('date') ?? '');
  return { quote, clockOffsetMs: Number.isNaN(serverNow) ? 0 : serverNow - Date.now() };
}

/** The quote the server held instead when it refused a transfer at a quote (409: expired, used, other amounts), else undefined. */
export function heldQuoteOf(error: unknown): HeldQuote | undefined {
  if (!isApiError(error, 409)) return undefined;
  try {
    const parsed = heldQuoteConflictSchema.safeParse(JSON.parse(error.bodyText));
    return parsed.success ? parsed.data.quote : undefined;
  } catch {
    return undefined;
  }
}
