import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '../../../domain/entities/constants.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { modal, settle } from '../../testing/shadow.js';
import { prefetchViews } from '../prefetch.js';
import { renderWorld, TEST_ADDRESS } from '../Account/testing/world.js';
import { CHOOSE_NAME_LABEL } from './ChooseNameButton.js';
import { NAME_RULE_TEXT } from './nameStatus.js';
import { TAKEN_NAME } from './testing/taken-name.js';

// The lazy views' chunks load once here, not inside the first test's time limit.
beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** Connected on devnet B (a main network: names apply), the Account view open. */
async function openAccount(networks = [walletportDevnetB, walletportDevnetA]) {
  const world = await renderWorld({ options: { networks } });
  act(() => world.core.open({ view: 'Account' }));
  await settle();
  return world;
}

async function openRegister() {
  const world = await openAccount();
  fireEvent.click(modal().getByRole('button', { name: CHOOSE_NAME_LABEL }));
  await settle();
  return world;
}

const view = () => within(modal().getByRole('dialog').querySelector<HTMLElement>('.wp-name')!);
const nameField = () => modal().getByRole('textbox', { name: 'Name' });
const registerButton = () => modal().getByRole('button', { name: /^(Register|Sign in your wallet)/ });

async function typeName(world: Awaited<ReturnType<typeof openRegister>>, value: string) {
  fireEvent.change(nameField(), { target: { value } });
  await settle();
  await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS));
  await settle();
}

describe('the RegisterAccountName view', () => {
  it('opens from the Account view of an EVM account without a name, in a dialog named Choose Name', async () => {
    const { core } = await openRegister();
    expect(core.router.snapshot.view).toBe('RegisterAccountName');
    expect(modal().getByRole('dialog', { name: 'Choose Name' })).toBeTruthy();
    expect(nameField()).toBeTruthy();
    expect(view().getByText('.reown.id')).toBeTruthy();
    expect(registerButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('offers no name on a testnet, where names are never looked up', async () => {
    await openAccount([walletportDevnetA]);
    expect(modal().queryByRole('button', { name: CHOOSE_NAME_LABEL })).toBeNull();
  });

  it('states the rule for an invalid name and asks nothing', async () => {
    const world = await openRegister();
    await typeName(world, 'ab_');
    expect(view().getByRole('status').textContent).toBe(NAME_RULE_TEXT);
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(world.ports.blockchainApi.callCount('getNameSuggestions')).toBe(0);
    expect(registerButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('shows availability and suggestions as the visitor types; a suggestion fills the field', async () => {
    const world = await openRegister();
    world.ports.blockchainApi.setName(TAKEN_NAME);
    await typeName(world, 'alice');
    expect(view().getByRole('status').textContent).toBe('alice.reown.id is available');
    const suggestions = within(view().getByRole('region', { name: 'Suggestions' }));
    expect(suggestions.getByRole('button', { name: /alice1\.reown\.id/ }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(suggestions.getByRole('button', { name: /alice2\.reown\.id/ }));
    await settle();
    expect((nameField() as HTMLInputElement).value).toBe('alice2');
    await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS));
    await settle();
    expect(view().getByRole('status').textContent).toBe('alice2.reown.id is available');
    expect(registerButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('registers: the wallet signs, the success view names the name', async () => {
    const world = await openRegister();
    await typeName(world, 'alice');
    fireEvent.click(registerButton());
    await settle();
    await act(async () => world.scheduler.advanceAsync(0));
    await settle();
    expect(world.core.router.snapshot.view).toBe('RegisterAccountNameSuccess');
    expect(modal().getByRole('dialog', { name: 'Name Registered' })).toBeTruthy();
    expect(modal().getByTestId('registered-name').textContent).toBe('alice.reown.id');
    const [registration] = world.ports.blockchainApi.calls.registerName;
    expect(registration).toMatchObject({ coinType: 0x80000000 + walletportDevnetB.id, address: TEST_ADDRESS });
    expect(JSON.parse(registration!.message)).toMatchObject({ name: 'alice.reown.id', attributes: {} });
    fireEvent.click(modal().getByRole('button', { name: 'Back to account' }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('Account');
  });

  it("says 'Error registering name {name}' in an alert and keeps the form when the service refuses", async () => {
    const world = await openRegister();
    await typeName(world, 'alice');
    world.ports.blockchainApi.failNext('registerName');
    fireEvent.click(registerButton());
    await settle();
    await act(async () => world.scheduler.advanceAsync(0));
    await settle();
    expect(world.core.router.snapshot.view).toBe('RegisterAccountName');
    expect(view().getByRole('alert').textContent).toBe('Error registering name alice.reown.id');
    expect((nameField() as HTMLInputElement).value).toBe('alice');
  });

  it('shows the service answers as text, never as markup', async () => {
    const world = await openRegister();
    world.ports.blockchainApi.getNameSuggestions = () =>
      Promise.resolve({ suggestions: [{ name: '<img src=x onerror=alert(1)>.reown.id', registered: false }] });
    await typeName(world, 'alice');
    expect(view().getByText('<img src=x onerror=alert(1)>.reown.id')).toBeTruthy();
    expect(modal().getByRole('dialog').querySelector('img[src="x"]')).toBeNull();
  });
});
