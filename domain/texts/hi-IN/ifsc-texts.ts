/** हिंदी (hi-IN) version of domain/ifsc-texts.ts: the IFSC lookup's answer and the recipient form's hint. */
import type { Translation } from '../translation';
import type * as En from '../../ifsc-texts';

export default {
  ifscMessages: {
    unknown: 'अज्ञात IFSC',
  },
  ifscTexts: {
    lookingUp: 'बैंक खोजा जा रहा है...',
    bankOf: (bank: string) => `यह कोड ${bank} का है।`,
    branchAt: (place: string) => `शाखा: ${place}`,
    unknown: 'यह IFSC कोड हमें नहीं मिला। इसे जाँच लें, या बैंक का नाम ख़ुद लिखें।',
  },
} satisfies {
  ifscMessages: Translation<typeof En.ifscMessages>;
  ifscTexts: Translation<typeof En.ifscTexts>;
};
