/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] -- French typography puts no-break spaces before : ; ! ? and inside « », in template texts as in strings. */
import type { Translation } from '../translation';
import type * as En from '../../ifsc-texts';

export default {
  ifscMessages: {
    unknown: 'Code IFSC inconnu',
  },
  ifscTexts: {
    lookingUp: 'Recherche de la banque…',
    bankOf: (bank: string) => `Ce code appartient à ${bank}.`,
    branchAt: (place: string) => `Succursale  : ${place}`,
    unknown: 'Nous ne trouvons pas ce code IFSC. Vérifiez-le ou inscrivez vous-même le nom de la banque.',
  },
} satisfies {
  ifscMessages: Translation<typeof En.ifscMessages>;
  ifscTexts: Translation<typeof En.ifscTexts>;
};
