import type { Translation } from '../translation';
import type * as En from '../../receipt-texts';

/** French typography: a no-break space before a colon, so it never starts a line. */
const NB = '\u00a0';

export default {
  receiptTexts: {
    title: 'Reçu de transfert',
    issued: (when: string) => `Émis le ${when}`,
    msbRegistration: (number: string) => `Numéro d’inscription de l’entreprise de services monétaires auprès du CANAFE${NB}: ${number}`,
    msbNotProvided: 'non fourni',
    transfer: 'Transfert',
    sender: 'Expéditeur',
    recipient: 'Destinataire',
    amounts: 'Montants',
    dates: 'Dates',
    reference: 'Référence',
    statusLine: (status: string) => `Statut${NB}: ${status}`,
    name: 'Nom',
    email: 'Courriel',
    address: 'Adresse',
    bank: 'Banque',
    ifsc: 'Code IFSC',
    account: 'Compte',
    amountSent: 'Montant envoyé',
    fee: 'Frais',
    totalPaid: 'Total à payer',
    exchangeRate: 'Taux de change',
    recipientGets: 'Le destinataire reçoit',
    paymentMethod: 'Livraison',
    economy: 'Économique (1 à 3 jours ouvrables après l’approbation)',
    instant: 'Instantané',
    payBy: 'Payé par',
    expectedBy: 'Arrivée prévue au plus tard le',
    expectedEstimate: (day: string) => `${day} (estimation, si votre paiement nous parvient aujourd’hui)`,
    arrivedOn: 'Arrivé le',
    reason: 'Motif',
    timesIn: (timeZone: string) => `Les heures sont celles du fuseau horaire ${timeZone}.`,
    cancellationTitle: 'Annulation',
    cancellationTerms: (hours: number) =>
      `Vous pouvez annuler un transfert en attente dans l’application tant que nous n’avons pas reçu votre paiement. Un transfert dont le paiement ne nous est pas parvenu dans les ${hours}${NB}heures est annulé automatiquement. Une fois votre paiement reçu, le transfert ne peut plus être annulé.`,
    cancellationTermsNoTimeLimit:
      'Vous pouvez annuler un transfert en attente dans l’application tant que nous n’avons pas reçu votre paiement. Une fois votre paiement reçu, le transfert ne peut plus être annulé.',
    complaintsTitle: 'Questions et plaintes',
    complaints: (email: string) => `Écrivez à ${email} en indiquant la référence de ce transfert.`,
    keep: 'Conservez ce reçu pour vos dossiers.',
  },
} satisfies {
  receiptTexts: Translation<typeof En.receiptTexts>;
};
