/** हिंदी (hi-IN) version of domain/security-texts.ts: sessions, change password, verified email. */
import type { Translation } from '../translation';
import type * as En from '../../security-texts';
import { plural } from '../plural';

export default {
  securityMessages: {
    sessionNotFound: 'सत्र नहीं मिला',
    sessionEnded: 'उस सत्र से साइन आउट कर दिया गया',
    // "से" takes the oblique plural: सत्रों.
    othersEnded: (count: number) =>
      plural('hi-IN', count, {
        one: `${count} दूसरे सत्र से साइन आउट कर दिया गया`,
        other: `${count} दूसरे सत्रों से साइन आउट कर दिया गया`,
      }),
    currentPasswordRequired: 'अपना मौजूदा पासवर्ड दर्ज करें',
    currentPasswordWrong: 'आपका मौजूदा पासवर्ड सही नहीं है',
    newPasswordSame: 'ऐसा नया पासवर्ड चुनें जो मौजूदा पासवर्ड से अलग हो',
    passwordChanged: 'आपका पासवर्ड बदल दिया गया है। आपके दूसरे सत्रों से साइन आउट कर दिया गया है।',
    verifyTokenInvalid:
      'यह सत्यापन लिंक अमान्य है, पहले इस्तेमाल हो चुका है या इसकी समय-सीमा समाप्त हो गई है। ऐप में दिख रहे बैनर से नया लिंक मँगाएँ।',
    emailVerified: 'आपका ईमेल सत्यापित हो गया है।',
    emailAlreadyVerified: 'आपका ईमेल पहले से सत्यापित है।',
    verificationSent: 'हमने आपके ईमेल पर नया लिंक भेजा है।',
    emailUnverified: 'अपनी पहचान सत्यापित करने से पहले अपना ईमेल सत्यापित करें: हमारे ईमेल में भेजा लिंक खोलें, या नया लिंक मँगाएँ।',
    // The query parameter is the API's own, so it stays as sent.
    othersQueryInvalid: 'बाकी सभी सत्रों से साइन आउट करने के लिए ?others=true भेजें',
    unknownBrowser: 'अज्ञात ब्राउज़र',
    unknownSystem: 'अज्ञात सिस्टम',
    reauthenticationRequired: 'पहले पुष्टि करें कि यह आप ही हैं: अपना पासवर्ड या अपने ऑथेंटिकेटर ऐप का कोड दर्ज करें, या पासकी इस्तेमाल करें।',
    reauthenticationProofMissing: 'अपना पासवर्ड या कोई कोड दर्ज करें, या पासकी इस्तेमाल करें',
    resetPasskeyUnknown: 'हटाने के लिए चुनी गई कोई पासकी इस खाते की नहीं है। लिंक फिर से खोलें और दोबारा चुनें।',
    // true and false are the API's own values, so they stay as sent.
    resetRemoveTotpInvalid: 'ऑथेंटिकेटर ऐप हटाना है या नहीं, यह true या false से बताएँ',
  },


  securityTexts: {
    securityRow: 'सुरक्षा',
    title: 'सुरक्षा',
    intro: 'आप कहाँ साइन इन हैं, आपका पासवर्ड, और दो-चरणीय साइन इन।',
    sessionsTitle: 'आप कहाँ साइन इन हैं',
    thisDevice: 'यह डिवाइस',
    signOutSession: 'साइन आउट करें',
    signOutSessionLabel: (browser: string, os: string) => `${os} पर ${browser} से साइन आउट करें`,
    signOutOthers: 'बाकी सभी जगहों से साइन आउट करें',
    signingOut: 'साइन आउट हो रहा है...',
    onlyThisSession: 'आप केवल इसी डिवाइस पर साइन इन हैं।',
    browserOn: (browser: string, os: string) => `${os} पर ${browser}`,
    signedIn: (when: string) => `साइन इन: ${when}`,
    lastActive: (when: string) => `पिछली गतिविधि: ${when}`,
    ipAddress: (ip: string) => `IP पता ${ip}`,
    sessionsLoading: 'आपके सत्र लोड हो रहे हैं...',
    sessionsLoadFailed: 'आपके सत्र लोड नहीं हो सके।',
    signOutFailed: 'उस सत्र से साइन आउट नहीं हो सका। कृपया फिर से कोशिश करें।',
    changePasswordFailed: 'आपका पासवर्ड बदला नहीं जा सका। कृपया फिर से कोशिश करें।',
    changePasswordTitle: 'पासवर्ड बदलें',
    currentPassword: 'मौजूदा पासवर्ड',
    newPassword: 'नया पासवर्ड',
    confirmNewPassword: 'नए पासवर्ड की पुष्टि करें',
    changePassword: 'पासवर्ड बदलें',
    changingPassword: 'बदला जा रहा है...',
    passwordsDoNotMatch: 'पासवर्ड मेल नहीं खाते',
    verifyBanner: 'कृपया अपना ईमेल सत्यापित करें: हमारा भेजा लिंक खोलें।',
    resendLink: 'नया लिंक भेजें',
    resending: 'भेजा जा रहा है...',
    verifyEmailTitle: 'अपना ईमेल सत्यापित करें',
    verifyingEmail: 'आपका ईमेल सत्यापित किया जा रहा है...',
    verifyEmailDone: 'आपका ईमेल सत्यापित हो गया है।',
    continueToApp: 'जारी रखें',
    verifyNeedsEmail:
      'पहले अपना ईमेल सत्यापित करें: हमारे ईमेल में भेजा लिंक खोलें, फिर यहाँ वापस आएँ। लिंक नहीं मिला? नया लिंक मँगाएँ।',
    reauthTitle: 'पुष्टि करें कि यह आप ही हैं',
    reauthIntro: 'साइन इन करने का तरीका बदलने के लिए अपना पासवर्ड फिर से दर्ज करें। यह ज़्यादा से ज़्यादा हर 10 मिनट में एक बार पूछा जाता है।',
    reauthPassword: 'पासवर्ड',
    reauthCode: 'ऑथेंटिकेटर ऐप का कोड या कोई रिकवरी कोड',
    reauthConfirm: 'पुष्टि करें',
    reauthConfirming: 'पुष्टि की जा रही है...',
    reauthUsePasskey: 'इसके बजाय पासकी इस्तेमाल करें',
    reauthUseCode: 'इसके बजाय कोड इस्तेमाल करें',
    reauthUsePassword: 'इसके बजाय अपना पासवर्ड इस्तेमाल करें',
    reauthCancel: 'रद्द करें',
    reauthPasswordRequired: 'अपना पासवर्ड दर्ज करें',
    reauthCodeRequired: 'कोड दर्ज करें',
    reauthFailed: 'पुष्टि नहीं हो सकी। कृपया फिर से कोशिश करें।',
    resetFactorsTitle: 'आपके खाते में और किससे साइन इन होता है',
    resetFactorsIntro: 'अगर इनमें से कोई आपको अनजाना लगे, तो उस पर टिक करें: वह आपके नए पासवर्ड के साथ ही हटा दिया जाएगा।',
    resetRemovePasskey: (name: string) => `पासकी "${name}" हटाएँ`,
    resetPasskeyAdded: (when: string) => `जोड़ी गई: ${when}`,
    resetRemoveTotp: 'ऑथेंटिकेटर ऐप (और उसके रिकवरी कोड) हटाएँ',
    resetTotpHint: 'साइन इन करते समय पासवर्ड के बाद इसका कोड माँगा जाता है।',
    resetFactorsLoadFailed: 'आपके खाते में और किससे साइन इन होता है, यह लोड नहीं हो सका। आप फिर भी नया पासवर्ड सेट कर सकते हैं।',
  },
} satisfies {
  securityMessages: Translation<typeof En.securityMessages>;
  securityTexts: Translation<typeof En.securityTexts>;
};
