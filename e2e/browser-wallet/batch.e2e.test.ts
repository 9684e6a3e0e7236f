/**
 * Issue 29 journey 4: the injected test wallet batches (EIP-5792) through its EIP-7702 delegation to the
 * devstack's Simple7702Account. From the demo page's batch panel (walletport's hooks): the wallet's
 * capabilities read (atomic 'ready': it can upgrade), a batch of two ETH transfers sent atomically (the wallet's
 * prompt held, then approved), one type-4 transaction carrying both, the status followed to 200, the receivers'
 * balances changed on the chain and the sender's on screen. Connected again afterwards, the delegated account
 * batches atomically at once ('supported') and the Account view shows it as a smart account, where before it was
 * an EOA, with the batch once in its activity, and still does after a reload. Serial ('e2e'): it moves funds, from a journey key of its own. Request guard on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseEther, type Hex } from 'viem';
import { SIMPLE_7702_ACCOUNT_ADDRESS } from '../../devstack/chains/account-abstraction.js';
import { openDemo, walletControl, type Journey } from '../harness.js';
import {
  accountButtonBalance,
  CHAIN_A,
  chainBalance,
  closeModal,
  connectWallet,
  demoField,
  expectChainBalanceShown,
  journeyAccount,
  openAccountView,
  rpc,
  walletRequests,
} from '../wallet-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('browser wallet batch journey (EIP-5792 through EIP-7702)', () => {
  it('reads the capabilities, sends two transfers as one atomic batch, follows it to 200 and shows the balances', async () => {
    const sender = await journeyAccount('batch journey sender', { [CHAIN_A]: '5' });
    const first = await journeyAccount('batch journey first receiver', { [CHAIN_A]: '0' });
    const second = await journeyAccount('batch journey second receiver', { [CHAIN_A]: '0' });
    journey = await openDemo({ wallets: [{ privateKeys: [sender.privateKey] }] });
    const { page, guard } = journey;
    await connectWallet(page);

    // An EOA: the wallet said it could batch only after an upgrade.
    let dialog = await openAccountView(page);
    await expect.poll(() => dialog.getByTestId('account-type').textContent()).toBe('EOA');
    await closeModal(page);
    await expect.poll(() => demoField(page, 'batch-capabilities').textContent()).toContain(`${CHAIN_A}: atomic ready`);

    // The batch: the wallet's prompt is held until the person approves it.
    await walletControl(page, "wallet.hangNext({ method: 'wallet_sendCalls' })");
    await page.getByLabel('First receiver').fill(first.address);
    await page.getByLabel('Second receiver').fill(second.address);
    await page.getByLabel('ETH each').fill('0.25');
    await page.getByRole('button', { name: 'Send batch' }).click();
    await expect.poll(async () => (await walletRequests(page)).filter((request) => request.method === 'wallet_sendCalls').map((request) => request.outcome)).toEqual(['hung']);
    expect(await chainBalance(CHAIN_A, first.address)).toBe(0n);
    expect(await walletControl(page, "wallet.releaseHung('approve')")).toBe(1);

    await expect.poll(() => demoField(page, 'batch-status').textContent(), { timeout: 20_000 }).toBe('200 success atomic, 1 receipt(s)');
    expect(await demoField(page, 'batch-error').textContent()).toBe('');
    expect(await chainBalance(CHAIN_A, first.address)).toBe(parseEther('0.25'));
    expect(await chainBalance(CHAIN_A, second.address)).toBe(parseEther('0.25'));

    // One type-4 transaction from the account to itself carried both transfers, and left it delegated.
    const batchId = (await demoField(page, 'batch-id').textContent()) ?? '';
    const status = await walletControl(page, `wallet.provider.request({ method: 'wallet_getCallsStatus', params: [${JSON.stringify(batchId)}] })`);
    const [receipt] = (status as { receipts: { transactionHash: Hex }[] }).receipts;
    const transaction = await rpc<{ type: Hex; to: string; authorizationList?: unknown[] }>(CHAIN_A, 'eth_getTransactionByHash', [receipt!.transactionHash]);
    expect(transaction).toMatchObject({ type: '0x4', to: sender.address.toLowerCase() });
    expect(transaction.authorizationList).toHaveLength(1);
    expect(await rpc<Hex>(CHAIN_A, 'eth_getCode', [sender.address, 'latest'])).toBe(`0xef0100${SIMPLE_7702_ACCOUNT_ADDRESS.slice(2).toLowerCase()}`);

    // The balance on screen follows the batch to its receipt.
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_A, sender.address);
    await expect.poll(() => demoField(page, 'batch-capabilities').textContent()).toContain(`${CHAIN_A}: atomic supported`);

    // Connected again, the delegated account is listed as what it now is.
    dialog = await openAccountView(page);
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await connectWallet(page);
    dialog = await openAccountView(page);
    await expect.poll(() => dialog.getByTestId('account-type').textContent()).toBe('Smart account');
    // Its activity lists the batch once, although both transfers happen inside the account's call to itself.
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    const batchRow = dialog.getByRole('tabpanel').locator(`[data-transaction="eip155:${CHAIN_A}:${receipt!.transactionHash}"]`);
    await expect.poll(() => batchRow.count(), { timeout: 15_000 }).toBe(1);
    expect(await batchRow.textContent()).toContain('ETH');
    await closeModal(page);

    // One batch reached the wallet (its log lives in the page until the reload).
    const sends = (await walletRequests(page)).filter((request) => request.method === 'wallet_sendCalls');
    expect(sends.map((request) => request.outcome)).toEqual(['ok']);

    // And after a reload, restored without a prompt, it still is.
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 15_000 }).toBe('connected');
    dialog = await openAccountView(page);
    await expect.poll(() => dialog.getByTestId('account-type').textContent()).toBe('Smart account');

    guard.assertNoViolations();
  }, 120_000);
});
