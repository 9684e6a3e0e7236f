import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { createTestClient, TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { FakeConnectorDiscovery, MockConnector, userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import { ImagePreloaderContext, type ImagePreloader } from '../../components/WalletImage/imagePreloader.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { modal, settle } from '../../testing/shadow.js';
import { ACCEPT_REQUEST_MESSAGE } from './ConnectingExternal.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const CHAIN = TEST_NETWORK.caipNetworkId;
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const instantImages: ImagePreloader = { preload: async () => undefined, status: () => undefined };

function metamaskConnector(): MockConnector {
  return new MockConnector({
    info: { id: 'uuid-mm', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' }, imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+' },
    accounts: [ADDRESS],
    caipNetworkId: CHAIN,
  });
}

async function setup(connector = metamaskConnector(), wallets: CatalogueWallet[] = [], strict = false) {
  const scheduler = new VirtualScheduler();
  const { client, core, ports } = createTestClient(
    {},
    {
      scheduler,
      catalogue: new FakeWalletCatalogue({ wallets }),
      connectorDiscovery: new FakeConnectorDiscovery([connector]),
      chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
    },
  );
  const tree = (
    <ImagePreloaderContext.Provider value={instantImages}>
      <WalletportProvider client={client} />
    </ImagePreloaderContext.Provider>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  await settle();
  return { client, core, ports, connector };
}

/** Opens Connect and picks MetaMask there, as a person would. */
async function pickMetaMask(core: Awaited<ReturnType<typeof setup>>['core']) {
  act(() => core.modal.open({ view: 'Connect' }));
  await settle();
  fireEvent.click(modal().getByRole('button', { name: 'MetaMask Installed' }));
  await settle();
}

const connectCalls = (connector: MockConnector) => connector.calls.filter((call) => call.method === 'connect');

describe('the ConnectingExternal view', () => {
  it('asks the wallet once, says to continue there, and closes the modal once connected', async () => {
    const { core, connector } = await setup();
    connector.hangConnect = true;
    await pickMetaMask(core);
    expect(modal().getByRole('dialog', { name: 'MetaMask' })).toBeTruthy();
    expect(modal().getByText('Continue in MetaMask')).toBeTruthy();
    expect(modal().getByText(ACCEPT_REQUEST_MESSAGE)).toBeTruthy();
    expect(modal().getByRole('dialog').querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(connectCalls(connector)).toHaveLength(1);
    expect(core.connection.snapshot.connectingConnectorId).toBe('uuid-mm');

    await act(async () => connector.release());
    await settle();
    expect(core.modal.snapshot.open).toBe(false);
    expect(core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'uuid-mm' });
    expect(core.connection.snapshot.recentWallets[0]).toMatchObject({ name: 'MetaMask' });
  });

  it('prompts the wallet once under StrictMode (effects run twice)', async () => {
    const { core, connector } = await setup(metamaskConnector(), [], true);
    connector.hangConnect = true;
    await pickMetaMask(core);
    expect(connectCalls(connector)).toHaveLength(1);
    expect(connector.pendingConnects).toBe(1);
    await act(async () => connector.release());
    await settle();
    expect(core.modal.snapshot.open).toBe(false);
  });

  it("shows 'Connection rejected' when the user declines, and a retry connects", async () => {
    const { core, connector } = await setup();
    connector.failConnectWith = userRejectedError();
    await pickMetaMask(core);
    expect(modal().getByText('Connection rejected')).toBeTruthy();
    expect(modal().getByText('Connection rejected').closest('[role="alert"]')).not.toBeNull();
    expect(core.modal.snapshot.open).toBe(true);

    connector.failConnectWith = undefined;
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }));
    await settle();
    expect(connectCalls(connector)).toHaveLength(2);
    expect(core.modal.snapshot.open).toBe(false);
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
  });

  it("shows 'Failed to connect' with the wallet's details for other errors, and back still works", async () => {
    const { core, connector } = await setup();
    connector.failConnectWith = { code: -32603, message: 'The extension crashed' };
    await pickMetaMask(core);
    expect(modal().getByText('Failed to connect')).toBeTruthy();
    expect(modal().getByRole('dialog').textContent).toContain('The extension crashed');
    fireEvent.click(modal().getByRole('button', { name: 'Back' }));
    await settle();
    expect(core.router.snapshot.view).toBe('Connect');
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it("clamps a wallet's 5,000-character rejection message to 160 characters (issue 18, defect 5)", async () => {
    const { core, connector } = await setup();
    const said = `User rejected the request. ${'🦊'.repeat(5000)}`;
    connector.failConnectWith = { code: 4001, message: said };
    await pickMetaMask(core);
    const dialog = modal().getByRole('dialog');
    expect(modal().getByText('Connection rejected')).toBeTruthy();
    expect(dialog.textContent).not.toContain('🦊'.repeat(160));
    expect(dialog.textContent?.length).toBeLessThan(400);
    // What a view may show of the wallet's words is clamped: 159 code points (no half emoji) and an ellipsis.
    expect(core.connectAttempt.snapshot.error?.details).toBe(`${Array.from(said).slice(0, 159).join('')}…`);
    // The full text stays available to developers at the root of the error's cause chain.
    expect((core.connectAttempt.snapshot.error?.walk() as { message?: string } | undefined)?.message).toBe(said);
  });

  it("clamps a wallet's 5,000-character failure message to 160 characters (issue 18, defect 5)", async () => {
    const { core, connector } = await setup();
    const said = `The extension crashed: ${'x'.repeat(5000)}`;
    connector.failConnectWith = { code: -32603, message: said };
    await pickMetaMask(core);
    const text = modal().getByRole('dialog').textContent ?? '';
    expect(modal().getByText('Failed to connect')).toBeTruthy();
    expect(text).toContain(`${said.slice(0, 159)}…`);
    expect(text).not.toContain('x'.repeat(160));
  });

  it('closing the modal cancels the pending connect', async () => {
    const { core, connector } = await setup();
    connector.hangConnect = true;
    await pickMetaMask(core);
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('connecting');
    fireEvent.click(modal().getByRole('button', { name: 'Close' }));
    await settle();
    expect(core.modal.snapshot.open).toBe(false);
    expect(core.connection.snapshot.connectingConnectorId).toBeUndefined();
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    // The wallet answering late changes nothing.
    await act(async () => connector.release());
    await settle();
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(core.modal.snapshot.open).toBe(false);
  });

  it('going back cancels the pending connect', async () => {
    const { core, connector } = await setup();
    connector.hangConnect = true;
    await pickMetaMask(core);
    fireEvent.click(modal().getByRole('button', { name: 'Back' }));
    await settle();
    expect(core.modal.snapshot.open).toBe(true);
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    await act(async () => connector.release());
    await settle();
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(core.router.snapshot.view).toBe('Connect');
  });

  it('says so when no connector reaches the wallet', async () => {
    const { core, connector } = await setup();
    const lost = catalogueWallet({ id: 'lost', name: 'Lost Wallet' });
    act(() => core.modal.open({ view: 'ConnectingExternal', data: { wallet: lost } }));
    await settle();
    expect(modal().getByText('Failed to connect')).toBeTruthy();
    expect(modal().getByText('No connector found for connection: lost')).toBeTruthy();
    expect(connectCalls(connector)).toHaveLength(0);
  });

  it('renders a hostile name as text and no unsafe link', async () => {
    const { core, connector } = await setup();
    connector.hangConnect = true;
    const hostile = '<img src=x onerror=alert(1)>';
    const wallet = catalogueWallet({ id: 'evil', name: hostile, rdns: 'io.metamask', homepage: 'javascript:alert(1)', chrome_store: 'data:text/html,hi' });
    act(() => core.modal.open({ view: 'ConnectingExternal', data: { connector: connector.info, wallet } }));
    await settle();
    expect(modal().getByText(`Continue in ${hostile}`)).toBeTruthy();
    expect(modal().getByRole('dialog', { name: hostile })).toBeTruthy();
    const dialog = modal().getByRole('dialog');
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    expect(modal().queryByRole('link')).toBeNull();
    expect(dialog.innerHTML).not.toContain('javascript:');
    act(() => core.connection.cancelConnect());
  });

  it('links to where to get the wallet when the link is safe', async () => {
    const { core, connector } = await setup();
    connector.hangConnect = true;
    const wallet = catalogueWallet({ id: 'mm', name: 'MetaMask', rdns: 'io.metamask', homepage: 'https://metamask.io' });
    act(() => core.modal.open({ view: 'ConnectingExternal', data: { connector: connector.info, wallet } }));
    await settle();
    const link = modal().getByRole('link', { name: 'Get MetaMask' });
    expect(link.getAttribute('href')).toBe('https://metamask.io/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    act(() => core.connection.cancelConnect());
  });

  it('gives no Get link for a store link that is not https, and falls back to an https homepage (issue 18, defect 3)', async () => {
    const { core, connector } = await setup();
    connector.hangConnect = true;
    const odd = catalogueWallet({ id: 'mm', name: 'MetaMask', rdns: 'io.metamask', chrome_store: 'ms-msdt:/id PCWDiagnostic', homepage: 'view-source:https://metamask.io' });
    act(() => core.modal.open({ view: 'ConnectingExternal', data: { connector: connector.info, wallet: odd } }));
    await settle();
    expect(modal().queryByRole('link')).toBeNull();
    expect(modal().getByRole('dialog').innerHTML).not.toMatch(/ms-msdt:|view-source:/);

    const withHomepage = { ...odd, homepage: 'https://metamask.io/download' };
    act(() => core.router.replace('ConnectingExternal', { connector: connector.info, wallet: withHomepage }));
    await settle();
    expect(modal().getByRole('link', { name: 'Get MetaMask' }).getAttribute('href')).toBe('https://metamask.io/download');
    act(() => core.connection.cancelConnect());
  });
});
