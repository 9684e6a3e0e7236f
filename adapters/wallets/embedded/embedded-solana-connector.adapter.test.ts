// The embedded wallet's solana connector over the fake frame: what it asks the frame (GET_USER on the Solana
// network, RPC_REQUEST on the solana namespace), what it makes of the answers, its provider's checks and
// codes, the approval list it shares with the eip155 connector, and how it lets go of the login.
import { describe, expect, it, vi } from 'vitest';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import type { ApprovalEvent } from '../../../ports/embedded-wallet.port.js';
import type { ConnectorEvent } from '../../../ports/wallet-connector.port.js';
import { FakeEmbeddedWalletFrame } from '../../../tests/fakes/embedded-wallet-frame.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { EmbeddedSolanaConnector, type EmbeddedSolanaConnectorOptions } from './embedded-solana-connector.adapter.js';
import { PendingApprovals } from './pending-approvals.js';

const DEVSTACK = 'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5';
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const SOL_ADDRESS = 'JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce';
const SIGNATURE = '99eUso3aSbE9tqGSTXzo3TLfKb9RkMTURrHKQ1K7Zh3BbeqPevr5E1iCbpTjqHuTFLtfxTTD5ekfVuZFzQyEQf8';
/** 'Hello from walletport' in base58. */
const MESSAGE = '5TChexcQAYzZY6AHDsprtHrFkDJRH';
const EVM_LINK = { connectorId: 'ID_AUTH', accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], caipNetworkId: 'eip155:31337' };

function world(options: Partial<EmbeddedSolanaConnectorOptions> = {}) {
  const frame = new FakeEmbeddedWalletFrame();
  const logger = new RecordingLogger();
  const approvals = new PendingApprovals(logger);
  frame.respond('IS_CONNECTED', { isConnected: true });
  frame.respond('GET_USER', (payload: unknown) => ({ email: 'ada@example.com', address: SOL_ADDRESS, chainId: (payload as { chainId: string }).chainId }));
  const connector = new EmbeddedSolanaConnector({ frame, networks: [{ caipNetworkId: DEVSTACK }, { caipNetworkId: DEVNET }], approvals, logger, ...options });
  const events: ConnectorEvent[] = [];
  connector.subscribe((event) => events.push(event));
  const approvalEvents: ApprovalEvent[] = [];
  approvals.subscribe((event) => approvalEvents.push(event));
  return { frame, logger, approvals, connector, events, approvalEvents };
}

async function connected(options: Partial<EmbeddedSolanaConnectorOptions> = {}) {
  const result = world(options);
  await result.connector.connect();
  return result;
}

describe('EmbeddedSolanaConnector', () => {
  it('is an AUTH connector on solana with an id of its own', () => {
    const { connector } = world();
    expect(connector.info).toEqual({ id: 'ID_AUTH_SOLANA', name: 'Email and social login', type: 'AUTH', chain: 'solana' });
  });

  it('connects with GET_USER on the Solana network asked for (else the first), and brings the eip155 account of the login', async () => {
    const linked = vi.fn(async () => EVM_LINK);
    const { connector, frame, events } = world({ linked });
    await expect(connector.connect()).resolves.toEqual({ accounts: [SOL_ADDRESS], caipNetworkId: DEVSTACK, linked: [EVM_LINK] });
    await expect(connector.connect({ caipNetworkId: DEVNET })).resolves.toMatchObject({ caipNetworkId: DEVNET });
    await expect(connector.connect({ caipNetworkId: 'eip155:1' })).resolves.toMatchObject({ caipNetworkId: DEVSTACK });
    expect(frame.requestsOf('GET_USER').map((request) => request.payload)).toEqual([{ chainId: DEVSTACK }, { chainId: DEVNET }, { chainId: DEVSTACK }]);
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [SOL_ADDRESS] }]);
    expect(connector.hasAccount()).toBe(true);
  });

  it("refuses an address that is not a Solana address, and 'Not signed in' is 'Not connected to email or social'", async () => {
    const { connector, frame } = world();
    frame.respond('GET_USER', { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: DEVSTACK });
    await expect(connector.connect()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    frame.fail('GET_USER', 'Not signed in');
    const error = await connector.connect().catch((caught: unknown) => caught);
    expect(isWalletportError(error, 'NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')).toBe(true);
  });

  it('hands out the account of a live session without a prompt (reconnect), with the stored token, none when signed out', async () => {
    const { connector, frame } = world({ storedSessionToken: () => 'stored-token' });
    await expect(connector.getAccounts()).resolves.toEqual([SOL_ADDRESS]);
    expect(frame.requestsOf('IS_CONNECTED')[0]?.payload).toEqual({ token: 'stored-token' });
    await expect(connector.getCaipNetworkId()).resolves.toBe(DEVSTACK);
    frame.respond('IS_CONNECTED', { isConnected: false });
    await expect(connector.getAccounts()).resolves.toEqual([]);
    await expect(connector.isAuthorized()).resolves.toBe(false);
  });

  it('gives the linked Solana account for a connect made on eip155, or nothing (logged) when the frame cannot', async () => {
    const { connector, frame, logger } = world();
    await expect(connector.linkedConnection()).resolves.toEqual({ connectorId: 'ID_AUTH_SOLANA', accounts: [SOL_ADDRESS], caipNetworkId: DEVSTACK });
    frame.fail('GET_USER', 'Unsupported chain');
    await expect(connector.linkedConnection()).resolves.toBeUndefined();
    expect(logger.messages('warn')).toContain('The embedded wallet gave no Solana account with the connect');
  });

  it('switches among the Solana networks of the page only', async () => {
    const { connector, events } = await connected();
    const network = { name: 'Solana Devnet', rpcUrl: 'https://api.devnet.solana.com', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } };
    await connector.switchNetwork({ ...network, caipNetworkId: DEVNET });
    expect(events.at(-1)).toEqual({ type: 'chainChanged', caipNetworkId: DEVNET });
    await expect(connector.switchNetwork({ ...network, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).rejects.toMatchObject({ rpcCode: 4902 });
  });

  it('disconnects only its namespace while eip155 holds the login, and signs out otherwise', async () => {
    let elsewhere = true;
    const { connector, frame, events } = await connected({ sessionHeldElsewhere: () => elsewhere });
    await connector.disconnect();
    expect(frame.requestsOf('SIGN_OUT')).toHaveLength(0);
    expect(events.at(-1)).toEqual({ type: 'disconnect' });

    elsewhere = false;
    await connector.connect();
    await connector.disconnect();
    expect(frame.requestsOf('SIGN_OUT').map((request) => request.options)).toEqual([{ timeoutMs: 3000 }]);
    expect(connector.hasAccount()).toBe(false);
  });

  it('hears a sign-out anywhere (SESSION_UPDATE null) as its disconnect', async () => {
    const { connector, frame, events } = await connected();
    frame.emit({ type: 'SESSION_UPDATE', payload: { token: null } });
    expect(events.at(-1)).toEqual({ type: 'disconnect' });
    expect(connector.hasAccount()).toBe(false);
  });
});

