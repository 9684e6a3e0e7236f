/**
 * A chromium that many test workers share, in a process of its own (started by startSharedChromium).
 *
 * Its own process, not the test runner's: every protocol message of every journey passes through the process
 * that hosts playwright's server, and the runner's is busy (vitest, the devstack's relay and cloud). Prints
 * `{"wsEndpoint": "ws://…"}` as one line on stdout once listening; closes the browser when stdin ends (its
 * parent exited or closed it) or on SIGTERM.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './launch-chromium.js';

const server = await chromium.launchServer({ executablePath: CHROMIUM_EXECUTABLE, headless: true, args: [...CHROMIUM_ARGS] });
let closing: Promise<void> | undefined;
const close = () => (closing ??= server.close().finally(() => process.exit(0)));
process.stdin.on('end', close);
process.stdin.resume();
process.on('SIGTERM', close);
process.stdout.write(`${JSON.stringify({ wsEndpoint: server.wsEndpoint() })}\n`);
