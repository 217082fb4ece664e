/** हिंदी (hi-IN) version of domain/passkey-texts.ts: passkeys' API answers, mail and screens. */
import type { Translation } from '../translation';
import type * as En from '../../passkey-texts';

export default {
  passkeyMessages: {
    challengeInvalid: 'इस पासकी अनुरोध की समय-सीमा समाप्त हो गई है या इसका इस्तेमाल पहले ही हो चुका है। कृपया फिर से कोशिश करें।',
    responseInvalid: 'पासकी का जवाब पढ़ा नहीं जा सका। कृपया फिर से कोशिश करें।',
    registrationFailed: 'यह पासकी जोड़ी नहीं जा सकी। कृपया फिर से कोशिश करें।',
    alreadyRegistered: 'यह पासकी पहले से किसी खाते में जुड़ी है।',
    notVerified: 'इस पासकी का सत्यापन नहीं हो सका। कृपया फिर से कोशिश करें।',
    counterRegressed:
      'इस पासकी ने इस्तेमाल की संख्या पहले से कम बताई, जैसा किसी कॉपी की गई पासकी के साथ होता है। इसलिए इसे अस्वीकार कर दिया गया; प्रोफ़ाइल → सुरक्षा में इसे हटाकर फिर से जोड़ें।',
    notAccepted: 'यह पासकी यहाँ स्वीकार नहीं की जाती। अपने ईमेल और पासवर्ड से साइन इन करें।',
    otherAccount: 'यह पासकी किसी दूसरे खाते की है।',
    notFound: 'पासकी नहीं मिली',
    nameInvalid: 'पासकी को 1 से 60 अक्षरों का नाम दें',
    renamed: 'पासकी का नाम बदला गया',
    removed: 'पासकी हटा दी गई',
    noPasskey: 'इस खाते में कोई पासकी नहीं है।',
  },


  passkeyTexts: {
    sectionTitle: 'पासकी',
    sectionIntro:
      'पासवर्ड की जगह अपने फ़िंगरप्रिंट, चेहरे या स्क्रीन लॉक से साइन इन करें। पासकी आपके दूसरे सत्यापन के रूप में भी गिनी जाती है।',
    loading: 'आपकी पासकी लोड हो रही हैं...',
    loadFailed: 'आपकी पासकी लोड नहीं हो सकीं।',
    none: 'अभी कोई पासकी नहीं।',
    nameLabel: 'नई पासकी का नाम',
    nameHint: 'ताकि बाद में आप इसे पहचान सकें, जैसे "मेरा फ़ोन"।',
    add: 'पासकी जोड़ें',
    adding: 'जोड़ी जा रही है...',
    added: 'पासकी जोड़ी गई',
    unsupported: 'यह ब्राउज़र पासकी का इस्तेमाल नहीं कर सकता।',
    cancelled: 'कोई पासकी नहीं जोड़ी गई।',
    createdOn: (when: string) => `जोड़ी गई: ${when}`,
    lastUsed: (when: string) => `पिछला इस्तेमाल: ${when}`,
    neverUsed: 'अभी तक साइन इन के लिए इस्तेमाल नहीं हुई',
    synced: 'सिंक की गई',
    rename: 'नाम बदलें',
    renameLabel: (name: string) => `पासकी ${name} का नाम बदलें`,
    renameTitle: 'पासकी का नाम बदलें',
    newNameLabel: 'नया नाम',
    save: 'सहेजें',
    saving: 'सहेजा जा रहा है...',
    cancel: 'रद्द करें',
    remove: 'हटाएँ',
    removeLabel: (name: string) => `पासकी ${name} हटाएँ`,
    removeTitle: (name: string) => `पासकी "${name}" हटाएँ?`,
    removeBody: 'इसके बाद इससे MapleRupee में साइन इन नहीं हो सकेगा। आप इसे बाद में फिर से जोड़ सकते हैं।',
    removing: 'हटाई जा रही है...',
    failed: 'यह नहीं हो सका। कृपया फिर से कोशिश करें।',
    // Sign-in and step-up.
    signIn: 'पासकी से साइन इन करें',
    signingIn: 'आपकी पासकी का इंतज़ार है...',
    signInCancelled: 'किसी पासकी का इस्तेमाल नहीं हुआ।',
    usePasskey: 'पासकी इस्तेमाल करें',
    stepUp: 'पासकी से पुष्टि करें',
    steppedUp: 'आपकी पासकी से पुष्टि हो गई',
    defaultName: 'पासकी',
    renamed: 'पासकी का नाम बदला गया',
  },
} satisfies {
  passkeyMessages: Translation<typeof En.passkeyMessages>;
  passkeyTexts: Translation<typeof En.passkeyTexts>;
};
