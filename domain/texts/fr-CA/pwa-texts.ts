import type { Translation } from '../translation';
import type * as En from '../../pwa-texts';

// The steps quote the browsers' own French labels (Safari, Firefox and Chrome in French).
export default {
  pwaTexts: {
    installTitle: 'Installer MapleRupee',
    installDescription: 'Ajoutez l’application à votre écran d’accueil pour l’ouvrir d’un seul geste, en plein écran.',
    install: 'Installer',
    dismissInstall: 'Pas maintenant',
    installStepsTitle: 'Ajouter MapleRupee à votre écran d’accueil',
    safariSteps: [
      'Touchez le bouton Partager dans la barre d’outils de Safari.',
      'Faites défiler vers le bas et touchez « Sur l’écran d’accueil ».',
      'Touchez « Ajouter ».',
    ],
    firefoxSteps: [
      'Touchez le bouton de menu (⋮ ou ☰) dans Firefox.',
      'Touchez « Installer » (ou « Ajouter à l’écran d’accueil »).',
      'Confirmez avec « Ajouter ».',
    ],
    otherSteps: [
      'Ouvrez le menu de votre navigateur (⋮ ou le bouton Partager).',
      'Touchez « Installer l’application » ou « Ajouter à l’écran d’accueil ».',
      'Confirmez, puis ouvrez MapleRupee à partir de votre écran d’accueil.',
    ],
    gotIt: 'Compris',
    offlineTitle: 'Vous êtes hors ligne',
    offlineMessage:
      'MapleRupee a besoin d’une connexion Internet pour envoyer de l’argent. Vérifiez votre Wi-Fi ou vos données mobiles, puis réessayez.',
    offlineBanner: 'Vous êtes hors ligne. Une connexion Internet est nécessaire pour envoyer de l’argent.',
    retry: 'Réessayer',
    retrying: 'Vérification…',
    updateTitle: 'Une nouvelle version est disponible',
    updateDescription: 'Rechargez pour utiliser la dernière version de MapleRupee. Ce que vous avez tapé sur cet écran sera effacé.',
    reload: 'Recharger',
    later: 'Plus tard',
  },
} satisfies { pwaTexts: Translation<typeof En.pwaTexts> };
