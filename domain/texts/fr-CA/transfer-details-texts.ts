import type { Translation } from '../translation';
import type * as En from '../../transfer-details-texts';

/** French typography: a no-break space before a colon, so it never starts a line. */
const NB = '\u00a0';

export default {
  transferDetailsTexts: {
    title: 'Détails du transfert',
    backToHistory: 'Retour à l’Historique',
    loading: 'Chargement de votre transfert…',
    loadFailed: 'Impossible de charger ce transfert.',
    notFound: 'Transfert introuvable',
    notFoundHint: 'Ce transfert n’est pas l’un des vôtres. Retrouvez vos transferts dans l’Historique.',
    fee: 'Frais',
    delivery: 'Livraison',
    instant: 'Instantané',
    progressTitle: 'Suivi',
    steps: {
      submitted: 'Soumis',
      payment_received: 'Paiement reçu',
      approved: 'Approuvé',
      completed: 'Versé',
      rejected: 'Refusé',
      cancelled: 'Annulé',
    },
    upcoming: {
      payment_received: 'Nous associons votre virement Interac à votre transfert grâce à sa référence.',
      approved: 'Nous vérifions votre transfert, puis l’approuvons.',
      completed: 'Le compte bancaire de votre destinataire est crédité en roupies.',
    },
    stepDone: 'Fait',
    stepNext: 'À venir',
    reason: (reason: string) => `Motif${NB}: ${reason}`,
    expectedBy: (day: string) => `Arrivée prévue au plus tard le ${day}`,
    expectedIfPaidToday: (day: string) => `Arrivée prévue au plus tard le ${day} si votre paiement nous parvient aujourd’hui`,
    arrived: (day: string) => `Arrivé le ${day}`,
    businessDaysNote: 'Les jours ouvrables excluent les fins de semaine et les jours fériés bancaires du Canada et de l’Inde.',
    actionsTitle: 'Actions',
    receipt: 'Reçu',
    receiptFormat: ' (PDF)',
    sendAgain: 'Envoyer de nouveau',
  },
} satisfies {
  transferDetailsTexts: Translation<typeof En.transferDetailsTexts>;
};
