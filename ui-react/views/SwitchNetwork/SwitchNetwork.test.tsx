import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { switchErrorMessage } from './switchErrorMessage.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { parseWalletError } from '../../../domain/entities/errors/rpc-errors.js';
import { renderWorld } from '../Account/testing/world.js';
import { startHeldSwitch } from './testing/held-switch.js';
import { translatorFor } from '../../i18n/translator.js';

const english = translatorFor({ locale: 'en', direction: 'ltr', messages: undefined });

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

async function startSwitch() {
  return startHeldSwitch(await renderWorld());
}

describe('switchErrorMessage', () => {
  it("says 'Switch declined' for a rejection, else the typed error's short message", () => {
    expect(switchErrorMessage(parseWalletError(userRejectedError()), english)).toBe('Switch declined');
    expect(switchErrorMessage(walletportError('CHAIN_NOT_SUPPORTED'), english)).toBe('Chain is not supported');
  });
});

describe('the SwitchNetwork view', () => {
  it("waits: 'Approve in wallet', named after the target network, then goes back once switched", async () => {
    const { core, gate, switching } = await startSwitch();
    expect(modal().getByRole('dialog', { name: 'Walletport Devnet B' })).toBeTruthy();
    expect(modal().getAllByRole('status').some((status) => status.textContent?.includes('Approve in wallet'))).toBe(true);
    expect(modal().queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(core.network.snapshot.switching).toBe(true);
    gate.resolve();
    await act(() => switching);
    await settle();
    expect(core.router.snapshot.view).toBe('Account');
  });

  it("shows 'Switch declined' with 'Try again' when the user rejects, and the retry switches", async () => {
    const { core, wallet, gate, switching, original } = await startSwitch();
    wallet.failSwitchWith = userRejectedError();
    gate.resolve();
    await act(() => switching);
    await settle();
    const alert = modal().getAllByRole('alert').find((element) => element.textContent?.includes('Switch declined'));
    expect(alert).toBeTruthy();
    expect(core.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(walletportDevnetA.caipNetworkId);

    wallet.failSwitchWith = undefined;
    wallet.switchNetwork = original;
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }));
    await settle();
    expect(core.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(walletportDevnetB.caipNetworkId);
    expect(core.router.snapshot.view).toBe('Account');
  });

  it("shows the typed error's message for other failures", async () => {
    const { wallet, gate, switching } = await startSwitch();
    wallet.failSwitchWith = { code: 4200, message: 'The Provider does not support the requested method' };
    gate.resolve();
    await act(() => switching);
    await settle();
    const alert = modal().getAllByRole('alert').find((element) => element.textContent?.includes('does not support'));
    expect(alert?.textContent).toContain('The wallet does not support the requested method');
  });
});
