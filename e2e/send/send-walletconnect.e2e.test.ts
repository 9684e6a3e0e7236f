/**
 * Send over WalletConnect (issue 16: Send works with the injected wallet, WalletConnect and the embedded
 * wallet): paired with the wallet page, ETH from the Account view's Send reaches the wallet page as one
 * eth_sendTransaction card with the receiver and the amount; approved there, it is mined on the local chain.
 */
import { describe, expect, it } from 'vitest';
import { hexToBigInt, parseEther, type Hex } from 'viem';
import { CHAIN_A, chainBalance, journeyAccount, openAccountView } from '../wallet-journeys.js';
import { connectOverWalletConnect, pendingRequest, useWalletConnectJourneys } from '../walletconnect/wc-journeys.js';
import { fillSend, sendForm } from './send-journeys.js';

const journeys = useWalletConnectJourneys();

describe('send over WalletConnect', () => {
  it('asks the wallet page once with the receiver and amount, and the transfer is mined', async () => {
    const journey = await journeys.open();
    const { page, wallet, guard } = journey;
    await connectOverWalletConnect(journey);
    const receiver = await journeyAccount('send over WalletConnect, receiver', { [CHAIN_A]: '0' });
    const before = await chainBalance(CHAIN_A, receiver.address);

    const dialog = await openAccountView(page);
    await fillSend(dialog, { symbol: 'ETH', amount: '0.01', receiver: receiver.address });
    await sendForm(dialog).preview.click();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();

    const request = await pendingRequest(wallet, 'eth_sendTransaction');
    const [transaction] = JSON.parse((await request.getByTestId('request-params').textContent()) ?? '[]') as [{ to: string; value: Hex }];
    expect(transaction.to.toLowerCase()).toBe(receiver.address.toLowerCase());
    expect(hexToBigInt(transaction.value)).toBe(parseEther('0.01'));
    await request.getByTestId('approve-request').click();

    await expect.poll(() => chainBalance(CHAIN_A, receiver.address), { timeout: 30_000 }).toBe(before + parseEther('0.01'));
    guard.assertNoViolations();
  }, 120_000);
});
