import type { Translation } from '../translation';
import type * as En from '../../quote-texts';
import { plural } from '../plural';

/** Version française (Canada) de domain/quote-texts.ts : le taux garanti de l’étape du paiement. */
export default {
  quoteMessages: {
    quoteIdInvalid: 'Ce taux garanti n’est pas valide. Recommencez.',
    notFound: 'Taux garanti introuvable',
    expired: 'Votre taux garanti a expiré. Vérifiez le nouveau montant, puis confirmez de nouveau.',
    used: 'Ce taux garanti a déjà servi pour un transfert. Vérifiez le nouveau montant, puis confirmez de nouveau.',
    mismatch: 'Ces montants ne sont pas ceux que votre taux garanti prévoit. Vérifiez-les, puis confirmez de nouveau.',
    tooMany: 'Vous avez trop de taux garantis en même temps. Patientez quelques minutes, puis réessayez.',
  },

  quoteTexts: {
    holding: 'Réservation de votre taux…',
    guaranteedFor: 'Taux garanti pendant',
    heldFor: (minutes: number) =>
      plural('fr-CA', minutes, {
        one: `Votre taux est garanti pendant ${minutes} minute.`,
        other: `Votre taux est garanti pendant ${minutes} minutes.`,
      }),
    oneMinuteLeft: 'Il reste une minute à votre taux garanti.',
    ranOut: 'Votre taux garanti a expiré. Obtention d’un nouveau taux…',
    renewedTitle: 'Votre taux garanti a expiré',
    renewedSame: 'Vous avez un nouveau taux garanti. Les montants n’ont pas changé.',
    acceptNew: 'Accepter le nouveau montant',
    acceptFirst: 'Acceptez le nouveau montant avant de confirmer votre paiement.',
    holdFailed: 'Nous n’avons pas pu vous garantir un taux. Vous pouvez tout de même envoyer au taux actuel.',
    tryAgain: 'Réessayer',
  },
} satisfies {
  quoteMessages: Translation<typeof En.quoteMessages>;
  quoteTexts: Translation<typeof En.quoteTexts>;
};
