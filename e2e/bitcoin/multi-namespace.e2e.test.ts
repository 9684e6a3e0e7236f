/**
 * Issue 31, journey 2: a page with EVM, Solana and Bitcoin networks (`?solana&bitcoin`), with the demo's three
 * test wallets (EIP-6963, Wallet Standard, sats-connect's `window.btc_providers`). The EVM wallet connects on
 * Devnet A; picking the Solana network and then the Bitcoin one each leads through SwitchActiveChain to Connect
 * for that namespace, where only its wallets are listed, and each connects there. Then every namespace is
 * connected at once: switching between the three networks shows each one's account (the Bitcoin one its
 * payment address and the BTC the ledger holds) without asking any wallet again. A reload restores all three,
 * on the network the page was on, again asking nothing.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BITCOIN_DEVSTACK_CAIP2, BITCOIN_DEVSTACK_NAME } from '../../devstack/bitcoin/regtest.js';
import { openDemo, type Journey } from '../harness.js';
import {
  accountButtonBalance,
  accountButtonLabel,
  CHAIN_A,
  connectWallet,
  expectChainBalanceShown,
  networkButton,
  TEST_WALLET_NAME,
  truncated,
  waitForCore,
  walletOption,
  walletRequests,
  walletState,
  type DemoWindow,
} from '../wallet-journeys.js';
import { showsChainSol, SOLANA_TEST_WALLET_NAME, solanaWalletRequests, solanaWalletState } from '../solana/solana-journeys.js';

/** The Bitcoin test wallet's name in the wallet list (devstack/bitcoin-test-wallet). */
const BITCOIN_TEST_WALLET_NAME = 'Walletport Bitcoin Test Wallet';
/** The devstack's ledger as the demo names it (walletportBitcoinRegtest). */
const BITCOIN_NETWORK_NAME = BITCOIN_DEVSTACK_NAME;

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

type NamespaceState = { status: string; address: string | undefined; caipNetworkId: string | undefined };

/** Each namespace's connection status, address and network, as the client holds them. */
async function namespaces(page: Page): Promise<Record<string, NamespaceState>> {
  return page.evaluate(() => {
    const state = (window as unknown as DemoWindow).walletportCore.connection.snapshot.namespaces;
    return Object.fromEntries(
      Object.entries(state).map(([namespace, entry]) => [namespace, { status: entry?.status ?? '', address: entry?.address, caipNetworkId: entry?.caipNetworkId }]),
    );
  });
}

type BitcoinWalletState = { connected: boolean; accountIndex: number; payment: string; ordinals: string };

/** The Bitcoin test wallet's own view (window.__walletportBitcoinTestWallet). */
async function bitcoinWalletState(page: Page): Promise<BitcoinWalletState> {
  return page.evaluate(() => (window as unknown as { __walletportBitcoinTestWallet: { state(): BitcoinWalletState } }).__walletportBitcoinTestWallet.state());
}

/** The prompting calls the page made of the Bitcoin test wallet (its visible approvals). */
async function bitcoinWalletRequests(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __walletportBitcoinTestWallet: { requests: { method: string }[] } }).__walletportBitcoinTestWallet.requests.map((entry) => entry.method),
  );
}

/** The ledger's balance of an address in satoshis (Esplora's chain and mempool stats), asked where the page asks nothing: Node. */
async function ledgerSats(page: Page, address: string): Promise<bigint> {
  const ledgerUrl = await page.evaluate(() => (window as unknown as { __WALLETPORT_DEVSTACK__: { bitcoin: { url: string } } }).__WALLETPORT_DEVSTACK__.bitcoin.url);
  const response = await fetch(`${ledgerUrl}/address/${address}`);
  if (!response.ok) throw new Error(`The ledger answered ${response.status} for ${address}`);
  type Stats = { funded_txo_sum: number; spent_txo_sum: number };
  const { chain_stats: chain, mempool_stats: mempool } = (await response.json()) as { chain_stats: Stats; mempool_stats: Stats };
  return BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum);
}

/** The thousandths of the first `<number> BTC` in a text ('10.000 BTC' -> 10000n), thousands separators allowed. */
function shownBtcThousandths(text: string | null): bigint | undefined {
  const match = /(?<![\w.])([\d,]+)(?:\.(\d{1,3}))?\s*BTC/.exec(text ?? '');
  if (!match) return undefined;
  return BigInt(match[1]!.replaceAll(',', '')) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

/** Whether `text` shows the address's BTC as the ledger holds it now, floored to 3 decimals as the modal shows balances. */
async function showsLedgerBtc(page: Page, text: string | null, address: string): Promise<boolean> {
  return shownBtcThousandths(text) === (await ledgerSats(page, address)) / 100_000n;
}

/** Picks a network of another namespace and connects its test wallet through SwitchActiveChain and Connect. */
async function connectThroughSwitch(page: Page, network: string, label: string, walletName: string, others: readonly string[]): Promise<void> {
  const dialog = page.getByRole('dialog');
  await networkButton(page).click();
  await dialog.getByRole('button', { name: new RegExp(network) }).click();
  await expect.poll(() => dialog.textContent()).toContain(`Your connected wallet has no ${label} account.`);
  await dialog.getByRole('button', { name: `Connect a ${label} wallet` }).click();
  await expect.poll(() => dialog.getByTestId('connect-namespace').textContent()).toBe(`Connect a ${label} wallet`);
  await walletOption(dialog, walletName).waitFor();
  // Only the wallets of that namespace: none of the other test wallets.
  for (const other of others) expect(await walletOption(dialog, other).count()).toBe(0);
  await walletOption(dialog, walletName).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => networkButton(page).textContent()).toContain(network);
}

