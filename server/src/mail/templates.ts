import { PRODUCT_NAME } from '../../../domain/constants';
import { escapeHtml } from '../../../domain/escape-html';
import { formatCad, formatInr } from '../../../domain/format';
import { verificationMailTexts } from '../../../domain/verification-messages';
import type { MailMessage } from './mailer';

export function passwordResetMail(input: { to: string; firstName: string; link: string; validMinutes: number }): MailMessage {
  const greeting = `Hello ${input.firstName},`;
  const lines = [
    greeting,
    '',
    `We received a request to reset the password of your ${PRODUCT_NAME} account.`,
    `Open this link within ${input.validMinutes} minutes to choose a new password:`,
    '',
    input.link,
    '',
    'If you did not ask for this, ignore this message: your password stays the same.',
  ];
  return {
    to: input.to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: lines.join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>We received a request to reset the password of your ${PRODUCT_NAME} account.</p>`,
      `<p><a href="${escapeHtml(input.link)}">Choose a new password</a> (valid for ${input.validMinutes} minutes).</p>`,
      '<p>If you did not ask for this, ignore this message: your password stays the same.</p>',
    ].join('\n'),
  };
}

export function transferSubmittedMail(input: {
  to: string;
  firstName: string;
  transfer: { referenceCode: string; cadAmount: string; inrAmount: string; recipientName: string };
  paymentEmail: string;
  securityQuestion: string;
  securityAnswer: string;
}): MailMessage {
  const { transfer } = input;
  const cad = formatCad(transfer.cadAmount);
  const lines = [
    `Hello ${input.firstName},`,
    '',
    `We received your transfer ${transfer.referenceCode}: ${cad} to ${transfer.recipientName}, who will get ${formatInr(transfer.inrAmount)}.`,
    '',
    'If you have not sent the Interac e-Transfer yet, send it now:',
    `  To: ${input.paymentEmail}`,
    `  Amount: ${cad}`,
    `  Message: ${transfer.referenceCode}`,
    `  Security question: ${input.securityQuestion}`,
    `  Answer: ${input.securityAnswer}`,
    '',
    'Economy transfers arrive in 1-3 business days once your payment is received. We will write again when its status changes.',
  ];
  return {
    to: input.to,
    subject: `We received your transfer ${transfer.referenceCode}`,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
  };
}

/** The customer's mail when an operator approves, rejects or completes their transfer. */
export function transferStatusMail(input: {
  to: string;
  firstName: string;
  transfer: { referenceCode: string; cadAmount: string; inrAmount: string; recipientName: string; recipientBankName: string };
  status: 'approved' | 'rejected' | 'completed';
  reason?: string | null | undefined;
}): MailMessage {
  const { transfer } = input;
  const cad = formatCad(transfer.cadAmount);
  const inr = formatInr(transfer.inrAmount);
  const summary = `${cad} to ${transfer.recipientName} (${transfer.recipientBankName}), who gets ${inr}`;
  const bodies = {
    approved: {
      subject: `Your transfer ${transfer.referenceCode} is approved`,
      lines: [
        `Good news: we received your Interac e-Transfer and approved your transfer ${transfer.referenceCode}: ${summary}.`,
        'Economy transfers arrive in 1-3 business days. We will write again once the money has been paid out.',
      ],
    },
    rejected: {
      subject: `Your transfer ${transfer.referenceCode} could not be processed`,
      lines: [
        `We could not process your transfer ${transfer.referenceCode}: ${summary}.`,
        ...(input.reason ? [`Reason: ${input.reason}`] : []),
        'If you already sent the Interac e-Transfer, reply to this message and we will sort it out with you.',
      ],
    },
    completed: {
      subject: `Your transfer ${transfer.referenceCode} is complete`,
      lines: [
        `Your transfer ${transfer.referenceCode} is complete: ${inr} has been paid to ${transfer.recipientName} at ${transfer.recipientBankName}.`,
        `Thank you for sending with ${PRODUCT_NAME}.`,
      ],
    },
  } as const;
  const { subject, lines: body } = bodies[input.status];
  const lines = [`Hello ${input.firstName},`, '', ...body];
  return {
    to: input.to,
    subject,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
  };
}

/** The customer's mail when an operator decides on their identity verification (or records one verified elsewhere). */
export function verificationOutcomeMail(input: {
  to: string;
  firstName: string;
  status: 'approved' | 'rejected';
  reason?: string | null | undefined;
}): MailMessage {
  const texts = verificationMailTexts;
  const body =
    input.status === 'approved'
      ? { subject: texts.approvedSubject, lines: [...texts.approved] }
      : { subject: texts.rejectedSubject, lines: [texts.rejected, ...(input.reason ? [texts.reason(input.reason)] : []), texts.tryAgain] };
  const lines = [`Hello ${input.firstName},`, '', ...body.lines];
  return {
    to: input.to,
    subject: body.subject,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
  };
}

/** Security mail (issue 18): an authenticator app now guards the account. */
export function secondFactorAddedMail(input: { to: string; firstName: string; appUrl: string }): MailMessage {
  const lines = [
    `Hello ${input.firstName},`,
    '',
    `An authenticator app was added to your ${PRODUCT_NAME} account as a second factor. From now on, signing in asks for a code from it after your password.`,
    '',
    `If this was not you, someone knows your password: reset it at ${input.appUrl} and reply to this message at once so we can remove the app.`,
  ];
  return {
    to: input.to,
    subject: 'A second factor was added to your account',
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
  };
}
