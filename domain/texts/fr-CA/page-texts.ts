/** Le français (Canada) de domain/page-texts.ts : le titre et la description de la page et de l’application installée. */
import type { Translation } from '../translation';
import type * as En from '../../page-texts';

export default {
  pageTexts: {
    title: 'MapleRupee — Du CAD à l’INR, en toute confiance',
    description: 'Envoyez des dollars canadiens vers des comptes bancaires en Inde. Payez par virement Interac, votre destinataire reçoit des roupies.',
    appDescription: 'Du CAD à l’INR, en toute confiance. Envoyez des dollars canadiens vers des comptes bancaires en Inde, payés par virement Interac.',
    couldNotLoad: 'MapleRupee n’a pas pu se charger. Vérifiez votre connexion, puis rechargez la page.',
    needsJavaScript: 'MapleRupee a besoin de JavaScript pour fonctionner.',
  },
} satisfies { pageTexts: Translation<typeof En.pageTexts> };
