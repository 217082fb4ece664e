/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] -- French typography puts no-break spaces before : ; ! ? and inside « », in template texts as in strings. */
import type { Translation } from '../translation';
import type * as En from '../../rate-texts';

export default {
  rateHistoryTexts: {
    title: (days: number) => `Le taux des ${days} derniers jours`,
    summary: (days: number, low: string, high: string, today: string) =>
      `Au cours des ${days} derniers jours, 1 CAD valait entre ${low} et ${high} INR ; aujourd’hui, ${today} INR.`,
    steady: (days: number, rate: string) => `Au cours des ${days} derniers jours, 1 CAD est resté stable à ${rate} INR.`,
    oneDay: (today: string) => `Aujourd’hui, 1 CAD = ${today} INR. Les jours précédents s’afficheront ici au fil des changements de taux.`,
    high: 'Haut',
    low: 'Bas',
    today: 'Aujourd’hui',
    tableCaption: (days: number) => `1 CAD en INR à la fin de chaque jour, ${days} derniers jours`,
    day: 'Jour',
    rate: 'Taux (INR)',
    alertLink: 'Créer une alerte de taux',
  },
  rateAlertTexts: {
    row: 'Alertes de taux',
    title: 'Alertes de taux',
    intro: 'Nous vous écrivons une seule fois quand le taux atteint votre cible ; l’alerte prend alors fin.',
    today: (rateLine: string) => `Aujourd’hui : ${rateLine}`,
    formTitle: 'Nouvelle alerte',
    targetLabel: 'Avisez-moi quand 1 CAD vaut au moins',
    targetHint: (example: string, max: number) => `En INR, p. ex. ${example}. Jusqu’à ${max} alertes à la fois.`,
    targetEmpty: 'Inscrivez le taux que vous attendez',
    targetFormat: (example: string) => `Écrivez le taux en chiffres, p. ex. ${example}`,
    set: 'Créer l’alerte',
    setting: 'Création…',
    added: 'Alerte créée',
    addedDescription: (alert: string) => `Nous vous écrirons quand ${alert}.`,
    addFailed: 'Alerte non créée',
    listTitle: 'Vos alertes',
    none: 'Aucune alerte pour l’instant.',
    alert: (rate: string) => `1 CAD ≥ ${rate} INR`,
    setOn: (when: string) => `Créée le ${when}`,
    removeLabel: (alert: string) => `Supprimer l’alerte ${alert}`,
    removing: 'Suppression…',
    removed: 'Alerte supprimée',
    removeFailed: 'Alerte non supprimée',
    loading: 'Chargement de vos alertes…',
    loadFailed: 'Vos alertes n’ont pas pu être chargées.',
  },
  rateMessages: {
    limitReached: (max: number) => `Vous pouvez avoir au plus ${max} alertes de taux à la fois. Supprimez-en une pour en créer une autre.`,
    alreadyMet: (rate: string) => `1 CAD vaut déjà ${rate} INR, soit au moins cette cible. Choisissez un taux plus élevé.`,
    duplicate: 'Vous avez déjà une alerte pour ce taux.',
    notFound: 'Alerte de taux introuvable',
    daysInvalid: (max: number) => `Le paramètre days doit être un nombre entier de 1 à ${max}`,
  },
} satisfies {
  rateHistoryTexts: Translation<typeof En.rateHistoryTexts>;
  rateAlertTexts: Translation<typeof En.rateAlertTexts>;
  rateMessages: Translation<typeof En.rateMessages>;
};
