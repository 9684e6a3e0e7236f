import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { createTestClient, type TestPorts } from '../../../tests/fakes/create-test-client.js';
import { FakePlatform } from '../../../tests/fakes/platform.fake.js';
import { FakeConnectorDiscovery, MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { modal, settle } from '../../testing/shadow.js';
import { TEST_WALLET_INFO } from '../Account/testing/world.js';
import { INVALID_EMAIL_MESSAGE } from './validateEmail.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

async function openConnect(options: Partial<WalletportOptions> = {}, ports: Partial<TestPorts> = {}) {
  const scheduler = new VirtualScheduler();
  const { client, core } = createTestClient(options, {
    ...ports,
    scheduler,
    chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
    // The project configuration leaves email and socials to the local flags.
    catalogue: new FakeWalletCatalogue({ projectConfig: { features: [{ id: 'social_login', isEnabled: true, config: null }] } }),
  });
  render(<WalletportProvider client={client} />);
  await settle();
  act(() => core.modal.open());
  await settle();
  return { client, core };
}

/** The provider a social button names ('Continue with GitHub' -> 'GitHub'). */
const providerName = (button: HTMLElement) => button.getAttribute('aria-label')?.replace('Continue with ', '');

/** The connect sections in the order they appear. */
function sections(): string[] {
  const root = modal().getByRole('dialog').querySelector('.wp-connect');
  return Array.from(root?.children ?? []).map((element) => element.className);
}

describe('the Connect view', () => {
  it('shows the email form and the default socials, email first (SPEC.md section 2)', async () => {
    await openConnect();
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(modal().getByLabelText('Email')).toBeTruthy();
    const socials = modal().getAllByRole('button', { name: /^Continue with / });
    expect(socials.map(providerName)).toEqual(['Google', 'X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook']);
    expect(sections().slice(0, 2)).toEqual(['wp-email-form', 'wp-socials']);
  });

  it('puts the wallet list first once the browser has a wallet of its own, also one announcing late', async () => {
    const browserWallet = () => new MockConnector({ info: TEST_WALLET_INFO, accounts: [], caipNetworkId: 'eip155:31337' });
    await openConnect({}, { connectorDiscovery: new FakeConnectorDiscovery([browserWallet()]) });
    expect(sections().slice(0, 3)).toEqual(['wp-wallet-section', 'wp-email-form', 'wp-socials']);
    cleanup();

    const discovery = new FakeConnectorDiscovery();
    await openConnect({}, { connectorDiscovery: discovery });
    expect(sections().slice(0, 3)).toEqual(['wp-email-form', 'wp-socials', 'wp-wallet-section']);
    act(() => discovery.announce(browserWallet()));
    await settle();
    expect(sections().slice(0, 3)).toEqual(['wp-wallet-section', 'wp-email-form', 'wp-socials']);
  });

  it('hides the socials a Telegram host cannot complete on its operating system', async () => {
    await openConnect({}, { platform: new FakePlatform({ telegram: true, os: 'android' }) });
    const socials = modal().getAllByRole('button', { name: /^Continue with / });
    expect(socials.map(providerName)).toEqual(['Google', 'Farcaster', 'Discord', 'Apple', 'GitHub']);
    cleanup();
    await openConnect({}, { platform: new FakePlatform({ telegram: false, os: 'android' }) });
    expect(modal().getAllByRole('button', { name: /^Continue with / })).toHaveLength(7);
  });

  it('follows a custom connect method order and social list', async () => {
    await openConnect({ features: { connectMethodsOrder: ['social', 'email'], socials: ['github', 'google'] } });
    expect(sections().slice(0, 2)).toEqual(['wp-socials', 'wp-email-form']);
    expect(modal().getAllByRole('button', { name: /^Continue with / }).map(providerName)).toEqual(['GitHub', 'Google']);
  });

  it('hides the email form and the social buttons when their features are off, and shows no fake wallets', async () => {
    await openConnect({ features: { email: false, socials: false } });
    expect(modal().queryByLabelText('Email')).toBeNull();
    expect(modal().queryAllByRole('button', { name: /^Continue with / })).toEqual([]);
    // No wallet in the catalogue nor in the browser: the wallet list holds only the All wallets entry.
    const wallets = modal().getByRole('list', { name: 'Wallets' });
    expect(within(wallets).getAllByRole('button').map((button) => button.textContent)).toEqual(['All wallets']);
  });

  it('checks the email address and goes on to the email login with a valid one', async () => {
    const { core } = await openConnect();
    const input = modal().getByLabelText('Email') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    fireEvent.click(modal().getByRole('button', { name: 'Continue' }));
    const error = modal().getByText(INVALID_EMAIL_MESSAGE);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(core.router.snapshot.view).toBe('Connect');

    fireEvent.change(input, { target: { value: '  ada@example.com ' } });
    expect(modal().queryByText(INVALID_EMAIL_MESSAGE)).toBeNull();
    fireEvent.submit(input.form as HTMLFormElement);
    await settle();
    expect(core.router.snapshot).toMatchObject({ view: 'EmailLogin', data: { email: 'ada@example.com' } });
  });

  it('starts the social flow for the provider picked', async () => {
    const { core } = await openConnect();
    fireEvent.click(modal().getByRole('button', { name: 'Continue with GitHub' }));
    expect(core.router.snapshot).toMatchObject({ view: 'ConnectingSocial', data: { socialProvider: 'github' } });
    await settle();
    expect(modal().getByRole('dialog', { name: 'GitHub' })).toBeTruthy();
    act(() => core.router.goBack());
    fireEvent.click(modal().getByRole('button', { name: 'Continue with Farcaster' }));
    expect(core.router.snapshot.view).toBe('ConnectingFarcaster');
  });

  it('shows the legal footer with safe links only', async () => {
    await openConnect({ termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'javascript:alert(1)' });
    const terms = modal().getByRole('link', { name: 'Terms of Service' });
    expect(terms.getAttribute('href')).toBe('https://example.com/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    expect(modal().queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    const privacy = modal().getByText('Privacy Policy');
    expect(privacy.hasAttribute('href')).toBe(false);
    expect(modal().getByRole('dialog').innerHTML).not.toContain('javascript:');
  });

  it('has no legal footer without addresses', async () => {
    await openConnect();
    expect(modal().queryByText(/you agree to our/)).toBeNull();
  });
});
