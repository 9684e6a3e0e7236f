/**
 * The Send views in the pseudo-language: labels, placeholders, hints, the preview's terms and buttons come from
 * the catalogue; token names and symbols, amounts, addresses and the receiver's name are shown as given.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { fakeTokenBalance, FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderPseudoWorld, untranslatedIn } from '../Account/testing/pseudo.js';
import { TEST_ADDRESS } from '../Account/testing/world.js';
import { prefetchViews } from '../prefetch.js';

// The lazy views' chunks load once here, not inside the first test's time limit.
beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const NETWORK = walletportDevnetA.caipNetworkId;
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ALLOWED = ['ETH', 'Local Ether', 'alice.reown.id', RECEIVER, /^≈ \$[\d.,]+$/, /^\$[\d.,]+$/, /^[\d.,]+ ETH( \([\d.,]+\u00a0\$\))?$/, /^[A-Z]$/];

async function openPseudoSend() {
  const api = new FakeBlockchainApi();
  api.supportedChains = { ...api.supportedChains, http: [...api.supportedChains.http, NETWORK] };
  api.setBalances(TEST_ADDRESS, NETWORK, [
    fakeTokenBalance({ chainId: NETWORK, name: 'Local Ether', symbol: 'ETH', price: 2000, quantity: { decimals: '18', numeric: '1.5' } }),
  ]);
  api.setName({
    name: 'alice.reown.id',
    registered_at: '2026-01-01',
    updated_at: '2026-01-01',
    addresses: { '60': { address: RECEIVER, created: '2026-01-01' } },
    attributes: [],
  });
  const world = await renderPseudoWorld({ ports: { blockchainApi: api } });
  act(() => world.core.modal.open({ view: 'Account' }));
  await settle();
  fireEvent.click(modal().getByRole('button', { name: '⟦Send⟧' }));
  await settle();
  return world;
}

describe('the Send views in another language', () => {
  it('draws the empty form, the filled form with a resolved name, and the preview from the catalogue', async () => {
    const { core, scheduler } = await openPseudoSend();
    expect(core.router.snapshot.view).toBe('Send');
    expect(modal().getByRole('form').getAttribute('aria-label')).toBe('⟦Send tokens⟧');
    expect(untranslatedIn('.wp-send', { allowed: ALLOWED })).toEqual([]);
    const receiver = modal().getByRole('textbox', { name: '⟦To⟧' }) as HTMLInputElement;
    expect(receiver.placeholder).toBe('⟦Address or name⟧');

    const token = core.send.snapshot.tokenBalances[0];
    expect(token?.symbol).toBe('ETH');
    act(() => core.send.setToken(token!));
    fireEvent.change(modal().getByRole('textbox', { name: '⟦Amount⟧' }), { target: { value: '0.25' } });
    fireEvent.change(receiver, { target: { value: 'alice' } });
    await act(async () => scheduler.advanceAsync(500));
    await settle();
    expect(modal().getByTestId('send-receiver').textContent).toContain('alice.reown.id');
    expect(untranslatedIn('.wp-send', { allowed: ALLOWED })).toEqual([]);

    fireEvent.click(modal().getByRole('button', { name: '⟦Preview Send⟧' }));
    await settle();
    expect(core.router.snapshot.view).toBe('SendPreview');
    // The fee's dollar part in the shown language (German: comma decimals, symbol after).
    expect(modal().getByTestId('send-preview-fee').textContent).toBe('0.000021 ETH (0,04\u00a0$)');
    expect(untranslatedIn('.wp-send', { allowed: ALLOWED })).toEqual([]);
    expect([...modal().getAllByRole('button')].map((button) => button.textContent)).toEqual(expect.arrayContaining(['⟦Cancel⟧', '⟦Send⟧']));
  });

  it("draws the token picker's search placeholder and empty state from the catalogue", async () => {
    const { core } = await openPseudoSend();
    act(() => core.router.push('SendSelectToken'));
    await settle();
    const search = modal().getByRole('searchbox') as HTMLInputElement;
    expect(search.placeholder).toBe('⟦Name or symbol⟧');
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    await settle();
    expect(modal().getByText('⟦No token found⟧')).toBeTruthy();
  });
});
