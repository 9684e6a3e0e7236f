/**
 * Faults on every route the modal uses (issue 18), against the REAL local cloud and its chains, through the
 * production HTTP adapters and the use cases that call them (tests/hardening/cloud-client-world.ts). For each
 * route and each fault switch of the cloud's admin API (403, 429, 500, 503, a malformed body) the person
 * tries ATTEMPTS times (opens the view, presses Try again, refreshes) and must see the exact SPEC.md section 8
 * message where the spec has one, else the typed error (HTTP_STATUS with its status, INVALID_RESPONSE); the
 * requests the route saw while the fault lasted stay within the route's bound (no retry storm); and once
 * the faults are cleared (`DELETE /__admin/faults`) the next attempt succeeds on the same page. Latency: one
 * route held 3 s (balances), and one slow route under a shortened adapter timeout (history).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpStatusOf } from '../../adapters/http/http-status.error.js';
import { DEFAULT_DEBOUNCE_MS, TOKEN_BALANCE_RETRY_LOCKOUT_MS } from '../../domain/entities/constants.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import type { SwapState } from '../../domain/usecases/swap/swap.types.js';
import { startChainWorld, type ChainWorld } from '../../devstack/cloud/testing/chain-world.js';
import { admin } from '../../devstack/cloud/testing/cloud-client.js';
import { connectedCloudClient, until, WORLD_ACCOUNT, type CloudClient, type CloudClientOptions } from './cloud-client-world.js';

/** A page origin outside the defaults (localhost), so only the project's remote list can allow it. */
const SHOP_ORIGIN = 'https://shop.example';
/** How many times the person tries while a fault lasts. */
const ATTEMPTS = 3;

type Fault = { label: string; status?: 403 | 429 | 500 | 503; malformed?: true };
const FAULTS: readonly Fault[] = [
  { label: '403', status: 403 },
  { label: '429', status: 429 },
  { label: '500', status: 500 },
  { label: '503', status: 503 },
  { label: 'malformed', malformed: true },
];

/** The typed error a fault becomes in the adapters. */
const typedError = (fault: Fault) => (fault.malformed ? 'INVALID_RESPONSE' : `HTTP_STATUS ${fault.status}`);

/** How a typed error reads in these tests: its code, and the status of an HTTP_STATUS. */
function typed(error: unknown): string {
  if (!isWalletportError(error)) return `not a WalletportError: ${String(error)}`;
  return error.code === 'HTTP_STATUS' ? `HTTP_STATUS ${httpStatusOf(error)}` : error.code;
}

type Route = {
  name: string;
  /** The fault switch's route pattern, also what the request counter counts. */
  route: string;
  method?: 'GET' | 'POST';
  options?: CloudClientOptions['options'];
  /** Brings the page to where the route is asked next, before the fault is set (its requests not counted). */
  prepare?(client: CloudClient): Promise<void>;
  /** One try of the person (0-based); resolves with what the modal shows. */
  attempt(client: CloudClient, index: number): Promise<string>;
  /** What each try shows under `fault` (beside the toasts). */
  expected(fault: Fault): string;
  /** The toasts try `index` shows (none when left out). */
  toasts?(index: number): string[];
  /** The most requests the route may see over ATTEMPTS tries (from the page's start when there is no prepare). */
  maxRequests: number;
  /** The faults are cleared: the next try on the same page works. */
  recover(client: CloudClient): Promise<void>;
};

// ---------------------------------------------------------------------------------------------------------
// Swap helpers: the form settles in an error, an input error, or a built transaction.

function swapSettled(state: SwapState): boolean {
  return state.error !== undefined || state.inputError !== undefined || state.swapTransaction !== undefined || state.approvalTransaction !== undefined;
}

/** Types an amount and lets the debounce pass: the quote, the allowance check and the build follow. */
async function typeSwapAmount(client: CloudClient, amount: string): Promise<SwapState> {
  client.core.swap.setSourceTokenAmount(amount);
  client.scheduler.advance(DEFAULT_DEBOUNCE_MS);
  return until(client.core.swap.state$, swapSettled);
}

