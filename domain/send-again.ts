import { editAmount } from './amount-input';
import type { Locale } from './locale';
import { currentLocale } from './texts/current-locale';

/**
 * "Send again" (issue 20): a transfer's details page opens the send screen at
 * /?amount=500.00&recipient=12 — its amount, and its recipient while the recipient exists. The
 * send screen reads them as if typed and chosen: an amount the field would refuse (not a number,
 * over the limit) is left out, and a recipient that is not among the customer's saved ones selects
 * nothing (RecipientPicker).
 */

export function sendAgainPath(transfer: { cadAmount: string; recipientId: number | null }): string {
  const query = new URLSearchParams({ amount: transfer.cadAmount });
  if (transfer.recipientId !== null) query.set('recipient', String(transfer.recipientId));
  return `/?${query}`;
}

/** "Send" on a saved recipient's card (issue 34): the send screen with that recipient chosen. */
export function sendToRecipientPath(recipientId: number): string {
  return `/?${new URLSearchParams({ recipient: String(recipientId) })}`;
}

export interface SendAgain {
  /** As the amount field shows it in the language (French writes 500,00). */
  amount?: string;
  /** The recipient's id, as the picker holds it. */
  recipientId?: string;
}

export function readSendAgain(search: string, locale: Locale = currentLocale()): SendAgain {
  const query = new URLSearchParams(search);
  const amount = query.get('amount')?.trim();
  const recipient = query.get('recipient');
  const result: SendAgain = {};
  if (amount && /\d/.test(amount)) {
    const shown = locale === 'fr-CA' ? amount.replace('.', ',') : amount;
    const edit = editAmount(shown, locale);
    if (edit.accepted) result.amount = edit.value;
  }
  if (recipient && /^[1-9][0-9]{0,9}$/.test(recipient)) result.recipientId = recipient;
  return result;
}
