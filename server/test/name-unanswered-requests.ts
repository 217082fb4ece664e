/**
 * Vitest's setup file: when a test fails (a timeout above all), the API calls still without an
 * answer, and what each open test app's database is doing, are written into its error, where the
 * CI log's summary shows them: a bare "Test timed out" names nothing, and a call that hangs once in
 * many runs is otherwise only guessed at.
 */
import { beforeEach } from 'vitest';
import { unansweredRequests } from './api-client';
import { describeOpenApps } from './open-apps';

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const waiting = unansweredRequests();
    if (waiting.length === 0) return;
    const note = [`Still without an answer when the test failed:`, ...waiting, ...(await describeOpenApps())].join('\n  ');
    const error = task.result?.errors?.[0];
    if (error) error.message = `${error.message}\n${note}`;
    else console.error(note);
  });
});
