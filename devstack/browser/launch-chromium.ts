/**
 * Real-browser tests: Debian's chromium driven by playwright-core (STACK-NOTES.md, "Browser tests"). No test
 * tool ever downloads a browser; the executable is /usr/bin/chromium unless WALLETPORT_CHROMIUM says otherwise.
 *
 *   const browser = await launchChromium();
 *   const guard = await guardRequests(browser.context);   // fails the test on any request off 127.0.0.1
 *   const page = await browser.context.newPage();
 *   ...
 *   guard.assertNoViolations();
 *   await browser.close();
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { DEVSTACK_HOST } from '../config.js';

export const CHROMIUM_EXECUTABLE = process.env.WALLETPORT_CHROMIUM ?? '/usr/bin/chromium';

/** Flags for a quiet, offline, sandbox-less headless chromium (containers and CI run as root). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type LaunchChromiumOptions = {
  /** Extra chromium flags. */
  args?: readonly string[];
  /** Viewport of new pages. Default 1280x800. */
  viewport?: { width: number; height: number };
  /** Show the browser (needs a display). Default false. */
  headed?: boolean;
};

export type LaunchedChromium = {
  /** A persistent context on a fresh, temporary profile (deleted by close()). */
  context: BrowserContext;
  userDataDir: string;
  /** A new page in the context. */
  newPage(): Promise<Page>;
  /** Closes the browser and deletes the profile. Idempotent. */
  close(): Promise<void>;
};

/** True when the chromium executable exists (tests can skip with a clear reason otherwise). */
export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_EXECUTABLE);
}

export async function launchChromium(options: LaunchChromiumOptions = {}): Promise<LaunchedChromium> {
  if (!chromiumAvailable()) {
    throw new Error(`No chromium at ${CHROMIUM_EXECUTABLE}: apt-get install -y chromium (or set WALLETPORT_CHROMIUM)`);
  }
  const userDataDir = await mkdtemp(join(tmpdir(), 'walletport-chromium-'));
  const headed = options.headed === true;
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_EXECUTABLE,
      headless: !headed,
      args: [...CHROMIUM_ARGS.filter((arg) => !(headed && arg === '--headless')), ...(options.args ?? [])],
      viewport: options.viewport ?? { width: 1280, height: 800 },
      // Time zone and locale fixed, so screenshots and formatted numbers do not depend on the machine.
      locale: 'en-US',
      timezoneId: 'UTC',
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    context,
    userDataDir,
    newPage: () => context.newPage(),
    close: () =>
      (closing ??= (async () => {
        await context.close().catch(() => undefined);
        await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
      })()),
  };
}

export type RequestGuard = {
  /** URLs of blocked requests to hosts other than the allowed ones, in order. */
  readonly violations: string[];
  /** Throws, listing them, if any request left the machine. */
  assertNoViolations(): void;
  /** Forgets the violations seen so far (after a test that provokes one on purpose). */
  clear(): void;
};

export type GuardOptions = {
  /** Hosts requests may go to. Default ['127.0.0.1']. */
  allowedHosts?: readonly string[];
};

/**
 * Routes every HTTP(S) and WebSocket request of the context: those to an allowed host go on, all others are
 * aborted and recorded, so "no request leaves the machine" becomes an assertion.
 */
export async function guardRequests(context: BrowserContext, options: GuardOptions = {}): Promise<RequestGuard> {
  const allowed = new Set(options.allowedHosts ?? [DEVSTACK_HOST]);
  const violations: string[] = [];
  const isAllowed = (url: string): boolean => {
    try {
      const parsed = new URL(url);
      if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return true;
      return allowed.has(parsed.hostname);
    } catch {
      return false;
    }
  };

  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (isAllowed(url)) {
      await route.fallback();
      return;
    }
    violations.push(url);
    await route.abort('blockedbyclient');
  });
  await context.routeWebSocket(/.*/, async (socket) => {
    if (isAllowed(socket.url())) {
      socket.connectToServer();
      return;
    }
    violations.push(socket.url());
    await socket.close({ code: 1008, reason: 'blocked by the test request guard' });
  });

  return {
    violations,
    assertNoViolations() {
      if (violations.length > 0) {
        throw new Error(`Requests left 127.0.0.1:\n${violations.map((url) => `  ${url}`).join('\n')}`);
      }
    },
    clear() {
      violations.splice(0, violations.length);
    },
  };
}
