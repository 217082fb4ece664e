/** हिंदी (hi-IN) version of domain/cancel-texts.ts: cancelling a transfer (the API's answers and the screen). */
import type { Translation } from '../translation';
import type * as En from '../../cancel-texts';

export default {
  cancelMessages: {
    // The status may arrive as the API's code: quoted, as the operators' status messages write it.
    notCancellable: (current: string) => `इस ट्रांसफ़र की स्थिति "${current}" है, इसलिए अब इसे रद्द नहीं किया जा सकता।`,
    paymentReceived:
      'हमें इस ट्रांसफ़र के लिए आपका Interac e-Transfer मिल चुका है, इसलिए अब इसे रद्द नहीं किया जा सकता। यदि आपको इसे रोकना है, तो सपोर्ट टीम से संपर्क करें।',
    unavailable: 'इस ट्रांसफ़र को ऐप में रद्द नहीं किया जा सकता। यदि आपको इसे रोकना है, तो सपोर्ट टीम से संपर्क करें।',
  },
  cancelTexts: {
    cancel: 'ट्रांसफ़र रद्द करें',
    cancelLabel: (reference: string) => `ट्रांसफ़र ${reference} रद्द करें`,
    title: 'क्या यह ट्रांसफ़र रद्द करना है?',
    description: (reference: string, amount: string) =>
      `${amount} का ट्रांसफ़र ${reference} रद्द कर दिया जाएगा और कभी नहीं भेजा जाएगा। हम ईमेल से इसकी पुष्टि करेंगे। इसे वापस नहीं बदला जा सकता।`,
    notPaidYet: 'रद्द तभी करें जब आपने इसके लिए Interac e-Transfer न भेजा हो, और बाद में भी उसे न भेजें।',
    keep: 'ट्रांसफ़र रहने दें',
    cancelling: 'रद्द किया जा रहा है...',
    cancelled: 'ट्रांसफ़र रद्द हो गया',
    cancelledDescription: (reference: string) => `${reference} रद्द हो गया है। हमने आपको पुष्टि का ईमेल भेज दिया है।`,
    failed: 'ट्रांसफ़र रद्द नहीं हो सका',
  },
} satisfies {
  cancelMessages: Translation<typeof En.cancelMessages>;
  cancelTexts: Translation<typeof En.cancelTexts>;
};
