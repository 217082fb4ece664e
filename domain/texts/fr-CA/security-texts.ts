/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] -- French typography puts no-break spaces before : ; ! ? and inside « », in template texts as in strings. */
import type { Translation } from '../translation';
import type * as En from '../../security-texts';
import { plural } from '../plural';
import { formatCount } from '../../format';

// "Verify your email" is « confirmer son adresse courriel »: « vérifiez votre courriel » would read as "check your inbox".
export default {
  securityMessages: {
    sessionNotFound: 'Session introuvable',
    sessionEnded: 'Cette session a été déconnectée',
    othersEnded: (count: number) =>
      plural('fr-CA', count, {
        one: `${formatCount(count, 'fr-CA')} autre session a été déconnectée`,
        other: `${formatCount(count, 'fr-CA')} autres sessions ont été déconnectées`,
      }),
    currentPasswordRequired: 'Entrez votre mot de passe actuel',
    currentPasswordWrong: 'Votre mot de passe actuel est incorrect',
    newPasswordSame: 'Choisissez un nouveau mot de passe différent de l’actuel',
    passwordChanged: 'Votre mot de passe a été changé. Vos autres sessions ont été déconnectées.',
    verifyTokenInvalid:
      'Ce lien de confirmation est invalide, déjà utilisé ou expiré. Demandez-en un nouveau à partir de la bannière dans l’application.',
    emailVerified: 'Votre adresse courriel est confirmée.',
    emailAlreadyVerified: 'Votre adresse courriel est déjà confirmée.',
    verificationSent: 'Nous avons envoyé un nouveau lien à votre adresse courriel.',
    emailUnverified:
      'Confirmez votre adresse courriel avant de faire vérifier votre identité : ouvrez le lien que nous vous avons envoyé, ou demandez-en un nouveau.',
    othersQueryInvalid: 'Pour déconnecter toutes les autres sessions, envoyez ?others=true',
    unknownBrowser: 'Navigateur inconnu',
    unknownSystem: 'Système inconnu',
    reauthenticationRequired:
      'Confirmez d’abord que c’est bien vous : entrez votre mot de passe ou un code de votre application d’authentification, ou utilisez une clé d’accès.',
    reauthenticationProofMissing: 'Entrez votre mot de passe ou un code, ou utilisez une clé d’accès',
    resetPasskeyUnknown:
      'Une clé d’accès choisie pour être supprimée n’est pas liée à ce compte. Ouvrez de nouveau le lien et refaites votre choix.',
    // true and false are the API's own values, kept as the request must spell them.
    resetRemoveTotpInvalid: 'Indiquez par true ou false s’il faut supprimer l’application d’authentification',
  },


  securityTexts: {
    securityRow: 'Sécurité',
    title: 'Sécurité',
    intro: 'Vos sessions, votre mot de passe et la connexion en deux étapes.',
    sessionsTitle: 'Vos sessions ouvertes',
    thisDevice: 'Cet appareil',
    signOutSession: 'Déconnecter',
    signOutSessionLabel: (browser: string, os: string) => `Déconnecter ${browser} sous ${os}`,
    signOutOthers: 'Déconnecter les autres sessions',
    signingOut: 'Déconnexion…',
    onlyThisSession: 'Seul cet appareil est connecté à votre compte.',
    browserOn: (browser: string, os: string) => `${browser} sous ${os}`,
    signedIn: (when: string) => `Connexion : ${when}`,
    lastActive: (when: string) => `Dernière activité : ${when}`,
    ipAddress: (ip: string) => `Adresse IP ${ip}`,
    sessionsLoading: 'Chargement de vos sessions…',
    sessionsLoadFailed: 'Vos sessions n’ont pas pu être chargées.',
    signOutFailed: 'Cette session n’a pas pu être déconnectée. Réessayez.',
    changePasswordFailed: 'Votre mot de passe n’a pas pu être changé. Réessayez.',
    changePasswordTitle: 'Changer le mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmNewPassword: 'Confirmer le nouveau mot de passe',
    changePassword: 'Changer le mot de passe',
    changingPassword: 'Modification…',
    passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
    verifyBanner: 'Confirmez votre adresse courriel : ouvrez le lien que nous vous avons envoyé.',
    resendLink: 'Envoyer un nouveau lien',
    resending: 'Envoi…',
    verifyEmailTitle: 'Confirmez votre adresse courriel',
    verifyingEmail: 'Confirmation de votre adresse courriel…',
    verifyEmailDone: 'Votre adresse courriel est confirmée.',
    continueToApp: 'Continuer',
    verifyNeedsEmail:
      'Confirmez d’abord votre adresse courriel : ouvrez le lien que nous vous avons envoyé, puis revenez ici. Pas de lien ? Demandez-en un nouveau.',
    reauthTitle: 'Confirmez que c’est bien vous',
    reauthIntro:
      'Pour modifier votre façon de vous connecter, entrez de nouveau votre mot de passe. Il vous est demandé au plus une fois toutes les 10 minutes.',
    reauthPassword: 'Mot de passe',
    reauthCode: 'Code de votre application d’authentification ou code de récupération',
    reauthConfirm: 'Confirmer',
    reauthConfirming: 'Confirmation…',
    reauthUsePasskey: 'Utiliser plutôt une clé d’accès',
    reauthUseCode: 'Utiliser plutôt un code',
    reauthUsePassword: 'Utiliser plutôt votre mot de passe',
    reauthCancel: 'Annuler',
    reauthPasswordRequired: 'Entrez votre mot de passe',
    reauthCodeRequired: 'Entrez le code',
    reauthFailed: 'La confirmation n’a pas fonctionné. Réessayez.',
    resetFactorsTitle: 'Ce qui permet aussi d’ouvrir votre compte',
    resetFactorsIntro:
      'Si vous ne reconnaissez pas l’un de ces éléments, cochez-le : il sera supprimé en même temps que votre nouveau mot de passe sera enregistré.',
    resetRemovePasskey: (name: string) => `Supprimer la clé d’accès « ${name} »`,
    resetPasskeyAdded: (when: string) => `Ajoutée le ${when}`,
    resetRemoveTotp: 'Supprimer l’application d’authentification (et ses codes de récupération)',
    resetTotpHint: 'La connexion demande son code après votre mot de passe.',
    resetFactorsLoadFailed:
      'La liste de ce qui permet aussi d’ouvrir votre compte n’a pas pu être chargée. Vous pouvez tout de même choisir un nouveau mot de passe.',
  },
} satisfies {
  securityMessages: Translation<typeof En.securityMessages>;
  securityTexts: Translation<typeof En.securityTexts>;
};
