/**
 * हिंदी (hi-IN) version of domain/admin-texts.ts: the admin desk, its second factor and its
 * Compliance tab. Operators may work in English or French, but the catalogue is complete.
 */
import type { Translation } from '../translation';
import type * as En from '../../admin-texts';
import { plural } from '../plural';

export default {
  adminToasts: {
    statusUpdated: { title: 'ट्रांसफ़र की स्थिति अपडेट हो गई' },
    statusUpdateFailed: { title: 'स्थिति अपडेट नहीं हो सकी' },
    rateUpdated: { title: 'विनिमय दर अपडेट हो गई' },
    rateUpdateFailed: { title: 'दर अपडेट नहीं हो सकी' },
    exported: { title: 'Excel फ़ाइल एक्सपोर्ट हो गई' },
    noDataToExport: { title: 'एक्सपोर्ट करने के लिए कोई डेटा नहीं है' },
    exportFailed: { title: 'एक्सपोर्ट नहीं हो सका', description: 'स्प्रेडशीट नहीं बन सकी। कृपया फिर से कोशिश करें।' },
    paymentAccepted: { title: 'भुगतान दर्ज किया गया' },
    paymentSetAside: { title: 'भुगतान अलग रखा गया' },
    reviewFailed: { title: 'भुगतान पर निर्णय दर्ज नहीं हो सका' },
  },

  adminSecondFactorTexts: {
    checking: 'आपका दूसरा सत्यापन जाँचा जा रहा है...',
    loadFailed: 'आपका दूसरा सत्यापन जाँचा नहीं जा सका।',
    enrolTitle: 'एडमिन डेस्क इस्तेमाल करने के लिए दूसरा सत्यापन जोड़ें',
    enrolIntro:
      'ऑपरेटर भुगतान स्वीकृत करते हैं और दर तय करते हैं, इसलिए केवल पासवर्ड से डेस्क नहीं खुलता। नीचे पासकी जोड़ें या ऑथेंटिकेटर ऐप सेट करें; इसके बाद डेस्क साइन इन के समय और फिर हर 12 घंटे में इसे माँगेगा।',
    passkeyTitle: 'पासकी जोड़ें',
    passkeyIntro: 'आपका डिवाइस इसे आपके फ़िंगरप्रिंट, चेहरे या स्क्रीन लॉक से खोलता है: कुछ भी टाइप नहीं करना पड़ता।',
    orAuthenticator: 'या ऑथेंटिकेटर ऐप इस्तेमाल करें',
    stepUpTitle: 'पुष्टि करें कि यह आप ही हैं',
    stepUpIntro: 'एडमिन डेस्क साइन इन के समय और हर 12 घंटे में आपका दूसरा सत्यापन माँगता है। आगे बढ़ने के लिए इसका इस्तेमाल करें।',
    orCode: 'या कोड दर्ज करें',
    totpLabel: 'अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड दर्ज करें',
    recoveryLabel: 'अपना कोई एक रिकवरी कोड दर्ज करें',
    recoveryHint: 'हर रिकवरी कोड केवल एक बार काम करता है।',
    useRecoveryCode: 'रिकवरी कोड इस्तेमाल करें',
    useAuthenticator: 'अपना ऑथेंटिकेटर ऐप इस्तेमाल करें',
    confirm: 'पुष्टि करें',
    confirming: 'जाँचा जा रहा है...',
    codeRequired: 'पहले कोड दर्ज करें',
    confirmFailed: 'आपका कोड जाँचा नहीं जा सका',
    confirmedToast: 'धन्यवाद: एडमिन डेस्क 12 घंटे के लिए खुल गया है',
  },

  adminTexts: {
    subtitle: 'ट्रांसफ़र और विनिमय दरें प्रबंधित करें',
    paymentReceivedFrom: (sender: string) => `${sender} से भुगतान प्राप्त हुआ`,
    welcome: (name: string) => `स्वागत है, ${name}`,

    // Count cards.
    countsLabel: 'ट्रांसफ़र की संख्या',

    // Tabs.
    tabsLabel: 'एडमिन सेक्शन',
    tabTransfers: 'ट्रांसफ़र',
    tabPeople: 'उपयोगकर्ता और प्राप्तकर्ता',
    tabSettings: 'सेटिंग्स',
    tabCompliance: 'अनुपालन',

    // Transfers tab: filters.
    filtersLabel: 'ट्रांसफ़र फ़िल्टर',
    statusFilter: 'स्थिति',
    allStatus: 'सभी स्थितियाँ',
    statusLabels: { pending: 'लंबित', approved: 'स्वीकृत', completed: 'पूर्ण', rejected: 'अस्वीकृत', cancelled: 'रद्द' },
    fromDate: 'प्रारंभ तिथि',
    toDate: 'अंतिम तिथि',
    clearDateFilters: 'तिथि फ़िल्टर हटाएँ',
    exportToExcel: 'Excel में एक्सपोर्ट करें',
    exporting: 'एक्सपोर्ट हो रहा है...',
    // The verb agrees with the count (English says "transfers" whatever N is).
    showing: (count: number) =>
      plural('hi-IN', count, {
        one: `${count} ट्रांसफ़र दिखाया जा रहा है`,
        other: `${count} ट्रांसफ़र दिखाए जा रहे हैं`,
      }),
    loadingTransfers: 'ट्रांसफ़र लोड हो रहे हैं...',
    noTransfers: 'कोई ट्रांसफ़र नहीं मिला',
    noTransfersHint: 'फ़िल्टर से मेल खाने वाले ट्रांसफ़र यहाँ दिखेंगे',
    fetchTransfersFailed: 'ट्रांसफ़र लोड नहीं हो सके',

    // Transfers tab: table and cards.
    transfersTableCaption: 'ट्रांसफ़र, सबसे नए पहले',
    colReference: 'संदर्भ',
    colSender: 'भेजने वाले का विवरण',
    colAmount: 'राशि (CAD → INR)',
    colRecipient: 'प्राप्तकर्ता का विवरण',
    colStatus: 'स्थिति',
    colDate: 'तिथि',
    colActions: 'कार्रवाई',
    // Currency codes are never translated: the line reads the same in every language.
    rateLine: (rate: string) => `1 CAD = ${rate} INR`,
    rate: 'दर',
    sender: 'भेजने वाला',
    recipient: 'प्राप्तकर्ता',
    ifsc: 'IFSC',
    account: 'खाता',
    instant: 'इंस्टेंट',
    paymentReceived: 'भुगतान प्राप्त हुआ',
    rejectionReason: (reason: string) => `कारण: ${reason}`,
    onHold: 'होल्ड पर',
    onHoldDetail: 'अनुपालन समीक्षा: केस बंद होने तक इसे स्वीकृत नहीं किया जा सकता',

    // Status actions.
    approve: 'स्वीकृत करें',
    reject: 'अस्वीकार करें',
    markComplete: 'पूर्ण चिह्नित करें',
    // The action is a verb phrase ("स्वीकृत करें"): Hindi puts its object first.
    actionLabel: (action: string, reference: string) => `ट्रांसफ़र ${reference} ${action}`,
    rejectTitle: 'ट्रांसफ़र अस्वीकार करें?',
    rejectQuestion: (reference: string, amount: string) =>
      `ट्रांसफ़र ${reference} (${amount}) अस्वीकार कर दिया जाएगा और ग्राहक को ईमेल से सूचित किया जाएगा। इसे पूर्ववत नहीं किया जा सकता।`,
    rejectReason: 'कारण (वैकल्पिक, ग्राहक को दिखाया जाएगा)',
    rejecting: 'अस्वीकार किया जा रहा है...',

    // Users & Recipients tab.
    recentUsers: 'हाल में साइन अप करने वाले उपयोगकर्ता',
    recentRecipients: 'हाल में जोड़े गए प्राप्तकर्ता',
    total: (count: number) => `कुल ${count}`,
    noUsers: 'कोई उपयोगकर्ता नहीं मिला',
    noRecipients: 'कोई प्राप्तकर्ता नहीं मिला',
    loadingUsers: 'उपयोगकर्ता लोड हो रहे हैं...',
    loadingRecipients: 'प्राप्तकर्ता लोड हो रहे हैं...',
    usersLoadFailed: 'उपयोगकर्ता लोड नहीं हो सके',
    recipientsLoadFailed: 'प्राप्तकर्ता लोड नहीं हो सके',
    adminBadge: 'एडमिन',
    userBadge: 'उपयोगकर्ता',
    signedUp: (when: string) => `साइन अप: ${when}`,
    addedBy: 'किसने जोड़ा',
    addedOn: (when: string) => `जोड़ा गया: ${when}`,
    bank: 'बैंक',

    // Settings tab.
    rateManagement: 'विनिमय दर प्रबंधन',
    currentRate: 'मौजूदा दर',
    newRate: 'नई दर (1 CAD के बदले INR)',
    // A sample rate, written as the input expects it.
    ratePlaceholder: '60.50',
    update: 'अपडेट करें',
    updating: 'अपडेट हो रहा है...',
    rateNote: 'मौजूदा दर नए ट्रांसफ़र पर लागू होगी',
    transferAmounts: 'ट्रांसफ़र की राशियाँ',
    minimumTransfer: 'सबसे छोटा ट्रांसफ़र',
    maximumTransfer: 'सबसे बड़ा ट्रांसफ़र',
    minimumTransferNote:
      'सर्वर के कॉन्फ़िगरेशन में MIN_TRANSFER_CAD से तय होता है (बदलाव सर्वर को फिर से शुरू करने पर लागू होता है)। रुपये निकटतम 100 तक पूर्णांकित होते हैं, इसलिए इससे छोटा ट्रांसफ़र अपनी लागत से ज़्यादा भुगतान कर सकता है।',
    amountsLoadFailed: 'ट्रांसफ़र की राशियाँ लोड नहीं हो सकीं',
    rateHistory: 'दर में हाल के बदलाव',
    rateHistoryEmpty: 'अभी तक दर में कोई बदलाव नहीं',
    rateSetBy: (name: string) => `${name} द्वारा`,
    rateSeeded: 'शुरुआती दर',
    // Read aloud between the old and the new rate: "62.00 से 63.25".
    rateChangeTo: 'से',

    // Header: payments monitor and provider balance.
    paymentsLabel: 'भुगतान',
    monitorRunning: 'भुगतान मॉनिटर चालू है',
    monitorStopped: 'भुगतान मॉनिटर बंद है',
    unmatched: (count: number) => `${count} बिना मिलान के`,
    toReview: (count: number) =>
      plural('hi-IN', count, {
        one: `${count} भुगतान की समीक्षा बाकी है`,
        other: `${count} भुगतानों की समीक्षा बाकी है`,
      }),

    // Payments to review (Transfers tab, above the list).
    reviewsTitle: 'समीक्षा के लिए भुगतान',
    reviewsIntro: 'ये e-Transfer अपने-आप दर्ज नहीं हुए। किसी को स्वीकार करने से पहले जाँचें कि भुगतान किसने किया।',
    reviewsLoadFailed: 'समीक्षा के लिए भुगतान लोड नहीं हो सके',
    reviewFrom: (amount: string, sender: string) => `${sender} से ${amount}`,
    reviewReceived: (when: string) => `प्राप्त: ${when}`,
    reviewMessage: 'संदेश',
    reviewReasons: {
      several_references: 'संदेश में एक से अधिक ट्रांसफ़र का ज़िक्र है।',
      sender_mismatch: 'भेजने वाला उस ट्रांसफ़र का ग्राहक नहीं है जिसका संदेश में ज़िक्र है।',
      unverified_sender:
        'यह सूचना Interac की होने की पुष्टि नहीं हुई (कोई मान्य हस्ताक्षर नहीं, या कोई और भेजने वाला): यह नकली हो सकती है। स्वीकार करने से पहले अपना बैंक खाता जाँचें।',
      unreadable: 'Interac की यह सूचना पढ़ी नहीं जा सकी (नया शब्द-विन्यास, या यह जमा की सूचना नहीं है)। इसे नीचे पढ़ें।',
      unsupported_currency: 'यह जमा कनाडाई डॉलर में नहीं है।',
      no_transfer: 'संदेश में किसी रेफ़रेंस कोड का ज़िक्र नहीं है।',
    },
    reviewRawText: 'सूचना, जैसी मिली थी',
    reviewCandidates: 'संदेश में जिन ट्रांसफ़र का ज़िक्र है',
    senderIsCustomer: 'भेजने वाला ही ग्राहक है',
    senderIsNotCustomer: 'भेजने वाला ग्राहक नहीं है',
    cannotTakePayment: 'यह भुगतान नहीं लिया जा सकता',
    acceptFor: (reference: string) => `${reference} के लिए स्वीकार करें`,
    acceptTitle: (reference: string) => `यह भुगतान ${reference} पर दर्ज करें?`,
    acceptQuestion: (amount: string, sender: string, customer: string) =>
      `${sender} से आए ${amount} को ${customer} के भुगतान के रूप में दर्ज किया जाएगा। केवल तभी स्वीकार करें जब आपने पुष्टि कर ली हो कि भुगतान किसने किया।`,
    acceptNote: 'नोट (वैकल्पिक): आपने पुष्टि कैसे की',
    accept: 'स्वीकार करें',
    accepting: 'स्वीकार किया जा रहा है...',
    setAside: 'अलग रखें',
    setAsideTitle: 'यह भुगतान अलग रखें?',
    setAsideQuestion: (amount: string, sender: string) =>
      `${sender} से आए ${amount} से किसी भी ट्रांसफ़र का भुगतान दर्ज नहीं होगा। कारण लिखें, जैसे कि पैसे लौटा दिए गए।`,
    setAsideNote: 'नोट (आवश्यक)',
    settingAside: 'अलग रखा जा रहा है...',
    balance: (amount: string) => `शेष राशि ${amount}`,
  },

  adminComplianceToasts: {
    verificationApproved: { title: 'पहचान सत्यापित हुई', description: 'ग्राहक को ईमेल से सूचित किया जाता है।' },
    verificationRejected: { title: 'सत्यापन अस्वीकृत', description: 'ग्राहक को आपके कारण के साथ ईमेल से सूचित किया जाता है।' },
    decisionFailed: { title: 'निर्णय दर्ज नहीं हो सका' },
    caseClosed: { title: 'केस बंद किया गया' },
    closeFailed: { title: 'केस बंद नहीं हो सका' },
    flagged: {
      title: 'ट्रांसफ़र फ़्लैग किया गया',
      description: 'संदिग्ध लेन-देन का केस खुल गया है; केस बंद होने तक ट्रांसफ़र होल्ड पर है।',
    },
    flagFailed: { title: 'ट्रांसफ़र फ़्लैग नहीं हो सका' },
    limitsSaved: { title: 'सीमाएँ सहेजी गईं', description: 'ये हर ग्राहक के अगले ट्रांसफ़र पर लागू होंगी।' },
    recordsExported: { title: 'रिकॉर्ड एक्सपोर्ट हो गए' },
    recordsExportFailed: { title: 'एक्सपोर्ट नहीं हो सका', description: 'रिकॉर्ड एक्सपोर्ट नहीं हो सके। कृपया फिर से कोशिश करें।' },
  },

  adminComplianceTexts: {
    // आइटम is the same in the singular and the plural, and so is the verb here.
    badgeLabel: (count: number) => plural('hi-IN', count, { other: `${count} आइटम पर कार्रवाई बाकी है` }),
    loading: 'लोड हो रहा है...',

    // Verification queue.
    verificationsTitle: 'पहचान सत्यापन',
    verificationsIntro: 'निर्णय लेने से पहले फ़ोटो पहचान पत्र को विवरण से मिलाएँ। ग्राहक को नतीजा ईमेल किया जाता है।',
    verificationFilter: 'दिखाएँ',
    verificationStatusLabels: { pending: 'लंबित', approved: 'स्वीकृत', rejected: 'अस्वीकृत', all: 'सभी' },
    verificationsLoadFailed: 'सत्यापन लोड नहीं हो सके',
    noVerifications: 'यहाँ कोई सत्यापन नहीं',
    noVerificationsHint: 'ग्राहकों के भेजे सत्यापन यहाँ दिखेंगे',
    // सत्यापन is the same in the singular and the plural.
    showingVerifications: (count: number) => plural('hi-IN', count, { other: `${count} सत्यापन` }),
    submitted: (when: string) => `जमा किया गया: ${when}`,
    decided: (status: string, when: string, by: string | null) => (by ? `${status}: ${when}, ${by} द्वारा` : `${status}: ${when}`),
    decidedReason: (reason: string) => `कारण: ${reason}`,
    method: 'तरीका',
    methodLabels: {
      document: 'फ़ोटो पहचान पत्र',
      'in-person': 'व्यक्तिगत रूप से',
      'dual-process': 'दोहरी प्रक्रिया',
      'credit-file': 'क्रेडिट फ़ाइल',
    },
    dateOfBirth: 'जन्म तिथि',
    occupation: 'व्यवसाय',
    homeAddress: 'घर का पता',
    idDocument: 'फ़ोटो पहचान पत्र',
    idNumber: 'संख्या',
    idIssuedBy: 'जारीकर्ता',
    idExpires: 'समाप्ति तिथि',
    idTypeLabels: {
      passport: 'पासपोर्ट',
      drivers_licence: 'ड्राइविंग लाइसेंस',
      provincial_photo_id: 'प्रांतीय फ़ोटो पहचान पत्र',
      permanent_resident_card: 'स्थायी निवासी (PR) कार्ड',
    },
    note: 'नोट',
    documentAlt: (name: string) => `${name} द्वारा जमा किया गया फ़ोटो पहचान पत्र`,
    documentPdfTitle: (name: string) => `${name} द्वारा जमा किया गया फ़ोटो पहचान पत्र (PDF)`,
    openDocument: 'दस्तावेज़ नए टैब में खोलें',
    noDocument: 'कोई दस्तावेज़ नहीं (ऐप के बाहर सत्यापित)',
    documentFailed: 'दस्तावेज़ दिखाया नहीं जा सका। इसे नए टैब में खोलें।',
    approve: 'स्वीकृत करें',
    approving: 'स्वीकृत किया जा रहा है...',
    approveTitle: 'यह पहचान स्वीकृत करें?',
    approveQuestion: (name: string) =>
      `${name} सत्यापित स्तर में चले जाएँगे और उस स्तर की सीमाओं तक पैसे भेज सकेंगे। केवल तभी स्वीकृत करें जब फ़ोटो पहचान पत्र हर विवरण से मेल खाता हो।`,
    approveNote: 'नोट (वैकल्पिक): आपने क्या जाँचा',
    reject: 'अस्वीकार करें',
    rejecting: 'अस्वीकार किया जा रहा है...',
    rejectTitle: 'यह सत्यापन अस्वीकार करें?',
    rejectQuestion: (name: string) =>
      `${name} बेसिक स्तर में ही रहेंगे और उन्हें आपका कारण ईमेल किया जाएगा। वे फिर से सत्यापन के लिए भेज सकते हैं।`,
    rejectReason: 'कारण (आवश्यक, ग्राहक को भेजा जाएगा)',
    // The action is a verb phrase ("स्वीकृत करें"): Hindi puts its object first.
    decisionLabel: (action: string, name: string) => `${name} का सत्यापन ${action}`,

    // Report cases.
    casesTitle: 'रिपोर्ट केस',
    casesIntro:
      'EFT रिपोर्ट 5 कार्य दिवसों के भीतर FINTRAC को भेजनी होती है। रिपोर्ट फ़ाइल होने या मामला निपटने पर केस बंद करें।',
    caseStatusFilter: 'स्थिति',
    caseStatusLabels: { open: 'खुले', closed: 'बंद', all: 'सभी' },
    caseKindFilter: 'प्रकार',
    allKinds: 'सभी प्रकार',
    kindLabels: { eftr: 'EFT रिपोर्ट', eftr_beneficiary: 'EFT रिपोर्ट (लाभार्थी)', str: 'संदिग्ध लेन-देन', sanctions: 'प्रतिबंध' },
    casesLoadFailed: 'केस लोड नहीं हो सके',
    noCases: 'यहाँ कोई केस नहीं',
    noCasesHint: 'केस अपने-आप खुलते हैं (24 घंटे का नियम, प्रतिबंध) या तब, जब कोई ऑपरेटर किसी ट्रांसफ़र को फ़्लैग करता है',
    // केस and अतिदेय are the same in the singular and the plural.
    showingCases: (count: number) => plural('hi-IN', count, { other: `${count} केस` }),
    overdueCount: (count: number) => plural('hi-IN', count, { other: `${count} अतिदेय` }),
    caseTitle: (kind: string, id: number) => `${kind} #${id}`,
    overdue: 'अतिदेय',
    overdueDetail: (due: string) => `अतिदेय: नियत तिथि ${due} थी`,
    customer: 'ग्राहक',
    total: 'कुल',
    window: 'अवधि',
    windowRange: (start: string, end: string) => `${start} से ${end} तक`,
    dueBy: 'नियत तिथि',
    transfers: 'ट्रांसफ़र',
    noTransfersCustomer: 'कोई नहीं: केस ग्राहक के बारे में है',
    noTransfersRecipient: 'कोई नहीं: केस एक प्राप्तकर्ता के बारे में है',
    opened: 'खोला गया',
    closed: 'बंद किया गया',
    outcomeLabels: {
      filed: 'FINTRAC को फ़ाइल किया गया',
      cleared: 'निपटाया गया',
      listed_property: 'सूचीबद्ध व्यक्ति की संपत्ति की रिपोर्ट',
      not_reportable: 'रिपोर्ट योग्य नहीं: 10,000.00 CAD से कम',
    },
    closedSummary: (outcome: string, when: string) => `${outcome}: ${when}`,
    reference: 'संदर्भ',
    close: 'बंद करें',
    closeLabel: (title: string) => `${title} बंद करें`,
    closeTitle: (title: string) => `${title} बंद करें`,
    closeIntro: 'बताएँ कि क्या किया गया। नतीजा, संदर्भ और नोट केस के साथ रखे जाते हैं।',
    outcome: 'नतीजा',
    referenceLabel: 'संदर्भ (वैकल्पिक)',
    referenceHint: 'फ़ाइल होने पर FINTRAC रिपोर्ट नंबर',
    closeNote: 'नोट',
    closeNoteHint: 'आवश्यक: आपने क्या जाँचा और क्या तय किया',
    closeNoteRequired: 'नोट लिखें',
    closeConfirm: 'केस बंद करें',
    closing: 'बंद किया जा रहा है...',

    // Limits.
    limitsTitle: 'ट्रांसफ़र सीमाएँ',
    limitsIntro:
      'हर स्तर के लिए CAD में। बेसिक ग्राहकों ने अपनी पहचान सत्यापित नहीं की है। कोई भी ट्रांसफ़र 5,000.00 से अधिक नहीं हो सकता।',
    tierLabels: { basic: 'बेसिक (असत्यापित)', verified: 'सत्यापित' },
    perTransfer: 'प्रति ट्रांसफ़र',
    daily: '24 घंटे',
    monthly: '30 दिन',
    limitsLoadFailed: 'सीमाएँ लोड नहीं हो सकीं',
    save: 'सीमाएँ सहेजें',
    saving: 'सहेजा जा रहा है...',
    limitsSaveFailed: 'सीमाएँ सहेजी नहीं गईं',

    // Records export.
    recordsTitle: 'रिकॉर्ड एक्सपोर्ट',
    recordsIntro: '1,000 CAD या उससे अधिक का हर ट्रांसफ़र, ट्रैवल रूल के विवरण के साथ, और सभी सत्यापन, एक स्प्रेडशीट में।',
    download: 'रिकॉर्ड डाउनलोड करें',
    downloading: 'डाउनलोड हो रहा है...',

    // Flag a transfer (Transfers tab).
    flag: 'फ़्लैग करें',
    flagLabel: (reference: string) => `${reference} फ़्लैग करें`,
    flagTitle: 'संदिग्ध के रूप में फ़्लैग करें?',
    flagQuestion: (reference: string, amount: string) =>
      `ट्रांसफ़र ${reference} (${amount}) होल्ड पर चला जाएगा और संदिग्ध लेन-देन का केस खुलेगा। केस बंद होने तक इसे स्वीकृत नहीं किया जा सकता।`,
    flagNarrative: 'क्या संदिग्ध है (आवश्यक)',
    flagConfirm: 'ट्रांसफ़र फ़्लैग करें',
    flagging: 'फ़्लैग किया जा रहा है...',
  },
  adminCaseWorkToasts: {
    noteAdded: { title: 'नोट जोड़ा गया' },
    noteFailed: { title: 'नोट नहीं जोड़ा जा सका' },
    assigned: { title: 'केस सौंपा गया' },
    assignFailed: { title: 'केस नहीं सौंपा जा सका' },
    decisionRecorded: { title: 'निर्णय दर्ज किया गया', description: 'ट्रांसफ़र अब फ़्रीज़ नहीं हैं।' },
    decisionFailed: { title: 'निर्णय दर्ज नहीं किया जा सका' },
    ruleSaved: { title: 'नियम सहेजा गया', description: 'यह अगले अस्वीकृत ट्रांसफ़र पर लागू होगा।' },
    ruleSaveFailed: { title: 'नियम सहेजा नहीं गया' },
  },
  adminCaseWorkTexts: {
    beneficiary: 'लाभार्थी',
    beneficiaryAccount: (account: string, ifsc: string) => `खाता ${account}, IFSC ${ifsc}`,
    severalCustomers: 'कई ग्राहक',
    assignee: 'किसे सौंपा गया',
    nobody: 'किसी को नहीं',
    openedByRule: 'अस्वीकृत प्रयासों के नियम से खुला: यह किसी ट्रांसफ़र को होल्ड नहीं करता।',
    frozen: 'फ़्रीज़',
    frozenDetail: 'जब तक अधिकारियों का निर्णय दर्ज नहीं होता, इसके ट्रांसफ़र न स्वीकृत किए जा सकते हैं, न अस्वीकार।',
    decisionLabels: { released: 'अधिकारियों ने मुक्त किया', seized: 'अधिकारियों ने ज़ब्त किया' },
    decided: (decision: string, when: string, by: string) => `${decision}, ${when} को ${by} ने दर्ज किया`,

    recordDecision: 'निर्णय दर्ज करें',
    recordDecisionLabel: (title: string) => `${title} पर अधिकारियों का निर्णय दर्ज करें`,
    decisionTitle: 'अधिकारियों ने क्या निर्णय लिया?',
    decisionIntro:
      'मुक्त: ट्रांसफ़र फिर से स्वीकृत या अस्वीकार किए जा सकते हैं। ज़ब्त: उन्हें अस्वीकार करें, ग्राहक को एक तटस्थ संदेश दिखेगा। इसे वह ऑपरेटर दर्ज करता है जिसने इन्हें फ़्रीज़ नहीं किया।',
    decision: 'निर्णय',
    decisionNote: 'नोट',
    decisionNoteHint: 'आवश्यक: अधिकारियों का संदर्भ और उन्होंने क्या कहा',
    decisionConfirm: 'निर्णय दर्ज करें',
    recording: 'दर्ज किया जा रहा है...',

    showWork: 'इतिहास और नोट',
    showWorkLabel: (title: string) => `${title} का इतिहास और नोट`,
    history: 'इतिहास',
    historyLoadFailed: 'इतिहास लोड नहीं हो सका',
    system: 'सिस्टम',
    eventLabels: {
      opened: 'खोला गया',
      joined: 'ट्रांसफ़र जोड़े गए',
      recomputed: 'ट्रांसफ़र केस से हटे',
      note: 'नोट',
      assigned: 'सौंपा गया',
      closed: 'बंद किया गया',
      reopened: 'फिर से खोला गया',
      frozen: 'ट्रांसफ़र फ़्रीज़ किए गए',
      authority_decision: 'अधिकारियों का निर्णय',
      transfer_rejected: 'होल्ड वाला ट्रांसफ़र अस्वीकार किया गया',
    },
    eventBy: (who: string, when: string) => `${who} द्वारा, ${when}`,
    eventTotal: (total: string) => `कुल ${total}`,
    eventTransfers: (ids: string) => `ट्रांसफ़र ${ids}`,
    eventAssignee: (name: string) => `${name} को`,
    eventUnassigned: 'किसी को नहीं सौंपा गया',
    eventOutcome: (outcome: string) => `परिणाम: ${outcome}`,
    eventPreviousOutcome: (outcome: string) => `पहले: ${outcome}`,
    eventReference: (reference: string) => `संदर्भ: ${reference}`,
    eventDue: (day: string) => `नियत तिथि ${day}`,
    eventTransfer: (id: string) => `ट्रांसफ़र ${id}`,
    noteLabel: 'नोट जोड़ें',
    noteHint: 'आपने क्या जाँचा, किसे फ़ोन किया, क्या निर्णय लिया',
    noteRequired: 'नोट लिखें',
    saveNote: 'नोट जोड़ें',
    savingNote: 'जोड़ा जा रहा है...',
    assignLabel: 'किसे सौंपें',
    assign: 'सौंपें',
    assigning: 'सौंपा जा रहा है...',

    attemptsTitle: 'अस्वीकृत प्रयास',
    attemptsIntro: 'नियमों ने जो ट्रांसफ़र अस्वीकार किए, सबसे नए पहले। 24 घंटे में इनकी संख्या एक सीमा तक पहुँचने पर संदिग्ध लेन-देन की समीक्षा खुलती है।',
    attemptsLoadFailed: 'अस्वीकृत प्रयास लोड नहीं हो सके',
    noAttempts: 'कोई अस्वीकृत प्रयास नहीं',
    noAttemptsHint: 'सीमा, पहचान, ट्रैवल रूल या होल्ड के कारण अस्वीकृत ट्रांसफ़र यहाँ दिखते हैं',
    // प्रयास is the same in the singular and the plural.
    showingAttempts: (count: number) => plural('hi-IN', count, { other: `${count} प्रयास` }),
    attemptReasons: {
      verification_required: 'पहचान सत्यापित नहीं',
      limit_exceeded: 'सीमा से अधिक',
      recipient_address_required: 'प्राप्तकर्ता का पता नहीं है',
      compliance_hold: 'होल्ड के दौरान अस्वीकार',
    },
    attemptTo: (name: string) => `${name} को`,
    attemptToUnknown: 'ऐसे प्राप्तकर्ता को जो उनका नहीं है',

    ruleTitle: 'अस्वीकृत प्रयासों का नियम',
    ruleIntro: 'एक ग्राहक के 24 घंटे में कितने अस्वीकृत ट्रांसफ़र संदिग्ध लेन-देन की समीक्षा का केस खोलते हैं।',
    ruleLabel: '24 घंटे में अस्वीकृत प्रयास',
    ruleHint: '1 से 100 तक की कोई पूर्ण संख्या',
    ruleLoadFailed: 'नियम लोड नहीं हो सका',
    saveRule: 'नियम सहेजें',
    savingRule: 'सहेजा जा रहा है...',

    frozenTransfer: 'फ़्रीज़',
    frozenTransferDetail: 'सूचीबद्ध व्यक्ति की संपत्ति: न स्वीकृति, न अस्वीकृति',
  },
} satisfies {
  adminToasts: Translation<typeof En.adminToasts>;
  adminSecondFactorTexts: Translation<typeof En.adminSecondFactorTexts>;
  adminTexts: Translation<typeof En.adminTexts>;
  adminComplianceToasts: Translation<typeof En.adminComplianceToasts>;
  adminComplianceTexts: Translation<typeof En.adminComplianceTexts>;
  adminCaseWorkToasts: Translation<typeof En.adminCaseWorkToasts>;
  adminCaseWorkTexts: Translation<typeof En.adminCaseWorkTexts>;
};