const swapMessage = (client: CloudClient) => client.core.swap.snapshot.error?.shortMessage ?? 'no error';

async function initializeSwap(client: CloudClient, fromToken: string, toToken: string): Promise<void> {
  await client.core.swap.initialize({ fromToken, toToken });
  expect(client.core.swap.snapshot.status).toBe('initialized');
}

/** A swap whose form is filled and whose quote leads to `route`; each try types another amount. */
function swapBuildRoute(name: string, route: string, method: 'GET' | 'POST', fromToken: string, toToken: string, message: string): Route {
  const amounts = fromToken === 'ETH' ? ['0.01', '0.02', '0.03', '0.04'] : ['1', '2', '3', '4'];
  return {
    name,
    route,
    method,
    prepare: (client) => initializeSwap(client, fromToken, toToken),
    attempt: async (client, index) => {
      await typeSwapAmount(client, amounts[index] ?? '1');
      return swapMessage(client);
    },
    // Said once, in the Swap view's alert: no toast.
    expected: () => message,
    maxRequests: ATTEMPTS,
    recover: async (client) => {
      const state = await typeSwapAmount(client, amounts[ATTEMPTS] ?? '1');
      expect(state.error).toBeUndefined();
      expect(state.swapTransaction ?? state.approvalTransaction).toBeDefined();
    },
  };
}

