/**
 * Journey 6 (issue 16): register a name. On Devnet B, which the devstack declares a main network (names and
 * avatars are looked up only on EVM networks that are not testnets), from the Account view's 'Choose a name':
 * availability and suggestions as the name is typed, Register, the test wallet signs the message
 * `{name, attributes, timestamp}`, the local cloud verifies it against the chain, and the success view names
 * the name. The account button shows the name at once and after a reload. A name someone else registers
 * between the check and the registration fails with 'Error registering name {name}', back on the form.
 * Request guard on.
 */
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { registerName } from '../../devstack/cloud/testing/register-name.js';
import { openDemo, type Journey } from '../harness.js';
import {
  accountButton,
  accountButtonLabel,
  CHAIN_B,
  closeModal,
  connectWallet,
  journeyAccount,
  networkButton,
  openAccountView,
  walletRequests,
} from '../wallet-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

/** A name no earlier run of this journey took (the cloud keeps names for the whole e2e run). */
const freshName = (label: string) => `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Switches the modal (and the wallet) to Devnet B from the Networks view. */
async function switchToDevnetB(journey: Journey) {
  const { page } = journey;
  const dialog = page.getByRole('dialog');
  await networkButton(page).click();
  await dialog.getByRole('button', { name: /Walletport Devnet B/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => networkButton(page).textContent()).toContain('Walletport Devnet B');
}

async function openChooseName(journey: Journey) {
  const dialog = await openAccountView(journey.page);
  await dialog.getByRole('button', { name: 'Choose a name' }).click();
  await dialog.getByRole('heading', { name: 'Choose Name' }).waitFor();
  return dialog;
}

describe('journey 6: register a name', () => {
  it('suggests, signs and registers on a main network; the account button shows the name, after a reload too', async () => {
    const { privateKey, address } = await journeyAccount('names: register', { [CHAIN_B]: '1' });
    journey = await openDemo({ wallets: [{ privateKeys: [privateKey], initialChainId: CHAIN_B }] });
    const { page, guard, devstack } = journey;
    const name = freshName('e2e-name');

    await connectWallet(page);
    await switchToDevnetB(journey);
    const dialog = await openChooseName(journey);
    await dialog.getByText('.reown.id', { exact: true }).waitFor();

    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await expect.poll(() => dialog.getByRole('status').filter({ hasText: 'reown.id' }).textContent(), { timeout: 10_000 }).toBe(
      `${name}.reown.id is available`,
    );
    const suggestions = dialog.getByRole('region', { name: 'Suggestions' }).getByRole('button');
    await expect.poll(() => suggestions.count()).toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.getByRole('heading', { name: 'Name Registered' }).waitFor({ timeout: 15_000 });
    expect(await dialog.getByTestId('registered-name').textContent()).toBe(`${name}.reown.id`);
    const signed = (await walletRequests(page)).filter((request) => request.method === 'personal_sign');
    expect(signed).toHaveLength(1);
    expect(signed[0]?.outcome).toBe('ok');

    // The cloud filed it under the account, with the coin type of Devnet B.
    const record = (await (await fetch(`${devstack.cloudUrl}/v1/profile/account/${name}.reown.id?projectId=e2e&apiVersion=2`)).json()) as {
      addresses: Record<string, { address: string }>;
    };
    expect(record.addresses[String(0x80000000 + CHAIN_B)]?.address).toBe(address);

    await closeModal(page);
    await expect.poll(() => accountButtonLabel(page).textContent(), { timeout: 10_000 }).toBe(`${name}.reown.id`);

    await page.reload();
    await accountButton(page).waitFor();
    await expect.poll(() => networkButton(page).textContent()).toContain('Walletport Devnet B');
    await expect.poll(() => accountButtonLabel(page).textContent(), { timeout: 15_000 }).toBe(`${name}.reown.id`);
    const accountView = await openAccountView(page);
    await expect.poll(() => accountView.getByTestId('account-name').textContent()).toBe(`${name}.reown.id`);
    expect(await accountView.getByRole('button', { name: 'Choose a name' }).count()).toBe(0);
    guard.assertNoViolations();
  });

  it("fails with 'Error registering name {name}' when the name was taken in the meantime, and stays on the form", async () => {
    const { privateKey } = await journeyAccount('names: taken', { [CHAIN_B]: '1' });
    const other = privateKeyToAccount((await journeyAccount('names: the other owner', {})).privateKey);
    journey = await openDemo({ wallets: [{ privateKeys: [privateKey], initialChainId: CHAIN_B }] });
    const { page, guard, devstack } = journey;
    const name = freshName('e2e-taken');

    await connectWallet(page);
    await switchToDevnetB(journey);
    const dialog = await openChooseName(journey);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await expect.poll(() => dialog.getByRole('status').filter({ hasText: 'reown.id' }).textContent(), { timeout: 10_000 }).toBe(
      `${name}.reown.id is available`,
    );

    // Someone else registers it first.
    expect((await registerName({ url: devstack.cloudUrl }, other, name)).status).toBe(200);
    await dialog.getByRole('button', { name: 'Register' }).click();
    const alert = dialog.locator('.wp-name-error');
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toBe(`Error registering name ${name}.reown.id`);
    expect(await dialog.getByRole('heading', { name: 'Choose Name' }).count()).toBe(1);
    expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);

    // Typing it again now says it is taken, and Register stays off.
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`${name}x`);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await expect.poll(() => dialog.getByRole('status').filter({ hasText: 'reown.id' }).textContent(), { timeout: 10_000 }).toBe(
      `${name}.reown.id is taken`,
    );
    expect(await dialog.getByRole('button', { name: 'Register' }).getAttribute('aria-disabled')).toBe('true');
    guard.assertNoViolations();
  });
});
