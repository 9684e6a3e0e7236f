/**
 * Journey 5 (issue 16): Receive. From the Account view's Receive button: the address in full, and a QR code
 * on screen that a decoder (jsQR over a screenshot, as a phone camera would) reads as exactly that address;
 * the networks it can receive on are the demo's configured EVM networks. Request guard on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { scanQrCode } from '../walletconnect/wc-journeys.js';
import { CHAIN_A, CHAIN_B, connectWallet, demoField, journeyAccount, openAccountView } from '../wallet-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('journey 5: receive', () => {
  it('shows the address in full and a QR code that decodes to it, with the networks it receives on', async () => {
    const { privateKey, address } = await journeyAccount('receive', { [CHAIN_A]: '1', [CHAIN_B]: '1' });
    journey = await openDemo({ wallets: [{ privateKeys: [privateKey] }] });
    const { page, guard } = journey;

    await connectWallet(page);
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(address);
    const dialog = await openAccountView(page);
    await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Receive', exact: true }).waitFor();

    await expect.poll(() => dialog.getByTestId('receive-address').textContent()).toBe(address);
    expect(await scanQrCode(page, dialog)).toBe(address);
    const networks = dialog.getByRole('region', { name: 'Receive on these networks' }).getByRole('listitem');
    await expect.poll(() => networks.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Walletport Devnet A'), expect.stringContaining('Walletport Devnet B')]),
    );
    guard.assertNoViolations();
  });
});
