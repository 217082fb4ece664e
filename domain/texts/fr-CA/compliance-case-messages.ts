import type { Translation } from '../translation';
import type * as En from '../../compliance-case-messages';

export default {
  complianceCaseMessages: {
    caseNotFound: 'Dossier introuvable',
    caseClosed: 'Ce dossier est déjà fermé.',
    customerNotFound: 'Client introuvable',
    onHold: 'Ce transfert est retenu pour un examen de conformité',
    screeningPending:
      'Ce transfert attend le filtrage des sanctions selon la liste actuelle. Réessayez une fois le nouveau filtrage terminé.',
    // The filter's values are API codes, kept as the request must spell them.
    caseStatusInvalid: 'Le statut doit être open, closed ou all',
    caseKindInvalid: 'Le type doit être eftr, str ou sanctions',
    passwordIncorrect: 'Le mot de passe est incorrect',
    accountClosed:
      'Votre compte est fermé et toutes vos sessions ont pris fin. Nous conservons vos dossiers pendant 5 ans, comme l’exige la loi.',
  },
} satisfies { complianceCaseMessages: Translation<typeof En.complianceCaseMessages> };
