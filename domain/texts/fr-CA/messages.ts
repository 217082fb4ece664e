/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] -- French typography puts no-break spaces before : ; ! ? and in amounts, in template texts as in strings. */
import type { Translation } from '../translation';
import type * as En from '../../messages';

export default {
  validation: {
    passwordMax: (max) => `Le mot de passe doit contenir au plus ${max} caractères`,
    signupFieldNotText: (field) => `${field === 'phone' ? 'Le téléphone' : 'L’adresse'} doit être du texte`,
    signupFieldMax: (field, max) => `${field === 'phone' ? 'Le téléphone' : 'L’adresse'} doit contenir au plus ${max} caractères`,
    idInvalid: (max) => `L’identifiant doit être un nombre entier de 1 à ${max}`,
    emailInvalid: 'Entrez une adresse courriel valide',
    passwordRequired: 'Le mot de passe est obligatoire',
    passwordMin: 'Le mot de passe doit contenir au moins 6 caractères',
    firstNameMin: 'Le prénom doit contenir au moins 2 caractères',
    lastNameMin: 'Le nom de famille doit contenir au moins 2 caractères',
    countryRequired: 'Choisissez votre pays',
    emailRequired: 'Entrez votre adresse courriel',
    resetTokenInvalid: 'Ce lien de réinitialisation est invalide ou expiré. Demandez-en un nouveau.',
    controlCharacters: 'Le texte ne doit contenir aucun caractère de contrôle ni caractère de mise en forme invisible',
    firstNameMax: 'Le prénom doit contenir au plus 100 caractères',
    lastNameMax: 'Le nom de famille doit contenir au plus 100 caractères',
    localeInvalid: 'Choisissez l’anglais (en-CA), le français (fr-CA) ou le hindi (hi-IN)',
  },

  toasts: {
    missingFields: { title: 'Champs manquants', description: 'Remplissez tous les champs obligatoires' },
    passwordTooShort: {
      title: 'Mot de passe trop court',
      description: 'Le mot de passe doit contenir au moins 6 caractères',
    },
    emailRequired: { title: 'Courriel requis', description: 'Entrez votre adresse courriel' },
    welcomeBack: { title: 'Bon retour !' },
    accountCreated: { title: 'Compte créé !' },
    resetLinkSent: { title: 'Lien de réinitialisation envoyé' },
    signInFailed: { title: 'Vérifiez votre courriel et votre mot de passe, puis réessayez.' },
    signUpFailed: { title: 'Vérifiez vos renseignements, puis réessayez.' },
    resetLinkFailed: {
      title: 'Le lien n’a pas pu être envoyé',
      description: 'Vérifiez votre adresse courriel, puis réessayez.',
    },
    passwordUpdated: { title: 'Mot de passe mis à jour', description: 'Connectez-vous avec votre nouveau mot de passe.' },
    passwordResetFailed: { title: 'Échec de la réinitialisation du mot de passe' },
  },

  texts: {
    language: 'Langue',
    languageSaveFailed: 'Votre langue n’a pas pu être enregistrée dans votre compte. Elle est utilisée sur cet appareil.',
    loading: 'Chargement…',
    signIn: 'Se connecter',
    signUp: 'S’inscrire',
    forgotPassword: 'Mot de passe oublié',
    signInWithPasskey: 'Se connecter avec une clé d’accès',
    resetPasswordTitle: 'Réinitialiser le mot de passe',
    sendResetLink: 'Envoyer le lien',
    cancel: 'Annuler',

    productName: 'MapleRupee',
    tagline: 'Du CAD à l’INR, en toute confiance',
    close: 'Fermer',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    email: 'Courriel',
    password: 'Mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    country: 'Pays',
    selectCountry: 'Choisissez votre pays',
    passwordHint: 'Au moins 6 caractères',
    signingIn: 'Connexion…',
    creatingAccount: 'Création du compte…',
    sendingResetLink: 'Envoi…',
    forgotPasswordHint:
      'Entrez l’adresse courriel de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    authTabsLabel: 'Se connecter ou créer un compte',
    newPassword: 'Nouveau mot de passe',
    confirmNewPassword: 'Confirmer le nouveau mot de passe',
    passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
    resetPasswordIntro: 'Choisissez un nouveau mot de passe pour votre compte.',
    updatePassword: 'Changer le mot de passe',
    updatingPassword: 'Mise à jour…',
    requestNewLink: 'Demander un nouveau lien',
    backToSignIn: 'Retour à la connexion',
    goHome: 'Aller à Envoyer',
    connectionProblem: 'Impossible de joindre MapleRupee. Vérifiez votre connexion, puis réessayez.',
    authFootnote: 'Payez par virement Interac. Votre destinataire en Inde reçoit des roupies.',
    appErrorTitle: 'Un problème est survenu',
    appErrorMessage: 'Une partie de MapleRupee n’a pas pu être chargée. Vérifiez votre connexion, puis réessayez.',
    reload: 'Recharger',
  },

} satisfies {
  validation: Translation<typeof En.validation>;
  toasts: Translation<typeof En.toasts>;
  texts: Translation<typeof En.texts>;
};
