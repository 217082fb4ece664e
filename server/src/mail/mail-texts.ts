import { PRODUCT_NAME } from '../../../domain/constants';
import { formatDateTime } from '../../../domain/format';
import type { Locale } from '../../../domain/locale';
import { plural } from '../../../domain/texts/plural';
import type { Translation } from '../../../domain/texts/translation';

/**
 * Every mail MapleRupee sends, in each language an account may choose (issue 19): subjects and
 * bodies, text and HTML (the templates in templates.ts and security-templates.ts put these lines
 * together in the layout of layout.ts, whose own words are in layout-texts.ts; amounts arrive
 * already formatted in the mail's language). Server-only: the web app
 * shows none of it, so no screen bundle carries three languages of mail.
 *
 * English is the reference: its output is the English product's mail, word for word. French is
 * Canadian French (vouvoiement, "courriel", "virement Interac", a no-break space before a colon
 * and inside « »); Hindi is in Devanagari with the words Indian banks use (खाता, राशि, प्राप्तकर्ता,
 * कार्य दिवस), the full stop ।, and brand and product names (Interac e-Transfer, MapleRupee) as
 * written. Screen names the mail points to ("Profile → Security", "Forgot Password") are the
 * screens' own labels in that language.
 */

/** What a transfer's mail says about it, each amount formatted in the mail's language. */
export interface TransferFacts {
  reference: string;
  cad: string;
  inr: string;
  recipientName: string;
  bankName: string;
}

