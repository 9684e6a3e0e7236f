/**
 * Helpers for the sign-in journeys (issue 15): the demo with its sign-in switch (`?siwx=required|optional`,
 * demo/siwx-mode.ts) and a test wallet holding a key of the journey's own (so sessions in the shared local
 * cloud never mix between journeys), the sign view's parts, and the local cloud's sign-in server as a
 * verifier: its admin list of sessions and its `me` answer for the page's stored token.
 */
import { inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Address } from 'viem';
import { openDemo, type Journey } from '../harness.js';
import { CHAIN_A, CHAIN_B, cloudAdmin, journeyAccount } from '../wallet-journeys.js';
import type { TestWalletChain } from '../../devstack/test-wallet/types.js';

export const SIWX_VIEW_HEADING = 'walletport demo needs to connect to your wallet';
/** The demo's project id (demo/devstack-config.ts): the sign-in server's audience. */
const DEMO_PROJECT_ID = 'walletport-demo';

export type SiwxJourney = Journey & { address: Address };

export type OpenSiwxDemoOptions = {
  mode: 'required' | 'optional';
  /** More demo query parameters (`siwxExpiresIn=3000`). */
  query?: string;
  /** Chains the wallet knows beyond the devstack's (a network the page did not configure). */
  extraChains?: TestWalletChain[];
  knownChainIds?: number[];
  /** Also the Solana test wallet (for a `?solana` page, whose own wallets the injected EVM one replaces). */
  solanaWallet?: true;
};

/** The demo with sign-in on, and the wallet of a key derived from `label` (funded on chains A and B). */
export async function openSiwxDemo(label: string, options: OpenSiwxDemoOptions): Promise<SiwxJourney> {
  const { privateKey, address } = await journeyAccount(`sign-in: ${label}`, { [CHAIN_A]: '1', [CHAIN_B]: '1' });
  const devstack = inject('devstack');
  const chains = [...devstack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })), ...(options.extraChains ?? [])];
  const journey = await openDemo({
    wallets: [{ privateKeys: [privateKey], chains, ...(options.knownChainIds ? { knownChainIds: options.knownChainIds } : {}) }],
    query: [`siwx=${options.mode}`, options.query ?? ''].filter(Boolean).join('&'),
    ...(options.solanaWallet ? { solanaWallet: true as const } : {}),
  });
  return { ...journey, address };
}

/** The sign view's buttons. */
export function signButton(dialog: Locator): Locator {
  return dialog.getByRole('button', { name: /^Sign(ing\.\.\.)?$/ });
}
export function cancelButton(dialog: Locator): Locator {
  return dialog.getByRole('button', { name: 'Cancel', exact: true });
}
export function signViewHeading(dialog: Locator): Locator {
  return dialog.getByRole('heading', { name: SIWX_VIEW_HEADING });
}

export type CloudSiwxSession = { jti: string; address: string; chainId: number; domain: string; revoked: boolean };

/** The sessions the local cloud's sign-in server holds for an address (any case). */
export async function cloudSessions(address: string): Promise<CloudSiwxSession[]> {
  const { sessions } = await cloudAdmin<{ sessions: CloudSiwxSession[] }>('siwx-sessions');
  return sessions.filter((session) => session.address.toLowerCase() === address.toLowerCase());
}

/**
 * The session token the page keeps, if any: eip155's under `@appkit/siwx-auth-token`, another namespace's
 * under `@appkit/siwx-auth-token:<namespace>` (a session per namespace).
 */
export async function storedAuthToken(page: Page, namespace: 'eip155' | 'solana' = 'eip155'): Promise<string | null> {
  const key = namespace === 'eip155' ? '@appkit/siwx-auth-token' : `@appkit/siwx-auth-token:${namespace}`;
  return page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
}

/** What the sign-in server's `me` answers for a token, as the page's origin would ask. */
export async function askMe(page: Page, token: string): Promise<{ status: number; body: unknown }> {
  const { cloudUrl, demoUrl } = inject('devstack');
  const response = await fetch(`${cloudUrl}/auth/v1/me?projectId=${DEMO_PROJECT_ID}`, {
    headers: { authorization: `Bearer ${token}`, origin: new URL(demoUrl).origin },
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** The personal_sign requests the page made of the test wallet. */
export async function signRequests(page: Page): Promise<number> {
  return page.evaluate(() => {
    const wallets = (window as unknown as { __walletportTestWallets: Record<string, { requests: { method: string }[] }> }).__walletportTestWallets;
    return Object.values(wallets).flatMap((wallet) => wallet.requests).filter((request) => request.method === 'personal_sign').length;
  });
}
