/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] -- French typography puts no-break spaces before : ; ! ? and inside « », in template texts as in strings. */
import type { Translation } from '../translation';
import type * as En from '../../payout-texts';
import { plural } from '../plural';
import { formatCount } from '../../format';

const count = (value: number) => formatCount(value, 'fr-CA');
const versements = (n: number) => plural('fr-CA', n, { one: `${count(n)} versement`, other: `${count(n)} versements` });
const paiements = (n: number) => plural('fr-CA', n, { one: `${count(n)} paiement`, other: `${count(n)} paiements` });

export default {
  payoutTexts: {
    // Les files d’attente au-dessus de la liste.
    queuesLabel: 'Transferts en attente selon le paiement',
    awaitingPayment: 'Paiement attendu',
    paidReadyToApprove: 'Payés — prêts à approuver',
    queueOnHold: (n: number) =>
      plural('fr-CA', n, { one: `${count(n)} transfert en attente est retenu`, other: `${count(n)} transferts en attente sont retenus` }),

    // Approuver un transfert dont le virement Interac n’est pas inscrit.
    unpaidTitle: 'Aucun paiement inscrit — approuver quand même ?',
    unpaidQuestion: (reference: string, amount: string) =>
      `Aucun virement Interac n’est inscrit pour ${reference} (${amount}). Si vous l’approuvez maintenant, son versement attendra que le paiement soit inscrit.`,
    unpaidReasonLabel: 'Motif (obligatoire) : pourquoi approuver avant la réception de l’argent',
    approveAnyway: 'Approuver quand même',
    approving: 'Approbation…',

    // Un versement au bureau des opérateurs.
    payoutLine: (state: string) => `Versement : ${state}`,
    waitingForPayment: 'en attente du paiement',
    payoutStates: {
      pending: 'en attente d’envoi',
      review: 'la vérification du nom attend votre décision',
      cleared: 'autorisé à partir',
      blocked: 'bloqué par la vérification du nom',
      sending: 'en cours d’envoi',
      unknown: 'en cours de confirmation',
      in_flight: 'en route',
      paid: 'versé',
      failed: 'en échec',
      returned: 'retourné par la banque',
      cancelled: 'annulé',
    },
    payAgain: 'Verser de nouveau',
    payAnyway: 'Verser quand même',
    refund: 'Rembourser',
    details: 'Détails du versement',
    payAgainTitle: 'Verser de nouveau ?',
    payAgainQuestion: (reference: string) =>
      `Une nouvelle tentative de versement pour ${reference} part à la prochaine exécution. Vérifiez d’abord les coordonnées bancaires du destinataire avec le client.`,
    payAnywayTitle: 'Verser quand même ?',
    payAnywayQuestion: (reference: string) =>
      `La banque n’a pas confirmé le nom du destinataire pour ${reference}. Ne versez que si vous êtes certain que le compte est le sien : le versement part à la prochaine exécution.`,
    refundTitle: 'Rembourser ce transfert ?',
    refundQuestion: (reference: string, amount: string) =>
      `${reference} (${amount}) est refusé et le client est informé que son argent lui est retourné. Cette action est irréversible.`,
    refundReasonLabel: 'Motif (obligatoire, lu par le client)',
    refunding: 'Remboursement…',
    sending: 'Envoi…',
    actionFailed: 'L’action sur le versement a échoué',
    refunded: 'Transfert remboursé',

    // Les tentatives de versement d’un transfert.
    attemptsTitle: (reference: string) => `Versements de ${reference}`,
    attempt: (attempt: number, provider: string) => `Tentative ${attempt} · ${provider}`,
    noPayouts: 'Aucune tentative de versement pour l’instant.',
    loadPayoutsFailed: 'Nous n’avons pas pu charger les versements.',
    nameChecks: {
      match: 'La banque a confirmé le nom du destinataire',
      partial_match: 'Le nom à la banque ne correspond qu’en partie',
      mismatch: 'Un autre nom à la banque',
      invalid_account: 'Le compte est invalide',
      unavailable: 'La banque n’a pas pu vérifier le nom',
    },
    nameAtBank: (name: string) => `Nom à la banque : ${name}`,
    bankReference: (reference: string) => `Référence bancaire (UTR) : ${reference}`,
    failureReason: (reason: string) => `Raison : ${reason}`,
    unpaidReason: (reason: string) => `Approuvé avant le paiement : ${reason}`,
    createdAt: (when: string) => `Créé le ${when}`,
    paidAt: (when: string) => `Versé le ${when}`,

    // Le rapprochement.
    reconciliationTitle: 'Rapprochement',
    reconciliationIntro:
      'Chaque jour, les versements sont comparés au relevé du prestataire de versement, et les paiements inscrits à la boîte de réception des virements Interac.',
    noRuns: 'Aucun rapprochement n’a encore été effectué.',
    loadRunsFailed: 'Nous n’avons pas pu charger les rapprochements.',
    runDay: (day: string) => `Journée se terminant le ${day}`,
    differences: (n: number) =>
      n === 0 ? 'Aucun écart' : plural('fr-CA', n, { one: `${count(n)} écart`, other: `${count(n)} écarts` }),
    runError: (error: string) => `Non terminé : ${error}`,
    runRunning: 'En cours',
    compared: (payouts: number, payments: number) => `${versements(payouts)} et ${paiements(payments)} comparés`,
    balance: (amount: string) => `Solde chez le prestataire : ${amount}`,
    openRunShort: 'Ouvrir',
    openRun: (day: string) => `Ouvrir le rapprochement du ${day}`,
    differencesTitle: (day: string) => `Rapprochement du ${day}`,
    noDifferences: 'Tous les versements et paiements concordent.',
    differenceKinds: {
      payout_not_at_rail: 'Notre versement n’est pas dans le relevé du prestataire',
      rail_payout_unknown: 'Le prestataire a fait un versement qui ne correspond à aucun des nôtres',
      payout_amount_differs: 'Les montants diffèrent',
      payout_state_differs: 'Le prestataire indique un autre état',
      payment_not_received: 'Un paiement inscrit n’est pas dans la boîte de réception',
      etransfer_unmatched: 'Un virement Interac de la boîte de réception ne correspond à aucun transfert',
    },
    noTransfer: 'Aucun transfert',
  },
} satisfies {
  payoutTexts: Translation<typeof En.payoutTexts>;
};
