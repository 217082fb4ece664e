/**
 * The mail layout's colours and its small style sheet (layout.ts). Every colour is also written
 * inline, where every client reads it; the sheet adds only what inline styles cannot say: the dark
 * palette under `prefers-color-scheme: dark` (Apple Mail, iOS Mail, Outlook for Mac, Thunderbird),
 * a narrower padding on a phone, and the links' colour. Clients that darken mail themselves (Gmail's
 * and Outlook's apps) recolour the light palette; it is chosen to survive that (no text in images,
 * a logo with a transparent background). The tokens are the web app's (web/src/styles.css).
 */

export const LIGHT = {
  page: '#faf7f2',
  surface: '#ffffff',
  surfaceMuted: '#f3eee6',
  text: '#1f1a17',
  muted: '#5f5650',
  border: '#e6ded3',
  primary: '#0b6e66',
  primaryText: '#ffffff',
} as const;

const DARK = {
  page: '#141110',
  surface: '#1e1a18',
  surfaceMuted: '#2a2522',
  text: '#f5efe8',
  muted: '#b5aaa0',
  border: '#3a332e',
  primary: '#3cc2b3',
  primaryText: '#08201d',
  link: '#5fd3c5',
} as const;

/** A transfer's status as a chip, in the colours of the app's status badges (light, then dark). */
export const STATUS_COLOURS = {
  pending: { light: ['#fdf1cf', '#6e4700'], dark: ['#3b2f0e', '#f6d06e'] },
  approved: { light: ['#e2ecfb', '#1d4b8f'], dark: ['#162a47', '#9cc3f7'] },
  completed: { light: ['#ddf2e6', '#135e39'], dark: ['#11311f', '#7fd9a8'] },
  rejected: { light: ['#fbe4e1', '#9a1f16'], dark: ['#3d1915', '#f7a598'] },
  cancelled: { light: ['#ece7e1', '#4f4741'], dark: ['#2d2824', '#c9beb4'] },
} as const;

/**
 * System fonts: each platform's own, then fonts that carry Devanagari (Noto on Android and Linux,
 * Nirmala UI on Windows; Apple's system font has it), so Hindi never falls back to boxes.
 */
export const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Nirmala UI', Helvetica, Arial, sans-serif";

const chipRules = Object.entries(STATUS_COLOURS)
  .map(([status, { dark }]) => `.mr-chip-${status}{background-color:${dark[0]} !important;color:${dark[1]} !important}`)
  .join('');

export const STYLE_SHEET = [
  ':root{color-scheme:light dark;supported-color-schemes:light dark}',
  'body{margin:0;padding:0;width:100%;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}',
  '.mr-body p{margin:0 0 16px}',
  `.mr-body a,.mr-links a{color:${LIGHT.primary}}`,
  '@media (max-width:480px){.mr-pad{padding:24px 18px !important}.mr-outer{padding:16px 8px !important}}',
  '@media (prefers-color-scheme:dark){',
  `.mr-page{background-color:${DARK.page} !important}`,
  `.mr-surface{background-color:${DARK.surface} !important;border-color:${DARK.border} !important}`,
  `.mr-muted-bg{background-color:${DARK.surfaceMuted} !important;border-color:${DARK.border} !important}`,
  `.mr-text{color:${DARK.text} !important}`,
  `.mr-muted{color:${DARK.muted} !important}`,
  `.mr-rule{border-color:${DARK.border} !important}`,
  `.mr-brand{color:${DARK.primary} !important}`,
  `.mr-body a,.mr-links a,.mr-link{color:${DARK.link} !important}`,
  `.mr-button{background-color:${DARK.primary} !important}`,
  `.mr-body a.mr-button-link{color:${DARK.primaryText} !important;background-color:${DARK.primary} !important;border-color:${DARK.primary} !important}`,
  chipRules,
  '}',
].join('\n');