const enCA = {
  hello: (firstName: string) => `Hello ${firstName},`,
  // http/describe-user-agent.ts's words for a browser or system it could not name.
  unknownBrowser: 'Unknown browser',
  unknownSystem: 'Unknown system',
  passwordReset: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    received: `We received a request to reset the password of your ${PRODUCT_NAME} account.`,
    openWithin: (minutes: number) => `Open this link within ${minutes} minutes to choose a new password:`,
    link: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
  },
  transferSubmitted: {
    subject: (reference: string) => `We received your transfer ${reference}`,
    received: (t: TransferFacts) => `We received your transfer ${t.reference}: ${t.cad} to ${t.recipientName}, who will get ${t.inr}.`,
    sendNow: 'If you have not sent the Interac e-Transfer yet, send it now:',
    to: (email: string) => `To: ${email}`,
    amount: (cad: string) => `Amount: ${cad}`,
    message: (reference: string) => `Message: ${reference}`,
    question: (question: string) => `Security question: ${question}`,
    answer: (answer: string) => `Answer: ${answer}`,
    arrival: 'Economy transfers arrive in 1-3 business days once your payment is received. We will write again when its status changes.',
  },
  transferStatus: {
    approvedSubject: (reference: string) => `Your transfer ${reference} is approved`,
    approved: (t: TransferFacts) =>
      `Good news: we received your Interac e-Transfer and approved your transfer ${t.reference}: ${t.cad} to ${t.recipientName} (${t.bankName}), who gets ${t.inr}.`,
    approvedNext: 'Economy transfers arrive in 1-3 business days. We will write again once the money has been paid out.',
    rejectedSubject: (reference: string) => `Your transfer ${reference} could not be processed`,
    rejected: (t: TransferFacts) => `We could not process your transfer ${t.reference}: ${t.cad} to ${t.recipientName} (${t.bankName}), who gets ${t.inr}.`,
    reason: (reason: string) => `Reason: ${reason}`,
    rejectedReply: 'If you already sent the Interac e-Transfer, reply to this message and we will sort it out with you.',
    completedSubject: (reference: string) => `Your transfer ${reference} is complete`,
    completed: (t: TransferFacts) => `Your transfer ${t.reference} is complete: ${t.inr} has been paid to ${t.recipientName} at ${t.bankName}.`,
    thanks: `Thank you for sending with ${PRODUCT_NAME}.`,
  },
  transferCancelled: {
    subject: (reference: string) => `Your transfer ${reference} is cancelled`,
    byCustomer: (t: TransferFacts) =>
      `As you asked, we cancelled your transfer ${t.reference}: ${t.cad} to ${t.recipientName} (${t.bankName}), who would have got ${t.inr}.`,
    notPaid: (t: TransferFacts, hours: number) =>
      `We cancelled your transfer ${t.reference}: ${t.cad} to ${t.recipientName} (${t.bankName}), because we did not receive your Interac e-Transfer for it within ${plural('en-CA', hours, { one: `${hours} hour`, other: `${hours} hours` })}.`,
    doNotPay: 'Do not send an Interac e-Transfer for it. If you already sent one, reply to this message and we will return the money to you.',
    sendAgain: 'You can send a new transfer at any time.',
    details: (url: string) => `See it in your history: ${url}`,
  },
  // Links to the transfer's page in the app (issue 20), each followed by its address.
  transferLinks: {
    details: 'See your transfer and how it is going:',
    receipt: 'Download your receipt (PDF):',
  },
  verification: {
    approvedSubject: 'Your identity is verified',
    approved: [
      'We have verified your identity.',
      'You can now send up to the verified limits, including transfers of 1,000 CAD or more. Your limits are under Profile → Verification & limits.',
    ],
    rejectedSubject: 'We could not verify your identity',
    rejected: 'We looked at the details and the photo of your ID you sent us and could not verify your identity.',
    reason: (reason: string) => `Why: ${reason}`,
    tryAgain:
      'You can try again under Profile → Verification & limits with a clear photo of a valid government photo ID. Until then you can keep sending transfers under 1,000 CAD.',
  },
  secondFactorAdded: {
    subject: 'A second factor was added to your account',
    added: `An authenticator app was added to your ${PRODUCT_NAME} account as a second factor. From now on, signing in asks for a code from it after your password.`,
    notYou: (appUrl: string) =>
      `If this was not you, someone knows your password: reset it at ${appUrl} and reply to this message at once so we can remove the app.`,
  },
  verifyEmail: {
    subject: `Verify your ${PRODUCT_NAME} email`,
    intro: 'Please confirm this is your email address by opening this link within 24 hours:',
    link: 'Verify my email',
    ignore: `If you did not create a ${PRODUCT_NAME} account, ignore this message.`,
  },
  passwordChanged: {
    subject: `Your ${PRODUCT_NAME} password was changed`,
    changed: `The password of your ${PRODUCT_NAME} account was just changed, and every other session was signed out.`,
  },
  newBrowser: {
    subject: `New sign-in to your ${PRODUCT_NAME} account`,
    signedIn: (browser: string, os: string, ip: string) => `Your account was just signed in from ${browser} on ${os} (IP address ${ip}).`,
    // English mail has always written the moment this way, to the minute.
    time: (at: Date) => `Time: ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    check: 'If this was you, there is nothing to do. You can see and end your sessions in Profile → Security.',
  },
  notYou: 'If this was not you, reset your password at once from the sign-in screen ("Forgot Password") and contact support.',
  passkeyAdded: {
    subject: 'A passkey was added to your account',
    added: (name: string) => `A passkey named "${name}" was added to your ${PRODUCT_NAME} account. It can now sign you in without your password.`,
    notYou:
      'If this was not you, remove it at once in Profile → Security, reset your password from the sign-in screen ("Forgot Password") and contact support.',
  },
  rateAlert: {
    subject: (rate: string) => `1 CAD = ${rate} INR: your rate alert`,
    reached: (rate: string, target: string) => `The rate is now 1 CAD = ${rate} INR, at or above the ${target} INR you asked us to watch for.`,
    send: 'Send money at this rate:',
    link: 'Send money',
    ratesChange: 'Rates can change at any time: a transfer gets the rate shown when you confirm it.',
    ended: 'This alert has now ended. You can set another in Profile → Rate alerts.',
  },
};

export type MailTexts = typeof enCA;

/** French typography: a no-break space before a colon and inside « », so neither is left alone at a line's start. */
const NB = '\u00a0';
const frMinutes = (minutes: number) => plural('fr-CA', minutes, { one: `${minutes}${NB}minute`, other: `${minutes}${NB}minutes` });
/** The identity threshold, as French Canadians write a round amount of dollars. */
const FR_THOUSAND_DOLLARS = `1${NB}000${NB}$`;

const frCA = {
  hello: (firstName: string) => `Bonjour ${firstName},`,
  unknownBrowser: 'Navigateur inconnu',
  unknownSystem: 'Système inconnu',
  passwordReset: {
    subject: `Réinitialisez votre mot de passe ${PRODUCT_NAME}`,
    received: `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${PRODUCT_NAME}.`,
    openWithin: (minutes: number) => `Ouvrez ce lien d’ici ${frMinutes(minutes)} pour choisir un nouveau mot de passe${NB}:`,
    link: 'Choisir un nouveau mot de passe',
    ignore: `Si vous n’avez pas fait cette demande, ne tenez pas compte de ce courriel${NB}: votre mot de passe reste le même.`,
  },
  transferSubmitted: {
    subject: (reference: string) => `Nous avons reçu votre transfert ${reference}`,
    received: (t: TransferFacts) =>
      `Nous avons reçu votre transfert ${t.reference}${NB}: ${t.cad} pour ${t.recipientName}, qui recevra ${t.inr}.`,
    sendNow: `Si vous n’avez pas encore envoyé le virement Interac, envoyez-le maintenant${NB}:`,
    to: (email: string) => `Destinataire${NB}: ${email}`,
    amount: (cad: string) => `Montant${NB}: ${cad}`,
    message: (reference: string) => `Message${NB}: ${reference}`,
    question: (question: string) => `Question de sécurité${NB}: ${question}`,
    answer: (answer: string) => `Réponse${NB}: ${answer}`,
    arrival:
      'Les transferts Économie arrivent en 1 à 3 jours ouvrables après la réception de votre paiement. Nous vous écrirons de nouveau dès que son statut changera.',
  },
  transferStatus: {
    approvedSubject: (reference: string) => `Votre transfert ${reference} est approuvé`,
    approved: (t: TransferFacts) =>
      `Bonne nouvelle${NB}: nous avons reçu votre virement Interac et approuvé votre transfert ${t.reference}${NB}: ${t.cad} pour ${t.recipientName} (${t.bankName}), qui recevra ${t.inr}.`,
    approvedNext: 'Les transferts Économie arrivent en 1 à 3 jours ouvrables. Nous vous écrirons de nouveau une fois l’argent versé.',
    rejectedSubject: (reference: string) => `Votre transfert ${reference} n’a pas pu être traité`,
    rejected: (t: TransferFacts) =>
      `Nous n’avons pas pu traiter votre transfert ${t.reference}${NB}: ${t.cad} pour ${t.recipientName} (${t.bankName}), qui recevra ${t.inr}.`,
    reason: (reason: string) => `Motif${NB}: ${reason}`,
    rejectedReply: 'Si vous avez déjà envoyé le virement Interac, répondez à ce courriel et nous réglerons la situation avec vous.',
    completedSubject: (reference: string) => `Votre transfert ${reference} est terminé`,
    completed: (t: TransferFacts) =>
      `Votre transfert ${t.reference} est terminé${NB}: ${t.inr} ont été versés à ${t.recipientName}, à son compte chez ${t.bankName}.`,
    thanks: `Merci d’avoir choisi ${PRODUCT_NAME} pour votre envoi.`,
  },
  transferCancelled: {
    subject: (reference: string) => `Votre transfert ${reference} est annulé`,
    byCustomer: (t: TransferFacts) =>
      `Comme vous l’avez demandé, nous avons annulé votre transfert ${t.reference}${NB}: ${t.cad} pour ${t.recipientName} (${t.bankName}), qui aurait reçu ${t.inr}.`,
    notPaid: (t: TransferFacts, hours: number) =>
      `Nous avons annulé votre transfert ${t.reference}${NB}: ${t.cad} pour ${t.recipientName} (${t.bankName}), car nous n’avons pas reçu votre virement Interac dans un délai de ${plural('fr-CA', hours, { one: `${hours}${NB}heure`, other: `${hours}${NB}heures` })} après sa création.`,
    doNotPay:
      'N’envoyez pas de virement Interac pour ce transfert. Si vous en avez déjà envoyé un, répondez à ce courriel et nous vous rembourserons.',
    sendAgain: 'Vous pouvez faire un nouveau transfert en tout temps.',
    details: (url: string) => `Consultez-le dans votre historique${NB}: ${url}`,
  },
  transferLinks: {
    details: `Suivez votre transfert et ses étapes${NB}:`,
    receipt: `Téléchargez votre reçu (PDF)${NB}:`,
  },
  verification: {
    approvedSubject: 'Votre identité est vérifiée',
    approved: [
      'Nous avons vérifié votre identité.',
      `Vous pouvez maintenant envoyer jusqu’aux limites des clients vérifiés, y compris des transferts de ${FR_THOUSAND_DOLLARS} ou plus. Vos limites se trouvent dans Profil → Vérification et limites.`,
    ],
    rejectedSubject: 'Nous n’avons pas pu vérifier votre identité',
    rejected:
      'Nous avons examiné les renseignements et la photo de la pièce d’identité que vous nous avez envoyés, et nous n’avons pas pu vérifier votre identité.',
    reason: (reason: string) => `Motif${NB}: ${reason}`,
    tryAgain: `Vous pouvez réessayer dans Profil → Vérification et limites avec une photo nette d’une pièce d’identité gouvernementale valide avec photo. D’ici là, vous pouvez continuer d’envoyer des transferts de moins de ${FR_THOUSAND_DOLLARS}.`,
  },
  secondFactorAdded: {
    subject: 'Un deuxième facteur d’authentification a été ajouté à votre compte',
    added: `Une application d’authentification a été ajoutée à votre compte ${PRODUCT_NAME} comme deuxième facteur. Désormais, après votre mot de passe, la connexion vous demandera un code de cette application.`,
    notYou: (appUrl: string) =>
      `Si ce n’était pas vous, quelqu’un connaît votre mot de passe${NB}: réinitialisez-le sur ${appUrl} et répondez sans tarder à ce courriel pour que nous retirions l’application.`,
  },
  verifyEmail: {
    subject: `Confirmez votre adresse courriel ${PRODUCT_NAME}`,
    intro: `Veuillez confirmer qu’il s’agit bien de votre adresse courriel en ouvrant ce lien d’ici 24${NB}heures${NB}:`,
    link: 'Confirmer mon adresse courriel',
    ignore: `Si vous n’avez pas créé de compte ${PRODUCT_NAME}, ne tenez pas compte de ce courriel.`,
  },
  passwordChanged: {
    subject: `Le mot de passe de votre compte ${PRODUCT_NAME} a été modifié`,
    changed: `Le mot de passe de votre compte ${PRODUCT_NAME} vient d’être modifié, et toutes vos autres sessions ont été fermées.`,
  },
  newBrowser: {
    subject: `Nouvelle connexion à votre compte ${PRODUCT_NAME}`,
    signedIn: (browser: string, os: string, ip: string) =>
      `Quelqu’un vient de se connecter à votre compte avec ${browser} sous ${os} (adresse IP ${ip}).`,
    time: (at: Date) => `Date et heure${NB}: ${formatDateTime(at, 'fr-CA', 'UTC')} UTC`,
    check: 'Si c’était vous, vous n’avez rien à faire. Vous pouvez voir vos sessions et y mettre fin dans Profil → Sécurité.',
  },
  notYou: `Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe à partir de l’écran de connexion («${NB}Mot de passe oublié${NB}») et communiquez avec notre service à la clientèle.`,
  passkeyAdded: {
    subject: 'Une clé d’accès a été ajoutée à votre compte',
    added: (name: string) =>
      `Une clé d’accès nommée «${NB}${name}${NB}» a été ajoutée à votre compte ${PRODUCT_NAME}. Elle permet désormais de vous connecter sans votre mot de passe.`,
    notYou: `Si ce n’était pas vous, supprimez-la immédiatement dans Profil → Sécurité, réinitialisez votre mot de passe à partir de l’écran de connexion («${NB}Mot de passe oublié${NB}») et communiquez avec notre service à la clientèle.`,
  },
  rateAlert: {
    subject: (rate: string) => `1 CAD = ${rate} INR${NB}: votre alerte de taux`,
    reached: (rate: string, target: string) =>
      `Le taux est maintenant de 1 CAD = ${rate} INR, soit au moins les ${target} INR que vous nous avez demandé de surveiller.`,
    send: `Envoyez de l’argent à ce taux${NB}:`,
    link: 'Envoyer de l’argent',
    ratesChange: `Les taux peuvent changer à tout moment${NB}: un transfert obtient le taux affiché au moment où vous le confirmez.`,
    ended: 'Cette alerte a maintenant pris fin. Vous pouvez en créer une autre dans Profil → Alertes de taux.',
  },
} satisfies Translation<MailTexts>;

const hiIN = {
  hello: (firstName: string) => `नमस्ते ${firstName},`,
  unknownBrowser: 'अज्ञात ब्राउज़र',
  unknownSystem: 'अज्ञात सिस्टम',
  passwordReset: {
    subject: `अपना ${PRODUCT_NAME} पासवर्ड रीसेट करें`,
    received: `हमें आपके ${PRODUCT_NAME} खाते का पासवर्ड रीसेट करने का अनुरोध मिला है।`,
    openWithin: (minutes: number) => `नया पासवर्ड चुनने के लिए यह लिंक ${minutes} मिनट के भीतर खोलें:`,
    link: 'नया पासवर्ड चुनें',
    ignore: 'यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
  },
  transferSubmitted: {
    subject: (reference: string) => `हमें आपका ट्रांसफ़र ${reference} मिल गया है`,
    received: (t: TransferFacts) => `हमें आपका ट्रांसफ़र ${t.reference} मिल गया है: ${t.recipientName} के लिए ${t.cad}, जिन्हें ${t.inr} मिलेंगे।`,
    sendNow: 'यदि आपने अभी तक Interac e-Transfer नहीं भेजा है, तो उसे अभी भेजें:',
    to: (email: string) => `प्राप्तकर्ता का ईमेल: ${email}`,
    amount: (cad: string) => `राशि: ${cad}`,
    message: (reference: string) => `संदेश: ${reference}`,
    question: (question: string) => `सुरक्षा प्रश्न: ${question}`,
    answer: (answer: string) => `उत्तर: ${answer}`,
    arrival: 'आपका भुगतान मिलने के बाद इकॉनमी ट्रांसफ़र 1-3 कार्य दिवसों में पहुँचते हैं। इसकी स्थिति बदलने पर हम आपको फिर से ईमेल करेंगे।',
  },
  transferStatus: {
    approvedSubject: (reference: string) => `आपका ट्रांसफ़र ${reference} स्वीकृत हो गया है`,
    approved: (t: TransferFacts) =>
      `अच्छी ख़बर: हमें आपका Interac e-Transfer मिल गया है और हमने आपका ट्रांसफ़र ${t.reference} स्वीकृत कर दिया है: ${t.recipientName} (${t.bankName}) के लिए ${t.cad}, जिन्हें ${t.inr} मिलेंगे।`,
    approvedNext: 'इकॉनमी ट्रांसफ़र 1-3 कार्य दिवसों में पहुँचते हैं। राशि का भुगतान हो जाने पर हम आपको फिर से ईमेल करेंगे।',
    rejectedSubject: (reference: string) => `आपका ट्रांसफ़र ${reference} प्रोसेस नहीं किया जा सका`,
    rejected: (t: TransferFacts) =>
      `हम आपका ट्रांसफ़र ${t.reference} प्रोसेस नहीं कर सके: ${t.recipientName} (${t.bankName}) के लिए ${t.cad}, जिन्हें ${t.inr} मिलने थे।`,
    reason: (reason: string) => `कारण: ${reason}`,
    rejectedReply: 'यदि आप Interac e-Transfer पहले ही भेज चुके हैं, तो इस ईमेल का उत्तर दें; हम आपके साथ मिलकर इसका समाधान करेंगे।',
    completedSubject: (reference: string) => `आपका ट्रांसफ़र ${reference} पूरा हो गया है`,
    completed: (t: TransferFacts) =>
      `आपका ट्रांसफ़र ${t.reference} पूरा हो गया है: ${t.bankName} में ${t.recipientName} के खाते में ${t.inr} का भुगतान कर दिया गया है।`,
    thanks: `${PRODUCT_NAME} से पैसे भेजने के लिए धन्यवाद।`,
  },
  transferCancelled: {
    subject: (reference: string) => `आपका ट्रांसफ़र ${reference} रद्द कर दिया गया है`,
    byCustomer: (t: TransferFacts) =>
      `आपके अनुरोध पर हमने आपका ट्रांसफ़र ${t.reference} रद्द कर दिया है: ${t.recipientName} (${t.bankName}) के लिए ${t.cad}, जिन्हें ${t.inr} मिलने थे।`,
    notPaid: (t: TransferFacts, hours: number) =>
      `हमने आपका ट्रांसफ़र ${t.reference} रद्द कर दिया है: ${t.recipientName} (${t.bankName}) के लिए ${t.cad}, क्योंकि ${hours} घंटे के भीतर हमें इसके लिए आपका Interac e-Transfer नहीं मिला।`,
    doNotPay: 'इसके लिए Interac e-Transfer न भेजें। यदि आप पहले ही भेज चुके हैं, तो इस ईमेल का उत्तर दें; हम राशि आपको लौटा देंगे।',
    sendAgain: 'आप कभी भी नया ट्रांसफ़र भेज सकते हैं।',
    details: (url: string) => `इसे अपने ट्रांसफ़र इतिहास में देखें: ${url}`,
  },
  transferLinks: {
    details: 'अपना ट्रांसफ़र और उसकी प्रगति देखें:',
    receipt: 'अपनी रसीद डाउनलोड करें (PDF):',
  },
  verification: {
    approvedSubject: 'आपकी पहचान सत्यापित हो गई है',
    approved: [
      'हमने आपकी पहचान सत्यापित कर दी है।',
      'अब आप सत्यापित ग्राहकों की सीमाओं तक पैसे भेज सकते हैं, जिनमें 1,000 CAD या उससे अधिक के ट्रांसफ़र भी शामिल हैं। आपकी सीमाएँ प्रोफ़ाइल → सत्यापन और सीमाएँ में दी गई हैं।',
    ],
    rejectedSubject: 'हम आपकी पहचान सत्यापित नहीं कर सके',
    rejected: 'हमने आपके भेजे गए विवरण और आपके पहचान पत्र की फ़ोटो की जाँच की, लेकिन आपकी पहचान सत्यापित नहीं कर सके।',
    reason: (reason: string) => `कारण: ${reason}`,
    tryAgain:
      'आप किसी मान्य सरकारी फ़ोटो पहचान पत्र की साफ़ फ़ोटो के साथ प्रोफ़ाइल → सत्यापन और सीमाएँ में फिर से कोशिश कर सकते हैं। तब तक आप 1,000 CAD से कम के ट्रांसफ़र भेजते रह सकते हैं।',
  },
  secondFactorAdded: {
    subject: 'आपके खाते में साइन-इन का दूसरा चरण जोड़ा गया',
    added: `आपके ${PRODUCT_NAME} खाते में साइन-इन के दूसरे चरण के रूप में एक ऑथेंटिकेटर ऐप जोड़ा गया है। अब से साइन इन करते समय पासवर्ड के बाद उस ऐप का कोड माँगा जाएगा।`,
    notYou: (appUrl: string) =>
      `यदि यह आपने नहीं किया, तो किसी को आपका पासवर्ड पता है: ${appUrl} पर उसे रीसेट करें और इस ईमेल का तुरंत उत्तर दें, ताकि हम वह ऐप हटा सकें।`,
  },
  verifyEmail: {
    subject: `अपना ${PRODUCT_NAME} ईमेल सत्यापित करें`,
    intro: 'कृपया 24 घंटे के भीतर यह लिंक खोलकर पुष्टि करें कि यह आपका ईमेल पता है:',
    link: 'मेरा ईमेल सत्यापित करें',
    ignore: `यदि आपने ${PRODUCT_NAME} खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।`,
  },
  passwordChanged: {
    subject: `आपका ${PRODUCT_NAME} पासवर्ड बदल दिया गया है`,
    changed: `आपके ${PRODUCT_NAME} खाते का पासवर्ड अभी बदला गया है, और बाकी सभी सेशन से साइन आउट कर दिया गया है।`,
  },
  newBrowser: {
    subject: `आपके ${PRODUCT_NAME} खाते में नया साइन-इन`,
    signedIn: (browser: string, os: string, ip: string) => `आपके खाते में अभी ${os} पर ${browser} से साइन इन किया गया (IP पता ${ip})।`,
    time: (at: Date) => `समय: ${formatDateTime(at, 'hi-IN', 'UTC')} UTC`,
    check: 'यदि यह आप ही थे, तो कुछ करने की ज़रूरत नहीं है। आप प्रोफ़ाइल → सुरक्षा में अपने सेशन देख और बंद कर सकते हैं।',
  },
  notYou: 'यदि यह आपने नहीं किया, तो साइन-इन स्क्रीन ("पासवर्ड भूल गए") से तुरंत अपना पासवर्ड रीसेट करें और सपोर्ट टीम से संपर्क करें।',
  passkeyAdded: {
    subject: 'आपके खाते में एक पासकी जोड़ी गई',
    added: (name: string) => `आपके ${PRODUCT_NAME} खाते में "${name}" नाम की एक पासकी जोड़ी गई है। अब इससे आप बिना पासवर्ड के साइन इन कर सकते हैं।`,
    notYou:
      'यदि यह आपने नहीं किया, तो प्रोफ़ाइल → सुरक्षा में इसे तुरंत हटाएँ, साइन-इन स्क्रीन ("पासवर्ड भूल गए") से अपना पासवर्ड रीसेट करें और सपोर्ट टीम से संपर्क करें।',
  },
  rateAlert: {
    subject: (rate: string) => `1 CAD = ${rate} INR: आपका दर अलर्ट`,
    reached: (rate: string, target: string) =>
      `अब दर 1 CAD = ${rate} INR है, जो आपके बताए गए ${target} INR के लक्ष्य के बराबर या उससे अधिक है।`,
    send: 'इस दर पर पैसे भेजें:',
    link: 'पैसे भेजें',
    ratesChange: 'दरें कभी भी बदल सकती हैं: ट्रांसफ़र पर वही दर लगती है जो उसकी पुष्टि करते समय दिखाई जाती है।',
    ended: 'यह अलर्ट अब समाप्त हो गया है। आप प्रोफ़ाइल → दर अलर्ट में नया अलर्ट सेट कर सकते हैं।',
  },
} satisfies Translation<MailTexts>;

/** Each language's mail; a key missing (or extra, or with other placeholders) in any language is a compile error. */
export const mailTexts: Readonly<Record<Locale, Translation<MailTexts>>> = { 'en-CA': enCA, 'fr-CA': frCA, 'hi-IN': hiIN };
