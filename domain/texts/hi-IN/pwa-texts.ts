/**
 * हिंदी (hi-IN) version of domain/pwa-texts.ts: the install banner, the offline screen and the new
 * release prompt. The browsers' own menu items are quoted as most phones show them (English), with
 * the Hindi meaning in brackets for phones set to Hindi.
 */
import type { Translation } from '../translation';
import type * as En from '../../pwa-texts';

export default {
  pwaTexts: {
    installTitle: 'MapleRupee इंस्टॉल करें',
    installDescription: 'इसे होम स्क्रीन पर जोड़ें, ताकि यह एक टैप में पूरी स्क्रीन पर खुले।',
    install: 'इंस्टॉल करें',
    dismissInstall: 'अभी नहीं',
    installStepsTitle: 'MapleRupee को अपनी होम स्क्रीन पर जोड़ें',
    safariSteps: [
      'Safari के टूलबार में शेयर बटन पर टैप करें।',
      'नीचे स्क्रॉल करें और “Add to Home Screen” (होम स्क्रीन पर जोड़ें) पर टैप करें।',
      '“Add” (जोड़ें) पर टैप करें।',
    ],
    firefoxSteps: [
      'Firefox में मेनू बटन (⋮ या ☰) पर टैप करें।',
      '“Install” (इंस्टॉल करें) या “Add to Home screen” (होम स्क्रीन पर जोड़ें) पर टैप करें।',
      '“Add” (जोड़ें) से पुष्टि करें।',
    ],
    otherSteps: [
      'अपने ब्राउज़र का मेनू खोलें (⋮ या शेयर बटन)।',
      '“Install app” (ऐप इंस्टॉल करें) या “Add to Home screen” (होम स्क्रीन पर जोड़ें) पर टैप करें।',
      'पुष्टि करें, फिर MapleRupee को अपनी होम स्क्रीन से खोलें।',
    ],
    // "समझ गया" would assume the reader's gender; "ठीक है" does not.
    gotIt: 'ठीक है',
    offlineTitle: 'आप ऑफ़लाइन हैं',
    offlineMessage: 'पैसे भेजने के लिए MapleRupee को इंटरनेट कनेक्शन चाहिए। अपना Wi-Fi या मोबाइल डेटा जाँचें, फिर से कोशिश करें।',
    offlineBanner: 'आप ऑफ़लाइन हैं। पैसे भेजने के लिए इंटरनेट कनेक्शन ज़रूरी है।',
    retry: 'दोबारा कोशिश करें',
    retrying: 'जाँच हो रही है…',
    updateTitle: 'नया वर्ज़न उपलब्ध है',
    updateDescription: 'MapleRupee का नया वर्ज़न इस्तेमाल करने के लिए रीलोड करें। इस स्क्रीन पर आपने जो टाइप किया है, वह मिट जाएगा।',
    reload: 'रीलोड करें',
    later: 'बाद में',
  },
} satisfies { pwaTexts: Translation<typeof En.pwaTexts> };
