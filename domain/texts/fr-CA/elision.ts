/**
 * « l’adresse d’Anita », « l’adresse de Priya »: French elides « de » before a name that starts with a
 * vowel (not before h, often aspirated in Indian names). Every French text that puts « de » before a
 * name a person gave uses it (issue 34: « de Arjun » read as a mistake).
 */
export const ofName = (name: string) => (/^[aeiouyàâäéèêëîïôöûùüœæ]/i.test(name) ? `d’${name}` : `de ${name}`);
