import type { ModuleTexts, TextModule } from './catalogue';

/**
 * The shapes of the web app's text loaders (load-texts.ts), apart from it: each language's
 * screen-loaders.ts names them, and load-texts.ts imports those tables (a cycle if they were there).
 */
export type Loader = () => Promise<{ default: ModuleTexts }>;
export type WebTextModule = Exclude<TextModule, 'compliance-case-messages' | 'limits-messages' | 'verification-messages' | 'page-texts' | 'receipt-texts'>;
/** What the first screen needs (sign-in, the splash, the install banner, the offline screen). */
export type StartTextModule = 'messages' | 'pwa-texts';
export type ScreenTextLoaders = Record<Exclude<WebTextModule, StartTextModule>, Loader>;
