import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { ethereum } from '../../../domain/entities/network/chains/ethereum.js';
import { solana } from '../../../domain/entities/network/chains/solana.js';
import { FakeBlockchainApi, fakeTokenBalance } from '../../../tests/fakes/blockchain-api.fake.js';
import { settle } from '../../testing/shadow.js';
import * as prefetchModule from '../../views/prefetch.js';
import { AccountButton } from './AccountButton.js';
import { accountLabel } from './accountLabel.js';
import {
  TEST_ADDRESS,
  TEST_ADDRESS_TRUNCATED,
  hasHost,
  inHost,
  renderWorld,
} from '../../views/Account/testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const button = () => inHost('account-button').getByRole('button');

describe('accountLabel', () => {
  it('is the profile name, or the address truncated 4 leading / 6 trailing', () => {
    expect(accountLabel(TEST_ADDRESS, undefined)).toBe(TEST_ADDRESS_TRUNCATED);
    expect(accountLabel(TEST_ADDRESS, '  ')).toBe(TEST_ADDRESS_TRUNCATED);
    expect(accountLabel(TEST_ADDRESS, 'alice.reown.id')).toBe('alice.reown.id');
  });
});

describe('AccountButton', () => {
  it('renders nothing while disconnected', async () => {
    await renderWorld({ connect: false, children: <AccountButton /> });
    expect(hasHost('account-button')).toBe(false);
    expect(hasHost('connect-button')).toBe(false);
  });

  it('renders the connect button while disconnected when asked to', async () => {
    await renderWorld({ connect: false, children: <AccountButton fallbackToConnect connectLabel="Sign in" /> });
    expect(hasHost('account-button')).toBe(false);
    expect(inHost('connect-button').getByRole('button').textContent).toBe('Sign in');
  });

  it('shows the avatar, the truncated address and the balance with its symbol, in its own shadow root', async () => {
    await renderWorld({ children: <AccountButton /> });
    const host = document.querySelector('[data-walletport="account-button"]');
    expect(host?.shadowRoot).toBeTruthy();
    expect(host?.children).toHaveLength(0);
    expect(button().textContent).toBe(`${TEST_ADDRESS_TRUNCATED}1.234 ETH`);
    expect(button().getAttribute('title')).toBe(TEST_ADDRESS);
    const avatar = host?.shadowRoot?.querySelector('.wp-avatar');
    expect(avatar?.getAttribute('data-avatar')).toBe('gradient');
    expect((avatar as HTMLElement).style.backgroundImage).toContain('conic-gradient');
  });

  it('hides the balance when told', async () => {
    await renderWorld({ children: <AccountButton balance="hide" /> });
    expect(button().textContent).toBe(TEST_ADDRESS_TRUNCATED);
  });

  it('shows the profile name and image on a network with identities; an unsafe or foreign-host image falls back to the gradient', async () => {
    const api = new FakeBlockchainApi();
    api.setIdentity(TEST_ADDRESS, { name: 'alice.reown.id', avatar: 'https://rpc.walletconnect.org/avatars/alice.png' });
    api.setBalances(TEST_ADDRESS, 'eip155:1', [fakeTokenBalance({ quantity: { decimals: '18', numeric: '2.5' } })]);
    const { core } = await renderWorld({ options: { networks: [ethereum] }, ports: { blockchainApi: api }, children: <AccountButton /> });
    await settle();
    expect(button().textContent).toBe('alice.reown.id2.5 ETH');
    const image = document.querySelector('[data-walletport="account-button"]')?.shadowRoot?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://rpc.walletconnect.org/avatars/alice.png');

    for (const avatar of ['javascript:alert(1)', 'https://tracker.example/alice.png']) {
      api.setIdentity(TEST_ADDRESS, { name: 'alice.reown.id', avatar });
      await act(() => core.account.refresh({ force: true }));
      expect(document.querySelector('[data-walletport="account-button"]')?.shadowRoot?.querySelector('img'), avatar).toBeNull();
    }
  });

  it('opens the modal on the Account view, and prefetches the modal layer and the Account view on hover', async () => {
    const prefetch = vi.spyOn(prefetchModule, 'prefetchModal');
    const { core } = await renderWorld({ children: <AccountButton /> });
    prefetch.mockClear();
    fireEvent.pointerEnter(button());
    expect(prefetch.mock.calls).toEqual([['Account']]);
    fireEvent.click(button());
    expect(core.modal.snapshot.open).toBe(true);
    expect(core.router.snapshot.view).toBe('Account');
  });

  it('follows the theme', async () => {
    const { core } = await renderWorld({ children: <AccountButton /> });
    const host = document.querySelector('[data-walletport="account-button"]');
    expect(host?.getAttribute('data-wp-theme')).toBe('light');
    act(() => {
      core.theme.setThemeMode('dark');
    });
    expect(host?.getAttribute('data-wp-theme')).toBe('dark');
  });

  it('reads another namespace when told (nothing connected there: nothing shown)', async () => {
    await renderWorld({
      options: { networks: [walletportDevnetA, solana] },
      children: <AccountButton namespace="solana" />,
    });
    expect(hasHost('account-button')).toBe(false);
  });
});