describe('EmbeddedSolanaConnector: the provider', () => {
  it('answers the accounts as [{pubkey}] without the frame', async () => {
    const { connector, frame } = await connected();
    const provider = await connector.getProvider();
    const before = frame.requests.length;
    await expect(provider.request({ method: 'solana_getAccounts' })).resolves.toEqual([{ pubkey: SOL_ADDRESS }]);
    await expect(provider.request({ method: 'solana_requestAccounts' })).resolves.toEqual([{ pubkey: SOL_ADDRESS }]);
    expect(frame.requests).toHaveLength(before);
  });

  it('sends a signature request to the frame on the solana namespace, as a pending approval, and checks the answer', async () => {
    const { connector, frame, approvalEvents } = await connected();
    frame.respond('RPC_REQUEST', { signature: SIGNATURE });
    const provider = await connector.getProvider();
    await expect(provider.request({ method: 'solana_signMessage', params: { message: MESSAGE, pubkey: SOL_ADDRESS } })).resolves.toEqual({ signature: SIGNATURE });
    expect(frame.requestsOf('RPC_REQUEST').map((request) => request.payload)).toEqual([
      { method: 'solana_signMessage', params: { message: MESSAGE, pubkey: SOL_ADDRESS }, chainId: DEVSTACK, chainNamespace: 'solana' },
    ]);
    expect(approvalEvents.map((event) => event.type)).toEqual(['approval-requested', 'approval-settled']);

    frame.respond('RPC_REQUEST', { signature: SIGNATURE, transaction: 'AQID' });
    await expect(provider.request({ method: 'solana_signTransaction', params: { transaction: 'AQID' } })).resolves.toEqual({ signature: SIGNATURE, transaction: 'AQID' });
    frame.respond('RPC_REQUEST', { signature: 'not a signature' });
    await expect(provider.request({ method: 'solana_signAndSendTransaction', params: { transaction: 'AQID' } })).rejects.toMatchObject({ code: -32000 });
  });

  it('answers 4001 to a rejection, -32602 to bad params (nothing sent), 4200 to another method, 4100 when signed out', async () => {
    const { connector, frame } = await connected();
    const provider = await connector.getProvider();
    frame.fail('RPC_REQUEST', 'User rejected the request.');
    await expect(provider.request({ method: 'solana_signMessage', params: { message: MESSAGE, pubkey: SOL_ADDRESS } })).rejects.toMatchObject({ code: 4001 });
    const sent = frame.requestsOf('RPC_REQUEST').length;
    await expect(provider.request({ method: 'solana_signMessage', params: { message: 'not base58 0OIl', pubkey: SOL_ADDRESS } })).rejects.toMatchObject({ code: -32602 });
    await expect(provider.request({ method: 'solana_signAllTransactions', params: { transactions: [] } })).rejects.toMatchObject({ code: 4200 });
    expect(frame.requestsOf('RPC_REQUEST')).toHaveLength(sent);
    await connector.disconnect();
    await expect(provider.request({ method: 'solana_signMessage', params: { message: MESSAGE, pubkey: SOL_ADDRESS } })).rejects.toMatchObject({ code: 4100 });
  });
});
