/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] -- French typography puts no-break spaces before : ; ! ? and in amounts, in template texts as in strings. */
import type { Translation } from '../translation';
import type * as En from '../../limits-messages';
import { IDENTITY_THRESHOLD_CAD, TRAVEL_RULE_THRESHOLD_CAD, type LimitKind, type LimitRefusal } from '../../compliance';
import { formatCad, formatCount } from '../../format';
import { compareDecimal } from '../../money';
import { plural } from '../plural';

const cad = (amount: string) => formatCad(amount, 'fr-CA');

/** « 1 000,00 CAD »: thresholds are written as the regulation states them, with the currency code. */
const thresholdCad = (amount: string) => cad(amount).replace(/\s*\$$/u, '\u00a0CAD');

function canSendNow(remaining: string): string {
  return compareDecimal(remaining, '0') > 0
    ? `Vous pouvez envoyer jusqu’à ${cad(remaining)} maintenant.`
    : 'Vous ne pouvez pas envoyer davantage pour le moment.';
}

const LIMIT_NAMES: Record<Exclude<LimitKind, 'identity'>, string> = {
  perTransfer: 'limite par transfert',
  daily: 'limite sur 24 heures',
  monthly: 'limite sur 30 jours',
};

const limitName = (kind: Exclude<LimitKind, 'identity'>, limit: string) => `${LIMIT_NAMES[kind]} de ${cad(limit)}`;

export default {
  limitsMessages: {
    refusal(refusal: LimitRefusal): string {
      if (refusal.code === 'verification_required') {
        if (refusal.kind === 'identity') {
          return `Vérifiez votre identité pour envoyer ${thresholdCad(IDENTITY_THRESHOLD_CAD)} ou plus en 24 heures. ${canSendNow(refusal.remaining)}`;
        }
        return `Vérifiez votre identité pour envoyer davantage : ce transfert vous ferait dépasser la ${limitName(refusal.kind, refusal.limit)} des clients qui n’ont pas vérifié leur identité. ${canSendNow(refusal.remaining)}`;
      }
      if (refusal.kind === 'perTransfer') {
        return `Ce transfert dépasse votre ${limitName('perTransfer', refusal.limit)}. ${canSendNow(refusal.remaining)}`;
      }
      const kind = refusal.kind === 'identity' ? 'daily' : refusal.kind;
      return `Ce transfert vous ferait dépasser votre ${limitName(kind, refusal.limit)}. ${canSendNow(refusal.remaining)}`;
    },
    recipientAddressRequired: (): string =>
      `Ajoutez l’adresse de votre destinataire (au moins la ville et l’État) pour envoyer ${thresholdCad(TRAVEL_RULE_THRESHOLD_CAD)} ou plus. Modifiez le destinataire, puis réessayez.`,
    eftCaseSummary: (total: string, transfers: number): string =>
      plural('fr-CA', transfers, {
        one: `Total sur 24 heures : ${thresholdCad(total)}, en ${formatCount(transfers, 'fr-CA')} transfert`,
        other: `Total sur 24 heures : ${thresholdCad(total)}, en ${formatCount(transfers, 'fr-CA')} transferts`,
      }),
    beneficiaryCaseSummary: (total: string, transfers: number): string =>
      plural('fr-CA', transfers, {
        one: `Total sur 24 heures : ${thresholdCad(total)}, en ${formatCount(transfers, 'fr-CA')} transfert de plusieurs clients vers un même bénéficiaire`,
        other: `Total sur 24 heures : ${thresholdCad(total)}, en ${formatCount(transfers, 'fr-CA')} transferts de plusieurs clients vers un même bénéficiaire`,
      }),
    accountClosed: 'Ce compte est fermé : il ne peut plus envoyer de transferts.',
  },
} satisfies { limitsMessages: Translation<typeof En.limitsMessages> };
