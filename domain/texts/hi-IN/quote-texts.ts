/** हिंदी (hi-IN) version of domain/quote-texts.ts: the payment step's guaranteed rate and its API answers. */
import type { Translation } from '../translation';
import type * as En from '../../quote-texts';

export default {
  quoteMessages: {
    quoteIdInvalid: 'यह गारंटीड दर मान्य नहीं है। कृपया फिर से शुरू करें।',
    notFound: 'कोटेशन नहीं मिला',
    expired: 'आपकी गारंटीड दर की समय-सीमा समाप्त हो गई है। कृपया नई राशि देखें और फिर से पुष्टि करें।',
    used: 'इस गारंटीड दर का इस्तेमाल एक ट्रांसफ़र के लिए पहले ही हो चुका है। कृपया नई राशि देखें और फिर से पुष्टि करें।',
    mismatch: 'ये राशियाँ वे नहीं हैं जिनकी गारंटी आपकी दर में दी गई थी। कृपया इन्हें देखें और फिर से पुष्टि करें।',
    tooMany: 'आपने एक साथ बहुत सारी दरें रोक रखी हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  },

  quoteTexts: {
    holding: 'आपकी दर सुरक्षित की जा रही है...',
    guaranteedFor: 'गारंटीड दर का बचा समय',
    heldFor: (minutes: number) => `आपकी दर ${minutes} मिनट के लिए गारंटीड है।`,
    oneMinuteLeft: 'आपकी गारंटीड दर का एक मिनट बचा है।',
    ranOut: 'आपकी गारंटीड दर की समय-सीमा समाप्त हो गई। नई दर ली जा रही है...',
    renewedTitle: 'आपकी गारंटीड दर की समय-सीमा समाप्त हो गई',
    renewedSame: 'आपको नई गारंटीड दर मिल गई है। राशियाँ नहीं बदली हैं।',
    acceptNew: 'नई राशि स्वीकार करें',
    acceptFirst: 'भुगतान की पुष्टि करने से पहले नई राशि स्वीकार करें।',
    holdFailed: 'हम आपके लिए दर सुरक्षित नहीं कर सके। आप फिर भी मौजूदा दर पर पैसे भेज सकते हैं।',
    tryAgain: 'फिर से कोशिश करें',
  },
} satisfies {
  quoteMessages: Translation<typeof En.quoteMessages>;
  quoteTexts: Translation<typeof En.quoteTexts>;
};
