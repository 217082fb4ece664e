import { createHash } from 'node:crypto';
import type { NameCheck, PayoutInstruction, PayoutRail, PayoutRecipient, RailPayout, StatementEntry } from '../rail';
import { WiseApi, WiseApiError } from './wise-api';
import type { WiseSettings } from './wise-config';
import { nameCheckFrom, railState, type WiseConfirmations } from './wise-states';

/**
 * The Wise rail (issue 33, item 5): rupees paid from the business's Wise CAD balance. One payout is
 * four documented calls (https://docs.wise.com/guides/product/send-money):
 * 1. the recipient account, `POST /v1/accounts` (type `indian`: IFSC and account number; `indian_upi`
 *    for a UPI id) — Wise runs its name check (confirmation of payee) on it;
 * 2. a quote, `POST /v3/profiles/{profileId}/quotes`, CAD→INR with `targetAmount` the transfer's INR
 *    and `targetAccount` the account of 1 (so the quote prices that payout route);
 * 3. the transfer, `POST /v1/transfers`, with `customerTransactionId` our idempotency key: "If your
 *    initial call to create a transfer fails (error or timeout) then you should retry the call using
 *    the same value … we will not create duplicate transfers" (Send money › Create a transfer);
 * 4. funding from the balance, `POST /v3/profiles/{profileId}/transfers/{transferId}/payments`
 *    `{"type":"BALANCE"}` (Funding › Fund a transfer from your Wise balance), skipped when the
 *    transfer already left `incoming_payment_waiting` (a repeated send of a funded transfer).
 */

interface WiseAccount {
  id: number;
  accountHolderName?: string;
  confirmations?: WiseConfirmations | null;
}

interface WiseQuote {
  id: string;
}

export interface WiseTransfer {
  id: number;
  status: string;
  customerTransactionId?: string | null;
  targetValue?: number;
  targetCurrency?: string;
}

interface WiseFunding {
  type: string;
  status: 'COMPLETED' | 'REJECTED' | string;
  errorCode: string | null;
}

interface WiseBalance {
  id: number;
  currency: string;
  amount: { value: number; currency: string };
}

interface WiseStatement {
  transactions?: {
    date: string;
    amount: { value: number; currency: string };
    referenceNumber?: string | null;
    details?: { description?: string | null } | null;
  }[];
}

/** How far `read` looks back for a transfer by its customerTransactionId when our record lacks its id. */
const LIST_PAGE = 100;
const LIST_PAGES = 5;

function decimal2(value: number): string {
  return value.toFixed(2);
}

function payoutOf(transfer: WiseTransfer, failureReason: string | null = null): RailPayout {
  const state = railState(transfer.status);
  return {
    providerId: String(transfer.id),
    state,
    providerStatus: transfer.status,
    // Wise's transfer resource carries no bank reference (UTR); its receipt does.
    reference: null,
    failureReason: failureReason ?? (state === 'failed' || state === 'returned' ? transfer.status : null),
  };
}

function accountBody(recipient: PayoutRecipient, profileId: string) {
  const base = { currency: 'INR', profile: Number(profileId), accountHolderName: recipient.name, ownedByCustomer: false };
  if (recipient.upiId) return { ...base, type: 'indian_upi', details: { legalType: 'PRIVATE', vpa: recipient.upiId } };
  return { ...base, type: 'indian', details: { legalType: 'PRIVATE', ifscCode: recipient.ifscCode, accountNumber: recipient.accountNumber } };
}

export class WiseRail implements PayoutRail {
  readonly name = 'wise' as const;
  readonly automatic = true;
  private readonly api: WiseApi;
  /**
   * Wise recipient accounts this process made, by the recipient's details: a retry or the send after
   * the name check reuses the account (and its check) instead of making another. Across restarts a
   * recipient gets a new account, which Wise allows (many accounts may hold the same details).
   */
  private readonly accounts = new Map<string, { id: number; check: NameCheck }>();

  constructor(settings: WiseSettings, options: { timeoutMs?: number } = {}) {
    this.api = new WiseApi({ settings, ...options });
  }

  private get profileId(): string {
    return this.api.profileId;
  }

  private async account(recipient: PayoutRecipient): Promise<{ id: number; check: NameCheck } | { refused: WiseApiError }> {
    const key = createHash('sha256').update(JSON.stringify(accountBody(recipient, this.profileId))).digest('hex');
    const known = this.accounts.get(key);
    if (known) return known;
    try {
      const created = await this.api.post<WiseAccount>('/v1/accounts', accountBody(recipient, this.profileId));
      const made = { id: created.id, check: nameCheckFrom(created.confirmations) };
      this.accounts.set(key, made);
      return made;
    } catch (error) {
      // Validation or a blocking verification failure: Wise made no account for these details.
      if (error instanceof WiseApiError && (error.status === 400 || error.status === 422)) return { refused: error };
      throw error;
    }
  }

