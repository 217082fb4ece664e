/** हिंदी (hi-IN) version of domain/page-texts.ts: the page's and the installed app's title and description. */
import type { Translation } from '../translation';
import type * as En from '../../page-texts';

export default {
  pageTexts: {
    title: 'MapleRupee — भरोसे के साथ CAD से INR भेजें',
    description: 'भारत के बैंक खातों में कनाडाई डॉलर भेजें। Interac e-Transfer से भुगतान करें, आपके प्राप्तकर्ता को रुपये मिलते हैं।',
    appDescription: 'भरोसे के साथ CAD से INR भेजें। भारत के बैंक खातों में कनाडाई डॉलर भेजें, Interac e-Transfer से भुगतान करके।',
    couldNotLoad: 'MapleRupee लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें, फिर पेज रीलोड करें।',
    needsJavaScript: 'MapleRupee चलाने के लिए JavaScript ज़रूरी है।',
  },
} satisfies { pageTexts: Translation<typeof En.pageTexts> };
