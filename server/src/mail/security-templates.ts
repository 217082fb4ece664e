import { escapeHtml } from '../../../domain/escape-html';
import type { Locale } from '../../../domain/locale';
import { UNKNOWN_BROWSER, UNKNOWN_OS } from '../auth/describe-user-agent';
import type { MailMessage } from './mailer';
import { mailTexts } from './mail-texts';
import { secondFactorMailTexts } from './second-factor-mail-texts';
import { paragraphs } from './templates';

/**
 * The account-security mails of issue 18, in the account's language (issue 19): each says what
 * happened and what to do if it was not you.
 */

function plainMail(to: string, subject: string, lines: string[]): MailMessage {
  return { to, subject, text: lines.join('\n'), html: paragraphs(lines) };
}

export function verifyEmailMail(input: { to: string; firstName: string; link: string; locale: Locale }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.verifyEmail;
  const greeting = texts.hello(input.firstName);
  return {
    to: input.to,
    subject: mail.subject,
    text: [greeting, '', mail.intro, '', input.link, '', mail.ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(mail.intro)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(mail.link)}</a></p>`,
      `<p>${escapeHtml(mail.ignore)}</p>`,
    ].join('\n'),
  };
}

export function passwordChangedMail(input: { to: string; firstName: string; locale: Locale }): MailMessage {
  const texts = mailTexts[input.locale];
  return plainMail(input.to, texts.passwordChanged.subject, [texts.hello(input.firstName), '', texts.passwordChanged.changed, texts.notYou]);
}

export function newBrowserMail(input: {
  to: string;
  firstName: string;
  browser: string;
  os: string;
  ip: string;
  at: Date;
  locale: Locale;
}): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.newBrowser;
  // What the user agent did not tell is said in the mail's language; names (Firefox, Android) are names.
  const browser = input.browser === UNKNOWN_BROWSER ? texts.unknownBrowser : input.browser;
  const os = input.os === UNKNOWN_OS ? texts.unknownSystem : input.os;
  return plainMail(input.to, mail.subject, [
    texts.hello(input.firstName),
    '',
    mail.signedIn(browser, os, input.ip),
    mail.time(input.at),
    '',
    mail.check,
    texts.notYou,
  ]);
}

export function passkeyAddedMail(input: { to: string; firstName: string; name: string; locale: Locale }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.passkeyAdded;
  return plainMail(input.to, mail.subject, [texts.hello(input.firstName), '', mail.added(input.name), mail.notYou]);
}

/** Issue 32: a passkey removed (Profile → Security, or ticked on the reset page). */
export function passkeyRemovedMail(input: { to: string; firstName: string; name: string; locale: Locale }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = secondFactorMailTexts[input.locale].passkeyRemoved;
  return plainMail(input.to, mail.subject, [texts.hello(input.firstName), '', mail.removed(input.name), texts.notYou]);
}

/** Issue 32: the authenticator app turned off (Profile → Security, or ticked on the reset page). */
export function totpTurnedOffMail(input: { to: string; firstName: string; locale: Locale }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = secondFactorMailTexts[input.locale].totpTurnedOff;
  return plainMail(input.to, mail.subject, [texts.hello(input.firstName), '', mail.turnedOff, texts.notYou]);
}

/** Issue 32: a new set of recovery codes replaced the old one. */
export function recoveryCodesReplacedMail(input: { to: string; firstName: string; locale: Locale }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = secondFactorMailTexts[input.locale].recoveryCodesReplaced;
  return plainMail(input.to, mail.subject, [texts.hello(input.firstName), '', mail.replaced, texts.notYou]);
}

/** Issue 32: codes are locked out after too many wrong ones (the first lockout of a series). */
export function secondFactorLockedMail(input: { to: string; firstName: string; ip: string; lockedUntil: Date; locale: Locale }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = secondFactorMailTexts[input.locale].secondFactorLocked;
  return plainMail(input.to, mail.subject, [texts.hello(input.firstName), '', mail.tried(input.ip), mail.lockedUntil(input.lockedUntil), '', mail.ifYou, mail.ifNotYou]);
}