/** Picks a network whose namespace is connected: it is active at once, asking nothing. */
async function pickNetwork(page: Page, network: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await networkButton(page).click();
  await dialog.getByRole('button', { name: new RegExp(network) }).click();
  await expect.poll(() => networkButton(page).textContent()).toContain(network);
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe('issue 31 journey 2: an EVM, a Solana and a Bitcoin wallet on one page', () => {
  it('connects one wallet per namespace, switches between them, and a reload restores all three', async () => {
    journey = await openDemo({ query: 'solana&bitcoin' });
    const { page, guard, devstack } = journey;
    const solanaNetwork = devstack.solana.name;

    // The EVM test wallet on Devnet A.
    await connectWallet(page);
    const { address: evmAddress } = await walletState(page);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(evmAddress));
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_A, evmAddress);

    // Solana: SwitchActiveChain, then Connect lists the Solana wallet only.
    await connectThroughSwitch(page, solanaNetwork, 'Solana', SOLANA_TEST_WALLET_NAME, [TEST_WALLET_NAME, BITCOIN_TEST_WALLET_NAME]);
    const { address: solanaAddress } = await solanaWalletState(page);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(solanaAddress));
    await expect.poll(async () => showsChainSol(await accountButtonBalance(page).textContent(), solanaAddress)).toBe(true);

    // Bitcoin: the same, and the Bitcoin wallet gives its payment address (not the ordinals one).
    await connectThroughSwitch(page, BITCOIN_NETWORK_NAME, 'Bitcoin', BITCOIN_TEST_WALLET_NAME, [TEST_WALLET_NAME, SOLANA_TEST_WALLET_NAME]);
    const bitcoinWallet = await bitcoinWalletState(page);
    expect(bitcoinWallet.connected).toBe(true);
    const bitcoinAddress = bitcoinWallet.payment;
    expect(bitcoinAddress).toMatch(/^bcrt1q/);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(bitcoinAddress));
    await expect.poll(async () => showsLedgerBtc(page, await accountButtonBalance(page).textContent(), bitcoinAddress), { timeout: 30_000 }).toBe(true);
    await page.screenshot({ path: join(tmpdir(), 'walletport-three-namespaces-bitcoin.png') });

    const allThree = {
      eip155: { status: 'connected', address: evmAddress },
      solana: { status: 'connected', address: solanaAddress },
      bip122: { status: 'connected', address: bitcoinAddress, caipNetworkId: BITCOIN_DEVSTACK_CAIP2 },
    };
    await expect.poll(() => namespaces(page)).toMatchObject(allThree);
    // One approval per wallet so far: each was asked once, to connect.
    const evmPrompts = (await walletRequests(page)).filter((request) => request.method === 'eth_requestAccounts').length;
    expect(await solanaWalletRequests(page)).toEqual(['standard:connect']);
    const bitcoinPrompts = await bitcoinWalletRequests(page);
    expect(bitcoinPrompts).toHaveLength(1);

    // Back to Devnet A, to Solana, to Bitcoin: each namespace's account, nobody asked again.
    await pickNetwork(page, 'Walletport Devnet A');
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(evmAddress));
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_A, evmAddress);
    await pickNetwork(page, solanaNetwork);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(solanaAddress));
    await pickNetwork(page, BITCOIN_NETWORK_NAME);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(bitcoinAddress));
    await expect.poll(async () => showsLedgerBtc(page, await accountButtonBalance(page).textContent(), bitcoinAddress), { timeout: 30_000 }).toBe(true);
    expect(await namespaces(page)).toMatchObject(allThree);
    expect((await walletRequests(page)).filter((request) => request.method === 'eth_requestAccounts')).toHaveLength(evmPrompts);
    expect(await solanaWalletRequests(page)).toEqual(['standard:connect']);
    expect(await bitcoinWalletRequests(page)).toEqual(bitcoinPrompts);

    // A reload: all three namespaces come back from storage, on the Bitcoin network, without a prompt.
    await page.reload();
    await waitForCore(page);
    await expect.poll(() => namespaces(page), { timeout: 30_000 }).toMatchObject(allThree);
    await expect.poll(() => networkButton(page).textContent()).toContain(BITCOIN_NETWORK_NAME);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(bitcoinAddress));
    await expect.poll(async () => showsLedgerBtc(page, await accountButtonBalance(page).textContent(), bitcoinAddress), { timeout: 30_000 }).toBe(true);
    await page.screenshot({ path: join(tmpdir(), 'walletport-three-namespaces-reloaded.png') });
    expect(await solanaWalletRequests(page)).toEqual([]);
    expect(await bitcoinWalletRequests(page)).toEqual([]);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // After the reload too, each network shows its own account.
    await pickNetwork(page, solanaNetwork);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(solanaAddress));
    await pickNetwork(page, 'Walletport Devnet A');
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(evmAddress));
    expect(await namespaces(page)).toMatchObject(allThree);

    guard.assertNoViolations();
  });
});
