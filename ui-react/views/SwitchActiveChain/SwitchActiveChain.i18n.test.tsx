/**
 * Switch Chain in the pseudo-language: the title, the explanation (with the family's wallet, article included,
 * from the catalogue) and the buttons; the empty state too. Network and family names are shown as given.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { solana } from '../../../domain/entities/network/chains/solana.js';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderPseudoWorld, untranslatedIn } from '../Account/testing/pseudo.js';
import { prefetchViews } from '../prefetch.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('SwitchActiveChain in another language', () => {
  it('explains and offers to connect a wallet of the family in the shown language', async () => {
    const world = await renderPseudoWorld({ options: { networks: [walletportDevnetA, solana] } });
    act(() => world.core.modal.open({ view: 'Account' }));
    act(() => void world.core.network.switchNetwork(solana));
    await settle();
    expect(world.core.router.snapshot.view).toBe('SwitchActiveChain');
    expect(modal().getByText('⟦Switch to Solana⟧')).toBeTruthy();
    expect(
      modal().getByText('⟦Your connected wallet has no Solana account. To use Solana, connect ⟦a Solana wallet⟧.⟧'),
    ).toBeTruthy();
    expect(modal().getByRole('button', { name: '⟦Connect ⟦a Solana wallet⟧⟧' })).toBeTruthy();
    expect(untranslatedIn('.wp-network-status', { allowed: [/^[A-Z]$/] })).toEqual([]);
  });

  it('says in the shown language when there is no network to switch to', async () => {
    const world = await renderPseudoWorld();
    act(() => world.core.modal.open({ view: 'SwitchActiveChain' }));
    await settle();
    expect(modal().getByText('⟦No network to switch to⟧')).toBeTruthy();
    expect(untranslatedIn('.wp-network-status')).toEqual([]);
  });
});
