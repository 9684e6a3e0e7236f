/**
 * Issue 31, sending BTC on a Bitcoin-only page (`?bitcoin=only&nowallet`) with the Bitcoin test wallet
 * (sats-connect) holding a journey key of its own, funded through the ledger's faucet. The page builds the PSBT
 * from the ledger's coins and checks what the wallet returns before anything is broadcast:
 * - a wallet returning the PSBT unsigned ('unsigned-psbt') is refused with 'The wallet returned an unsigned
 *   transaction', and one that signs an altered PSBT ('wrong-input': output 0 redirected to itself) with 'The
 *   wallet changed the transaction'; the ledger sees neither (the sender's coins and the receiver's balance stay);
 * - an honest wallet's signature goes through: the receiver's balance on the ledger grows by the amount, the
 *   Account view shows the sender's new balance without a reload, and Activity lists the payment.
 * Request guard on. In the serial 'e2e' project: it moves funds.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { bitcoinKeyFor } from '../../devstack/bitcoin/dev-keys.js';
import { bitcoinTestWalletAccount } from '../../devstack/bitcoin-test-wallet/init-script.js';
import { bitcoinWalletControl, openDemo, type Journey } from '../harness.js';
import { connectWallet, openAccountView } from '../wallet-journeys.js';
import { fillSend, sendForm } from '../send/send-journeys.js';

const BITCOIN_TEST_WALLET_NAME = 'Walletport Bitcoin Test Wallet';
const SENDER_LABEL = 'issue 31 send journey';
const sender = bitcoinKeyFor(SENDER_LABEL, 'p2wpkh').address;
const receiver = bitcoinKeyFor(`${SENDER_LABEL} receiver`, 'p2wpkh').address;
const FUNDING_SATS = 5_000_000;
const SENT_SATS = 1_000_000n;

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

/** The ledger's Esplora API, as the page names it (window.__WALLETPORT_DEVSTACK__.bitcoin), asked from Node. */
async function ledgerUrl(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __WALLETPORT_DEVSTACK__: { bitcoin: { url: string } } }).__WALLETPORT_DEVSTACK__.bitcoin.url);
}

async function ledgerJson<T>(url: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${url}${path}`, init);
  if (!response.ok) throw new Error(`The ledger answered ${response.status} for ${path}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** An address's satoshis on the ledger, the mempool included (as the cloud's balance reads it). */
async function ledgerSats(url: string, address: string): Promise<bigint> {
  type Stats = { funded_txo_sum: number; spent_txo_sum: number };
  const { chain_stats: chain, mempool_stats: mempool } = await ledgerJson<{ chain_stats: Stats; mempool_stats: Stats }>(url, `/address/${address}`);
  return BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum);
}

/** The outpoints an address can spend, sorted: unchanged as long as nothing spent them. */
async function coinsOf(url: string, address: string): Promise<string[]> {
  const utxos = await ledgerJson<{ txid: string; vout: number }[]>(url, `/address/${address}/utxo`);
  return utxos.map((utxo) => `${utxo.txid}:${utxo.vout}`).sort();
}

/** The thousandths of the first `<number> BTC` in a text ('0.039 BTC' -> 39n). */
function shownBtcThousandths(text: string | null): bigint | undefined {
  const match = /(?<![\w.])([\d,]+)(?:\.(\d{1,3}))?\s*BTC/.exec(text ?? '');
  if (!match) return undefined;
  return BigInt(match[1]!.replaceAll(',', '')) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

/** The wallet's prompting calls that would sign a payment. */
async function signPsbtPrompts(page: Page): Promise<number> {
  const methods = (await bitcoinWalletControl(page, 'wallet.requests.map((entry) => entry.method)')) as string[];
  return methods.filter((method) => method === 'signPsbt').length;
}

describe('issue 31: send BTC from the Bitcoin test wallet', () => {
  it('refuses an unsigned and an altered PSBT with nothing broadcast, then sends BTC that lands on the ledger and shows', async () => {
    journey = await openDemo({ query: 'bitcoin=only&nowallet', bitcoinWallet: { accounts: [bitcoinTestWalletAccount({ label: SENDER_LABEL })] } });
    const { page, guard } = journey;
    const url = await ledgerUrl(page);
    const funding = await ledgerSats(url, sender);
    await ledgerJson(url, '/__admin/faucet', { method: 'POST', body: JSON.stringify({ address: sender, sats: FUNDING_SATS }) });
    await expect.poll(() => ledgerSats(url, sender)).toBe(funding + BigInt(FUNDING_SATS));
    const receiverBefore = await ledgerSats(url, receiver);

    await connectWallet(page, BITCOIN_TEST_WALLET_NAME);
    const dialog = await openAccountView(page);
    const balance = dialog.getByTestId('account-balance');
    const shownNow = async () => (await ledgerSats(url, sender)) / 100_000n;
    await expect.poll(async () => shownBtcThousandths(await balance.textContent()), { timeout: 30_000 }).toBe(await shownNow());

    // A wallet that hands the PSBT back unsigned: refused, nothing broadcast.
    await bitcoinWalletControl(page, "(wallet.mode = 'unsigned-psbt')");
    await fillSend(dialog, { symbol: 'BTC', amount: '0.01', receiver });
    expect(await sendForm(dialog).receiver.getAttribute('placeholder')).toBe('Bitcoin address');
    await sendForm(dialog).preview.click();
    await dialog.getByTestId('send-preview-fee').filter({ hasText: /BTC/ }).waitFor();
    expect(await sendForm(dialog).error.count()).toBe(0);
    const coins = await coinsOf(url, sender);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => sendForm(dialog).error.textContent(), { timeout: 15_000 }).toBe('The wallet returned an unsigned transaction');
    await page.screenshot({ path: join(tmpdir(), 'walletport-bitcoin-send-unsigned.png') });
    expect(await signPsbtPrompts(page)).toBe(1);

    // A wallet that signs a PSBT paying itself instead: every signature valid, the outputs not the ones built.
    await bitcoinWalletControl(page, "(wallet.mode = 'wrong-input')");
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => sendForm(dialog).error.textContent(), { timeout: 15_000 }).toBe('The wallet changed the transaction');
    expect(await signPsbtPrompts(page)).toBe(2);
    expect(await coinsOf(url, sender)).toEqual(coins);
    expect(await ledgerSats(url, receiver)).toBe(receiverBefore);

    // An honest wallet: the payment lands, the view goes back to Account.
    await bitcoinWalletControl(page, "(wallet.mode = 'honest')");
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await balance.waitFor();
    await expect.poll(() => ledgerSats(url, receiver), { timeout: 15_000 }).toBe(receiverBefore + SENT_SATS);
    expect(await signPsbtPrompts(page)).toBe(3);

    // The balance on screen follows the ledger without a reload, and Activity lists the payment.
    await expect.poll(async () => shownBtcThousandths(await balance.textContent()) === (await shownNow()), { timeout: 30_000 }).toBe(true);
    expect(shownBtcThousandths(await balance.textContent())).toBeLessThan(BigInt(FUNDING_SATS) / 100_000n);
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    await expect.poll(() => dialog.getByRole('tabpanel').textContent(), { timeout: 30_000 }).toMatch(/0\.01\d* BTC/);
    await page.screenshot({ path: join(tmpdir(), 'walletport-bitcoin-send-activity.png') });
    guard.assertNoViolations();
  }, 120_000);
});
