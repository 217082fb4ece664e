/** हिंदी (hi-IN) version of domain/verification-messages.ts: identity verification's answers and mail. */
import type { Translation } from '../translation';
import type * as En from '../../verification-messages';

export default {
  verificationMessages: {
    documentTooLarge: (maxBytes: number) =>
      `आपके पहचान पत्र की फ़ोटो ${maxBytes / (1024 * 1024)} MB या उससे छोटी होनी चाहिए। छोटी फ़ोटो या स्कैन लेकर फिर से कोशिश करें।`,
    documentWrongType:
      'अपने पहचान पत्र की फ़ोटो JPEG या PNG इमेज या PDF दस्तावेज़ के रूप में भेजें (Content-Type image/jpeg, image/png या application/pdf)।',
    documentNotAllowed: 'यह फ़ाइल JPEG या PNG इमेज या PDF दस्तावेज़ नहीं है। अपने पहचान पत्र की फ़ोटो या स्कैन भेजें।',
    documentMismatch: (actual: string, declared: string) =>
      `यह फ़ाइल ${actual} है, लेकिन ${declared} के रूप में भेजी गई। इसे इसके असली प्रकार के साथ भेजें।`,
    documentEmpty: 'आपके पहचान पत्र की फ़ोटो ख़ाली है। फ़ाइल फिर से चुनें।',
    documentMissing: 'अपने पहचान पत्र की फ़ोटो जोड़ें',
    documentUsed: 'यह फ़ोटो पिछले किसी सत्यापन के साथ पहले ही भेजी जा चुकी है। अपने पहचान पत्र की फ़ोटो फिर से अपलोड करें।',
    documentUnreadable: 'यह तस्वीर पढ़ी नहीं जा सकती: फ़ाइल शायद ख़राब है। फ़ोटो फिर से लें, या अपने पहचान पत्र को PDF के रूप में स्कैन करें।',
    documentTooManyPixels: (megapixels: number) =>
      `यह तस्वीर ${megapixels} मेगापिक्सेल से बड़ी है। छोटी फ़ोटो लें, या अपने पहचान पत्र को PDF के रूप में स्कैन करें।`,
    documentUploadsLimited: 'अभी के लिए आप उतनी पहचान पत्र फ़ोटो अपलोड कर चुके हैं जितनी हम स्वीकार करते हैं। बाद में फिर से कोशिश करें (ज़्यादा से ज़्यादा कल)।',
    tooYoung: (minimumAge: number) => `MapleRupee से पैसे भेजने के लिए आपकी उम्र कम से कम ${minimumAge} वर्ष होनी चाहिए।`,
    idExpired: 'इस पहचान पत्र की समय-सीमा समाप्त हो चुकी है। ऐसा पहचान पत्र इस्तेमाल करें जिसकी समाप्ति तिथि आज के बाद की हो।',
    alreadyPending: 'आपका पहचान सत्यापन पहले से समीक्षा के लिए प्रतीक्षा में है। हम आपको नतीजा ईमेल करेंगे।',
    alreadyVerified: 'आपकी पहचान पहले से सत्यापित है।',
    notFound: 'सत्यापन नहीं मिला',
    documentNotFound: 'इस सत्यापन में पहचान पत्र की कोई फ़ोटो नहीं है',
    // The status may arrive as the API's code or as a label: quoted, either reads well.
    decided: (status: string) => `इस सत्यापन पर पहले ही निर्णय हो चुका है ("${status}")।`,
    ownVerification: 'आप अपने ही पहचान सत्यापन पर निर्णय नहीं ले सकते: किसी दूसरे ऑपरेटर से कहें।',
    // The values are the API's own, so they stay as sent.
    statusInvalid: 'स्थिति (status) pending, approved, rejected या all में से एक होनी चाहिए',
    methodInvalid: 'तरीका (method) in-person, dual-process या credit-file होना चाहिए',
    noteRequired: 'नोट लिखें कि पहचान कैसे सत्यापित की गई',
  },

} satisfies {
  verificationMessages: Translation<typeof En.verificationMessages>;
};
