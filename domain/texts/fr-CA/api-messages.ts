/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] -- French typography puts no-break spaces before : ; ! ? and in amounts, in template texts as in strings. */
import type { Translation } from '../translation';
import type * as En from '../../api-messages';
import { plural } from '../plural';
import { ofName } from './elision';
import { formatCount } from '../../format';

/** Counts as Quebec writes them (1 000, not 1000). */
const count = (value: number) => formatCount(value, 'fr-CA');

/** The server passes a transfer's status as its API code; French shows its word (masculine: « le transfert »). */
const TRANSFER_STATUS: Record<string, string> = {
  pending: 'en attente',
  approved: 'approuvé',
  completed: 'terminé',
  rejected: 'refusé',
  cancelled: 'annulé',
};
const transferStatus = (status: string) => TRANSFER_STATUS[status] ?? status;

/** A payment review's resolution code, as the past participle of « ce paiement a déjà été … ». */
const REVIEW_RESOLUTION: Record<string, string> = { accepted: 'accepté', dismissed: 'mis de côté', decided: 'traité' };

export default {
  apiMessages: {
    contentLengthMismatch: 'L’en-tête Content-Length ne correspond pas au corps de la requête.',
    bodyNotObject: 'Envoyez le corps de la requête sous forme d’objet JSON avec les champs requis.',
    notSignedIn: 'Connectez-vous pour continuer.',
    metricsTokenRequired: 'Envoyez le jeton des métriques dans l’en-tête Authorization (Bearer <METRICS_TOKEN>).',
    notAdmin: 'Vous n’avez pas les droits d’administration nécessaires pour accéder à cette page.',
    notFound: 'Introuvable',
    invalidCredentials: 'Courriel ou mot de passe invalide',
    emailTaken: 'Un compte existe déjà avec ce courriel',
    tooManyAttempts: 'Trop de tentatives. Patientez un moment, puis réessayez.',
    resetRequested: 'Si un compte existe pour ce courriel, un lien de réinitialisation est en route.',
    passwordReset: 'Votre mot de passe a été réinitialisé. Connectez-vous.',
    signedOut: 'Déconnexion effectuée',
    invalidJson: 'Le corps de la requête n’est pas du JSON valide.',
    bodyTooLarge: 'Le corps de la requête est trop volumineux.',
    unsupportedMediaType: 'Envoyez le corps de la requête en JSON (Content-Type: application/json).',
    crossOrigin: 'Les requêtes provenant d’une autre origine ne sont pas autorisées.',
    webhookSignatureInvalid: 'La signature du webhook est absente ou ne se vérifie pas.',
    webhookDeliveryInvalid: 'Cette livraison de webhook est illisible : il lui faut un en-tête X-Delivery-Id et un événement JSON.',
    malformedRequest: 'La requête est illisible : ce n’est pas du HTTP bien formé.',
    malformedUrl: 'L’adresse n’est pas valide : elle contient une séquence d’échappement % incomplète.',
    pathTooLong: 'L’adresse est trop longue.',
    headersTooLarge: 'Les en-têtes de la requête sont trop volumineux.',
    requestTimeout: 'La requête a mis trop de temps à arriver.',
    invalidInput: 'Certains renseignements ne sont pas valides.',
    serverError: 'Un problème est survenu',
    unavailable: 'Le service est temporairement indisponible. Réessayez dans un instant.',
    recipientNotFound: 'Destinataire introuvable',
    recipientDuplicate: 'Vous avez déjà enregistré un destinataire avec ce numéro de compte et ce code IFSC',
    recipientDeleted: 'Destinataire supprimé',
    transferNotFound: 'Transfert introuvable',
    quoteChanged: 'Le taux de change a changé. Vérifiez le nouveau montant, puis confirmez de nouveau.',
    amountTooSmall:
      'Le montant est trop petit pour être envoyé : arrondi à la centaine de roupies la plus proche, il donnerait 0 ₹ au destinataire.',
    amountBelowMinimum: (minimum: string) =>
      `Le plus petit montant que vous pouvez envoyer est de ${minimum}. Saisissez ${minimum} ou plus.`,
    referenceInUse: 'Cette référence de paiement est déjà utilisée par un autre transfert. Recommencez.',
    // The filter's values are API codes, kept as the request must spell them.
    statusInvalid: 'Le statut doit être l’une des valeurs pending, approved, completed ou rejected',
    statusFilterInvalid: 'Le statut doit être l’une des valeurs pending, approved, completed, rejected, cancelled ou all',
    limitInvalid: 'Le paramètre limit doit être un nombre entier de 1 à 500',
    cursorInvalid: 'Ce lien de page n’est plus valide. Recommencez à partir de la première page.',
    historySearchInvalid: 'Cherchez au plus 100 caractères d’une référence ou du nom d’un destinataire',
    secondFactorPending:
      'Terminez la connexion avec votre deuxième facteur : un code de votre application d’authentification ou une clé d’accès.',
    secondFactorCodeWrong: 'Ce code est incorrect. Vérifiez votre application d’authentification, puis réessayez.',
    secondFactorCodeFormat: 'Entrez le code à 6 chiffres de votre application d’authentification ou un code de récupération',
    secondFactorNone:
      'Ce compte n’a pas encore de deuxième facteur. Ajoutez une application d’authentification dans Profil → Sécurité.',
    totpAlreadyOn:
      'Votre application d’authentification est déjà configurée. Désactivez-la d’abord pour en configurer une autre.',
    totpNotStarted: 'Commencez d’abord la configuration de votre application d’authentification.',
    totpNotEnabled: 'Votre application d’authentification n’est pas activée.',
    totpTurnedOff: 'Votre application d’authentification est désactivée. La connexion ne demande plus ses codes.',
    secondFactorLocked:
      'Trop de codes erronés. Par sécurité, les codes sont refusés pendant un moment : réessayez plus tard, ou utilisez une clé d’accès.',
    secondFactorRequired:
      'L’espace d’administration exige votre deuxième facteur : ajoutez-en un, ou confirmez votre identité avec un code de votre application d’authentification. Il vous est redemandé toutes les 12 heures.',
  },

  healthMessages: {
    database: 'Pas prêt : la base de données ne répond pas.',
    databaseSlow: (seconds: number) =>
      plural('fr-CA', seconds, {
        one: `Pas prêt : la base de données n’a pas répondu en ${count(seconds)} seconde.`,
        other: `Pas prêt : la base de données n’a pas répondu en ${count(seconds)} secondes.`,
      }),
    migrations: (pending: number, total: number) =>
      pending === total
        ? 'Pas prêt : aucune migration de la base de données n’est appliquée. Lancez `npm run manage -- migrate`.'
        : plural('fr-CA', pending, {
            one: `Pas prêt : ${count(pending)} migration de la base de données sur ${count(total)} n’est pas encore appliquée. Lancez \`npm run manage -- migrate\`.`,
            other: `Pas prêt : ${count(pending)} migrations de la base de données sur ${count(total)} ne sont pas encore appliquées. Lancez \`npm run manage -- migrate\`.`,
          }),
    migrationsUnreadable:
      'Pas prêt : le rôle de base de données ne peut pas lire la table des migrations drizzle.__drizzle_migrations (voir docs/database-roles.sql).',
  },

  adminMessages: {
    fromDateInvalid: 'La date de début doit être une vraie date au format AAAA-MM-JJ, p. ex. 2026-01-31',
    toDateInvalid: 'La date de fin doit être une vraie date au format AAAA-MM-JJ, p. ex. 2026-01-31',
    dateRangeOrder: 'La date de début doit être antérieure ou égale à la date de fin',
    searchInvalid: 'Cherchez par code de référence (lettres et chiffres) ou par l’adresse courriel complète d’un expéditeur',
    reasonMax: 'Le motif doit contenir au plus 500 caractères',
    rateDecimals: 'Le taux peut avoir au plus 4 décimales',
    rateMax: 'Le taux doit être inférieur à 10 000',
    currencyPair: 'Seul le taux CAD vers INR peut être fixé',
    statusConflict: (current: string, target: string) =>
      `Ce transfert est ${transferStatus(current)} et ne peut pas passer à l’état « ${transferStatus(target)} ».`,
    completeNotApproved: (current: string) =>
      `Seul un transfert approuvé peut être marqué comme terminé ; celui-ci est ${transferStatus(current)}.`,
    completeNotEconomy: 'Seuls les transferts économiques peuvent être marqués comme terminés ici ; celui-ci est instantané.',
    economyCompleted: 'Transfert économique marqué comme terminé',
    rateUpdated: 'Taux de change mis à jour',
    rateChangeUnconfirmed: (percent: string) => `Ce taux s’écarte de ${percent} % du taux de comparaison. Confirmez le changement pour l’appliquer.`,
    rateChangePending: (percent: string) => `Ce taux s’écarte de ${percent} % du taux de comparaison : il attend l’approbation d’un second opérateur.`,
    rateChangeNotFound: 'Changement de taux introuvable',
    rateChangeDecided: 'Ce changement de taux a déjà été tranché.',
    rateChangeOwn: 'Un changement de taux que vous avez demandé doit être approuvé par un autre opérateur.',
    rateChangeApproved: 'Changement de taux approuvé : le taux est en vigueur.',
    rateChangeRejected: 'Changement de taux refusé.',
    marginInvalid: 'La marge doit être un pourcentage de 0 à 10 avec au plus 2 décimales, p. ex. 1,50',
    noDataToExport: 'Aucune donnée à exporter',
    paymentFound: (amount: string, sender: string) => `Paiement trouvé : ${amount} reçu ${ofName(sender)}.`,
    noPayment: (referenceCode: string) =>
      `Aucun paiement : aucun virement Interac correspondant n’a encore été reçu pour ${referenceCode}.`,
    paymentCheckBusy: 'La vérification des paiements est occupée. Réessayez dans quelques secondes.',
    providerUnavailable: (provider: string) =>
      `Le fournisseur de paiement (${provider}) ne répond pas. Réessayez dans une minute.`,
    balanceNotReported: 'La boîte de réception des dépôts automatiques Interac indique les dépôts, pas le solde du compte : consultez le solde auprès de votre banque.',
    reviewNeeded: (amount: string, sender: string) =>
      `Paiement à examiner : le virement de ${amount} ${ofName(sender)} mentionne ce transfert, mais n’a pas pu y être inscrit automatiquement. Décidez-en dans « Paiements à examiner ».`,
    reviewNotFound: 'Paiement à examiner introuvable',
    reviewDecided: (resolution: string) =>
      `Ce paiement a déjà été ${REVIEW_RESOLUTION[resolution] ?? resolution} par un autre opérateur.`,
    reviewNotCandidate: 'Choisissez l’un des transferts mentionnés dans ce virement Interac.',
    reviewNotAcceptable: (reference: string) =>
      `Le paiement ne peut pas être inscrit au transfert ${reference} : celui-ci n’est plus en attente, est déjà payé ou porte sur un autre montant.`,
    reviewAccepted: (reference: string) => `Paiement inscrit au transfert ${reference}.`,
    reviewDismissed: 'Le virement Interac a été mis de côté avec votre note.',
    reviewTransferRequired: 'Choisissez le transfert visé par ce paiement',
    reviewNoteRequired: 'Écrivez une note d’au moins 2 caractères qui explique pourquoi',
    reviewNoteMax: 'La note doit contenir au plus 500 caractères',
    // La machine à états des versements (issue 33).
    paymentFilterInvalid: 'Le paiement doit être received ou awaiting',
    paymentNotRecorded:
      'Aucun paiement inscrit — approuver quand même ? Donnez une raison pour approuver avant que le virement Interac du client soit inscrit ; le versement l’attendra.',
    payoutInProgress: (state: string) =>
      `Le versement de ce transfert est à l’état ${state} chez le prestataire de versement : attendez son issue avant de terminer ou de refuser le transfert.`,
    payoutNotRetryable:
      'Seul un transfert approuvé dont le dernier versement a échoué, est revenu ou a été bloqué peut être versé de nouveau.',
    payoutNotInReview: 'Ce transfert n’a aucun versement en attente d’une décision sur le nom du destinataire.',
    payoutRetried: (attempt: number) => `Tentative de versement ${attempt} créée : elle part à la prochaine exécution.`,
    payoutCleared: 'Versement libéré : il part à la prochaine exécution sans redemander à la banque.',
    reconciliationRunNotFound: 'Rapprochement introuvable',
    refundReasonRequired: 'Écrivez la raison que lira le client, d’au moins 2 caractères',
    queryInvalid: 'Cherchez de 3 à 100 caractères : un code de référence, un nom, un courriel ou les derniers chiffres d’un compte',
    customerNotFound: 'Client introuvable',
  },
} satisfies {
  apiMessages: Translation<typeof En.apiMessages>;
  healthMessages: Translation<typeof En.healthMessages>;
  adminMessages: Translation<typeof En.adminMessages>;
};
