/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] -- French typography puts no-break spaces before : ; ! ? and in amounts, in template texts as in strings. */
import type { Translation } from '../translation';
import type * as En from '../../compliance-texts';
import { plural } from '../plural';
import { formatCad, formatCount } from '../../format';
import { ofName } from './elision';


const LIMIT_NAMES = { perTransfer: 'par transfert', daily: 'sur 24 heures', monthly: 'sur 30 jours' } as const;
const TIER_NAMES: Record<string, string> = { basic: 'de base', verified: 'vérifié' };
const limit = (tier: string, window: keyof typeof LIMIT_NAMES) => `La limite ${LIMIT_NAMES[window]} du niveau ${TIER_NAMES[tier] ?? tier}`;

const complianceValidation = {
  limitNotAmount: (tier, window) => `${limit(tier, window)} doit être un montant en CAD`,
  limitDecimals: (tier, window) => `${limit(tier, window)} doit être un montant en CAD d’au plus 2 décimales`,
  limitAboveZero: (tier, window) => `${limit(tier, window)} doit être supérieure à 0`,
  perTransferOverMaximum: (tier, maximum) => `${limit(tier, 'perTransfer')} ne peut dépasser ${formatCad(maximum, 'fr-CA')}`,
  perTransferOverDaily: (tier) => `${limit(tier, 'perTransfer')} ne peut dépasser sa limite sur 24 heures`,
  dailyOverMonthly: (tier) => `${limit(tier, 'daily')} ne peut dépasser sa limite sur 30 jours`,
  atMost: (max) => `Au plus ${max} caractères`,
  streetRequired: 'Entrez votre adresse (numéro et rue)',
  cityRequired: 'Entrez votre ville',
  provinceRequired: 'Choisissez votre province ou territoire',
  postalCodeFormat: 'Entrez un code postal comme K1A 0B1',
  dateOfBirthRequired: 'Entrez votre date de naissance',
  occupationRequired: 'Entrez votre profession',
  idTypeRequired: 'Choisissez le type de pièce d’identité avec photo',
  idNumberRequired: 'Entrez le numéro de la pièce d’identité',
  idIssuerRequired: 'Entrez l’autorité qui a délivré la pièce',
  expiryDateRequired: 'Entrez la date d’expiration',
  idPhotoRequired: 'Ajoutez une photo de votre pièce d’identité',
  decisionInvalid: 'La décision doit être « approved » ou « rejected »',
  outcomeInvalid: 'L’issue doit être « filed », « cleared » ou « listed_property »',
  noteRequired: 'Écrivez une note',
  narrativeRequired: 'Décrivez ce qui est douteux',
  transferIdInvalid: 'transferId doit être un identifiant de transfert',
  userIdInvalid: 'userId doit être un identifiant de client',
  flagOneTarget: 'Signalez soit un transfert, soit un client',
  rejectionReasonRequired: 'Dites pourquoi la vérification est refusée',
  customerEmailRequired: 'Indiquez le courriel du client',
  assigneeInvalid: 'userId doit être un identifiant d’opérateur, ou null',
  authorityDecisionInvalid: 'La décision doit être « released » ou « seized »',
  attemptsThresholdInvalid: 'Entrez un nombre entier de 1 à 100',
} satisfies Translation<typeof En.complianceValidation>;

