/** Switch Network in the pseudo-language: waiting, and declined with Try again, from the catalogue. */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderPseudoWorld, untranslatedIn } from '../Account/testing/pseudo.js';
import { prefetchViews } from '../prefetch.js';
import { startHeldSwitch } from './testing/held-switch.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('SwitchNetwork in another language', () => {
  it('asks to approve, then says the switch was declined, in the shown language', async () => {
    const world = await startHeldSwitch(await renderPseudoWorld());
    const { gate, switching } = world;
    expect(world.core.router.snapshot.view).toBe('SwitchNetwork');
    const view = () => modal().getByRole('dialog').querySelector('.wp-network-status');
    expect(view()?.textContent).toContain(`⟦Accept the request in your wallet to switch to ${walletportDevnetB.name}.⟧`);
    expect(untranslatedIn('.wp-network-status', { allowed: [/^[A-Z]$/] })).toEqual([]);

    world.wallet.failSwitchWith = userRejectedError();
    gate.resolve();
    await act(() => switching);
    await settle();
    expect(view()?.textContent).toContain('⟦Switch declined⟧');
    expect(modal().getByRole('button', { name: '⟦Try again⟧' })).toBeTruthy();
    expect(untranslatedIn('.wp-network-status', { allowed: [/^[A-Z]$/] })).toEqual([]);
  });
});
