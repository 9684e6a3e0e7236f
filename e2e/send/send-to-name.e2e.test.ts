/**
 * Send journey 2 (issue 16): a name registered through the cloud's API (signed by its address, as the product
 * registers one) is typed as the receiver; it resolves with its avatar, and the transfer goes to the name's
 * address on chain A. Request guard on (the avatar is a data: image, so it never leaves the machine). A name
 * whose avatar points at another host (a tracker) resolves with the generated avatar, and the guard sees no
 * request to that host (issue 25, item 2).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { registerName } from '../../devstack/cloud/testing/register-name.js';
import { openDemo, type Journey } from '../harness.js';
import { CHAIN_A, chainBalance, connectWallet, journeyAccount, openAccountView } from '../wallet-journeys.js';
import { fillSend, fundedAccount, sendForm } from './send-journeys.js';

const TRACKER_AVATAR = 'https://tracker.example/pixel.png';
const AVATAR = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0ea5e9"/></svg>')}`;

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('send journey 2: to a registered name', () => {
  it('resolves the name with its avatar and sends to its address', async () => {
    const sender = await fundedAccount('send journey 2 sender', { ether: '5', usdc: '0' });
    const owner = await journeyAccount('send journey 2 name owner', { [CHAIN_A]: '0' });
    // Unique per run: the cloud's names persist, and a name belongs to its first address.
    const label = `send-e2e-${Date.now().toString(36)}`;
    journey = await openDemo({ wallets: [{ privateKeys: [sender.privateKey] }] });
    const { page, guard, devstack } = journey;
    const registered = await registerName({ url: devstack.cloudUrl }, privateKeyToAccount(owner.privateKey), `${label}.reown.id`, {
      attributes: { avatar: AVATAR },
    });
    expect(registered.status).toBe(200);
    const trackedOwner = await journeyAccount('send journey 2 tracked name owner', { [CHAIN_A]: '0' });
    const tracked = await registerName({ url: devstack.cloudUrl }, privateKeyToAccount(trackedOwner.privateKey), `${label}-t.reown.id`, {
      attributes: { avatar: TRACKER_AVATAR },
    });
    expect(tracked.status).toBe(200);
    const before = await chainBalance(CHAIN_A, owner.address);

    await connectWallet(page);
    const dialog = await openAccountView(page);
    // First the name whose avatar is on another host: it resolves, drawn with the generated avatar, no request.
    await fillSend(dialog, { symbol: 'ETH', amount: '0.25', receiver: `${label}-t` });
    const resolved = dialog.getByTestId('send-receiver');
    await resolved.getByText(`${label}-t.reown.id`).waitFor();
    expect(await resolved.locator('[data-avatar]').getAttribute('data-avatar')).toBe('gradient');
    expect(await resolved.locator('img').count()).toBe(0);
    expect(guard.violations.filter((url) => url.startsWith('https://tracker.example/'))).toEqual([]);

    await sendForm(dialog).receiver.fill(label);
    await resolved.getByText(`${label}.reown.id`).waitFor();
    expect(await resolved.textContent()).toContain(owner.address);
    expect(await resolved.locator('img').getAttribute('src')).toBe(AVATAR);

    await sendForm(dialog).preview.click();
    const receiverLine = dialog.getByTestId('send-preview-receiver');
    await receiverLine.getByText(`${label}.reown.id`).waitFor();
    expect(await receiverLine.textContent()).toContain(owner.address);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByTestId('account-balance').waitFor();
    await expect.poll(() => chainBalance(CHAIN_A, owner.address), { timeout: 15_000 }).toBe(before + parseEther('0.25'));
    guard.assertNoViolations();
  }, 120_000);
});
