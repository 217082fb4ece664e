/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] -- French typography puts no-break spaces before : ; ! ? and inside « », in template texts as in strings. */
import type { Translation } from '../translation';
import type * as En from '../../passkey-texts';

export default {
  passkeyMessages: {
    challengeInvalid: 'Cette demande de clé d’accès a expiré ou a déjà été utilisée. Réessayez.',
    responseInvalid: 'La réponse de la clé d’accès est illisible. Réessayez.',
    registrationFailed: 'Cette clé d’accès n’a pas pu être ajoutée. Réessayez.',
    alreadyRegistered: 'Cette clé d’accès est déjà ajoutée à un compte.',
    notVerified: 'Cette clé d’accès n’a pas pu être vérifiée. Réessayez.',
    counterRegressed:
      'Cette clé d’accès a indiqué un nombre d’utilisations inférieur au précédent, comme le ferait une clé copiée. Elle a été refusée ; supprimez-la dans Profil → Sécurité, puis ajoutez-la de nouveau.',
    notAccepted: 'Cette clé d’accès n’est pas acceptée ici. Connectez-vous avec votre courriel et votre mot de passe.',
    otherAccount: 'Cette clé d’accès appartient à un autre compte.',
    notFound: 'Clé d’accès introuvable',
    nameInvalid: 'Donnez à la clé d’accès un nom de 1 à 60 caractères',
    renamed: 'Clé d’accès renommée',
    removed: 'Clé d’accès supprimée',
    noPasskey: 'Ce compte n’a aucune clé d’accès.',
  },


  passkeyTexts: {
    sectionTitle: 'Clés d’accès',
    sectionIntro:
      'Connectez-vous avec votre empreinte digitale, votre visage ou le verrouillage de l’écran plutôt qu’avec votre mot de passe. Une clé d’accès compte aussi comme deuxième étape.',
    loading: 'Chargement de vos clés d’accès…',
    loadFailed: 'Vos clés d’accès n’ont pas pu être chargées.',
    none: 'Aucune clé d’accès pour l’instant.',
    nameLabel: 'Nom de la nouvelle clé d’accès',
    nameHint: 'Pour la reconnaître plus tard, p. ex. « Mon téléphone ».',
    add: 'Ajouter une clé d’accès',
    adding: 'Ajout…',
    added: 'Clé d’accès ajoutée',
    unsupported: 'Ce navigateur ne prend pas en charge les clés d’accès.',
    cancelled: 'Aucune clé d’accès n’a été ajoutée.',
    createdOn: (when: string) => `Ajoutée le ${when}`,
    lastUsed: (when: string) => `Dernière utilisation : ${when}`,
    neverUsed: 'Pas encore utilisée pour se connecter',
    synced: 'Synchronisée',
    rename: 'Renommer',
    renameLabel: (name: string) => `Renommer la clé d’accès « ${name} »`,
    renameTitle: 'Renommer la clé d’accès',
    newNameLabel: 'Nouveau nom',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    remove: 'Supprimer',
    removeLabel: (name: string) => `Supprimer la clé d’accès « ${name} »`,
    removeTitle: (name: string) => `Supprimer la clé d’accès « ${name} » ?`,
    removeBody: 'Elle ne pourra plus vous connecter à MapleRupee. Vous pourrez l’ajouter de nouveau plus tard.',
    removing: 'Suppression…',
    failed: 'Cela n’a pas fonctionné. Réessayez.',
    signIn: 'Se connecter avec une clé d’accès',
    signingIn: 'En attente de votre clé d’accès…',
    signInCancelled: 'Aucune clé d’accès n’a été utilisée.',
    usePasskey: 'Utiliser une clé d’accès',
    stepUp: 'Confirmer avec une clé d’accès',
    steppedUp: 'Confirmé avec votre clé d’accès',
    defaultName: 'Clé d’accès',
    renamed: 'Clé d’accès renommée',
  },
} satisfies {
  passkeyMessages: Translation<typeof En.passkeyMessages>;
  passkeyTexts: Translation<typeof En.passkeyTexts>;
};
