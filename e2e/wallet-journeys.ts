/**
 * Helpers for the browser-wallet journeys (issue 5): locators for the walletport buttons (each in its own open
 * shadow root), the connect flow, the test wallet's request log, chain reads for expected balances, and the
 * local cloud's admin API. Balances are never hard-coded: the chains are shared by every e2e file of a run, so
 * the expected value is read from the chain and compared, floored to 3 decimals, with what the page shows.
 */
import { expect, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { keccak256, numberToHex, parseEther, toHex, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEVSTACK_CHAINS } from '../devstack/config.js';
import type { WalletportClient } from '../index.js';
import type { WalletportCore } from '../container/walletport-core.js';
import type { RequestLogEntry, TestWalletState, TestWalletWindow } from '../devstack/test-wallet/types.js';
import { DEFAULT_TEST_WALLET_NAME, DEFAULT_TEST_WALLET_RDNS } from '../devstack/test-wallet/types.js';

export const TEST_WALLET_NAME = DEFAULT_TEST_WALLET_NAME;
export const TEST_WALLET_RDNS = DEFAULT_TEST_WALLET_RDNS;

/** The demo page's window: the client is exposed as window.walletport (demo/main.tsx). */
export type DemoWindow = Window & { walletport: WalletportClient; walletportCore: WalletportCore };

/** Devnet A and B are known to the test wallet from the start; C must be added (4902), and the cloud does not support it. */
export const CHAIN_A = DEVSTACK_CHAINS.a.chainId;
export const CHAIN_B = DEVSTACK_CHAINS.b.chainId;
export const CHAIN_C = DEVSTACK_CHAINS.c.chainId;

/** The AccountButton (rendered only while connected). */
export function accountButton(page: Page): Locator {
  return page.locator('[data-walletport="account-button"]').getByRole('button');
}

/** The AccountButton's parts: the label (profile name or truncated address) and the balance with its symbol. */
export function accountButtonLabel(page: Page): Locator {
  return accountButton(page).locator('.wp-account-name');
}
export function accountButtonBalance(page: Page): Locator {
  return accountButton(page).locator('.wp-account-balance');
}

/** The NetworkButton. */
export function networkButton(page: Page): Locator {
  return page.locator('[data-walletport="network-button"]').getByRole('button');
}

/** The ConnectButton (rendered by the demo while disconnected). */
export function connectButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Connect Wallet', exact: true });
}

/** The wallet buttons of the Connect view's wallet list. */
export function walletListButtons(dialog: Locator): Locator {
  return dialog.getByRole('list', { name: 'Wallets' }).getByRole('button');
}

/** The Connect view's button for the wallet called `name` (its accessible name also holds the 'Installed' tag). */
export function walletOption(dialog: Locator, name: string): Locator {
  return walletListButtons(dialog).filter({ has: dialog.page().getByText(name, { exact: true }) });
}

/** The demo's hook-driven field with this data-testid (in the light DOM). */
export function demoField(page: Page, testId: string): Locator {
  return page.locator(`[data-testid="${testId}"]`);
}

/** Clicks Connect Wallet, picks the wallet, and waits until the modal closed on the connected account. */
export async function connectWallet(page: Page, name: string = TEST_WALLET_NAME): Promise<void> {
  const dialog = page.getByRole('dialog');
  await connectButton(page).click();
  await walletOption(dialog, name).click();
  await accountButton(page).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => demoField(page, 'status').textContent()).toBe('connected');
}

/** Opens the Account view through the AccountButton. */
export async function openAccountView(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await accountButton(page).click();
  await dialog.getByTestId('account-balance').waitFor();
  return dialog;
}

