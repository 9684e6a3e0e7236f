/**
 * Starts one devstack (chains, mail, cloud, secure site, relay, wallet page, demo) on free ports for the whole e2e run and hands its addresses to
 * the tests through vitest's provide/inject. The cloud keeps its database in memory: every run starts clean.
 *
 * It starts one chromium for the whole run too: its endpoint goes into SHARED_CHROMIUM_ENV, which the test
 * workers inherit, and each journey's launchChromium() opens a fresh context in it (its own storage, cache
 * and routes) instead of starting a browser.
 */
import type { TestProject } from 'vitest/node';
import { launchChromium, SHARED_CHROMIUM_ENV, startSharedChromium, type LaunchedChromium, type SharedChromium } from '../devstack/browser/launch-chromium.js';
import { startDevstack, type RunningDevstack } from '../devstack/devstack.js';
import { buildStoriesOnce } from './a11y/stories-build-once.js';
import { freeDevstackPorts } from '../devstack/testing/free-ports.js';
import { startDevstackControl, type DevstackControl } from './devstack-control.js';

export type E2eDevstack = {
  demoUrl: string;
  cloudUrl: string;
  /** The on-ramp provider (devstack/onramp): its checkouts at /meld/checkout/… and /coinbase/checkout/…, its API under /api. */
  onrampUrl: string;
  /** The secure site (the embedded wallet's frame is `${secureSiteUrl}/sdk`). */
  secureSiteUrl: string;
  /** The mailbox: `${mailUrl}/api/messages?to=<address>` lists what was mailed there, newest first. */
  mailUrl: string;
  /** The OIDC provider standing in for the social login providers (its issuer; one client per provider name). */
  oidcUrl: string;
  /** The Farcaster app page: it opens GET_FARCASTER_URI's url (`${farcasterAppUrl}/~/siwf?channelToken=…`). */
  farcasterAppUrl: string;
  /** The Farcaster sign-in relay the secure site opens its channels on. */
  farcasterRelayUrl: string;
  /** How the demo is served: the production build, or vite's dev server (WALLETPORT_DEMO_MODE=dev). */
  demoMode: 'build' | 'dev';
  chains: { name: string; chainId: number; rpcUrl: string }[];
  /** The local Solana chain (devstack/solana): JSON-RPC, WebSocket (rpcUrl's port + 1), CAIP-2 id. */
  solana: { name: string; rpcUrl: string; wsUrl: string; caip2: string };
  /** The journeys' control line to this devstack (e2e/devstack-control.ts), called from Node only. */
  controlUrl: string;
  /** Each EVM chain's ERC-4337 bundler (alto, EntryPoint v0.8); pages reach them through the cloud's /v1/bundler. */
  bundlers: { chainId: number; url: string }[];
};

declare module 'vitest' {
  export interface ProvidedContext {
    devstack: E2eDevstack;
  }
}

/** The project whose files check the built stories (vitest.config.ts). */
const STORIES_PROJECT = 'stories';

type RunState = { running: RunningDevstack; control: DevstackControl; sharedChromium: SharedChromium };

/**
 * The run's devstack, kept on globalThis: two projects use this file ('e2e' and 'e2e-parallel'), and each
 * project may import it into a module graph of its own, so a module-level variable could start a second one.
 */
const RUN_STATE = Symbol.for('walletport.e2e.devstack');
type WithRunState = typeof globalThis & { [RUN_STATE]?: Promise<RunState> };
const store = globalThis as WithRunState;

async function startRun(): Promise<RunState> {
  const running = await startDevstack({ ports: await freeDevstackPorts(), dataDir: null });
  let control: DevstackControl | undefined;
  try {
    control = await startDevstackControl(running);
    const sharedChromium = await startSharedChromium();
    process.env[SHARED_CHROMIUM_ENV] = sharedChromium.wsEndpoint;
    // The production build (the default) is whole from the first request: only vite's dev server needs this.
    if (running.demo!.mode === 'dev') await warmUpDemo(running.urls.demo!);
    return { running, control, sharedChromium };
  } catch (error) {
    // No teardown will find a half-started run: stop what did start.
    await control?.stop();
    await running.stop();
    throw error;
  }
}

export async function setup(project: TestProject): Promise<void> {
  // The stories' global setup runs after this one: their build goes beside the devstack's start, not after it.
  if (project.vitest.projects.some((candidate) => candidate.name === STORIES_PROJECT)) void buildStoriesOnce();
  // vitest may call a global setup twice in one process (STACK-NOTES.md), once per project here: start the devstack once.
  const { running, control } = await (store[RUN_STATE] ??= startRun());
  project.provide('devstack', {
    demoUrl: running.urls.demo!,
    cloudUrl: running.urls.cloud,
    onrampUrl: running.urls.onramp,
    secureSiteUrl: running.urls.secureSite,
    mailUrl: running.urls.mail,
    oidcUrl: running.urls.oidc,
    farcasterAppUrl: running.urls.farcasterApp,
    farcasterRelayUrl: running.urls.farcasterRelay,
    demoMode: running.demo!.mode,
    chains: running.urls.chains,
    solana: { name: running.urls.solana.name, rpcUrl: running.urls.solana.rpcUrl, wsUrl: running.urls.solana.wsUrl, caip2: running.urls.solana.caip2 },
    controlUrl: control.url,
    bundlers: running.urls.bundlers,
  });
}

/**
 * Loads the demo once before any journey and connects its test wallet, until the network is idle. When the demo is
 * served by vite's dev server (WALLETPORT_DEMO_MODE=dev), it which may find a dependency missing from its optimized-deps cache (node_modules/.vite,
 * shared by every vite process of the checkout) only when a module importing it is first requested; it then
 * re-optimizes and reloads the page, which in the middle of a journey loses the page's state. Warming up here
 * moves that one-time reload out of the journeys. A failed warm-up only logs: the journeys still run.
 */
async function warmUpDemo(demoUrl: string): Promise<void> {
  let browser: LaunchedChromium | undefined;
  try {
    browser = await launchChromium();
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${demoUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click();
    await page.getByRole('dialog').getByText('Walletport Test Wallet', { exact: true }).click();
    await page.locator('[data-walletport="account-button"]').getByRole('button').waitFor();
    await page.waitForLoadState('networkidle');
  } catch (error) {
    console.warn('e2e global setup: the demo warm-up failed (the journeys run all the same)', error);
  } finally {
    await browser?.close();
  }
}

/** Stops the run's devstack (vitest calls it once per project using this file, after the whole run): the first call stops it. */
export async function teardown(): Promise<void> {
  const starting = store[RUN_STATE];
  if (!starting) return;
  delete store[RUN_STATE];
  const started = await starting.catch(() => undefined);
  if (!started) return;
  const { running, control, sharedChromium } = started;
  delete process.env[SHARED_CHROMIUM_ENV];
  await sharedChromium.close();
  await control.stop();
  await running.stop();
}
