/**
 * Every text of ConnectingFarcaster comes from the catalogue: drawn in the pseudo-language (each entry
 * wrapped in ⟦ ⟧), nothing a visitor reads is left in English: the QR code and its links (on a computer and
 * on a phone) and a failure in the view opened on its own.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modal, settle } from '../../testing/shadow.js';
import { hasAlert } from '../EmailLogin/testing/embeddedWorld.js';
import { renderPseudoEmbeddedWorld, untranslatedInView } from '../EmailLogin/testing/pseudoEmbedded.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const FRAME_WORDS = 'Could not open a relay channel';

async function farcasterWorld({ mobile = false } = {}) {
  const world = await renderPseudoEmbeddedWorld();
  world.ports.platform.mobile = mobile;
  world.frame.respond('GET_FARCASTER_URI', { url: 'https://farcaster.example/~/siwf?channelToken=channel-1' });
  world.frame.hang('CONNECT_FARCASTER');
  return world;
}

describe('ConnectingFarcaster in another language', () => {
  it.each([false, true])('draws the QR code, its links and the status from the catalogue only (mobile: %s)', async (mobile) => {
    const { core } = await farcasterWorld({ mobile });
    act(() => core.modal.open({ view: 'ConnectingFarcaster' }));
    await settle();
    expect(modal().getByRole('img', { name: '⟦QR code to sign in with Farcaster⟧' })).toBeTruthy();
    expect(modal().getByText('⟦Waiting for your approval in Farcaster⟧')).toBeTruthy();
    expect(untranslatedInView()).toEqual([]);
    act(() => core.close());
  });

  it("draws a failure with the frame's words in one entry of the catalogue", async () => {
    const { core, frame } = await farcasterWorld();
    frame.fail('GET_FARCASTER_URI', FRAME_WORDS);
    act(() => core.modal.open({ view: 'ConnectingFarcaster' }));
    await settle();
    expect(hasAlert('⟦Failed to connect to farcaster⟧')).toBe(true);
    expect(modal().getByText(`⟦${FRAME_WORDS}. The sign-in did not complete. Try again for a new link.⟧`)).toBeTruthy();
    expect(untranslatedInView()).toEqual([]);
  });
});