function swapInitRoute(name: string, route: string): Route {
  return {
    name,
    route,
    attempt: async (client) => {
      await client.core.swap.initialize();
      return `${client.core.swap.snapshot.status}: ${swapMessage(client)}`;
    },
    expected: () => 'uninitialized: Failed to initialize swap',
    toasts: () => ['Failed to initialize swap'],
    maxRequests: ATTEMPTS,
    recover: async (client) => {
      await client.core.swap.initialize();
      expect(client.core.swap.snapshot.status).toBe('initialized');
      expect(client.core.swap.snapshot.tokens.map((token) => token.symbol)).toEqual(expect.arrayContaining(['ETH', 'USDC']));
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Name look-ups: typed into RegisterAccountName (debounced), or asked for an address.

async function searchName(client: CloudClient, query: string) {
  client.core.names.search(query);
  client.scheduler.advance(DEFAULT_DEBOUNCE_MS);
  return until(client.core.names.state$, (state) => !state.suggestionsLoading);
}

function nameSearchRoute(name: string, route: string, message: string): Route {
  return {
    name,
    route,
    method: 'GET',
    attempt: async (client, index) => (await searchName(client, `faulted-${index}`)).error?.shortMessage ?? 'no error',
    expected: () => message,
    maxRequests: ATTEMPTS,
    recover: async (client) => {
      const state = await searchName(client, 'recovered');
      expect(state.error).toBeUndefined();
      expect(state.availability).toBe('available');
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The routes.

const ROUTES: readonly Route[] = [
  {
    name: 'catalogue getWallets (the wallet list)',
    route: '/getWallets',
    attempt: async (client, index) => {
      await (index === 0 ? client.core.walletList.loadInitial() : client.core.walletList.retry());
      const { status, error } = client.core.walletList.snapshot;
      return `${status}: ${typed(error?.error)}`;
    },
    expected: (fault) => `error: ${typedError(fault)}`,
    maxRequests: ATTEMPTS,
    recover: async (client) => {
      await client.core.walletList.retry();
      expect(client.core.walletList.snapshot.status).toBe('ready');
      expect(client.core.walletList.snapshot.recommended.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'project config (remote features: the local ones stay)',
    route: '/appkit/v1/config',
    attempt: async (client) => {
      await client.core.options.loadRemoteFeatures();
      const logged = client.logger.lines.filter((line) => line.message.startsWith('Could not fetch the remote project configuration')).at(-1);
      return `${client.core.options.snapshot.remoteFeaturesStatus}: ${typed(logged?.context)}`;
    },
    expected: (fault) => `failed: ${typedError(fault)}`,
    maxRequests: ATTEMPTS,
    recover: async (client) => {
      await client.core.options.loadRemoteFeatures();
      expect(client.core.options.snapshot.remoteFeaturesStatus).toBe('loaded');
    },
  },
  {
    // SPEC.md section 8: 429 becomes RATE_LIMITED, 500-599 SERVER_ERROR, other failures an empty list.
    name: 'allowed origins (the embedded wallet origin check)',
    route: '/projects/v1/origins',
    options: { features: { email: true } },
    attempt: async (client) => {
      const check = await client.core.options.checkOrigin(SHOP_ORIGIN);
      return check.status === 'unavailable' && isWalletportError(check.error) ? check.error.shortMessage : check.status;
    },
    expected: (fault) => (fault.status === 429 ? 'Rate Limited' : fault.status === 500 || fault.status === 503 ? 'Server Error' : 'not-allowed'),
    maxRequests: ATTEMPTS,
    recover: async (client) => {
      await admin.put(world.cloud, 'settings', { allowedOrigins: [SHOP_ORIGIN] });
      expect(await client.core.options.checkOrigin(SHOP_ORIGIN)).toEqual({ status: 'allowed' });
    },
  },
  {
    // The switch is read once per page and a failure means off: nothing is sent, and it is not asked again
    // within the 30 s lockout (analyticsGate.test.ts shows the one read after it).
    name: 'analytics config (analytics stay off)',
    route: '/getAnalyticsConfig',
    attempt: async (client) => {
      await client.core.events.emit({ type: 'track', event: 'MODAL_OPEN', properties: { connected: true } });
      return `${client.countOf('/e', 'POST')} events sent`;
    },
    expected: () => '0 events sent',
    maxRequests: 1,
    recover: async (client) => {
      // The next page reads the switch again, and sends.
      const next = await connectedCloudClient(world.cloud.url);
      try {
        await next.core.events.emit({ type: 'track', event: 'MODAL_OPEN', properties: { connected: true } });
        expect(next.countOf('/getAnalyticsConfig')).toBe(1);
        expect(next.countOf('/e', 'POST')).toBeGreaterThan(0);
      } finally {
        next.dispose();
      }
      expect(client.countOf('/e', 'POST')).toBe(0);
    },
  },
  {
    // Defect 1: a failed supported-chains list is not "unsupported": the balances are asked and shown.
    name: 'supported chains (balances still asked and shown)',
    route: '/v1/supported-chains',
    attempt: async (client) => {
      const state = await client.core.account.refresh({ force: true });
      return state.tokensStatus;
    },
    expected: () => 'ready',
    // Per load: the account's gate and the adapter's own each ask once (a failure is never kept).
    maxRequests: 2 * ATTEMPTS,
    recover: async (client) => {
      const before = client.countOf('/v1/supported-chains');
      await client.core.account.refresh({ force: true });
      await client.core.account.refresh({ force: true });
      // Known now, and kept: asked at most once more.
      expect(client.countOf('/v1/supported-chains') - before).toBeLessThanOrEqual(2);
      expect(client.core.account.snapshot.tokensStatus).toBe('ready');
    },
  },
  {
    // SPEC.md section 9: after a failure the balance API is locked out for TOKEN_BALANCE_RETRY_LOCKOUT_MS.
    name: 'balance',
    route: '/v1/account/:address/balance',
    attempt: async (client) => {
      const state = await client.core.account.refresh({ force: true });
      return `${state.tokensStatus}: ${state.tokensError?.shortMessage}`;
    },
    expected: () => 'error: Token Balance Unavailable',
    // Once: the lockout answers the later tries with the same error, without asking or toasting again.
    toasts: (index) => (index === 0 ? ['Token Balance Unavailable'] : []),
    maxRequests: 1,
    recover: async (client) => {
      client.scheduler.advance(TOKEN_BALANCE_RETRY_LOCKOUT_MS);
      const state = await client.core.account.refresh({ force: true });
      expect(state.tokensStatus).toBe('ready');
      expect(state.tokenBalances.map((token) => token.symbol)).toEqual(expect.arrayContaining(['ETH', 'USDC']));
    },
  },
  {
    // A failed look-up shows no profile and no toast, and is asked again on the next load.
    name: 'identity',
    route: '/v1/identity/:address',
    attempt: async (client) => {
      const state = await client.core.account.refresh({ force: true });
      const warned = client.logger.messages('warn').filter((message) => message === 'The identity could not be fetched').length;
      return `${state.profileName ?? 'no profile'}; warned ${warned > 0}`;
    },
    expected: () => 'no profile; warned true',
    maxRequests: ATTEMPTS,
    recover: async (client) => {
      const warnings = () => client.logger.messages('warn').filter((message) => message === 'The identity could not be fetched').length;
      const before = { warned: warnings(), asked: client.countOf('/v1/identity/:address') };
      await client.core.account.refresh({ force: true });
      expect(client.countOf('/v1/identity/:address')).toBe(before.asked + 1);
      expect(warnings()).toBe(before.warned);
    },
  },
  {
    name: 'history (activity)',
    route: '/v1/account/:address/history',
    attempt: async (client, index) => {
      await (index === 0 ? client.core.activity.fetchTransactions() : client.core.activity.retry());
      return client.core.activity.snapshot.error?.shortMessage ?? 'no error';
    },
    expected: () => 'Failed to fetch transactions',
    toasts: () => ['Failed to fetch transactions'],
    // Each try reads the chain's page and, beside it, the on-ramp purchases (the devstack offers buying).
    maxRequests: 2 * ATTEMPTS,
    recover: async (client) => {
      await client.core.activity.retry();
      expect(client.core.activity.snapshot.error).toBeUndefined();
      expect(client.core.activity.snapshot.loaded).toBe(true);
    },
  },
  {
    // The swap goes on without the network token's price (SPEC.md section 8).
    name: 'prices (the swap form)',
    route: '/v1/fungible/price',
    method: 'POST',
    attempt: async (client) => {
      await client.core.swap.initialize();
      return `${client.core.swap.snapshot.status}: ${swapMessage(client)}`;
    },
    // The toast says it; the state's error is cleared as the form is filled.
    expected: () => 'initialized: no error',
    toasts: () => ['Failed to fetch network token price'],
    // Per load: the network token's price, and the source token's when its balance had none.
    maxRequests: 2 * ATTEMPTS,
    recover: async (client) => {
      await client.core.swap.initialize();
      expect(client.core.swap.snapshot.error).toBeUndefined();
      expect(client.core.swap.snapshot.networkPrice).not.toBe('0');
    },
  },
  nameSearchRoute('names: availability (RegisterAccountName)', '/v1/profile/account/:name', 'Error resolving name'),
  nameSearchRoute('names: suggestions (RegisterAccountName)', '/v1/profile/suggestions/:name', 'Error fetching name suggestions'),
  {
    name: 'names: reverse look-up',
    route: '/v1/profile/reverse/:address',
    attempt: async (client) => {
      const failure = await client.core.names.getNamesForAddress(WORLD_ACCOUNT).then(
        () => 'resolved',
        (error: unknown) => (isWalletportError(error) ? error.shortMessage : String(error)),
      );
      return failure;
    },
    expected: () => 'Error fetching names for address',
    maxRequests: ATTEMPTS,
    recover: async (client) => {
      expect(Array.isArray(await client.core.names.getNamesForAddress(WORLD_ACCOUNT))).toBe(true);
    },
  },
  swapInitRoute('convert tokens (swap initialize)', '/v1/convert/tokens'),
  swapInitRoute('convert gas price (swap initialize)', '/v1/convert/gas-price'),
  {
    // Nothing retries by itself: each Try again (retryQuote) is one request.
    name: 'convert quotes',
    route: '/v1/convert/quotes',
    prepare: (client) => initializeSwap(client, 'ETH', 'USDC'),
    attempt: async (client, index) => {
      if (index === 0) await typeSwapAmount(client, '0.01');
      else {
        client.core.swap.retryQuote();
        await until(client.core.swap.state$, swapSettled);
      }
      return swapMessage(client);
    },
    // Shown in the form with Try again, no toast.
    expected: () => 'Failed to fetch swap quote',
    maxRequests: ATTEMPTS,
    recover: async (client) => {
      client.core.swap.retryQuote();
      const state = await until(client.core.swap.state$, swapSettled);
      expect(state.error).toBeUndefined();
      expect(state.toTokenAmount).not.toBe('');
    },
  },
  swapBuildRoute('convert allowance', '/v1/convert/allowance', 'GET', 'USDC', 'ETH', 'Failed to check allowance'),
  swapBuildRoute('convert build-approve', '/v1/convert/build-approve', 'GET', 'USDC', 'ETH', 'Failed to create approval transaction'),
  swapBuildRoute('convert build-transaction', '/v1/convert/build-transaction', 'POST', 'ETH', 'USDC', 'Failed to create transaction'),
];

// ---------------------------------------------------------------------------------------------------------

let world: ChainWorld;
const open: CloudClient[] = [];

beforeAll(async () => {
  world = await startChainWorld();
}, 60_000);
afterAll(async () => {
  await world?.stop();
});
beforeEach(async () => {
  for (const client of open.splice(0)) client.dispose();
  await admin.post(world.cloud, 'reset');
});

async function setFault(route: Route, fault: Fault & { latencyMs?: number }): Promise<void> {
  const { label: _label, ...switches } = fault;
  const answer = await admin.put(world.cloud, 'faults', { route: route.route, ...(route.method ? { method: route.method } : {}), ...switches });
  expect(answer.status).toBe(200);
}

async function newClient(route: Route, timeoutMs?: number): Promise<CloudClient> {
  const client = await connectedCloudClient(world.cloud.url, { options: route.options, timeoutMs });
  open.push(client);
  return client;
}

/** A page under `fault` on `route`: prepared first when the route needs it, then faulted. */
async function faultedPage(route: Route, fault: Fault & { latencyMs?: number }, timeoutMs?: number): Promise<CloudClient> {
  if (!route.prepare) {
    await setFault(route, fault);
    return newClient(route, timeoutMs);
  }
  const client = await newClient(route, timeoutMs);
  await route.prepare(client);
  await setFault(route, fault);
  client.resetRequests();
  return client;
}

describe('faults on every route: the spec message, no storm, usable once cleared', () => {
  for (const route of ROUTES) {
    for (const fault of FAULTS) {
      it(`${route.name}: ${fault.label}`, async () => {
        const client = await faultedPage(route, fault);
        for (let index = 0; index < ATTEMPTS; index += 1) {
          const shown = await route.attempt(client, index);
          expect({ shown, toasts: client.takeToasts() }, `try ${index + 1}`).toEqual({ shown: route.expected(fault), toasts: route.toasts?.(index) ?? [] });
        }
        expect(client.countOf(route.route, route.method)).toBeGreaterThan(0);
        expect(client.countOf(route.route, route.method)).toBeLessThanOrEqual(route.maxRequests);
        await admin.delete(world.cloud, 'faults');
        await route.recover(client);
      });
    }
  }
});

describe('latency', () => {
  const balance = ROUTES.find((route) => route.route === '/v1/account/:address/balance')!;
  const history = ROUTES.find((route) => route.route === '/v1/account/:address/history')!;

  it('balances held 3 s: loading meanwhile, refreshes share the one request, then the tokens', async () => {
    const client = await faultedPage(balance, { label: 'latency', latencyMs: 3_000 });
    const first = client.core.account.refresh({ force: true });
    await until(client.core.account.state$, (state) => state.tokensStatus === 'loading');
    const more = [client.core.account.refresh(), client.core.account.refresh()];
    const [state] = await Promise.all([first, ...more]);
    expect(state.tokensStatus).toBe('ready');
    expect(client.countOf(balance.route)).toBe(1);
    expect(client.takeToasts()).toEqual([]);
  }, 10_000);

  it('history slower than the adapter timeout: Failed to fetch transactions, then usable', async () => {
    const client = await faultedPage(history, { label: 'latency', latencyMs: 3_000 }, 300);
    expect(await history.attempt(client, 0)).toBe('Failed to fetch transactions');
    expect(client.takeToasts()).toEqual(['Failed to fetch transactions']);
    // The chain's page and the on-ramp purchases, each asked once.
    expect(client.countOf(history.route)).toBe(2);
    await admin.delete(world.cloud, 'faults');
    await history.recover(client);
  });
});
