/**
 * The world of the email and embedded-wallet view tests (test-only: the build leaves out `testing/`): a
 * client whose ports hold a FakeEmbeddedWalletConnector over a FakeEmbeddedWalletFrame, a chain adapter so
 * connecting lands on a supported network, virtual time, and the provider rendered with every lazy view
 * loaded. The frame's answers are set by each test (`frame.respond`, `frame.fail`, `frame.hang`).
 */
import { act, fireEvent, render } from '@testing-library/react';
import type { WalletportClient } from '../../../../client/walletport-client.js';
import type { WalletportOptions } from '../../../../domain/usecases/options/options.js';
import { createEmbeddedWalletClient } from '../../../../tests/fakes/embedded-wallet-world.js';
import { WalletportProvider } from '../../../provider/WalletportProvider.js';
import { modal, settle } from '../../../testing/shadow.js';
import { prefetchViews } from '../../prefetch.js';

export const EMAIL = 'ada@example.com';

export type EmbeddedWorldOptions = {
  options?: Partial<WalletportOptions>;
  /** Runs on the client before the provider mounts (the pseudo-language of the translation tests). */
  beforeMount?: (client: WalletportClient) => unknown;
};

export async function renderEmbeddedWorld({ options = {}, beforeMount }: EmbeddedWorldOptions = {}) {
  const { client, core, ports, connector, scheduler } = createEmbeddedWalletClient({ options });
  await beforeMount?.(client);
  await prefetchViews();
  const view = render(<WalletportProvider client={client} />);
  await settle();
  return { client, core, ports, connector, frame: connector.frame, scheduler, view };
}

export type EmbeddedWorld = Awaited<ReturnType<typeof renderEmbeddedWorld>>;

/** Opens Connect and sends the address from its email form, as a person would. */
export async function submitEmailOnConnect({ core }: EmbeddedWorld, email = EMAIL): Promise<void> {
  act(() => core.modal.open({ view: 'Connect' }));
  await settle();
  fireEvent.change(modal().getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(modal().getByRole('button', { name: 'Continue' }));
  await settle();
}

/** Types a code into the one-time-code field (six digits submit it by themselves). */
export async function typeCode(code: string): Promise<void> {
  fireEvent.change(modal().getByLabelText('Verification code'), { target: { value: code } });
  await settle();
}

/** The texts of the alerts shown in the modal (the alert banner's too); empty live regions left out. */
export function alertTexts(): string[] {
  return modal()
    .queryAllByRole('alert')
    .map((element) => element.textContent ?? '')
    .filter((text) => text !== '');
}

/** Whether an alert in the modal says `text` (its first words: a step's alert may go on to explain). */
export function hasAlert(text: string): boolean {
  return alertTexts().some((alert) => alert.startsWith(text));
}

/** Connects the embedded wallet directly (as a finished email login would) and lets the views catch up. */
export async function connectEmbedded({ core }: EmbeddedWorld): Promise<void> {
  core.start();
  await act(() => core.connection.connect({ connectorId: 'ID_AUTH', method: 'email' }));
  await settle();
}
