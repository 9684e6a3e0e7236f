/**
 * Every text of ConnectingSocial comes from the catalogue: drawn in the pseudo-language (each entry wrapped
 * in ⟦ ⟧), nothing a visitor reads is left in English but the provider's name: waiting in the popup,
 * connecting, a blocked popup, opened by name and opened without a provider.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../../domain/usecases/shared/deferred.js';
import { EMBEDDED_TEST_USER } from '../../../tests/fakes/embedded-wallet-connector.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { hasAlert } from '../EmailLogin/testing/embeddedWorld.js';
import { renderPseudoEmbeddedWorld, untranslatedInView } from '../EmailLogin/testing/pseudoEmbedded.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const SECURE_ORIGIN = 'https://secure.walletconnect.org';
const PROVIDER_URI = 'http://127.0.0.1:4600/auth?client_id=github&state=s';
const RESULT_URI = `${SECURE_ORIGIN}/social/result?token=t`;

async function socialWorld() {
  const world = await renderPseudoEmbeddedWorld();
  world.frame.respond('GET_SOCIAL_REDIRECT_URI', { uri: PROVIDER_URI });
  return world;
}

describe('ConnectingSocial in another language', () => {
  it('draws the login under way and connecting from the catalogue only', async () => {
    const world = await socialWorld();
    const answer = deferred<unknown>();
    world.frame.respond('CONNECT_SOCIAL', () => answer.promise);
    act(() => world.core.modal.open({ view: 'Connect' }));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: '⟦Continue with GitHub⟧' }));
    await settle();
    expect(modal().getByText('⟦Continue in GitHub⟧')).toBeTruthy();
    expect(untranslatedInView()).toEqual([]);

    act(() => world.ports.platform.lastPopup?.post({ resultUri: RESULT_URI }, SECURE_ORIGIN));
    await settle();
    expect(modal().getByText('⟦Connecting your wallet⟧')).toBeTruthy();
    expect(untranslatedInView()).toEqual([]);
    answer.resolve({ ...EMBEDDED_TEST_USER, userName: 'ada' });
    await settle();
  });

  it('draws a blocked popup from the catalogue only', async () => {
    const blocked = await socialWorld();
    blocked.ports.platform.blockPopups = true;
    act(() => blocked.core.modal.open({ view: 'ConnectingSocial', data: { socialProvider: 'github' } }));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: '⟦Continue with GitHub⟧' }));
    await settle();
    expect(hasAlert('⟦Could not open social popup⟧')).toBe(true);
    expect(untranslatedInView()).toEqual([]);
  });

  it('draws the view opened by name, with and without a provider, from the catalogue only', async () => {
    const { core } = await socialWorld();
    act(() => core.modal.open({ view: 'ConnectingSocial', data: { socialProvider: 'discord' } }));
    await settle();
    expect(modal().getByRole('button', { name: '⟦Continue with Discord⟧' })).toBeTruthy();
    expect(untranslatedInView()).toEqual([]);

    act(() => core.router.replace('ConnectingSocial'));
    await settle();
    expect(hasAlert('⟦No social login was chosen⟧')).toBe(true);
    expect(untranslatedInView()).toEqual([]);
  });
});
