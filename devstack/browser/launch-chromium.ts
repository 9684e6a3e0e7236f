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
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { z } from 'zod';
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
  /**
   * Use the shared chromium when there is one (default true). A caller that loads one heavy page again and
   * again in one context (the story checks) is faster in a browser of its own, on a persistent profile whose
   * caches carry over from load to load.
   */
  shared?: boolean;
};

export type LaunchedChromium = {
  /** A fresh context: its own profile, storage and cache (closed, and its profile deleted, by close()). */
  context: BrowserContext;
  /** A new page in the context. */
  newPage(): Promise<Page>;
  /** Closes the context (and the browser, when it was launched for this call). Idempotent. */
  close(): Promise<void>;
};

/**
 * Where a test run's shared chromium listens (set by startSharedChromium's caller, e.g. the e2e global setup,
 * and inherited by the test workers). launchChromium then opens a context in that one browser instead of
 * starting a browser per journey: a context costs tens of milliseconds, a browser a second or two.
 */
export const SHARED_CHROMIUM_ENV = 'WALLETPORT_CHROMIUM_ENDPOINT';

/** True when the chromium executable exists (tests can skip with a clear reason otherwise). */
export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_EXECUTABLE);
}

function assertChromiumAvailable(): void {
  if (!chromiumAvailable()) {
    throw new Error(`No chromium at ${CHROMIUM_EXECUTABLE}: apt-get install -y chromium (or set WALLETPORT_CHROMIUM)`);
  }
}

/** The settings every context gets, wherever its browser runs. */
function contextSettings(options: LaunchChromiumOptions) {
  return {
    viewport: options.viewport ?? { width: 1280, height: 800 },
    // Time zone and locale fixed, so screenshots and formatted numbers do not depend on the machine.
    locale: 'en-US',
    timezoneId: 'UTC',
  };
}

export type SharedChromium = {
  /** The address launchChromium connects to (put it in SHARED_CHROMIUM_ENV). */
  wsEndpoint: string;
  close(): Promise<void>;
};

/**
 * Starts one headless chromium that many launchChromium calls (in any process) share through its endpoint. It
 * runs in a child process (chromium-server.ts, through tsx), so that the protocol traffic of every journey
 * does not queue behind the caller's own work.
 */
export async function startSharedChromium(): Promise<SharedChromium> {
  assertChromiumAvailable();
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./chromium-server.ts', import.meta.url))], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const wsEndpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const line = output.split('\n')[0];
      if (output.includes('\n')) resolve(z.object({ wsEndpoint: z.string().startsWith('ws://') }).parse(JSON.parse(line!)).wsEndpoint);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The shared chromium exited (${code}) before it listened`)));
  });
  const exited = new Promise<void>((resolve) => (child.exitCode === null ? child.once('exit', () => resolve()) : resolve()));
  return {
    wsEndpoint,
    close: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

/**
 * A fresh browser context. In the shared chromium when SHARED_CHROMIUM_ENV names one and the caller needs no
 * flags of its own (extra args or a visible window start a browser of their own); otherwise in a browser
 * launched for this call on a temporary profile.
 */
export async function launchChromium(options: LaunchChromiumOptions = {}): Promise<LaunchedChromium> {
  const shared = process.env[SHARED_CHROMIUM_ENV];
  if (shared && options.shared !== false && !options.headed && (options.args ?? []).length === 0) return contextInSharedChromium(shared, options);
  return launchOwnChromium(options);
}

async function contextInSharedChromium(wsEndpoint: string, options: LaunchChromiumOptions): Promise<LaunchedChromium> {
  // A connection of its own: closing it closes this context and nothing else.
  const browser = await chromium.connect(wsEndpoint);
  const context = await browser.newContext(contextSettings(options));
  return launched(context, () => browser.close().catch(() => undefined));
}

async function launchOwnChromium(options: LaunchChromiumOptions): Promise<LaunchedChromium> {
  assertChromiumAvailable();
  const userDataDir = await mkdtemp(join(tmpdir(), 'walletport-chromium-'));
  const headed = options.headed === true;
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_EXECUTABLE,
      headless: !headed,
      args: [...CHROMIUM_ARGS.filter((arg) => !(headed && arg === '--headless')), ...(options.args ?? [])],
      ...contextSettings(options),
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
  return launched(context, () => rm(userDataDir, { recursive: true, force: true, maxRetries: 3 }));
}

/** Called with a context about to close: its pages are still open (e.g. a failed test's screenshots). */
export type ContextClosingListener = (context: BrowserContext) => Promise<void>;

const closingListeners = new Set<ContextClosingListener>();

/**
 * Runs `listener` before every context this module launched closes, until the returned function is called.
 * A listener's failure never stops the closing.
 */
export function onContextClosing(listener: ContextClosingListener): () => void {
  closingListeners.add(listener);
  return () => void closingListeners.delete(listener);
}

/** The context as callers see it; close() closes it, then runs `afterClose` (once, however often it is called). */
function launched(context: BrowserContext, afterClose: () => Promise<unknown>): LaunchedChromium {
  let closing: Promise<void> | undefined;
  return {
    context,
    newPage: () => context.newPage(),
    close: () =>
      (closing ??= (async () => {
        for (const listener of closingListeners) await listener(context).catch(() => undefined);
        await context.close().catch(() => undefined);
        await afterClose();
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
