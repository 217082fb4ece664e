import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * The config retries a failed test once, because Chromium itself sometimes dies during a long run
 * (CI, 2026-11-27: the browser process crashed 13 minutes in, between two tests, and the next test
 * failed in `browser.newContext`). Playwright then starts a new worker with a new browser.
 *
 * A retry must not hide our own flakiness, so this reporter fails the run when a test passed only on
 * its retry and its first attempt failed for any other reason than the browser being gone.
 */
const BROWSER_GONE = 'Target page, context or browser has been closed';

export default class BrowserCrashReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry === 0 || result.status !== 'passed') return;
    const first = test.results[0];
    const browserGone = first?.errors.length && first.errors.every((error) => error.message?.includes(BROWSER_GONE));
    if (!browserGone) this.flaky.push(test.titlePath().filter(Boolean).join(' › '));
  }

  onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (this.flaky.length === 0) return Promise.resolve(undefined);
    console.error(`\nPassed only when retried, after a failure that was not a browser crash:\n  ${this.flaky.join('\n  ')}\n`);
    return Promise.resolve({ status: result.status === 'passed' ? 'failed' : result.status });
  }
}