/** Closes the modal with its close button and waits until it is gone. */
export async function closeModal(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Close/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The test wallet's request log (every request the page made), without results. */
export async function walletRequests(page: Page, rdns: string = TEST_WALLET_RDNS): Promise<Omit<RequestLogEntry, 'result'>[]> {
  return page.evaluate(
    (key) =>
      (window as unknown as TestWalletWindow).__walletportTestWallets[key]!.requests.map(({ id, method, params, at, outcome, error }) => ({
        id,
        method,
        params,
        at,
        outcome,
        ...(error ? { error } : {}),
      })),
    rdns,
  );
}

/** Waits until the demo's client has loaded its core (it loads right after the first paint). */
export async function waitForCore(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as Partial<DemoWindow>).walletportCore !== undefined);
}

/** Whether the client has a connector for the wallet with this rdns (it has announced itself and been merged). */
export async function hasConnector(page: Page, rdns: string): Promise<boolean> {
  return page.evaluate(
    (key) => (window as unknown as DemoWindow).walletportCore?.connectors.snapshot.connectors.some((connector) => connector.info?.rdns === key) === true,
    rdns,
  );
}

/** The test wallet's own view of its state. */
export async function walletState(page: Page, rdns: string = TEST_WALLET_RDNS): Promise<TestWalletState> {
  return page.evaluate((key) => (window as unknown as TestWalletWindow).__walletportTestWallets[key]!.state(), rdns);
}

/** `0xf3…b92266`: 4 leading characters (the 0x counts), the ellipsis, 6 trailing. */
export function truncated(address: string): string {
  return `${address.slice(0, 4)}\u2026${address.slice(-6)}`;
}

// Chains

export function chainRpcUrl(chainId: number): string {
  const chain = inject('devstack').chains.find((candidate) => candidate.chainId === chainId);
  if (!chain) throw new Error(`The devstack has no chain ${chainId}`);
  return chain.rpcUrl;
}

export async function rpc<T>(chainId: number, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(chainRpcUrl(chainId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: T; error?: { message: string } };
  if (answer.error) throw new Error(`${method} on ${chainId}: ${answer.error.message}`);
  return answer.result as T;
}

/** eth_getBalance on the chain, in wei. */
export async function chainBalance(chainId: number, address: string): Promise<bigint> {
  return BigInt(await rpc<string>(chainId, 'eth_getBalance', [address, 'latest']));
}

/**
 * A key of the journey's own (derived from `label`) whose balance is set on each given chain with
 * anvil_setBalance (ETH amounts as decimal strings), so a journey can tell chains and accounts apart by
 * balance without touching the dev accounts other journeys use.
 */
export async function journeyAccount(label: string, balances: Record<number, string>): Promise<{ privateKey: Hex; address: Address }> {
  const privateKey = keccak256(toHex(`walletport e2e: ${label}`));
  const { address } = privateKeyToAccount(privateKey);
  for (const [chainId, ether] of Object.entries(balances)) {
    await rpc(Number(chainId), 'anvil_setBalance', [address, numberToHex(parseEther(ether))]);
  }
  return { privateKey, address };
}

/** A wei amount floored to thousandths of the unit (what the modal shows, floored to 3 decimals). */
export function flooredThousandths(wei: bigint): bigint {
  return wei / 10n ** 15n;
}

/** The thousandths of the first `<number> ETH` in a text ('9999.491 ETH' -> 9999491n); undefined if none. */
export function shownThousandths(text: string | null): bigint | undefined {
  const match = /(?<![\w.])(\d+)(?:\.(\d{1,3}))?\s*ETH/.exec(text ?? '');
  if (!match) return undefined;
  return BigInt(match[1]!) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

/** Waits until `locator` shows the account's balance on the chain (floored to 3 decimals). */
export async function expectChainBalanceShown(locator: Locator, chainId: number, address: string): Promise<void> {
  const expected = flooredThousandths(await chainBalance(chainId, address));
  await expect
    .poll(async () => shownThousandths(await locator.textContent()), { timeout: 15_000 })
    .toBe(expected);
}

// The local cloud's admin API

export async function cloudAdmin<T>(path: string, init: { method: string; body?: unknown } = { method: 'GET' }): Promise<T> {
  const response = await fetch(`${inject('devstack').cloudUrl}/__admin/${path}`, {
    method: init.method,
    ...(init.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${init.method} /__admin/${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
