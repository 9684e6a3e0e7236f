/**
 * The element renderer in happy-dom, with React mapped to preact/compat (the 'element' vitest project), as the
 * package ships it: importing defines nothing; one call defines the tags for one client (again with it: nothing;
 * with another: a typed error); attributes become the buttons' props and follow their changes; the buttons are
 * the React renderer's components in each element's shadow root, with one modal for the page; the account,
 * network and modal changes arrive as DOM events on each element and on the document, once each.
 */
import * as compat from 'preact/compat';
import { act } from 'preact/test-utils';
import * as react from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { switchNetwork } from '../actions/switchNetwork.js';
import { WalletportError } from '../domain/entities/errors/base.error.js';
import { walletportDevnetA, walletportDevnetB } from '../domain/entities/network/chains/walletportDevnets.js';
import { createTestClient } from '../tests/fakes/create-test-client.js';
import { MockConnector } from '../tests/fakes/wallet-connector.fake.js';
import * as element from './index.js';
import * as renderModule from './render-page.js';

const renderPage = vi.spyOn(renderModule, 'renderPage');

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const world = createTestClient({ networks: [walletportDevnetA, walletportDevnetB] });
const wallet = new MockConnector({
  info: { id: 'uuid-test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' },
  accounts: [ADDRESS],
  caipNetworkId: walletportDevnetA.caipNetworkId,
});

/** Lets the tree render, its effects run and lazy chunks arrive. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The button inside an element: the element's shadow root holds the button's host, whose shadow root holds it. */
function buttonIn(host: Element): HTMLButtonElement | null {
  const inner = host.shadowRoot?.querySelector('[data-walletport]');
  return inner?.shadowRoot?.querySelector('button') ?? null;
}

/** Every event of `name` heard on `target` from now on, with its detail. */
function record(target: EventTarget, name: string): { detail: unknown; bubbles: boolean }[] {
  const heard: { detail: unknown; bubbles: boolean }[] = [];
  target.addEventListener(name, (event) => heard.push({ detail: (event as CustomEvent).detail, bubbles: event.bubbles }));
  return heard;
}

/** Where the tests put their elements (the modal's host is appended to <body> beside it, and stays). */
const page = document.createElement('main');

beforeAll(() => {
  document.body.innerHTML = '';
  document.body.append(page);
});

afterAll(() => {
  document.body.innerHTML = '';
});

