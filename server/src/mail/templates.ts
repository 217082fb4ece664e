import { PRODUCT_NAME } from '../../../domain/constants';
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
