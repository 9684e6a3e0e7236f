/**
 * The Account view and its tabs in the pseudo-language: every text a visitor reads comes from the catalogue,
 * except what is not language (addresses, amounts with their symbols, the API's names, the month names Intl
 * writes in the shown language).
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityTransaction } from '../../../domain/entities/activity/transaction.js';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { fakeActivityTransaction, FakeBlockchainApi, fakeTokenBalance } from '../../../tests/fakes/blockchain-api.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { EMBEDDED_TEST_USER } from '../../../tests/fakes/embedded-wallet-connector.fake.js';
import { renderPseudoEmbeddedWorld, renderPseudoWorld, untranslatedIn } from './testing/pseudo.js';
import { TEST_ADDRESS } from './testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const DEVNET = walletportDevnetA.caipNetworkId;

/**
 * Names and symbols the view shows as given, amounts with their symbol, dollar values, the initial an image
 * falls back to, and the months Intl names in the shown language (German).
 */
const ALLOWED = [
  walletportDevnetA.name,
  'ETH',
  'Ether',
  'DUSD',
  'Dev Dollar',
  'Pass #1',
  'Pass',
  '#1',
  /^[+−]?[\d.,]+ (ETH|DUSD)$/,
  /^\$[\d.,]+$/,
  /^[A-Z]$/,
  /^Januar$|^Dezember 2025$/,
];

function tx(id: string, minedAt: string, overrides: Parameters<typeof fakeActivityTransaction>[0] = {}): ActivityTransaction {
  return fakeActivityTransaction({ id, ...overrides, metadata: { chain: DEVNET, minedAt, ...overrides.metadata } });
}

async function openPseudoAccount() {
  const api = new FakeBlockchainApi();
  api.supportedChains = { ...api.supportedChains, http: [...api.supportedChains.http, DEVNET] };
  api.setBalances(TEST_ADDRESS, DEVNET, [
    fakeTokenBalance({ chainId: DEVNET, name: 'Dev Dollar', symbol: 'DUSD', price: 1, quantity: { decimals: '18', numeric: '2' } }),
  ]);
  // The test clock is 2026-01-15 12:00 UTC: an hour ago, days ago, and last year.
  api.setHistory(TEST_ADDRESS, [
    [
      tx('in', '2026-01-15T11:00:00Z', {
        metadata: { operationType: 'receive' },
        transfers: [{ fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'in', quantity: { numeric: '0.5' } }],
      }),
      tx('burn', '2026-01-10T12:00:00Z', {
        metadata: { operationType: 'burn', status: 'failed' },
        transfers: [{ fungible_info: { name: 'Dev Dollar', symbol: 'DUSD' }, direction: 'out', quantity: { numeric: '1234.5678' } }],
      }),
      tx('nft', '2026-01-09T12:00:00Z', {
        metadata: { operationType: 'mint', status: 'pending' },
        transfers: [{ nft_info: { name: 'Pass #1', flags: { is_spam: false } }, direction: 'in', quantity: { numeric: '1' } }],
      }),
      tx('call', '2025-12-24T12:00:00Z', { metadata: { operationType: 'execute' }, transfers: [] }),
    ],
    [tx('older', '2025-12-01T12:00:00Z')],
  ]);
  const world = await renderPseudoWorld({ ports: { blockchainApi: api } });
  act(() => world.core.modal.open({ view: 'Account' }));
  await settle();
  return world;
}

const tabs = () => modal().getAllByRole('tab');

describe('the Account view in another language', () => {
  it('draws the identity, balance, feature buttons, tokens, wallets and disconnect from the catalogue', async () => {
    const { core } = await openPseudoAccount();
    expect(modal().getByRole('tablist').getAttribute('aria-label')).toBe('⟦Account assets⟧');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['⟦Tokens⟧', '⟦NFTs⟧', '⟦Activity⟧']);
    expect(untranslatedIn('.wp-account', { allowed: ALLOWED })).toEqual([]);
    expect(modal().getByTestId('account-type').textContent).toBe('⟦EOA⟧');
    expect([...modal().getAllByRole('button')].map((button) => button.textContent)).toEqual(
      expect.arrayContaining(['⟦Receive⟧', '⟦Send⟧', '⟦Wallets⟧', '⟦Disconnect⟧']),
    );

    // The toast the view raises is in the shown language too.
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.resolve() } });
    fireEvent.click(modal().getByRole('button', { name: '⟦Copy address⟧' }));
    await settle();
    expect(core.toasts.snapshot).toMatchObject({ message: '⟦Address copied⟧' });
  });

  it('draws the NFTs and Activity tabs (titles, statuses, relative times, month headings) from the catalogue', async () => {
    await openPseudoAccount();
    const [, nfts, activity] = tabs();
    fireEvent.click(nfts!);
    await settle();
    expect(untranslatedIn('.wp-tabpanel', { allowed: ALLOWED })).toEqual([]);
    expect(modal().getByRole('tabpanel').textContent).toContain('⟦NFTs received in your activity on this network and not sent since.⟧');

    fireEvent.click(activity!);
    await settle();
    const panel = modal().getByRole('tabpanel');
    expect(untranslatedIn('.wp-tabpanel', { allowed: ALLOWED })).toEqual([]);
    expect([...panel.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(['Januar', 'Dezember 2025']);
    expect([...panel.querySelectorAll('time')].map((time) => time.textContent)).toEqual([
      '⟦an hour ago⟧',
      '⟦5 days ago⟧',
      '⟦6 days ago⟧',
      '⟦22 days ago⟧',
    ]);
    expect([...panel.querySelectorAll('.wp-badge')].map((badge) => badge.textContent)).toEqual(['⟦Failed⟧', '⟦Pending⟧']);
    expect([...panel.querySelectorAll('.wp-row-title')].map((title) => title.firstChild?.textContent)).toEqual([
      '⟦Receive⟧',
      '⟦Burn⟧',
      '⟦Mint⟧',
      '⟦Execute⟧',
    ]);
  });

  it("reads out the social login's line and the email wallet's button in the shown language", async () => {
    const social = await renderPseudoEmbeddedWorld();
    social.frame.respond('GET_USER', { ...EMBEDDED_TEST_USER, userName: 'ada' });
    social.core.embeddedWallet?.rememberSocialLogin({ provider: 'github', userName: 'ada' });
    await social.connect();
    act(() => social.core.modal.open({ view: 'Account' }));
    await settle();
    const line = modal().getByText('ada').closest('p');
    expect(line?.textContent).toBe('⟦Signed in with GitHub as ada⟧');
    expect(untranslatedIn('.wp-account-identity', { allowed: ['ada', 'GitHub: ada', '⟧', /^[\d.,]+ ETH$/] })).toEqual([]);
    cleanup();
    document.body.innerHTML = '';

    const email = await renderPseudoEmbeddedWorld();
    email.frame.respond('GET_USER', { ...EMBEDDED_TEST_USER, email: 'ada@example.com' });
    await email.connect();
    act(() => email.core.modal.open({ view: 'Account' }));
    await settle();
    expect(modal().getByRole('button', { name: /^⟦Email wallet:⟧ ada@example.com$/ })).toBeTruthy();
  });
});