export default {
  complianceValidation,
  complianceToasts: {
    verificationSubmitted: { title: 'Vérification envoyée', description: 'Nous vous écrirons une fois votre identité vérifiée.' },
    verificationFailed: { title: 'Vérification non envoyée', description: 'Vérifiez vos renseignements, puis réessayez.' },
    accountClosed: { title: 'Compte fermé', description: 'Votre session est fermée. Vos dossiers sont conservés comme l’exige la loi.' },
    closeAccountFailed: { title: 'Le compte n’a pas été fermé' },
    recipientAddressSaved: { title: 'Adresse enregistrée', description: 'L’adresse du destinataire a été mise à jour.' },
    recipientAddressFailed: { title: 'Adresse non enregistrée', description: 'Vérifiez l’adresse, puis réessayez.' },
    amountNeedsVerification: { title: 'Vérifiez d’abord votre identité', description: 'Vérifiez votre identité pour envoyer ce montant.' },
    amountOverLimit: { title: 'Montant au-delà de votre limite' },
    recipientAddressNeeded: {
      title: 'Ajoutez d’abord l’adresse du destinataire',
      description: 'Les transferts de 1 000 $ CAD ou plus exigent la ville et l’État du destinataire.',
    },
  },

  complianceTexts: {
    nameLocked:
      'Votre nom est celui que nous avons vérifié sur votre pièce d’identité avec photo : il ne peut pas être modifié ici. Pour le changer (après un mariage, par exemple), communiquez avec notre service à la clientèle en présentant une pièce d’identité avec photo à votre nouveau nom : nous l’enregistrons comme une nouvelle vérification.',
    nameLockedLabel: 'Nom vérifié',
    limitsRow: 'Vérification et limites',
    closeAccountRow: 'Fermer le compte',

    limitsTitle: 'Vérification et limites',
    back: 'Retour',
    backToProfile: 'Retour au profil',
    tier: 'Votre niveau',
    tierNames: { basic: 'De base', verified: 'Vérifié' },
    tierExplained: {
      basic: 'De base : vous pouvez envoyer moins de 1 000 $ par période de 24 heures sans vérifier votre identité.',
      verified: 'Vérifié : votre identité est confirmée, vous pouvez donc envoyer des montants plus élevés.',
    },
    verificationLabel: 'Identité',
    identityHeading: 'Votre identité',
    verificationNames: { none: 'Non vérifiée', pending: 'En cours de vérification', verified: 'Vérifiée', rejected: 'Non acceptée' },
    verificationExplained: {
      none: 'La loi nous oblige à vérifier votre identité avant que vous envoyiez 1 000 $ ou plus en 24 heures. Cela prend quelques minutes : ayez votre pièce d’identité avec photo sous la main.',
      pending: 'Merci. Nous vérifions votre pièce d’identité, habituellement en 1 jour ouvrable. Nous vous enverrons le résultat par courriel.',
      verified: 'Votre identité est vérifiée.',
      rejected:
        'Nous n’avons pas pu vérifier votre identité avec la pièce envoyée. Réessayez avec une photo nette d’une pièce d’identité valide.',
    },
    verifyIdentity: 'Vérifier votre identité',
    verifyAgain: 'Réessayer',
    limitsHeading: 'Vos limites',
    perTransfer: 'Par transfert',
    perTransferValue: (amount: string) => `Jusqu’à ${amount} par transfert`,
    daily: 'Sur 24 heures',
    monthly: 'Sur 30 jours',
    used: 'Utilisé',
    remaining: 'Restant',
    // Labels first, so the participle never has to agree with an amount.
    usedOf: (used: string, limit: string) => `Utilisé : ${used} sur ${limit}`,
    remainingValue: (amount: string) => `Reste : ${amount}`,
    limitsNote:
      'Les limites comptent chaque transfert non refusé des 24 dernières heures et des 30 derniers jours. Votre banque fixe aussi ses propres limites pour les virements Interac.',
    limitsLoading: 'Chargement de vos limites…',
    limitsLoadFailed: 'Impossible de charger vos limites.',

    canSendNow: (amount: string) => `Vous pouvez envoyer jusqu’à ${amount} maintenant`,
    limitReached:
      'Vous avez atteint votre limite pour l’instant. Les transferts plus anciens cessent de compter après 24 heures (et 30 jours).',
    needsVerification: (threshold: string) =>
      `Pour envoyer ${threshold} ou plus en 24 heures, la loi nous oblige à vérifier d’abord votre identité.`,
    needsVerificationPending: 'Votre identité est en cours de vérification. Vous pourrez envoyer ce montant une fois qu’elle sera vérifiée.',
    needsVerificationRejected: 'Nous n’avons pas pu vérifier votre identité. Faites-la vérifier de nouveau pour envoyer ce montant.',
    overLimit: (remaining: string) =>
      `C’est plus que ce que vous pouvez envoyer maintenant. Vous pouvez envoyer jusqu’à ${remaining}.`,
    verifyLink: 'Vérifier votre identité',
    seeLimits: 'Voir vos limites',
    transferRefusedTitle: 'Ce transfert ne peut pas être envoyé',
    editRecipientAddress: (name: string) => `Ajouter l’adresse ${ofName(name)}`,
    recipientAddressNeeded: (threshold: string, name: string) =>
      `Pour envoyer ${threshold} ou plus, la loi exige l’adresse ${ofName(name)} : au moins la ville et l’État.`,

    verifyTitle: 'Vérifier votre identité',
    verifyIntro:
      'Nous en avons besoin une seule fois, comme la loi l’exige de tout service de transfert d’argent. Vos renseignements sont protégés et seule notre équipe de conformité voit votre pièce d’identité.',
    aboutYou: 'À propos de vous',
    dateOfBirth: 'Date de naissance',
    occupation: 'Profession',
    occupationHint: 'Par exemple : infirmière, étudiant, retraitée',
    homeAddress: 'Adresse du domicile',
    street: 'Numéro et rue',
    city: 'Ville',
    province: 'Province ou territoire',
    selectProvince: 'Choisissez la province ou le territoire',
    provinceNames: {
      AB: 'Alberta',
      BC: 'Colombie-Britannique',
      MB: 'Manitoba',
      NB: 'Nouveau-Brunswick',
      NL: 'Terre-Neuve-et-Labrador',
      NS: 'Nouvelle-Écosse',
      NT: 'Territoires du Nord-Ouest',
      NU: 'Nunavut',
      ON: 'Ontario',
      PE: 'Île-du-Prince-Édouard',
      QC: 'Québec',
      SK: 'Saskatchewan',
      YT: 'Yukon',
    },
    postalCode: 'Code postal',
    postalCodeHint: 'Par exemple : K1A 0B1',
    photoId: 'Pièce d’identité gouvernementale avec photo',
    idType: 'Type de pièce',
    selectIdType: 'Choisissez le type de pièce',
    idTypes: {
      passport: 'Passeport',
      drivers_licence: 'Permis de conduire',
      provincial_photo_id: 'Carte d’identité provinciale avec photo',
      permanent_resident_card: 'Carte de résident permanent',
    },
    idNumber: 'Numéro de la pièce',
    issuingJurisdiction: 'Délivrée par',
    issuingJurisdictionHint: 'La province, le territoire ou le pays qui l’a délivrée, p. ex. Ontario ou Canada',
    expiryDate: 'Date d’expiration',
    idPhoto: 'Photo de votre pièce d’identité',
    idPhotoHint: 'Une photo ou une numérisation nette de la pièce entière : JPEG, PNG ou PDF, 5 Mo au plus.',
    idPhotoChosen: (name: string, size: string) => `${name} (${size})`,
    tooYoung: (age: number) =>
      `Vous devez avoir ${formatCount(age, 'fr-CA')} ans ou plus pour envoyer de l’argent avec MapleRupee`,
    dateOfBirthFuture: 'Entrez votre vraie date de naissance',
    idExpired: 'Cette pièce d’identité est expirée. Utilisez une pièce encore valide',
    photoRequired: 'Ajoutez une photo de votre pièce d’identité',
    photoTooLarge: (max: string) => `Ce fichier est trop volumineux. Choisissez une photo ou un PDF de ${max} au plus`,
    photoWrongType: 'Choisissez une photo JPEG ou PNG, ou un PDF',
    submitVerification: 'Envoyer pour vérification',
    uploadingPhoto: 'Téléversement de la photo…',
    submittingVerification: 'Envoi…',
    verificationPendingTitle: 'Vérification en cours',
    verificationPendingText:
      'Merci. Nous vérifions votre pièce d’identité, habituellement en 1 jour ouvrable, et vous enverrons le résultat par courriel. D’ici là, vous pouvez continuer d’envoyer moins de 1 000 $ par période de 24 heures.',
    alreadyVerifiedText: 'Votre identité est déjà vérifiée. Vous n’avez rien d’autre à faire.',
    alreadyPendingText: 'Votre pièce d’identité est déjà en cours de vérification. Nous vous enverrons le résultat par courriel.',

    recipientAddress: 'Adresse',
    recipientCity: 'Ville',
    recipientState: 'État',
    recipientAddressHint: 'Exigée pour les transferts de 1 000 $ CAD ou plus : au moins la ville et l’État.',
    recipientAddressTitle: 'Adresse du destinataire',
    recipientAddressIntro:
      'Pour les transferts de 1 000 $ CAD ou plus, la loi exige l’adresse du destinataire : au moins la ville et l’État.',
    editAddress: 'Modifier l’adresse',
    editAddressLabel: (name: string) => `Modifier l’adresse ${ofName(name)}`,
    saveAddress: 'Enregistrer l’adresse',
    savingAddress: 'Enregistrement…',
    noAddress: 'Aucune adresse pour l’instant',
    cityRequired: 'Entrez la ville',
    stateRequired: 'Entrez l’État',

    closeAccountIntro:
      'La fermeture de votre compte vous déconnecte partout, et vous ne pourrez plus l’utiliser pour envoyer de l’argent.',
    closeAccountRecords: (years: number) =>
      plural('fr-CA', years, {
        one: `Comme la loi l’exige, nous conservons les dossiers de votre compte, de vos vérifications d’identité et de vos transferts pendant ${formatCount(years, 'fr-CA')} an, même après la fermeture, puis nous les supprimons.`,
        other: `Comme la loi l’exige, nous conservons les dossiers de votre compte, de vos vérifications d’identité et de vos transferts pendant ${formatCount(years, 'fr-CA')} ans, même après la fermeture, puis nous les supprimons.`,
      }),
    closeAccountPending:
      'Les transferts déjà envoyés suivent leur cours. Si l’un d’eux est encore en attente, communiquez avec le soutien avant de fermer votre compte.',
    closeAccountPassword: 'Votre mot de passe',
    closeAccountPasswordHint: 'Entrez votre mot de passe pour confirmer.',
    closeAccountConfirm: 'Fermer le compte',
    closingAccount: 'Fermeture…',
  },
} satisfies {
  complianceValidation: Translation<typeof En.complianceValidation>;
  complianceToasts: Translation<typeof En.complianceToasts>;
  complianceTexts: Translation<typeof En.complianceTexts>;
};
