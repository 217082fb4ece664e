/**
 * हिंदी (hi-IN) version of domain/messages.ts: what the signed-out screens show (sign-in, sign-up, reset,
 * the splash, the app's error pages). Words as Indian banks' apps write them (प्राप्तकर्ता, राशि, संदर्भ कोड), polite "आप" forms.
 */
import type { Translation } from '../translation';
import type * as En from '../../messages';

export default {
  validation: {
    passwordMax: (max) => `पासवर्ड अधिकतम ${max} अक्षरों का हो सकता है।`,
    signupFieldNotText: (field) => `${field === 'phone' ? 'फ़ोन' : 'पता'} टेक्स्ट होना चाहिए।`,
    signupFieldMax: (field, max) => `${field === 'phone' ? 'फ़ोन' : 'पता'} अधिकतम ${max} अक्षरों का हो सकता है।`,
    idInvalid: (max) => `आईडी 1 से ${max} तक की पूर्ण संख्या होनी चाहिए।`,
    emailInvalid: 'कृपया मान्य ईमेल पता दर्ज करें',
    passwordRequired: 'पासवर्ड आवश्यक है',
    passwordMin: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
    firstNameMin: 'पहला नाम कम से कम 2 अक्षरों का होना चाहिए',
    lastNameMin: 'उपनाम कम से कम 2 अक्षरों का होना चाहिए',
    countryRequired: 'कृपया अपना देश चुनें',
    emailRequired: 'कृपया अपना ईमेल पता दर्ज करें',
    resetTokenInvalid: 'यह रीसेट लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है। कृपया नया लिंक मँगाएँ।',
    controlCharacters: 'टेक्स्ट में कंट्रोल कैरेक्टर या अदृश्य फ़ॉर्मैटिंग कैरेक्टर नहीं होने चाहिए',
    firstNameMax: 'पहला नाम अधिकतम 100 अक्षरों का हो सकता है',
    lastNameMax: 'उपनाम अधिकतम 100 अक्षरों का हो सकता है',
    localeInvalid: 'अंग्रेज़ी (en-CA), फ़्रेंच (fr-CA) या हिंदी (hi-IN) चुनें',
  },

  toasts: {
    missingFields: { title: 'जानकारी अधूरी है', description: 'कृपया सभी आवश्यक फ़ील्ड भरें' },
    passwordTooShort: { title: 'पासवर्ड बहुत छोटा है', description: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए' },
    emailRequired: { title: 'ईमेल आवश्यक है', description: 'कृपया अपना ईमेल पता दर्ज करें' },
    welcomeBack: { title: 'फिर से स्वागत है!' },
    accountCreated: { title: 'आपका खाता बन गया!' },
    resetLinkSent: { title: 'रीसेट लिंक भेज दिया गया' },
    signInFailed: { title: 'कृपया अपना ईमेल और पासवर्ड जाँचें और फिर से कोशिश करें।' },
    signUpFailed: { title: 'कृपया अपनी जानकारी जाँचें और फिर से कोशिश करें।' },
    resetLinkFailed: { title: 'रीसेट लिंक नहीं भेजा जा सका', description: 'कृपया अपना ईमेल पता जाँचें और फिर से कोशिश करें।' },
    passwordUpdated: { title: 'पासवर्ड अपडेट हो गया', description: 'अपने नए पासवर्ड से साइन इन करें।' },
    passwordResetFailed: { title: 'पासवर्ड रीसेट नहीं हो सका' },
  },

  texts: {
    language: 'भाषा',
    languageSaveFailed: 'आपकी भाषा आपके खाते में सहेजी नहीं जा सकी। इस डिवाइस पर यही भाषा इस्तेमाल होगी।',
    loading: 'लोड हो रहा है...',
    signIn: 'साइन इन करें',
    signUp: 'साइन अप करें',
    forgotPassword: 'पासवर्ड भूल गए?',
    signInWithPasskey: 'पासकी से साइन इन करें',
    resetPasswordTitle: 'पासवर्ड रीसेट करें',
    sendResetLink: 'रीसेट लिंक भेजें',
    cancel: 'रद्द करें',

    // The product name is a brand: never translated.
    productName: 'MapleRupee',
    tagline: 'भरोसे के साथ CAD से INR भेजें',
    close: 'बंद करें',
    showPassword: 'पासवर्ड दिखाएँ',
    hidePassword: 'पासवर्ड छिपाएँ',
    email: 'ईमेल',
    password: 'पासवर्ड',
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    country: 'देश',
    selectCountry: 'अपना देश चुनें',
    passwordHint: 'कम से कम 6 अक्षर',
    signingIn: 'साइन इन हो रहा है...',
    creatingAccount: 'खाता बनाया जा रहा है...',
    sendingResetLink: 'भेजा जा रहा है...',
    forgotPasswordHint: 'अपने खाते का ईमेल पता दर्ज करें। हम आपको नया पासवर्ड चुनने के लिए एक लिंक भेजेंगे।',
    authTabsLabel: 'साइन इन करें या नया खाता बनाएँ',
    newPassword: 'नया पासवर्ड',
    confirmNewPassword: 'नए पासवर्ड की पुष्टि करें',
    passwordsDoNotMatch: 'पासवर्ड मेल नहीं खाते',
    resetPasswordIntro: 'अपने खाते के लिए नया पासवर्ड चुनें।',
    updatePassword: 'पासवर्ड अपडेट करें',
    updatingPassword: 'अपडेट हो रहा है...',
    requestNewLink: 'नया लिंक मँगाएँ',
    backToSignIn: 'साइन इन पर वापस जाएँ',
    goHome: '"भेजें" पर जाएँ',
    connectionProblem: 'MapleRupee से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    authFootnote: 'Interac e-Transfer से भुगतान करें। भारत में आपके प्राप्तकर्ता को रुपये में भुगतान मिलता है।',
    appErrorTitle: 'कुछ गड़बड़ हो गई',
    appErrorMessage: 'MapleRupee का एक हिस्सा लोड नहीं हो सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    reload: 'रीलोड करें',
  },

} satisfies {
  validation: Translation<typeof En.validation>;
  toasts: Translation<typeof En.toasts>;
  texts: Translation<typeof En.texts>;
};
