import { PRODUCT_NAME } from '../../../domain/constants';
import { formatCad, formatInr } from '../../../domain/format';
import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

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
