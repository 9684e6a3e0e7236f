/**
 * Journeys' setup file: when a test failed, every browser context that closes after it (the journey's own
 * teardown) leaves screenshots in $TMPDIR/walletport-e2e-failures and a line per page in the log.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, type TestContext } from 'vitest';
import { onContextClosing } from '../devstack/browser/launch-chromium.js';
import { captureFailedPages } from './failure-artifacts.js';

const FAILURE_ARTIFACTS_DIRECTORY = join(tmpdir(), 'walletport-e2e-failures');

let current: TestContext['task'] | undefined;
beforeEach((context) => {
  current = context.task;
});

// vitest runs a setup file again for every test file, also where journeys share their worker (isolate: false):
// one listener per file, removed when the file ends (checked with two failing files in one worker).
const stopListening = onContextClosing(async (context) => {
  const task = current;
  if (task?.result?.state !== 'fail') return;
  const label = `${task.file.name} ${task.name}`;
  for (const page of await captureFailedPages({ context, label, directory: FAILURE_ARTIFACTS_DIRECTORY }))
    console.error(`[failed journey] ${label}\n  page ${page.url}\n  screenshot ${page.screenshot ?? '(none: the page did not answer)'}\n  dialog ${page.dialogText || '(none)'}`);
});
afterAll(() => stopListening());
