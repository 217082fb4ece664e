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
    caseKindInvalid: 'Le type doit être eftr, eftr_beneficiary, str ou sanctions',
    frozenInvalid: 'frozen doit valoir true ou false',
    passwordIncorrect: 'Le mot de passe est incorrect',
    ownTransfer: 'C’est vous qui avez envoyé ce transfert : un autre opérateur doit en changer l’état.',
    ownCase: 'Ceci vous concerne, vous ou l’un de vos destinataires : un autre opérateur doit s’en occuper.',
    secondOperatorToFile: 'C’est vous qui avez ouvert ce dossier : un autre opérateur doit le fermer comme déclaré.',
    secondOperatorForAuthority: 'C’est vous qui avez gelé ces transferts : un autre opérateur doit consigner la décision des autorités.',
    frozen: 'Ce transfert est gelé par une déclaration de biens d’une personne inscrite : il ne peut être ni approuvé ni refusé tant qu’un opérateur n’a pas consigné la décision des autorités.',
    listedPropertySanctionsOnly: 'Seul un dossier de sanctions peut être fermé comme déclaration de biens d’une personne inscrite.',
    notFrozen: 'Ce dossier n’a gelé aucun transfert : il n’y a pas de décision des autorités à consigner.',
    authorityDecided: 'La décision des autorités est déjà consignée pour ce dossier.',
    operatorNotFound: 'Opérateur introuvable',
    assigneeNotOperator: 'Attribuez le dossier à un opérateur.',
    assigneeIsSubject: 'Ce dossier porte sur cet opérateur : il ne peut pas le traiter.',
    attemptsSummary: (count: number) =>
      `${count} transferts refusés par les règles en 24 heures (limites, identité, règle du déplacement de fonds ou retenues). Examinez s’il faut les déclarer comme opérations tentées.`,
    accountClosed:
      'Votre compte est fermé et toutes vos sessions ont pris fin. Nous conservons vos dossiers pendant 5 ans, comme l’exige la loi.',
  },
} satisfies { complianceCaseMessages: Translation<typeof En.complianceCaseMessages> };
