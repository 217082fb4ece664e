/**
 * Whether an incoming Interac e-Transfer was sent by the customer whose transfer it names. The
 * payment monitor records a payment on its own only when the sender is the customer: by email
 * (case aside), or by name — the words of the name the customer cannot change among the words of
 * the sender's name, in any order, case and accents aside ("PATEL, ASHA K" is Asha Patel). That
 * name is the verified legal name once an operator verified the identity (all its words, or its
 * first and last: banks often leave middle names out), else the first and last name given at
 * sign-up — never the name set in Profile (issue 31: a customer could otherwise rename themselves
 * after someone else and have that person's e-Transfer taken for their own). Anything else is shown
 * to an operator as a mismatch, never accepted silently: otherwise whoever's reference stood in a
 * message would be paid with someone else's money.
 */

export interface ETransferSender {
  name: string;
  email: string;
}

export interface CustomerIdentity {
  firstName: string;
  lastName: string;
  /** The name an operator verified (users.legal_name), or null before identity verification. */
  legalName: string | null;
  email: string;
}

function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // Upper then lower folds case fully ("ß" and "SS" meet as "ss").
    .toUpperCase()
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function allWordsIn(words: string[], sender: Set<string>): boolean {
  return words.length > 0 && words.every((word) => sender.has(word));
}

export function senderMatchesCustomer(sender: ETransferSender, customer: CustomerIdentity): boolean {
  if (sender.email.trim().toLowerCase() === customer.email.trim().toLowerCase()) return true;
  const senderWords = new Set(nameWords(sender.name));
  if (customer.legalName !== null) {
    const legal = nameWords(customer.legalName);
    return legal.length >= 2 && (allWordsIn(legal, senderWords) || allWordsIn([legal[0]!, legal.at(-1)!], senderWords));
  }
  return allWordsIn([...nameWords(customer.firstName), ...nameWords(customer.lastName)], senderWords);
}

/** Why an incoming e-Transfer waits for an operator instead of being recorded as a payment. */
export const PAYMENT_REVIEW_REASONS = [
  /** Its message names more than one transfer: whose payment it is cannot be told from the message. */
  'several_references',
  /** It names one transfer, but its sender is not that transfer's customer. */
  'sender_mismatch',
  // From the Interac auto-deposit inbox (COLLECTION_PROVIDER=imap), shown with the notification's text:
  /** The notification is not DKIM-signed by the trusted domain, or not from the trusted sender: possibly forged. */
  'unverified_sender',
  /** From the trusted sender, but no template reads it (a new wording, or not a deposit notification). */
  'unreadable',
  /** A deposit in another currency than CAD. */
  'unsupported_currency',
  /** Read, but its message names no reference code: nobody can tell which transfer it pays. */
  'no_transfer',
] as const;
export type PaymentReviewReason = (typeof PAYMENT_REVIEW_REASONS)[number];
