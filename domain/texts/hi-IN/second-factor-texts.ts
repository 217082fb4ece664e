/** हिंदी (hi-IN) version of domain/second-factor-texts.ts: two-step sign-in and the authenticator app. */
import type { Translation } from '../translation';
import type * as En from '../../second-factor-texts';
import { plural } from '../plural';

export default {
  secondFactorTexts: {
    // The sign-in screen's second step.
    stepTitle: 'दो-चरणीय साइन इन',
    totpLabel: 'अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड दर्ज करें',
    recoveryLabel: 'अपना कोई एक रिकवरी कोड दर्ज करें',
    recoveryHint: 'हर रिकवरी कोड केवल एक बार काम करता है।',
    useRecoveryCode: 'रिकवरी कोड इस्तेमाल करें',
    useAuthenticator: 'अपना ऑथेंटिकेटर ऐप इस्तेमाल करें',
    verify: 'सत्यापित करें',
    verifying: 'सत्यापित किया जा रहा है...',
    backToSignIn: 'साइन इन पर वापस जाएँ',
    codeRequired: 'पहले कोड दर्ज करें',
    // Profile → Security: the authenticator app.
    sectionTitle: 'दो-चरणीय साइन इन',
    sectionIntro:
      'पासवर्ड के बाद, साइन इन करते समय आपके फ़ोन के ऑथेंटिकेटर ऐप का कोड माँगा जाता है, ताकि केवल चोरी हुए पासवर्ड से आपका खाता न खुल सके।',
    statusOn: 'चालू',
    statusOff: 'बंद',
    statusLabel: 'ऑथेंटिकेटर ऐप',
    recoveryCodesLeft: (count: number) =>
      plural('hi-IN', count, {
        one: `10 में से ${count} रिकवरी कोड बाकी है`,
        other: `10 में से ${count} रिकवरी कोड बाकी हैं`,
      }),
    loading: 'दो-चरणीय साइन इन लोड हो रहा है...',
    loadFailed: 'दो-चरणीय साइन इन लोड नहीं हो सका।',
    setUp: 'ऑथेंटिकेटर ऐप सेट करें',
    starting: 'शुरू हो रहा है...',
    scanTitle: 'यह QR कोड अपने ऑथेंटिकेटर ऐप से स्कैन करें',
    qrLabel: 'आपके ऑथेंटिकेटर ऐप के लिए QR कोड',
    secretLabel: 'या यह कुंजी (key) ऐप में टाइप करें',
    confirmLabel: 'फिर ऐप में दिख रहा 6 अंकों का कोड दर्ज करें',
    confirm: 'चालू करें',
    confirming: 'जाँचा जा रहा है...',
    cancel: 'रद्द करें',
    recoveryTitle: 'अपने रिकवरी कोड सहेजें',
    recoveryIntro:
      'अगर आपका फ़ोन खो जाए, तो ऐप के कोड की जगह इनमें से हर कोड से एक बार साइन इन किया जा सकता है। ये केवल इसी बार दिखाए जा रहे हैं: इन्हें लिख लें या किसी पासवर्ड मैनेजर में रखें।',
    recoveryListLabel: 'रिकवरी कोड',
    copyCodes: 'कोड कॉपी करें',
    copied: 'कॉपी हो गए',
    savedThem: 'मैंने इन्हें सहेज लिया है',
    enabledToast: 'दो-चरणीय साइन इन चालू हो गया',
    // Issue 32: turning the app off, and a new set of recovery codes.
    turnOff: 'बंद करें',
    turnOffLabel: 'ऑथेंटिकेटर ऐप बंद करें',
    turningOff: 'बंद किया जा रहा है...',
    turnOffTitle: 'ऑथेंटिकेटर ऐप बंद करें?',
    turnOffBody: 'साइन इन करते समय इसका कोड नहीं माँगा जाएगा, और आपके रिकवरी कोड काम करना बंद कर देंगे। आप इसे कभी भी फिर से सेट कर सकते हैं।',
    turnedOff: 'ऑथेंटिकेटर ऐप बंद कर दिया गया',
    newRecoveryCodes: 'नए रिकवरी कोड',
    newRecoveryCodesTitle: 'अपने रिकवरी कोड बदलें?',
    newRecoveryCodesBody: 'आपको 10 नए कोड मिलेंगे, और आपके मौजूदा कोड तुरंत काम करना बंद कर देंगे।',
    replaceCodes: 'हाँ, बदलें',
    replacingCodes: 'नए कोड बनाए जा रहे हैं...',
    failed: 'यह नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
} satisfies { secondFactorTexts: Translation<typeof En.secondFactorTexts> };
