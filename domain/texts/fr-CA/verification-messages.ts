/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] -- French typography puts no-break spaces before : ; ! ? and in amounts, in template texts as in strings. */
import type { Translation } from '../translation';
import type * as En from '../../verification-messages';
import { formatCount } from '../../format';

/** The server passes a verification's status as its API code; French shows its word (feminine: « la vérification »). */
const DECIDED: Record<string, string> = { approved: 'approuvée', rejected: 'refusée', pending: 'mise en attente' };

export default {
  verificationMessages: {
    documentTooLarge: (maxBytes: number) =>
      `La photo de votre pièce d’identité doit faire ${formatCount(maxBytes / (1024 * 1024), 'fr-CA')} Mo ou moins. Prenez une photo ou une numérisation plus petite, puis réessayez.`,
    documentWrongType:
      'Envoyez la photo de votre pièce d’identité en image JPEG ou PNG, ou en document PDF (Content-Type image/jpeg, image/png ou application/pdf).',
    documentNotAllowed:
      'Ce fichier n’est ni une image JPEG ou PNG ni un document PDF. Envoyez une photo ou une numérisation de votre pièce d’identité.',
    documentMismatch: (actual: string, declared: string) =>
      `Ce fichier est de type ${actual}, mais il a été envoyé comme ${declared}. Envoyez-le avec son vrai type.`,
    documentEmpty: 'La photo de votre pièce d’identité est vide. Choisissez le fichier de nouveau.',
    documentMissing: 'Ajoutez une photo de votre pièce d’identité',
    documentUsed:
      'Cette photo a déjà été envoyée avec une vérification précédente. Téléversez de nouveau la photo de votre pièce d’identité.',
    documentUnreadable:
      'Impossible de lire cette image : le fichier est peut-être endommagé. Reprenez la photo, ou numérisez votre pièce d’identité en PDF.',
    documentTooManyPixels: (megapixels: number) =>
      `Cette image dépasse ${formatCount(megapixels, 'fr-CA')} mégapixels. Prenez une photo plus petite, ou numérisez votre pièce d’identité en PDF.`,
    documentUploadsLimited:
      'Vous avez téléversé autant de photos de pièce d’identité que nous en acceptons pour l’instant. Réessayez plus tard (demain au plus tard).',
    tooYoung: (minimumAge: number) =>
      `Vous devez avoir ${formatCount(minimumAge, 'fr-CA')} ans ou plus pour envoyer de l’argent avec MapleRupee.`,
    idExpired: 'Cette pièce d’identité est expirée. Utilisez une pièce dont la date d’expiration est postérieure à aujourd’hui.',
    alreadyPending: 'Votre vérification d’identité est déjà en attente d’examen. Nous vous enverrons le résultat par courriel.',
    alreadyVerified: 'Votre identité est déjà vérifiée.',
    notFound: 'Vérification introuvable',
    documentNotFound: 'Cette vérification n’a aucune photo de pièce d’identité',
    decided: (status: string) => `Cette vérification a déjà été ${DECIDED[status] ?? status}.`,
    ownVerification: 'Vous ne pouvez pas trancher votre propre vérification d’identité : demandez à un autre opérateur.',
    // The filter's values are API codes, kept as the request must spell them.
    statusInvalid: 'Le statut doit être l’une des valeurs pending, approved, rejected ou all',
    methodInvalid: 'La méthode doit être in-person, dual-process ou credit-file',
    noteRequired: 'Écrivez une note indiquant comment l’identité a été vérifiée',
  },

} satisfies {
  verificationMessages: Translation<typeof En.verificationMessages>;
};
