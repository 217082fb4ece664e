/** The English (Canada) texts of domain/cancel-texts.ts: the source every other language translates. */

const cancelMessages = {
  /** `current` is the transfer's status as the API names it (approved, completed, rejected, cancelled). */
  notCancellable: (current: string) => `This transfer is ${current} and can no longer be cancelled.`,
  paymentReceived:
    'We have received your Interac e-Transfer for this transfer, so it can no longer be cancelled. Contact support if you need to stop it.',
  /** A transfer under a compliance freeze: neutral on purpose (issue 31), it says nothing of why. */
  unavailable: 'This transfer cannot be cancelled in the app. Contact support if you need to stop it.',
};

const cancelTexts = {
  cancel: 'Cancel transfer',
  cancelLabel: (reference: string) => `Cancel transfer ${reference}`,
  title: 'Cancel this transfer?',
  description: (reference: string, amount: string) =>
    `Transfer ${reference} of ${amount} will be cancelled and never sent. We will email you to confirm. This cannot be undone.`,
  notPaidYet: 'Cancel only if you have not sent the Interac e-Transfer for it. Do not send it afterwards.',
  keep: 'Keep transfer',
  cancelling: 'Cancelling...',
  cancelled: 'Transfer cancelled',
  cancelledDescription: (reference: string) => `${reference} is cancelled. We emailed you a confirmation.`,
  failed: 'Could not cancel the transfer',
};

export default { cancelMessages, cancelTexts };
