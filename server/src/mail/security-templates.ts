import type { Locale } from '../../../domain/locale';
import { UNKNOWN_BROWSER, UNKNOWN_OS } from '../http/describe-user-agent';
import { layoutMail, type MailSite } from './layout';
import { layoutTexts } from './layout-texts';
import type { MailMessage } from './mailer';
import { mailTexts } from './mail-texts';
import { secondFactorMailTexts } from './second-factor-mail-texts';
import { preheaderOf } from './templates';

/**
 * The account-security mails of issue 18, in the account's language (issue 19): each says what
 * happened and what to do if it was not you, with a button to Profile → Security, in the layout of
 * layout.ts.
 */

interface Recipient {
  to: string;
  firstName: string;
  site: MailSite;
  locale: Locale;
}

function securityMail(input: Recipient, subject: string, lines: string[]): MailMessage {
  return layoutMail({
    to: input.to,
    subject,
    text: lines.join('\n'),
    locale: input.locale,
    site: input.site,
    preheader: preheaderOf(lines),
    blocks: [
      { kind: 'text', lines },
      { kind: 'button', label: layoutTexts[input.locale].buttons.security, url: `${input.site.appUrl}/profile/security`, showAddress: false },
    ],
    footer: 'security',
  });
}

export function verifyEmailMail(input: Recipient & { link: string }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.verifyEmail;
  const greeting = texts.hello(input.firstName);
  return layoutMail({
    to: input.to,
    subject: mail.subject,
    text: [greeting, '', mail.intro, '', input.link, '', mail.ignore].join('\n'),
    locale: input.locale,
    site: input.site,
    preheader: mail.intro,
    blocks: [
      { kind: 'text', lines: [greeting, mail.intro] },
      { kind: 'button', label: mail.link, url: input.link, showAddress: true },
      { kind: 'text', lines: [mail.ignore] },
    ],
    footer: 'signUp',
  });
}

/** Security mail (issue 18): an authenticator app now guards the account. */
export function secondFactorAddedMail(input: Recipient): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.secondFactorAdded;
  return securityMail(input, mail.subject, [texts.hello(input.firstName), '', mail.added, '', mail.notYou(input.site.appUrl)]);
}

export function passwordChangedMail(input: Recipient): MailMessage {
  const texts = mailTexts[input.locale];
  return securityMail(input, texts.passwordChanged.subject, [texts.hello(input.firstName), '', texts.passwordChanged.changed, texts.notYou]);
}

export function newBrowserMail(input: Recipient & { browser: string; os: string; ip: string; at: Date }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.newBrowser;
  // What the user agent did not tell is said in the mail's language; names (Firefox, Android) are names.
  const browser = input.browser === UNKNOWN_BROWSER ? texts.unknownBrowser : input.browser;
  const os = input.os === UNKNOWN_OS ? texts.unknownSystem : input.os;
  return securityMail(input, mail.subject, [
    texts.hello(input.firstName),
    '',
    mail.signedIn(browser, os, input.ip),
    mail.time(input.at),
    '',
    mail.check,
    texts.notYou,
  ]);
}

export function passkeyAddedMail(input: Recipient & { name: string }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.passkeyAdded;
  return securityMail(input, mail.subject, [texts.hello(input.firstName), '', mail.added(input.name), mail.notYou]);
}

/** Issue 32: a passkey removed (Profile → Security, or ticked on the reset page). */
export function passkeyRemovedMail(input: Recipient & { name: string }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = secondFactorMailTexts[input.locale].passkeyRemoved;
  return securityMail(input, mail.subject, [texts.hello(input.firstName), '', mail.removed(input.name), texts.notYou]);
}

/** Issue 32: the authenticator app turned off (Profile → Security, or ticked on the reset page). */
export function totpTurnedOffMail(input: Recipient): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = secondFactorMailTexts[input.locale].totpTurnedOff;
  return securityMail(input, mail.subject, [texts.hello(input.firstName), '', mail.turnedOff, texts.notYou]);
}

/** Issue 32: a new set of recovery codes replaced the old one. */
export function recoveryCodesReplacedMail(input: Recipient): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = secondFactorMailTexts[input.locale].recoveryCodesReplaced;
  return securityMail(input, mail.subject, [texts.hello(input.firstName), '', mail.replaced, texts.notYou]);
}

/** Issue 32: codes are locked out after too many wrong ones (the first lockout of a series). */
export function secondFactorLockedMail(input: Recipient & { ip: string; lockedUntil: Date }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = secondFactorMailTexts[input.locale].secondFactorLocked;
  return securityMail(input, mail.subject, [
    texts.hello(input.firstName),
    '',
    mail.tried(input.ip),
    mail.lockedUntil(input.lockedUntil),
    '',
    mail.ifYou,
    mail.ifNotYou,
  ]);
}
