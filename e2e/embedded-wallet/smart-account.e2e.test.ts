/**
 * Issue 29, journey 1: the embedded wallet's smart account. After an email login, Devnet C (the devstack's
 * smart-account-enabled network) connects the counterfactual SimpleAccount, which the Account view shows as
 * not deployed yet; a send from it goes through the bundler (the transaction that lands is the EntryPoint's
 * handleOps) and deploys it; the Account view then says so. Switching to the EOA moves the address shown, a
 * reload keeps the choice, and switching back returns to the smart account.
 * Journeys 2 and 3: a batch from the page as one user operation after one approval (the demo's batch panel),
 * and a batch sponsored through the paymaster service from a smart account holding 0 ETH (refused, clearly,
 * without the paymaster).
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ENTRY_POINT_08_ADDRESS } from '../../devstack/chains/account-abstraction.js';
import { openDemo, type Journey } from '../harness.js';
import { CHAIN_C, chainBalance, type DemoWindow, closeModal, demoField, networkButton, openAccountView, rpc } from '../wallet-journeys.js';
import { answerApproval, loginNewEmail, secureFrame, uniqueEmail } from './email-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

const codeAt = (address: string) => rpc<string>(CHAIN_C, 'eth_getCode', [address, 'latest']);

/** Logs a new email in (on Devnet A, the EOA) and moves to Devnet C: returns both addresses. */
async function smartAccountOnDevnetC(page: Journey['page'], label: string): Promise<{ eoa: string; smartAccount: string }> {
  const dialog = page.getByRole('dialog');
  const eoa = await loginNewEmail(page, uniqueEmail(label));
  await networkButton(page).click();
  await dialog.getByRole('button', { name: /Walletport Devnet C/ }).click();
  await expect.poll(() => demoField(page, 'network').textContent()).toContain(`eip155:${CHAIN_C}`);
  await expect.poll(() => demoField(page, 'address').textContent()).not.toBe(eoa);
  const smartAccount = (await demoField(page, 'address').textContent())!;
  expect(smartAccount).toMatch(/^0x[0-9a-fA-F]{40}$/);
  if (await dialog.isVisible()) await closeModal(page);
  return { eoa, smartAccount };
}

