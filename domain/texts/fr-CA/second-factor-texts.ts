/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] -- French typography puts no-break spaces before : ; ! ? and in amounts, in template texts as in strings. */
import type { Translation } from '../translation';
import type * as En from '../../second-factor-texts';
import { plural } from '../plural';

export default {
  secondFactorTexts: {
    stepTitle: 'Connexion en deux étapes',
    totpLabel: 'Entrez le code à 6 chiffres de votre application d’authentification',
    recoveryLabel: 'Entrez l’un de vos codes de récupération',
    recoveryHint: 'Chaque code de récupération ne fonctionne qu’une fois.',
    useRecoveryCode: 'Utiliser un code de récupération',
    useAuthenticator: 'Utiliser l’application d’authentification',
    verify: 'Vérifier',
    verifying: 'Vérification…',
    backToSignIn: 'Retour à la connexion',
    codeRequired: 'Entrez d’abord le code',
    sectionTitle: 'Connexion en deux étapes',
    sectionIntro:
      'Après votre mot de passe, la connexion demande un code d’une application d’authentification sur votre téléphone : un mot de passe volé ne suffit donc pas pour ouvrir votre compte.',
    // Of « l’application d’authentification » (statusLabel), hence feminine.
    statusOn: 'Activée',
    statusOff: 'Désactivée',
    statusLabel: 'Application d’authentification',
    recoveryCodesLeft: (count: number) =>
      plural('fr-CA', count, {
        one: `Il reste ${count} code de récupération sur 10`,
        other: `Il reste ${count} codes de récupération sur 10`,
      }),
    loading: 'Chargement de la connexion en deux étapes…',
    loadFailed: 'La connexion en deux étapes n’a pas pu être chargée.',
    setUp: 'Configurer une application d’authentification',
    starting: 'Démarrage…',
    scanTitle: 'Balayez ce code QR avec votre application d’authentification',
    qrLabel: 'Code QR pour votre application d’authentification',
    secretLabel: 'Ou entrez cette clé dans l’application',
    confirmLabel: 'Entrez ensuite le code à 6 chiffres affiché par l’application',
    confirm: 'Activer',
    confirming: 'Vérification…',
    cancel: 'Annuler',
    recoveryTitle: 'Conservez vos codes de récupération',
    recoveryIntro:
      'Si vous perdez votre téléphone, chacun de ces codes vous permet de vous connecter une fois, à la place d’un code de l’application. Ils ne sont affichés qu’une seule fois : notez-les ou gardez-les dans un gestionnaire de mots de passe.',
    recoveryListLabel: 'Codes de récupération',
    copyCodes: 'Copier les codes',
    copied: 'Copiés',
    savedThem: 'Je les ai conservés',
    enabledToast: 'La connexion en deux étapes est activée',
    turnOff: 'Désactiver',
    turnOffLabel: 'Désactiver l’application d’authentification',
    turningOff: 'Désactivation…',
    turnOffTitle: 'Désactiver l’application d’authentification ?',
    turnOffBody:
      'La connexion ne demandera plus ses codes, et vos codes de récupération cesseront de fonctionner. Vous pourrez la configurer de nouveau en tout temps.',
    turnedOff: 'Application d’authentification désactivée',
    newRecoveryCodes: 'Nouveaux codes de récupération',
    newRecoveryCodesTitle: 'Remplacer vos codes de récupération ?',
    newRecoveryCodesBody: 'Vous obtenez 10 nouveaux codes, et ceux que vous avez cessent immédiatement de fonctionner.',
    replaceCodes: 'Les remplacer',
    replacingCodes: 'Création des codes…',
    failed: 'Cela n’a pas fonctionné. Réessayez.',
  },
} satisfies { secondFactorTexts: Translation<typeof En.secondFactorTexts> };
