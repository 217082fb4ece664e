import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import type { Locale } from '../domain/locale';
import { root } from './server-process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser the scores come from, printed beside them. On this machine the browser moves a score
 * more than most changes do: the same build, the same hour, scores 6–12 points higher in Chromium's
 * headless shell (`CHROMIUM_PATH=/usr/bin/chromium-headless-shell`) than in the full browser, and
 * the build that read 100 on 2026-11-27 reads 74–84 in Debian's Chromium 150 (docs/PERFORMANCE.md
 * § Lighthouse on the send screen).
 */
export function browserName(): string {
  const printed = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return `${path.basename(CHROMIUM)} ${/\d+(\.\d+)+/.exec(printed)?.[0] ?? '(version unknown)'}`;
}

/** The screens measured, each in a browser set to a language (issue 19: the sign-in screen in every language). */
export const BUNDLE_SCREENS = [
  { screen: 'sign-in', locale: 'en-CA' },
  { screen: 'sign-in', locale: 'fr-CA' },
  { screen: 'sign-in', locale: 'hi-IN' },
  { screen: 'send', locale: 'en-CA' },
] as const satisfies readonly { screen: 'sign-in' | 'send'; locale: Locale }[];

export interface BundleReport {
  screen: 'sign-in' | 'send';
  locale: Locale;
  jsGzipKb: number;
  cssGzipKb: number;
  files: string[];
  /** Chunks that must never reach a customer (admin screens, the spreadsheet library). */
  forbidden: string[];
}

async function gzipSize(checkout: string, urlPath: string): Promise<number> {
  const file = path.join(checkout, 'dist', 'web', urlPath);
  if (existsSync(`${file}.gz`)) return (await fs.stat(`${file}.gz`)).size;
  return zlib.gzipSync(await fs.readFile(file), { level: 9 }).length;
}