describe('embedded wallet: the smart account', () => {
  it('shows the counterfactual smart account, deploys it with a send through the bundler, switches to the EOA and back, and a reload keeps the choice', async () => {
    journey = await openDemo();
    const { page, guard } = journey;

    // The login lands on the page's default network, Devnet A, where the wallet is an EOA; on Devnet C (the
    // smart-account-enabled network) the wallet acts from its smart account, and the address shown follows.
    const { eoa, smartAccount } = await smartAccountOnDevnetC(page, 'smart-account');
    expect(await codeAt(smartAccount)).toBe('0x');
    let account = await openAccountView(page);
    await expect.poll(() => account.getByTestId('smart-account-deployed').textContent()).toBe('Not deployed yet');
    // Typed from what the secure site says (wallet_getCapabilities: atomic batches while the smart account acts).
    await expect.poll(() => account.getByTestId('account-type').textContent()).toBe('Smart account');
    await account.getByRole('button', { name: 'Switch to your EOA' }).waitFor();
    await closeModal(page);

    // SimpleAccount has no ERC-1271: a message signature is refused before any approval screen, saying why.
    const refusal = await page.evaluate(async (from) => {
      const provider = await (window as unknown as DemoWindow).walletportCore.connection.getProvider('eip155');
      return provider!.request({ method: 'personal_sign', params: ['0x6869', from] }).then(
        () => undefined,
        (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message }),
      );
    }, smartAccount);
    expect(refusal).toEqual({ code: -32000, message: 'This smart account cannot sign messages' });
    expect(await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    if (await page.getByRole('dialog').isVisible()) await closeModal(page);

    // Funded from outside, then a reload: the smart account is connected again.
    await rpc(CHAIN_C, 'anvil_setBalance', [smartAccount, '0x1bc16d674ec80000']); // 2 ETH
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected');
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(smartAccount);

    const sendForm = page.getByRole('region', { name: 'Send a transaction' });
    await sendForm.getByRole('textbox', { name: 'ETH' }).fill('0.5');
    await sendForm.getByRole('button', { name: 'Send', exact: true }).click();
    await answerApproval(page, 'Approve');
    await expect.poll(() => demoField(page, 'send-result').textContent(), { timeout: 60_000 }).toMatch(/^Mined in block \d+: 0x[0-9a-f]{64}$/);
    const hash = (await demoField(page, 'send-result').textContent())!.split(': ')[1]!;
    const receipt = await rpc<{ to: string; status: string }>(CHAIN_C, 'eth_getTransactionReceipt', [hash]);
    // The bundler's handleOps carried it, and the account's first operation deployed it.
    expect(receipt.to.toLowerCase()).toBe(ENTRY_POINT_08_ADDRESS.toLowerCase());
    expect(receipt.status).toBe('0x1');
    expect(await codeAt(smartAccount)).not.toBe('0x');
    expect(await chainBalance(CHAIN_C, smartAccount)).toBeLessThan(1_500_000_000_000_000_000n);

    account = await openAccountView(page);
    await expect.poll(() => account.getByTestId('smart-account-deployed').textContent()).toBe('Deployed');
    await account.getByRole('button', { name: 'Switch to your EOA' }).click();
    await account.getByRole('button', { name: 'Switch to your smart account' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(eoa);
    // The EOA is no smart account for being the embedded wallet's: the secure site says nothing about it.
    await expect.poll(() => account.getByTestId('account-type').textContent()).toBe('EOA');
    await closeModal(page);

    // The choice is stored: after a reload the EOA is connected again.
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected');
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(eoa);

    account = await openAccountView(page);
    await expect.poll(() => account.getByTestId('account-type').textContent()).toBe('EOA');
    await account.getByRole('button', { name: 'Switch to your smart account' }).click();
    await account.getByRole('button', { name: 'Switch to your EOA' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(smartAccount);
    await expect.poll(() => account.getByTestId('account-type').textContent()).toBe('Smart account');

    guard.assertNoViolations();
  }, 120_000);

  it('sends a batch of two transfers from the page as one user operation after one approval, its status read back', async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    const { smartAccount } = await smartAccountOnDevnetC(page, 'smart-account-batch');
    await rpc(CHAIN_C, 'anvil_setBalance', [smartAccount, '0xde0b6b3a7640000']); // 1 ETH
    const [first, second] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address];
    await expect.poll(() => demoField(page, 'batch-capabilities').textContent()).toContain('atomic supported');

    const batch = page.getByRole('region', { name: 'Send a batch' });
    await batch.getByRole('textbox', { name: 'First receiver' }).fill(first);
    await batch.getByRole('textbox', { name: 'Second receiver' }).fill(second);
    await batch.getByRole('textbox', { name: 'ETH each' }).fill('0.01');
    await batch.getByRole('button', { name: 'Send batch' }).click();
    // One screen lists both calls.
    await expect.poll(() => secureFrame(page).getByText('Call 2 of 2: recipient').count(), { timeout: 15_000 }).toBe(1);
    await answerApproval(page, 'Approve');
    await expect.poll(() => demoField(page, 'batch-status').textContent(), { timeout: 30_000 }).toBe('200 success atomic, 1 receipt(s)');
    expect(await chainBalance(CHAIN_C, first)).toBe(10_000_000_000_000_000n);
    expect(await chainBalance(CHAIN_C, second)).toBe(10_000_000_000_000_000n);
    expect(await demoField(page, 'batch-error').textContent()).toBe('');

    guard.assertNoViolations();
  }, 120_000);

  it('sends a batch sponsored by the paymaster from a smart account holding 0 ETH, and says why without sponsorship', async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    const { smartAccount } = await smartAccountOnDevnetC(page, 'smart-account-sponsored');
    expect(await chainBalance(CHAIN_C, smartAccount)).toBe(0n);
    const receiver = privateKeyToAccount(generatePrivateKey()).address;
    const paymasterUrl = `${inject('devstack').cloudUrl}/v1/paymaster?projectId=walletport-demo&chainId=eip155:${CHAIN_C}`;
    // The page asks through the provider walletport hands out, as a host page's own code would.
    const sendCalls = (sponsored: boolean) =>
      page.evaluate(
        async ({ from, to, url, chainId, sponsored: withPaymaster }) => {
          const provider = await (window as unknown as DemoWindow).walletportCore.connection.getProvider('eip155');
          // No value: sponsorship pays the gas, not what the calls move (the account holds nothing to move).
          const calls = [{ to, value: '0x0' }, { to, value: '0x0', data: '0x' }];
          const capabilities = withPaymaster ? { paymasterService: { url } } : {};
          try {
            return { answer: await provider!.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId, from, atomicRequired: true, calls, capabilities }] }) };
          } catch (error) {
            return { error: (error as Error).message };
          }
        },
        { from: smartAccount, to: receiver, url: paymasterUrl, chainId: `0x${CHAIN_C.toString(16)}`, sponsored },
      );
    const callsStatus = (id: string) =>
      page.evaluate(async (batchId) => {
        const provider = await (window as unknown as DemoWindow).walletportCore.connection.getProvider('eip155');
        return (await provider!.request({ method: 'wallet_getCallsStatus', params: [batchId] })) as { status: number; receipts?: unknown[] };
      }, id);

    const refused = sendCalls(false);
    await answerApproval(page, 'Approve');
    expect((await refused).error).toMatch(/Smart Account does not have sufficient funds/);

    const sponsored = sendCalls(true);
    await expect.poll(() => secureFrame(page).getByText('Gas paid by').count(), { timeout: 15_000 }).toBe(1);
    await answerApproval(page, 'Approve');
    const outcome = await sponsored;
    expect(outcome.error).toBeUndefined();
    const { id } = outcome.answer as { id: string };
    await expect.poll(async () => (await callsStatus(id)).status, { timeout: 30_000 }).toBe(200);
    const [receipt] = (await callsStatus(id)).receipts as { transactionHash: string; status: string }[];
    expect(receipt?.status).toBe('0x1');
    const carried = await rpc<{ to: string }>(CHAIN_C, 'eth_getTransactionReceipt', [receipt!.transactionHash]);
    expect(carried.to.toLowerCase()).toBe(ENTRY_POINT_08_ADDRESS.toLowerCase());
    // The paymaster paid the gas (and the deployment): the account still holds nothing.
    expect(await chainBalance(CHAIN_C, smartAccount)).toBe(0n);
    expect(await codeAt(smartAccount)).not.toBe('0x');

    guard.assertNoViolations();
  }, 120_000);
});
