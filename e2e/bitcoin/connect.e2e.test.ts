/**
 * Issue 31: the Bitcoin test wallet (sats-connect, `window.btc_providers`) on a Bitcoin-only page
 * (`?bitcoin=only`). Connect from the modal: one visible approval (getAccounts), the connection's account is the
 * wallet's payment address (never its ordinals one), on the devstack's regtest network; the account button and
 * the Account view show the BTC the ledger holds for it (floored to 3 decimals), read through the local cloud. The
 * wallet switching to its second account moves the page to that payment address. A reload restores the
 * connection without a prompt (the wallet trusts the page); Disconnect ends it, the wallet
 * hears it (wallet_disconnect), and a reload then stays disconnected. Request guard on.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BITCOIN_DEVSTACK_CAIP2 } from '../../devstack/bitcoin/regtest.js';
import { bitcoinWalletControl, openDemo, type Journey } from '../harness.js';
import { accountButton, accountButtonBalance, accountButtonLabel, connectButton, demoField, openAccountView, truncated, walletOption } from '../wallet-journeys.js';

/** The Bitcoin test wallet's name in the wallet list (devstack/bitcoin-test-wallet). */
const BITCOIN_TEST_WALLET_NAME = 'Walletport Bitcoin Test Wallet';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

type BitcoinWalletState = { connected: boolean; payment: string; ordinals: string };

/** The Bitcoin test wallet's own view of the page (its control, window.__walletportBitcoinTestWallet). */
async function bitcoinWalletState(page: Page): Promise<BitcoinWalletState> {
  return (await bitcoinWalletControl(page, 'wallet.state()')) as BitcoinWalletState;
}

/** The approvals the page asked of the Bitcoin test wallet (what the visitor saw), oldest first. */
async function bitcoinWalletPrompts(page: Page): Promise<string[]> {
  return (await bitcoinWalletControl(page, 'wallet.requests.map((entry) => entry.method)')) as string[];
}

/** An address's satoshis on the ledger, the mempool included (as the cloud's balance reads it), asked from Node. */
async function ledgerSats(page: Page, address: string): Promise<bigint> {
  const url = await page.evaluate(() => (window as unknown as { __WALLETPORT_DEVSTACK__: { bitcoin: { url: string } } }).__WALLETPORT_DEVSTACK__.bitcoin.url);
  const response = await fetch(`${url}/address/${address}`);
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

/** Whether `text` shows the address's BTC as the ledger holds it when read, floored to 3 decimals. */
async function showsLedgerBtc(page: Page, text: string | null, address: string): Promise<boolean> {
  const shown = shownBtcThousandths(text);
  return shown !== undefined && shown === (await ledgerSats(page, address)) / 100_000n;
}

describe('issue 31: the Bitcoin test wallet', () => {
  it('connects its payment address from the modal, shows its BTC, follows its account switch, is restored by a reload, and disconnects', async () => {
    journey = await openDemo({ query: 'bitcoin=only' });
    const { page, guard } = journey;
    const dialog = page.getByRole('dialog');

    // Connect from the modal: the wallet is listed by its btc_providers name; one approval.
    await connectButton(page).click();
    await walletOption(dialog, BITCOIN_TEST_WALLET_NAME).click();
    await accountButton(page).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('connected');
    const wallet = await bitcoinWalletState(page);
    expect(wallet.connected).toBe(true);
    expect(await bitcoinWalletPrompts(page)).toEqual(['getAccounts']);
    // The payment address (P2WPKH, bcrt1q), never the ordinals one, on the devstack's regtest network.
    expect(wallet.payment).toMatch(/^bcrt1q/);
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(wallet.payment);
    expect(await demoField(page, 'address').textContent()).not.toBe(wallet.ordinals);
    await expect.poll(() => demoField(page, 'network').textContent()).toContain(BITCOIN_DEVSTACK_CAIP2);

    // The account button: the address truncated and the BTC the ledger holds.
    expect(await ledgerSats(page, wallet.payment)).toBeGreaterThan(0n);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(wallet.payment));
    await expect.poll(async () => showsLedgerBtc(page, await accountButtonBalance(page).textContent(), wallet.payment)).toBe(true);

    // The Account view: the same address and balance.
    await openAccountView(page);
    await expect.poll(() => dialog.getByTestId('account-name').textContent()).toBe(truncated(wallet.payment));
    await expect.poll(async () => showsLedgerBtc(page, await dialog.getByTestId('account-balance').textContent(), wallet.payment)).toBe(true);
    await page.screenshot({ path: join(tmpdir(), 'walletport-bitcoin-connect-account.png') });
    await dialog.getByRole('button', { name: /^Close/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The wallet switches to its second account: the page follows to that payment address (read again without a
    // prompt) and its BTC.
    await bitcoinWalletControl(page, 'wallet.switchAccount(1)');
    const second = await bitcoinWalletState(page);
    expect(second.payment).not.toBe(wallet.payment);
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(second.payment);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(second.payment));
    await expect.poll(async () => showsLedgerBtc(page, await accountButtonBalance(page).textContent(), second.payment)).toBe(true);
    expect(await bitcoinWalletPrompts(page)).toEqual(['getAccounts']);

    // Reload: connected again without a prompt (the wallet trusts the page), on the account it is on, and no modal.
    await page.reload();
    await accountButton(page).waitFor();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('connected');
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(second.payment);
    await expect.poll(async () => showsLedgerBtc(page, await accountButtonBalance(page).textContent(), second.payment)).toBe(true);
    expect(await bitcoinWalletPrompts(page)).toEqual([]);
    expect(await dialog.count()).toBe(0);

    // Disconnect: the wallet hears it, the page is disconnected, and a reload keeps it so.
    await openAccountView(page);
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await connectButton(page).waitFor();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('disconnected');
    await expect.poll(async () => (await bitcoinWalletState(page)).connected).toBe(false);
    await page.reload();
    await connectButton(page).waitFor();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('disconnected');
    expect(await bitcoinWalletPrompts(page)).toEqual([]);

    guard.assertNoViolations();
  });
});
