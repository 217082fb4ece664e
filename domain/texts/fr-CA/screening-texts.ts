/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] -- French typography puts no-break spaces before : ; ! ? and inside « », in template texts as in strings. */
import type { Translation } from '../translation';
import type * as En from '../../screening-texts';

export default {
  screeningTexts: {
    title: 'Filtrage des sanctions',
    noList: 'Aucune liste de sanctions n’est encore importée. Importez-en une avec npm run manage -- import-sanctions FICHIER.',
    listVersion: (version: number, entries: string, date: string) => `Version ${version} de la liste : ${entries} entrées, importée le ${date}`,
    rescreenRunning: (done: string, total: string) => `Nouveau filtrage de tous selon cette version : ${done} sur ${total}`,
    rescreenDone: (total: string, date: string) => `Tous ont été filtrés de nouveau selon cette version (${total} vérifiés, terminé le ${date})`,
    rescreenMatches: (count: number) =>
      count === 1 ? '1 correspondance possible a ouvert un dossier' : `${count} correspondances possibles ont ouvert des dossiers`,
    waiting: (count: string) => `${count} en attente de filtrage : leurs transferts ne peuvent pas encore être approuvés`,
    loadFailed: 'Nous n’avons pas pu charger l’état du filtrage.',
    testHeading: 'Tester un nom',
    testIntro: 'Voyez comment un nom serait filtré selon la liste actuelle. Rien n’est enregistré, sauf une entrée du journal d’audit.',
    nameLabel: 'Nom',
    dateOfBirthLabel: 'Date de naissance (facultatif)',
    test: 'Tester',
    testing: 'Test en cours…',
    testFailed: 'Le nom n’a pas pu être testé.',
    noMatch: (version: number) => `Aucune correspondance possible dans la version ${version} de la liste.`,
    matchesFound: (count: number, version: number) =>
      count === 1
        ? `1 correspondance possible dans la version ${version} de la liste`
        : `${count} correspondances possibles dans la version ${version} de la liste`,
    matchedAs: (name: string) => `trouvé sous « ${name} »`,
    score: (score: string) => `score ${score}`,
    entry: (listName: string, entryId: string) => `${listName} · ${entryId}`,
  },
  screeningValidation: {
    nameRequired: 'Entrez un nom à tester',
    nameTooLong: 'Le nom doit compter au plus 300 caractères',
    dateOfBirthInvalid: 'Entrez une date de naissance au format AAAA-MM-JJ',
  },
} satisfies {
  screeningTexts: Translation<typeof En.screeningTexts>;
  screeningValidation: Translation<typeof En.screeningValidation>;
};
