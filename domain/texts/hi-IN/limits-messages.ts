/**
 * हिंदी (hi-IN) version of domain/limits-messages.ts: why the server refuses a transfer for a
 * compliance rule, and what can still be sent now. Amounts are written as hi-IN writes CAD.
 */
import type { Translation } from '../translation';
import type * as En from '../../limits-messages';
import { IDENTITY_THRESHOLD_CAD, TRAVEL_RULE_THRESHOLD_CAD, type LimitKind, type LimitRefusal } from '../../compliance';
import { formatCad } from '../../format';
import { compareDecimal } from '../../money';
import { plural } from '../plural';

const cad = (amount: string) => formatCad(amount, 'hi-IN');

/** "1,000.00 CAD": thresholds are written as the regulation states them. */
const thresholdCad = (amount: string) => `${cad(amount).replace('$', '')} CAD`;

/** सीमा is feminine: "24 घंटे की सीमा". */
const LIMIT_NAMES: Record<Exclude<LimitKind, 'identity'>, string> = {
  perTransfer: 'प्रति ट्रांसफ़र सीमा',
  daily: '24 घंटे की सीमा',
  monthly: '30 दिन की सीमा',
};

function canSendNow(remaining: string): string {
  return compareDecimal(remaining, '0') > 0 ? `आप अभी ${cad(remaining)} तक भेज सकते हैं।` : 'आप अभी और राशि नहीं भेज सकते।';
}

/** The amount in brackets after the limit's name, so no postposition is doubled ("की … की"). */
function limitName(kind: Exclude<LimitKind, 'identity'>, limit: string): string {
  return `${LIMIT_NAMES[kind]} (${cad(limit)})`;
}

export default {
  limitsMessages: {
    refusal(refusal: LimitRefusal): string {
      if (refusal.code === 'verification_required') {
        if (refusal.kind === 'identity') {
          return `24 घंटे में ${thresholdCad(IDENTITY_THRESHOLD_CAD)} या उससे अधिक भेजने के लिए अपनी पहचान सत्यापित करें। ${canSendNow(refusal.remaining)}`;
        }
        return `और अधिक भेजने के लिए अपनी पहचान सत्यापित करें: इस ट्रांसफ़र से आप असत्यापित ग्राहकों की ${limitName(refusal.kind, refusal.limit)} पार कर जाएँगे। ${canSendNow(refusal.remaining)}`;
      }
      if (refusal.kind === 'perTransfer') {
        return `यह ट्रांसफ़र आपकी ${limitName('perTransfer', refusal.limit)} से अधिक है। ${canSendNow(refusal.remaining)}`;
      }
      const kind = refusal.kind === 'identity' ? 'daily' : refusal.kind;
      return `इस ट्रांसफ़र से आप अपनी ${limitName(kind, refusal.limit)} पार कर जाएँगे। ${canSendNow(refusal.remaining)}`;
    },
    recipientAddressRequired: (): string =>
      `${thresholdCad(TRAVEL_RULE_THRESHOLD_CAD)} या उससे अधिक भेजने के लिए अपने प्राप्तकर्ता का पता (कम से कम शहर और राज्य) जोड़ें। प्राप्तकर्ता का विवरण संपादित करें, फिर से कोशिश करें।`,
    // ट्रांसफ़र is the same in the singular and the plural.
    eftCaseSummary: (total: string, transfers: number): string =>
      plural('hi-IN', transfers, { other: `24 घंटे का कुल ${thresholdCad(total)}, ${transfers} ट्रांसफ़र से` }),
    beneficiaryCaseSummary: (total: string, transfers: number): string =>
      plural('hi-IN', transfers, { other: `24 घंटे का कुल ${thresholdCad(total)}, कई ग्राहकों के ${transfers} ट्रांसफ़र से, एक ही लाभार्थी को` }),
    accountClosed: 'यह खाता बंद है, इसलिए इससे ट्रांसफ़र नहीं भेजे जा सकते।',
  },
} satisfies { limitsMessages: Translation<typeof En.limitsMessages> };