  async verifyRecipient(recipient: PayoutRecipient): Promise<NameCheck> {
    const account = await this.account(recipient);
    if ('refused' in account) return { outcome: 'invalid_account', nameAtBank: null };
    return account.check;
  }

  async send(instruction: PayoutInstruction): Promise<RailPayout> {
    const account = await this.account(instruction.recipient);
    if ('refused' in account) throw account.refused;
    const quote = await this.api.post<WiseQuote>(`/v3/profiles/${this.profileId}/quotes`, {
      sourceCurrency: 'CAD',
      targetCurrency: 'INR',
      targetAmount: Number(instruction.inrAmount),
      targetAccount: account.id,
      payOut: 'BANK_TRANSFER',
    });
    const transfer = await this.api.post<WiseTransfer>('/v1/transfers', {
      targetAccount: account.id,
      quoteUuid: quote.id,
      customerTransactionId: instruction.idempotencyKey,
      details: { reference: instruction.referenceCode },
    });
    if (transfer.status !== 'incoming_payment_waiting') return payoutOf(transfer);
    const funding = await this.api.post<WiseFunding>(`/v3/profiles/${this.profileId}/transfers/${transfer.id}/payments`, { type: 'BALANCE' });
    if (funding.status !== 'COMPLETED') {
      // Unfunded, the transfer would wait (and could be funded by mistake later): cancel it, so a
      // retry is a new attempt with a new key (https://docs.wise.com/api-reference/transfer — Cancel).
      const cancelled = await this.api.put<WiseTransfer>(`/v1/transfers/${transfer.id}/cancel`);
      return payoutOf(cancelled, funding.errorCode ?? `funding ${funding.status}`);
    }
    return payoutOf((await this.api.find<WiseTransfer>(`/v1/transfers/${transfer.id}`)) ?? { ...transfer, status: 'processing' });
  }

  async read(reference: { idempotencyKey: string; providerId: string | null }): Promise<RailPayout | null> {
    if (reference.providerId) {
      const transfer = await this.api.find<WiseTransfer>(`/v1/transfers/${encodeURIComponent(reference.providerId)}`);
      return transfer ? payoutOf(transfer) : null;
    }
    // Our record has no Wise id (the create call's answer was lost): the transfer, if Wise made it,
    // is among the profile's latest, and carries our customerTransactionId.
    for (let page = 0; page < LIST_PAGES; page += 1) {
      const transfers = await this.api.get<WiseTransfer[]>(`/v1/transfers?profile=${this.profileId}&limit=${LIST_PAGE}&offset=${page * LIST_PAGE}`);
      const found = transfers.find((transfer) => transfer.customerTransactionId === reference.idempotencyKey);
      if (found) return payoutOf(found);
      if (transfers.length < LIST_PAGE) break;
    }
    return null;
  }

  private async cadBalance(): Promise<WiseBalance> {
    const balances = await this.api.get<WiseBalance[]>(`/v4/profiles/${this.profileId}/balances?types=STANDARD`);
    const cad = balances.find((balance) => balance.currency === 'CAD');
    if (!cad) throw new WiseApiError(404, 'balances', ['no_cad_balance'], 'the Wise profile holds no CAD balance to pay from');
    return cad;
  }

  async balance(): Promise<{ amount: string; currency: string }> {
    const cad = await this.cadBalance();
    return { amount: decimal2(cad.amount.value), currency: cad.amount.currency };
  }

  /** The CAD balance's statement (Balance statement API): each payout is a DEBIT whose referenceNumber is TRANSFER-{id}. */
  async statement(from: Date, to: Date): Promise<StatementEntry[]> {
    const cad = await this.cadBalance();
    const query = new URLSearchParams({ currency: 'CAD', intervalStart: from.toISOString(), intervalEnd: to.toISOString(), type: 'COMPACT' });
    const statement = await this.api.get<WiseStatement>(`/v1/profiles/${this.profileId}/balance-statements/${cad.id}/statement.json?${query}`);
    return (statement.transactions ?? []).map((line) => {
      const transferId = /^TRANSFER-(\d+)$/.exec(line.referenceNumber ?? '')?.[1] ?? null;
      return {
        providerId: transferId,
        idempotencyKey: null,
        amount: decimal2(line.amount.value),
        currency: line.amount.currency,
        at: new Date(line.date),
        description: line.details?.description ?? line.referenceNumber ?? '',
      };
    });
  }
}

/** The rail PAYOUT_PROVIDER=wise names, for the payouts side's rail factory. */
export function createWiseRail(settings: WiseSettings): WiseRail {
  return new WiseRail(settings);
}
