import type { Locale } from '../locale';
import { provideTexts, type ModuleTexts, type TextModule } from './catalogue';
import messages from './en-CA/messages';
import apiMessages from './en-CA/api-messages';
import pwaTexts from './en-CA/pwa-texts';
import screenMessages from './en-CA/screen-messages';
import adminTexts from './en-CA/admin-texts';
import complianceTexts from './en-CA/compliance-texts';
import complianceCaseMessages from './en-CA/compliance-case-messages';
import limitsMessages from './en-CA/limits-messages';
import verificationMessages from './en-CA/verification-messages';
import passkeyTexts from './en-CA/passkey-texts';
import secondFactorTexts from './en-CA/second-factor-texts';
import securityTexts from './en-CA/security-texts';

/**
 * Every language's texts, provided at once: the server answers each request in its own language
 * and writes mail in each account's, so it holds them all (the web app loads them one by one:
 * load-texts.ts).
 */
export const ALL_TEXTS: Record<Locale, Partial<Record<TextModule, ModuleTexts>>> = {
  'en-CA': {
    'messages': messages,
    'api-messages': apiMessages,
    'pwa-texts': pwaTexts,
    'screen-messages': screenMessages,
    'admin-texts': adminTexts,
    'compliance-texts': complianceTexts,
    'compliance-case-messages': complianceCaseMessages,
    'limits-messages': limitsMessages,
    'verification-messages': verificationMessages,
    'passkey-texts': passkeyTexts,
    'second-factor-texts': secondFactorTexts,
    'security-texts': securityTexts,
  },
  'fr-CA': {},
  'hi-IN': {},
};

export function provideAllTexts(): void {
  for (const [locale, modules] of Object.entries(ALL_TEXTS) as [Locale, Partial<Record<TextModule, ModuleTexts>>][]) {
    for (const [module, texts] of Object.entries(modules) as [TextModule, ModuleTexts][]) provideTexts(locale, module, texts);
  }
}