describe('walletport/element', () => {
  it('runs on preact/compat here, as in the package: React is not loaded', () => {
    expect(react.createElement).toBe(compat.createElement);
  });

  it('defines nothing when imported; one call defines the three tags, again with the same client is a no-op, with another it throws', () => {
    expect(element.CONNECT_BUTTON_TAG).toBe('walletport-connect-button');
    for (const tag of ['walletport-connect-button', 'walletport-account-button', 'walletport-network-button']) {
      expect(customElements.get(tag), tag).toBeUndefined();
    }
    element.defineWalletportElements(world.client);
    const defined = customElements.get('walletport-connect-button');
    expect(defined).toBeDefined();
    expect(customElements.get('walletport-account-button')).toBeDefined();
    expect(customElements.get('walletport-network-button')).toBeDefined();

    expect(() => element.defineWalletportElements(world.client)).not.toThrow();
    // The tree comes in its own chunk, after the tags (once, however many calls: checked below).
    expect(renderPage).not.toHaveBeenCalled();
    expect(customElements.get('walletport-connect-button')).toBe(defined);
    const other = createTestClient();
    let thrown: unknown;
    try {
      element.defineWalletportElements(other.client);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(WalletportError);
    expect((thrown as WalletportError).code).toBe('ELEMENTS_DEFINED_FOR_ANOTHER_CLIENT');
  });

  it("renders the connect button in the element's own shadow root, with its attributes as props, following their changes", async () => {
    page.innerHTML = '<walletport-connect-button label="Sign in"></walletport-connect-button>';
    // The tree's chunk (Preact and the buttons) arrives after the tags are defined; the element waits for it.
    await vi.waitFor(() => expect(renderPage).toHaveBeenCalledTimes(1));
    await settle();
    const host = document.querySelector('walletport-connect-button');
    expect(host?.shadowRoot).toBeTruthy();
    expect(buttonIn(host!)?.textContent).toBe('Sign in');
    expect(buttonIn(host!)?.getAttribute('aria-haspopup')).toBe('dialog');

    host!.setAttribute('label', 'Connect now');
    await settle();
    expect(buttonIn(host!)?.textContent).toBe('Connect now');
    host!.removeAttribute('label');
    await settle();
    expect(buttonIn(host!)?.textContent).toBe('Connect Wallet');
  });

  it('opens the one modal of the page on a click, and says so on the element and the document, once each', async () => {
    page.innerHTML = '<walletport-connect-button></walletport-connect-button><walletport-network-button></walletport-network-button>';
    await settle();
    const host = document.querySelector('walletport-connect-button')!;
    const onElement = record(host, 'walletport-modal-open');
    const onDocument = record(document, 'walletport-modal-open');
    const closed = record(document, 'walletport-modal-close');

    await act(() => buttonIn(host)!.click());
    await settle();
    expect(world.core.modal.snapshot.open).toBe(true);
    expect(document.querySelectorAll('[data-walletport="modal"]')).toHaveLength(1);
    const dialog = document.querySelector('[data-walletport="modal"]')?.shadowRoot?.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-labelledby') ?? dialog?.getAttribute('aria-label')).toBeTruthy();
    // The view the opening rules picked (no wallet announced yet: WalletConnect's).
    const view = world.core.router.snapshot.view;
    expect(view).toBe('ConnectingWalletConnectBasic');
    expect(onElement).toEqual([{ detail: { view }, bubbles: false }]);
    expect(onDocument).toEqual([{ detail: { view }, bubbles: true }]);

    await act(() => void world.core.modal.close());
    await settle();
    expect(closed).toEqual([{ detail: { view }, bubbles: true }]);
    expect(onElement).toHaveLength(1);
  });

  it('follows the account and the network: events with their details, the connect button becomes the account button unless show-account="false"', async () => {
    page.innerHTML = [
      '<walletport-connect-button></walletport-connect-button>',
      '<walletport-connect-button show-account="false" label="Another wallet"></walletport-connect-button>',
      '<walletport-account-button balance="hide"></walletport-account-button>',
      '<walletport-network-button></walletport-network-button>',
    ].join('');
    await settle();
    const [first, stays] = [...document.querySelectorAll('walletport-connect-button')];
    const accountElement = document.querySelector('walletport-account-button')!;
    const network = document.querySelector('walletport-network-button')!;
    // Nothing while disconnected, as <AccountButton /> in React.
    expect(buttonIn(accountElement)).toBeNull();
    expect(buttonIn(network)?.getAttribute('aria-label') ?? buttonIn(network)?.textContent).toContain('Walletport Devnet A');

    const accountOnElement = record(stays!, 'walletport-account-change');
    const accountOnDocument = record(document, 'walletport-account-change');
    const networkOnDocument = record(document, 'walletport-network-change');
    world.ports.connectorDiscovery.announce(wallet);
    await act(async () => {
      await world.core.connection.connect({ connectorId: 'uuid-test' });
    });
    await settle();

    const connected = {
      address: ADDRESS,
      caipAddress: `${walletportDevnetA.caipNetworkId}:${ADDRESS}`,
      chainId: walletportDevnetA.id,
      isConnected: true,
      status: 'connected',
    };
    expect(accountOnDocument.at(-1)?.detail).toEqual(connected);
    expect(accountOnElement.at(-1)?.detail).toEqual(connected);
    // Each change heard once at the document, not once more per element.
    expect(accountOnDocument.filter((event) => (event.detail as { status: string }).status === 'connected')).toHaveLength(1);

    expect(buttonIn(first!)?.textContent).toContain('0xf3…b92266');
    expect(buttonIn(stays!)?.textContent).toBe('Another wallet');
    expect(buttonIn(accountElement)?.textContent).toContain('0xf3…b92266');
    expect(accountElement.shadowRoot?.innerHTML).not.toContain('wp-account-balance');

    await act(async () => {
      await switchNetwork(world.client, { network: walletportDevnetB });
    });
    await settle();
    expect(networkOnDocument.at(-1)?.detail).toEqual({
      caipNetworkId: walletportDevnetB.caipNetworkId,
      chainId: walletportDevnetB.id,
      name: walletportDevnetB.name,
    });
    expect(accountOnDocument.at(-1)?.detail).toMatchObject({ chainId: walletportDevnetB.id, isConnected: true });

    await act(async () => {
      await world.core.connection.disconnect();
    });
    await settle();
    expect(accountOnDocument.at(-1)?.detail).toMatchObject({ address: undefined, isConnected: false, status: 'disconnected', chainId: undefined });
    expect(buttonIn(first!)?.textContent).toBe('Connect Wallet');
  });

  it('drops a removed element from the tree and draws it again when it comes back', async () => {
    page.innerHTML = '<walletport-connect-button label="Here"></walletport-connect-button>';
    await settle();
    const host = document.querySelector('walletport-connect-button')!;
    host.remove();
    await settle();
    expect(host.shadowRoot?.querySelector('[data-walletport]')).toBeNull();
    page.append(host);
    await settle();
    expect(buttonIn(host)?.textContent).toBe('Here');
  });
});
