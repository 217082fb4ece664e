/** हिंदी (hi-IN) version of domain/screening-texts.ts: sanctions screening on the operators' Compliance screen. */
import type { Translation } from '../translation';
import type * as En from '../../screening-texts';

export default {
  screeningTexts: {
    title: 'प्रतिबंध जाँच',
    noList: 'अभी कोई प्रतिबंध सूची इम्पोर्ट नहीं हुई है। npm run manage -- import-sanctions FILE से एक इम्पोर्ट करें।',
    listVersion: (version: number, entries: string, date: string) => `सूची संस्करण ${version}: ${entries} प्रविष्टियाँ, ${date} को इम्पोर्ट हुई`,
    rescreenRunning: (done: string, total: string) => `इस संस्करण से सबकी दोबारा जाँच: ${total} में से ${done} पूरी`,
    rescreenDone: (total: string, date: string) => `इस संस्करण से सबकी दोबारा जाँच हो चुकी है (${total} जाँचे गए, ${date} को पूरी हुई)`,
    rescreenMatches: (count: number) => (count === 1 ? '1 संभावित मिलान से एक केस खुला' : `${count} संभावित मिलानों से केस खुले`),
    waiting: (count: string) => `${count} जाँच की प्रतीक्षा में: उनके ट्रांसफ़र अभी स्वीकृत नहीं किए जा सकते`,
    loadFailed: 'हम जाँच की स्थिति लोड नहीं कर सके।',
    testHeading: 'कोई नाम जाँचें',
    testIntro: 'देखें कि मौजूदा सूची से कोई नाम कैसे जाँचा जाएगा। ऑडिट प्रविष्टि के सिवा कुछ सहेजा नहीं जाता।',
    nameLabel: 'नाम',
    dateOfBirthLabel: 'जन्म तिथि (वैकल्पिक)',
    test: 'जाँचें',
    testing: 'जाँच हो रही है...',
    testFailed: 'नाम की जाँच नहीं हो सकी।',
    noMatch: (version: number) => `सूची संस्करण ${version} में कोई संभावित मिलान नहीं।`,
    matchesFound: (count: number, version: number) =>
      count === 1 ? `सूची संस्करण ${version} में 1 संभावित मिलान` : `सूची संस्करण ${version} में ${count} संभावित मिलान`,
    matchedAs: (name: string) => `“${name}” के रूप में मिला`,
    score: (score: string) => `स्कोर ${score}`,
    entry: (listName: string, entryId: string) => `${listName} · ${entryId}`,
  },
  screeningValidation: {
    nameRequired: 'जाँचने के लिए कोई नाम लिखें',
    nameTooLong: 'नाम 300 अक्षरों से लंबा नहीं हो सकता',
    dateOfBirthInvalid: 'जन्म तिथि YYYY-MM-DD के रूप में लिखें',
  },
} satisfies {
  screeningTexts: Translation<typeof En.screeningTexts>;
  screeningValidation: Translation<typeof En.screeningValidation>;
};
