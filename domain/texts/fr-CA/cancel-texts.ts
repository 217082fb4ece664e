/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] -- French typography puts no-break spaces before : ; ! ? and inside « », in template texts as in strings. */
import type { Translation } from '../translation';
import type * as En from '../../cancel-texts';

/** The transfer's status as the API names it, in the words of « ce transfert est … » (masculine). */
const TRANSFER_STATUS: Record<string, string> = {
  pending: 'en attente',
  approved: 'approuvé',
  completed: 'terminé',
  rejected: 'refusé',
  cancelled: 'déjà annulé',
};

export default {
  cancelMessages: {
    notCancellable: (current: string) => `Ce transfert est ${TRANSFER_STATUS[current] ?? current} et ne peut plus être annulé.`,
    paymentReceived:
      'Nous avons reçu votre virement Interac pour ce transfert. Il ne peut donc plus être annulé. Communiquez avec notre service à la clientèle si vous devez l’arrêter.',
    unavailable: 'Ce transfert ne peut pas être annulé dans l’application. Communiquez avec notre service à la clientèle si vous devez l’arrêter.',
  },
  cancelTexts: {
    cancel: 'Annuler le transfert',
    cancelLabel: (reference: string) => `Annuler le transfert ${reference}`,
    title: 'Annuler ce transfert ?',
    description: (reference: string, amount: string) =>
      `Le transfert ${reference} de ${amount} sera annulé et ne sera jamais envoyé. Nous vous le confirmerons par courriel. Cette action est irréversible.`,
    notPaidYet: 'N’annulez que si vous n’avez pas encore envoyé le virement Interac pour ce transfert, et ne l’envoyez pas ensuite.',
    keep: 'Garder le transfert',
    cancelling: 'Annulation…',
    cancelled: 'Transfert annulé',
    cancelledDescription: (reference: string) => `Le transfert ${reference} est annulé. Nous vous avons envoyé une confirmation par courriel.`,
    failed: 'Le transfert n’a pas pu être annulé',
  },
} satisfies {
  cancelMessages: Translation<typeof En.cancelMessages>;
  cancelTexts: Translation<typeof En.cancelTexts>;
};
