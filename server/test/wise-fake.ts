import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWiseWebhook, transferStateChange } from './wise-webhook-key';

/**
 * A local Wise for tests: a real HTTP server on 127.0.0.1 that answers the calls the Wise rail makes
 * as Wise documents them (https://docs.wise.com — Quote v3, Recipient account v1, Transfer v1,
 * Funding v3, Balances v4, Balance statement) and refuses what Wise would (a wrong token, a body
 * missing a required field, a second transfer on one quote). It keeps state, repeats a transfer
 * for a repeated customerTransactionId, can fail or hang a call once (after acting, as a lost
 * answer does), moves transfers through Wise's statuses, and sends signed webhooks.
 */

export interface FakeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: any;
}

export interface FakeTransfer {
  id: number;
  user: number;
  targetAccount: number;
  quoteUuid: string;
  customerTransactionId: string;
  status: string;
  reference: string;
  rate: number;
  created: string;
  sourceCurrency: string;
  sourceValue: number;
  targetCurrency: string;
  targetValue: number;
  details: { reference: string };
  hasActiveIssues: boolean;
}

type Outcome = { type: string; outcome: string; accountHolderName?: string };
/** What the bank says about an account: outcomes to return, or `block` (Wise refuses to create it). */
export type BankAnswer = Outcome[] | 'block';

interface Fault {
  method: string;
  path: RegExp;
  /** Answer this status; or never answer (the caller's time limit ends it). */
  status: number | 'hang';
  /** Do the call's work first, as when Wise acted and its answer was lost. */
  afterActing: boolean;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly codes: string[],
  ) {
    super(codes.join(', '));
  }
}

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RATE = 60.5;

export class WiseFake {
  readonly token = `fake-token-${randomUUID()}`;
  readonly profileId = 20_000_001;
  readonly balanceId = 40_000_001;
  readonly calls: FakeCall[] = [];
  readonly transfers = new Map<number, FakeTransfer>();
  readonly accounts = new Map<number, any>();
  readonly quotes = new Map<string, any>();
  readonly statement: { date: string; amount: { value: number; currency: string }; referenceNumber: string; details: { type: string; description: string } }[] = [];
  /** The CAD balance, in cents so that sums stay exact. */
  balanceCents = 1_000_000_00;
  /** Answers of the bank's name check, by account number or UPI id; default all SUCCESS. */
  readonly bank = new Map<string, BankAnswer>();
  private faults: Fault[] = [];
  private nextId = 50_000_001;
  private server: http.Server | undefined;
  private hanging = new Set<http.ServerResponse>();
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The next matching call fails once. */
  fail(method: string, path: RegExp, status: number | 'hang', options: { afterActing?: boolean } = {}): void {
    this.faults.push({ method, path, status, afterActing: options.afterActing ?? true });
  }

  /** Wise moves the transfer on (its status, as Tracking transfers lists them). */
  moveTo(transferId: number, status: string): FakeTransfer {
    const transfer = this.transfers.get(transferId);
    if (!transfer) throw new Error(`no transfer ${transferId}`);
    transfer.status = status;
    return transfer;
  }

