import { escapeHtml } from '../../../domain/escape-html';
import { passkeyMail } from '../../../domain/passkey-texts';
import { securityMail } from '../../../domain/security-texts';
import type { MailMessage } from './mailer';

/** The account-security mails of issue 18: each says what happened and what to do if it was not you. */

function plainMail(to: string, subject: string, lines: string[]): MailMessage {
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
  };
}

export function verifyEmailMail(input: { to: string; firstName: string; link: string }): MailMessage {
  const greeting = `Hello ${input.firstName},`;
  return {
    to: input.to,
    subject: securityMail.verifySubject,
    text: [greeting, '', securityMail.verifyIntro, '', input.link, '', securityMail.verifyIgnore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(securityMail.verifyIntro)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">Verify my email</a></p>`,
      `<p>${escapeHtml(securityMail.verifyIgnore)}</p>`,
    ].join('\n'),
  };
}

export function passwordChangedMail(input: { to: string; firstName: string }): MailMessage {
  return plainMail(input.to, securityMail.passwordChangedSubject, [
    `Hello ${input.firstName},`,
    '',
    securityMail.passwordChanged,
    securityMail.notYou,
  ]);
}

export function newBrowserMail(input: { to: string; firstName: string; browser: string; os: string; ip: string; at: Date }): MailMessage {
  return plainMail(input.to, securityMail.newBrowserSubject, [
    `Hello ${input.firstName},`,
    '',
    securityMail.newBrowser(input.browser, input.os, input.ip),
    `Time: ${input.at.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    '',
    securityMail.newBrowserCheck,
    securityMail.notYou,
  ]);
}

export function passkeyAddedMail(input: { to: string; firstName: string; name: string }): MailMessage {
  return plainMail(input.to, passkeyMail.addedSubject, [`Hello ${input.firstName},`, '', passkeyMail.added(input.name), passkeyMail.notYou]);
}