/** Everything the browser loads for a screen, as gzipped bytes of the built files (of `checkout`, by default this one). */
export async function measureBundles(baseUrl: string, customerCookie: string, checkout = root): Promise<BundleReport[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const reports: BundleReport[] = [];
  try {
    for (const { screen, locale } of BUNDLE_SCREENS) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', locale });
      if (screen === 'send') {
        const [name, value] = customerCookie.split('=') as [string, string];
        await context.addCookies([{ name, value, url: baseUrl }]);
      }
      const page = await context.newPage();
      const loaded = new Set<string>();
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') loaded.add(new URL(response.url()).pathname);
      });
      await page.goto(baseUrl);
      const ready = screen === 'send' ? page.getByRole('navigation') : page.getByRole('tab');
      await ready.first().waitFor({ timeout: 20_000 });
      // Chunks fetched after first paint (prefetched screens) count too: give them a moment.
      await page.waitForLoadState('load');
      await page.waitForTimeout(1_500);
      let js = 0;
      let css = 0;
      const forbidden: string[] = [];
      for (const urlPath of loaded) {
        const size = await gzipSize(checkout, urlPath);
        if (urlPath.endsWith('.css')) css += size;
        else js += size;
        const text = await fs.readFile(path.join(checkout, 'dist', 'web', urlPath), 'utf8');
        if (/\/Admin[^/]*\.js$/.test(urlPath) || /exceljs|SheetJS|WorkbookWriter/.test(text)) forbidden.push(urlPath);
      }
      reports.push({
        screen,
        locale,
        jsGzipKb: Math.round(js / 102.4) / 10,
        cssGzipKb: Math.round(css / 102.4) / 10,
        files: [...loaded],
        forbidden,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return reports;
}

export interface LighthouseReport {
  screen: string;
  locale: Locale;
  performance: number;
  accessibility: number;
  lcpMs: number;
  /**
   * What the page's largest paint was. On both screens it should be the splash (decision 044); a
   * text of the screen behind it here means the score now waits for that screen.
   */
  lcpElement: string;
  tbtMs: number;
  /** Every run's performance score; the report is the median run. */
  runs: number[];
}

/**
 * BENCH_LIGHTHOUSE_THROTTLING='{"cpuSlowdownMultiplier":1}' (or '{"rttMs":0,"throughputKbps":100000}')
 * changes Lighthouse's simulated phone, to see how much of a score the network costs and how much
 * the CPU (docs/PERFORMANCE.md § Lighthouse on the send screen). Never for a reported score.
 */
function throttlingOverride(): Config | undefined {
  const override = process.env.BENCH_LIGHTHOUSE_THROTTLING;
  if (!override) return undefined;
  return { extends: 'lighthouse:default', settings: { throttling: { ...throttling.mobileSlow4G, ...(JSON.parse(override) as object) } } };
}

/**
 * The selector Lighthouse names for the largest paint: its audit's details are a list whose first
 * table's first row holds the element.
 */
function largestPaintElement(details: unknown): string {
  const list = details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  return list?.items?.[0]?.items?.[0]?.node?.selector ?? 'unknown';
}

/**
 * Runs per screen. One run's total blocking time swings 80–430 ms here (its task times are observed,
 * then multiplied by 4): Lighthouse's variability guide says to take the median of several runs.
 */
const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse (mobile, default throttling) in Debian's Chromium: the median of LIGHTHOUSE_RUNS runs per
 * screen, in a browser whose language is `locale` (the app opens in it: issue 19 asks for ≥ 95 in French too).
 */
export async function runLighthouse(
  baseUrl: string,
  customerCookie: string,
  locale: Locale = 'en-CA',
  /** Names the kept reports (BENCH_LIGHTHOUSE_DIR) apart, e.g. the build and round of an A/B run. */
  label = 'run',
): Promise<LighthouseReport[]> {
  return measurePages(
    [
      { screen: 'sign-in', url: baseUrl },
      { screen: 'send', url: baseUrl, cookie: customerCookie },
    ],
    locale,
    label,
  );
}

/**
 * The measured customer's account in the browser's language, as for anyone who signed up in it. An
 * account in another language switches the app to that one as its first screen shows (issue 19):
 * a French browser on the seed's English account measured the screen drawn twice, in French and
 * then in English (docs/PERFORMANCE.md § Lighthouse on the send screen). `serverUrl` is the server's
 * own (http) address.
 */
export async function setAccountLanguage(serverUrl: string, customerCookie: string, locale: Locale): Promise<void> {
  const response = await fetch(`${serverUrl}/api/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: serverUrl, cookie: customerCookie },
    body: JSON.stringify({ locale }),
  });
  if (!response.ok) throw new Error(`setting the account's language to ${locale} answered ${response.status}: ${await response.text()}`);
}

/** Lighthouse's ceiling on this machine: the bare React page of bench/lighthouse-ceiling.ts, measured as the screens are. */
export async function runLighthouseCeiling(url: string, label = 'run'): Promise<LighthouseReport> {
  const [report] = await measurePages([{ screen: 'bare React page', url }], 'en-CA', label);
  return report!;
}

async function measurePages(pages: readonly { screen: string; url: string; cookie?: string }[], locale: Locale, label: string): Promise<LighthouseReport[]> {
  const secure = pages.some((page) => new URL(page.url).protocol === 'https:');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...(secure ? ['--ignore-certificate-errors'] : []), `--lang=${locale}`, `--accept-lang=${locale}`],
  });
  const reports: LighthouseReport[] = [];
  try {
    for (const { screen, url, cookie } of pages) {
      const runs: Omit<LighthouseReport, 'runs'>[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // Scored by no audit, and up to 5 s of every run.
          disableFullPageScreenshot: true,
          // JavaScript samples in the kept traces; they slow the page, so never in a measured run.
          ...(process.env.BENCH_LIGHTHOUSE_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        }, throttlingOverride());
        const lhr = result?.lhr;
        if (!lhr) throw new Error('lighthouse gave no result');
        // A run Lighthouse could not complete scores 0; the median hides it, this says why.
        if (lhr.runtimeError) console.log(`  Lighthouse ${screen} run ${run + 1} in ${locale}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        // BENCH_LIGHTHOUSE_DIR=/tmp/lh keeps every run's report (long tasks, bootup time) and its trace
        // (for chrome://tracing or the DevTools performance panel).
        if (process.env.BENCH_LIGHTHOUSE_DIR) {
          const kept = path.join(process.env.BENCH_LIGHTHOUSE_DIR, `${label}-${screen}-${locale}-${run + 1}`.replace(/[^\w.-]+/g, '-'));
          await fs.mkdir(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
          await fs.writeFile(`${kept}.json`, JSON.stringify(lhr));
          await fs.writeFile(`${kept}.trace.json`, JSON.stringify(result.artifacts.Trace));
        }
        runs.push({
          screen,
          locale,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          lcpElement: largestPaintElement(lhr.audits['largest-contentful-paint-element']?.details),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        });
      }
      runs.sort((a, b) => a.performance - b.performance);
      reports.push({ ...runs[Math.floor(runs.length / 2)]!, runs: runs.map((r) => r.performance) });
    }
  } finally {
    await chrome.kill();
  }
  return reports;
}
