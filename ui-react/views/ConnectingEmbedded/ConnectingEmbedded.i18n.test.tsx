/**
 * Every text of ConnectingEmbedded comes from the catalogue: drawn in the pseudo-language (each entry
 * wrapped in ⟦ ⟧), nothing a visitor reads is left in English but the frame's own words, once it failed
 * and while connecting again.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modal, settle } from '../../testing/shadow.js';
import { EMAIL, hasAlert } from '../EmailLogin/testing/embeddedWorld.js';
import { renderPseudoEmbeddedWorld, typePseudoCode, untranslatedInView } from '../EmailLogin/testing/pseudoEmbedded.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const FRAME_WORDS = 'Not signed in';

describe('ConnectingEmbedded in another language', () => {
  it('draws a failure and the connecting status from the catalogue only', async () => {
    const { core, frame } = await renderPseudoEmbeddedWorld();
    frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    frame.fail('GET_USER', FRAME_WORDS);
    act(() => core.modal.open({ view: 'EmailLogin', data: { email: EMAIL } }));
    await settle();
    await typePseudoCode('123456');
    expect(core.router.snapshot.view).toBe('ConnectingEmbedded');
    expect(hasAlert('⟦Failed to connect⟧')).toBe(true);
    expect(untranslatedInView({ allowed: [FRAME_WORDS] })).toEqual([]);

    frame.hang('GET_USER');
    fireEvent.click(modal().getByRole('button', { name: '⟦Try again⟧' }));
    await settle();
    expect(modal().getByText('⟦Connecting your wallet⟧')).toBeTruthy();
    expect(untranslatedInView()).toEqual([]);
  });
});
