/**
 * The Buy views' test world (happy-dom, the real use cases over the fakes): connected on the first devnet with
 * the shared fake's on-ramp (the devstack provider's options and quote rules), the Buy form opened from the
 * Account view's Buy button as a visitor does.
 */
import { act, fireEvent } from '@testing-library/react';
import { FakeBlockchainApi } from '../../../../tests/fakes/blockchain-api.fake.js';
import { modal, settle } from '../../../testing/shadow.js';
import { renderWorld, type WorldOptions } from '../../Account/testing/world.js';

export type OpenBuyParameters = WorldOptions & {
  /** Adjust the API before the form opens (failures, hanging calls). */
  readonly api?: (api: FakeBlockchainApi) => void;
};

export async function openBuy({ api: adjust, ...options }: OpenBuyParameters = {}) {
  const api = new FakeBlockchainApi();
  adjust?.(api);
  const world = await renderWorld({ ...options, ports: { blockchainApi: api, ...options.ports } });
  act(() => world.core.modal.open({ view: 'Account' }));
  await settle();
  fireEvent.click(modal().getByRole('button', { name: 'Buy' }));
  await settle();
  return { ...world, api };
}

export type BuyWorld = Awaited<ReturnType<typeof openBuy>>;

export const amountInput = () => modal().getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
export const getQuotesButton = () => modal().getByTestId('onramp-get-quotes');

/** Types the amount and presses 'Get quotes'; resolves once the quotes answered. */
export async function quote(amount: string): Promise<void> {
  fireEvent.change(amountInput(), { target: { value: amount } });
  fireEvent.click(getQuotesButton());
  await settle();
}
