/** हिंदी (hi-IN) version of domain/rate-texts.ts: the rate chart, rate alerts and their API answers. */
import type { Translation } from '../translation';
import type * as En from '../../rate-texts';

export default {
  rateHistoryTexts: {
    title: (days: number) => `पिछले ${days} दिनों की दर`,
    summary: (days: number, low: string, high: string, today: string) =>
      `पिछले ${days} दिनों में 1 CAD का मूल्य ${low} से ${high} INR के बीच रहा; आज ${today} INR है।`,
    steady: (days: number, rate: string) => `पिछले ${days} दिनों में 1 CAD का मूल्य ${rate} INR पर स्थिर रहा।`,
    oneDay: (today: string) => `आज 1 CAD = ${today} INR। दर बदलने पर पिछले दिनों की दरें यहाँ दिखेंगी।`,
    high: 'अधिकतम',
    low: 'न्यूनतम',
    today: 'आज',
    tableCaption: (days: number) => `पिछले ${days} दिनों में हर दिन के अंत में 1 CAD का मूल्य (INR में)`,
    day: 'दिन',
    rate: 'दर (INR)',
    alertLink: 'दर अलर्ट सेट करें',
  },
  rateAlertTexts: {
    row: 'दर अलर्ट',
    title: 'दर अलर्ट',
    intro: 'दर आपके लक्ष्य तक पहुँचने पर हम आपको एक बार ईमेल करेंगे; उसके बाद वह अलर्ट समाप्त हो जाएगा।',
    today: (rateLine: string) => `आज: ${rateLine}`,
    formTitle: 'नया अलर्ट',
    targetLabel: 'मुझे बताएँ जब 1 CAD कम से कम इतना हो',
    targetHint: (example: string, max: number) => `INR में, जैसे ${example}। एक समय में अधिकतम ${max} अलर्ट।`,
    targetEmpty: 'वह दर लिखें जिसका आप इंतज़ार कर रहे हैं',
    targetFormat: (example: string) => `दर अंकों में लिखें, जैसे ${example}`,
    set: 'अलर्ट सेट करें',
    setting: 'सेट हो रहा है...',
    added: 'अलर्ट सेट हो गया',
    addedDescription: (alert: string) => `जब ${alert} होगा, हम आपको ईमेल करेंगे।`,
    addFailed: 'अलर्ट सेट नहीं हुआ',
    listTitle: 'आपके अलर्ट',
    none: 'अभी कोई अलर्ट नहीं है।',
    alert: (rate: string) => `1 CAD ≥ ${rate} INR`,
    setOn: (when: string) => `${when} को सेट किया गया`,
    removeLabel: (alert: string) => `अलर्ट ${alert} हटाएँ`,
    removing: 'हटाया जा रहा है...',
    removed: 'अलर्ट हटा दिया गया',
    removeFailed: 'अलर्ट नहीं हटा',
    loading: 'आपके अलर्ट लोड हो रहे हैं...',
    loadFailed: 'आपके अलर्ट लोड नहीं हो सके।',
  },
  rateMessages: {
    limitReached: (max: number) => `एक समय में अधिकतम ${max} दर अलर्ट रखे जा सकते हैं। नया अलर्ट सेट करने के लिए कोई एक हटाएँ।`,
    alreadyMet: (rate: string) => `1 CAD का मूल्य पहले से ${rate} INR है, जो इस लक्ष्य के बराबर या उससे अधिक है। कोई ऊँची दर चुनें।`,
    duplicate: 'इस दर के लिए आपका अलर्ट पहले से है।',
    notFound: 'दर अलर्ट नहीं मिला',
    daysInvalid: (max: number) => `days 1 से ${max} तक की कोई पूर्ण संख्या होनी चाहिए`,
  },
} satisfies {
  rateHistoryTexts: Translation<typeof En.rateHistoryTexts>;
  rateAlertTexts: Translation<typeof En.rateAlertTexts>;
  rateMessages: Translation<typeof En.rateMessages>;
};