  /** Delivers a signed `transfers#state-change` to `url` as Wise would. */
  async deliverStateChange(url: string, transferId: number, options: { deliveryId?: string; previous?: string | null } = {}) {
    const transfer = this.transfers.get(transferId);
    if (!transfer) throw new Error(`no transfer ${transferId}`);
    const body = JSON.stringify(transferStateChange(transferId, transfer.status, options.previous ?? null));
    const deliveryId = options.deliveryId ?? randomUUID();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature-sha256': signWiseWebhook(body), 'x-delivery-id': deliveryId },
      body,
    });
    return { status: response.status, deliveryId };
  }

  callsTo(method: string, path: RegExp): FakeCall[] {
    return this.calls.filter((call) => call.method === method && path.test(call.path));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', this.url);
    const method = request.method ?? 'GET';
    let body: any = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = Symbol.for('not-json');
    }
    this.calls.push({ method, path: url.pathname + url.search, authorization: request.headers.authorization, contentType: request.headers['content-type'], body });
    const faultIndex = this.faults.findIndex((fault) => fault.method === method && fault.path.test(url.pathname));
    const fault = faultIndex >= 0 ? this.faults.splice(faultIndex, 1)[0] : undefined;
    if (fault && !fault.afterActing) return this.answerFault(fault, response);
    let status = 200;
    let answer: unknown;
    try {
      if (request.headers.authorization !== `Bearer ${this.token}`) throw new Refusal(401, ['unauthorized']);
      if (body === Symbol.for('not-json')) throw new Refusal(400, ['invalid_json']);
      if (body !== undefined && !String(request.headers['content-type']).startsWith('application/json')) throw new Refusal(415, ['unsupported_media_type']);
      answer = this.route(method, url, body);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      status = error.status;
      answer = { errors: error.codes.map((code) => ({ code, message: code })) };
    }
    if (fault) return this.answerFault(fault, response);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }

  private answerFault(fault: Fault, response: http.ServerResponse): void {
    if (fault.status === 'hang') {
      this.hanging.add(response);
      return;
    }
    response.writeHead(fault.status, { 'content-type': 'text/html' }).end('<html>upstream error</html>');
  }

  private profile(segment: string | undefined): void {
    if (segment !== String(this.profileId)) throw new Refusal(403, ['profile.not_yours']);
  }

  private route(method: string, url: URL, body: any): unknown {
    const parts = url.pathname.split('/').filter(Boolean);
    const key = `${method} /${parts.map((part) => (/^\d+$/.test(part) || UUID.test(part) ? ':' : part)).join('/')}`;
    switch (key) {
      case 'POST /v1/accounts':
        return this.createAccount(body);
      case 'POST /v3/profiles/:/quotes':
        this.profile(parts[2]);
        return this.createQuote(body);
      case 'POST /v1/transfers':
        return this.createTransfer(body);
      case 'POST /v3/profiles/:/transfers/:/payments':
        this.profile(parts[2]);
        return this.fund(Number(parts[4]), body);
      case 'PUT /v1/transfers/:/cancel':
        return this.moveTo(this.transfer(Number(parts[2])).id, 'cancelled');
      case 'GET /v1/transfers/:':
        return this.transfer(Number(parts[2]));
      case 'GET /v1/transfers':
        return this.listTransfers(url);
      case 'GET /v4/profiles/:/balances':
        this.profile(parts[2]);
        if (url.searchParams.get('types') !== 'STANDARD') throw new Refusal(400, ['types.required']);
        return [{ id: this.balanceId, currency: 'CAD', type: 'STANDARD', amount: { value: this.balanceCents / 100, currency: 'CAD' } }];
      case 'GET /v1/profiles/:/balance-statements/:/statement.json':
        this.profile(parts[2]);
        return this.statementBetween(url);
      default:
        throw new Refusal(404, ['not_found']);
    }
  }

  private createAccount(body: any): unknown {
    const missing: string[] = [];
    if (body?.currency !== 'INR') missing.push('currency');
    if (body?.profile !== this.profileId) missing.push('profile');
    if (typeof body?.accountHolderName !== 'string' || body.accountHolderName.trim().length < 2) missing.push('accountHolderName');
    const details = body?.details ?? {};
    if (details.legalType !== 'PRIVATE' && details.legalType !== 'BUSINESS') missing.push('details.legalType');
    let identifier = '';
    if (body?.type === 'indian') {
      if (!IFSC.test(details.ifscCode ?? '')) missing.push('details.ifscCode');
      if (!/^\d{6,18}$/.test(details.accountNumber ?? '')) missing.push('details.accountNumber');
      identifier = details.accountNumber;
    } else if (body?.type === 'indian_upi') {
      if (!/^[\w.-]{2,256}@[a-zA-Z][\w]{1,64}$/.test(details.vpa ?? '')) missing.push('details.vpa');
      identifier = details.vpa;
    } else missing.push('type');
    if (missing.length > 0) throw new Refusal(422, missing.map((field) => `NOT_VALID:${field}`));
    const answer = this.bank.get(identifier) ?? [{ type: 'ACCOUNT_EXISTENCE', outcome: 'SUCCESS' }, { type: 'NAME_MATCH', outcome: 'SUCCESS' }];
    if (answer === 'block') throw new Refusal(422, ['RECIPIENT_VERIFICATION_FAILED']);
    const account = { id: this.nextId++, business: null, profile: this.profileId, accountHolderName: body.accountHolderName, currency: 'INR', country: 'IN', type: body.type, details, confirmations: { outcomes: answer } };
    this.accounts.set(account.id, account);
    return account;
  }

  private createQuote(body: any): unknown {
    if (body?.sourceCurrency !== 'CAD' || body?.targetCurrency !== 'INR') throw new Refusal(422, ['currency.pair']);
    if (body.sourceAmount !== undefined && body.targetAmount !== undefined) throw new Refusal(422, ['amount.both']);
    if (typeof body.targetAmount !== 'number' || !(body.targetAmount > 0)) throw new Refusal(422, ['targetAmount']);
    if (body.targetAccount !== undefined && !this.accounts.has(body.targetAccount)) throw new Refusal(422, ['targetAccount']);
    const sourceAmount = Math.ceil((body.targetAmount / RATE) * 100) / 100;
    const quote = { id: randomUUID(), sourceCurrency: 'CAD', targetCurrency: 'INR', sourceAmount, targetAmount: body.targetAmount, rate: RATE, payOut: body.payOut ?? 'BANK_TRANSFER', status: 'PENDING', profile: this.profileId, targetAccount: body.targetAccount ?? null };
    this.quotes.set(quote.id, quote);
    return quote;
  }

  private createTransfer(body: any): unknown {
    if (!UUID.test(body?.customerTransactionId ?? '')) throw new Refusal(422, ['customerTransactionId']);
    // "we can treat subsequent retry messages as repeat messages and will not create duplicate transfers"
    const existing = [...this.transfers.values()].find((transfer) => transfer.customerTransactionId === body.customerTransactionId);
    if (existing) return existing;
    const quote = this.quotes.get(body.quoteUuid);
    if (!quote) throw new Refusal(422, ['quoteUuid']);
    if (!this.accounts.has(body.targetAccount)) throw new Refusal(422, ['targetAccount']);
    if ([...this.transfers.values()].some((transfer) => transfer.quoteUuid === quote.id)) throw new Refusal(422, ['quote.already_used']);
    if (typeof body.details?.reference !== 'string') throw new Refusal(422, ['details.reference']);
    const transfer: FakeTransfer = {
      id: this.nextId++,
      user: 1,
      targetAccount: body.targetAccount,
      quoteUuid: quote.id,
      customerTransactionId: body.customerTransactionId,
      status: 'incoming_payment_waiting',
      reference: body.details.reference,
      rate: RATE,
      created: new Date().toISOString(),
      sourceCurrency: 'CAD',
      sourceValue: quote.sourceAmount,
      targetCurrency: 'INR',
      targetValue: quote.targetAmount,
      details: { reference: body.details.reference },
      hasActiveIssues: false,
    };
    this.transfers.set(transfer.id, transfer);
    return transfer;
  }

  private fund(transferId: number, body: any): unknown {
    if (body?.type !== 'BALANCE') throw new Refusal(422, ['type']);
    const transfer = this.transfer(transferId);
    if (transfer.status !== 'incoming_payment_waiting') throw new Refusal(422, ['transfer.already_funded']);
    const cents = Math.round(transfer.sourceValue * 100);
    if (cents > this.balanceCents) return { type: 'BALANCE', status: 'REJECTED', errorCode: 'transfer.insufficient_funds' };
    this.balanceCents -= cents;
    transfer.status = 'processing';
    this.statement.push({ date: new Date().toISOString(), amount: { value: -cents / 100, currency: 'CAD' }, referenceNumber: `TRANSFER-${transfer.id}`, details: { type: 'TRANSFER', description: `Sent money to ${transfer.targetAccount}` } });
    return { type: 'BALANCE', status: 'COMPLETED', errorCode: null };
  }

  private transfer(id: number): FakeTransfer {
    const transfer = this.transfers.get(id);
    if (!transfer) throw new Refusal(404, ['transfer.not_found']);
    return transfer;
  }

  private listTransfers(url: URL): unknown {
    if (url.searchParams.get('profile') !== String(this.profileId)) throw new Refusal(403, ['profile.not_yours']);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    return [...this.transfers.values()].reverse().slice(offset, offset + limit);
  }

  private statementBetween(url: URL): unknown {
    const start = url.searchParams.get('intervalStart');
    const end = url.searchParams.get('intervalEnd');
    if (url.searchParams.get('currency') !== 'CAD' || !start || !end) throw new Refusal(400, ['statement.parameters']);
    return { accountHolder: {}, transactions: this.statement.filter((line) => line.date >= start && line.date <= end) };
  }
}
