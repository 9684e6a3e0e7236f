// The embedded connector and the account type (SPEC.md sections 3 and 4): what every GET_USER asks for, the
// switch through SET_PREFERRED_ACCOUNT, and the user read again after a network switch (the smart account
// is per network).
import { describe, expect, it } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { FrameUser } from '../../../domain/entities/frame/frame-payloads.schema.js';
import type { ConnectorEvent } from '../../../ports/wallet-connector.port.js';
import { FakeEmbeddedWalletFrame } from '../../../tests/fakes/embedded-wallet-frame.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { EmbeddedFrameConnector } from './embedded-frame-connector.adapter.js';

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
type AccountType = 'eoa' | 'smartAccount';

/** The secure site with smart accounts on chain 31338 only; the user's preference as it stores it. */
function world(stored: () => AccountType | undefined) {
  const frame = new FakeEmbeddedWalletFrame();
  let chainId = 31337;
  let preferred: AccountType = 'eoa';
  const userOn = (): FrameUser => {
    const smart = chainId === 31338 && preferred === 'smartAccount';
    const accounts: FrameUser['accounts'] = chainId === 31338 ? [{ address: EOA, type: 'eoa' }, { address: SMART, type: 'smartAccount' }] : [{ address: EOA, type: 'eoa' }];
    return { email: 'ada@example.com', chainId, address: smart ? SMART : EOA, accounts, preferredAccountType: smart ? 'smartAccount' : 'eoa', smartAccountDeployed: false };
  };
  frame.respond('GET_USER', (payload: unknown) => {
    const asked = payload as { chainId?: number; preferredAccountType?: AccountType };
    if (asked.chainId !== undefined) chainId = asked.chainId;
    if (asked.preferredAccountType) preferred = asked.preferredAccountType;
    return userOn();
  });
  frame.respond('IS_CONNECTED', { isConnected: true });
  frame.respond('SWITCH_NETWORK', (payload: unknown) => {
    chainId = (payload as { chainId: number }).chainId;
    return { chainId };
  });
  frame.respond('SET_PREFERRED_ACCOUNT', (payload: unknown) => {
    preferred = (payload as { type: AccountType }).type;
    return { type: preferred, address: userOn().address };
  });
  // As the secure site answers: atomic batches and sponsorship while the smart account acts, nothing for the EOA.
  frame.respond('RPC_REQUEST', (payload: unknown) => {
    const { method } = payload as { method: string };
    if (method !== 'wallet_getCapabilities') throw new Error(`Not served here: ${method}`);
    return userOn().preferredAccountType === 'smartAccount' ? { '0x7a6a': { atomic: { status: 'supported' }, paymasterService: { supported: true } } } : {};
  });
  const connector = new EmbeddedFrameConnector({ frame, networks: [walletportDevnetA, walletportDevnetB], logger: new RecordingLogger(), preferredAccountType: stored });
  const events: ConnectorEvent[] = [];
  connector.subscribe((event) => events.push(event));
  return { frame, connector, events };
}

describe('EmbeddedFrameConnector and the account type', () => {
  it('asks every GET_USER for the type the page stores at that moment', async () => {
    let stored: AccountType | undefined = 'smartAccount';
    const { connector, frame } = world(() => stored);
    await connector.connect({ caipNetworkId: 'eip155:31338' });
    stored = 'eoa';
    await connector.connect({ caipNetworkId: 'eip155:31338' });
    stored = undefined;
    await connector.connect({ caipNetworkId: 'eip155:31338' });
    expect(frame.requestsOf('GET_USER').map((request) => request.payload)).toEqual([
      { chainId: 31338, preferredAccountType: 'smartAccount' },
      { chainId: 31338, preferredAccountType: 'eoa' },
      { chainId: 31338 },
    ]);
  });

  it('switches the type with SET_PREFERRED_ACCOUNT, then reads the user again: the accounts follow', async () => {
    const { connector, frame, events } = world(() => 'smartAccount');
    await expect(connector.connect({ caipNetworkId: 'eip155:31338' })).resolves.toMatchObject({ accounts: [SMART] });
    await expect(connector.setPreferredAccountType('eoa')).resolves.toMatchObject({ address: EOA, preferredAccountType: 'eoa' });
    expect(frame.requestsOf('SET_PREFERRED_ACCOUNT').map((request) => request.payload)).toEqual([{ type: 'eoa' }]);
    expect(frame.requestsOf('GET_USER').at(-1)?.payload).toEqual({ chainId: 31338, preferredAccountType: 'eoa' });
    expect(await connector.getAccounts()).toEqual([EOA]);
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [SMART] },
      { type: 'accountsChanged', accounts: [EOA] },
    ]);
  });

  it('connects with what the secure site says the account can do: capabilities while the smart account acts, none for the EOA', async () => {
    let stored: AccountType = 'smartAccount';
    const { connector, frame } = world(() => stored);
    await expect(connector.connect({ caipNetworkId: 'eip155:31338' })).resolves.toEqual({
      accounts: [SMART],
      caipNetworkId: 'eip155:31338',
      capabilities: { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    });
    expect(frame.requestsOf('RPC_REQUEST').at(-1)?.payload).toEqual({ method: 'wallet_getCapabilities', params: [SMART, ['0x7a6a']], chainId: 31338 });
    stored = 'eoa';
    await expect(connector.connect({ caipNetworkId: 'eip155:31338' })).resolves.toEqual({ accounts: [EOA], caipNetworkId: 'eip155:31338' });
    stored = 'smartAccount';
    // The smart account acts on 31338 only: on 31337 the EOA, which the site says nothing about.
    await expect(connector.connect({ caipNetworkId: 'eip155:31337' })).resolves.toEqual({ accounts: [EOA], caipNetworkId: 'eip155:31337' });
  });

  it('gives the eip155 connection linked to a login made on solana the capabilities too', async () => {
    const { connector } = world(() => 'smartAccount');
    await connector.connect({ caipNetworkId: 'eip155:31338' });
    await expect(connector.linkedConnection()).resolves.toEqual({
      connectorId: 'ID_AUTH',
      accounts: [SMART],
      caipNetworkId: 'eip155:31338',
      capabilities: { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    });
  });

  it('connects without capabilities when the frame cannot say (the type then falls to EOA, never a refused connect)', async () => {
    const { connector, frame } = world(() => 'smartAccount');
    frame.fail('RPC_REQUEST', 'Unsupported chain');
    await expect(connector.connect({ caipNetworkId: 'eip155:31338' })).resolves.toEqual({ accounts: [SMART], caipNetworkId: 'eip155:31338' });
  });

  it('refuses a switch the frame refuses, keeping the account', async () => {
    const { connector, frame } = world(() => 'smartAccount');
    await connector.connect({ caipNetworkId: 'eip155:31338' });
    frame.fail('SET_PREFERRED_ACCOUNT', 'Smart accounts are not enabled on this network');
    await expect(connector.setPreferredAccountType('eoa')).rejects.toThrow('Smart accounts are not enabled on this network');
    expect(await connector.getAccounts()).toEqual([SMART]);
  });

  it('reads the user again after a network switch: the smart account on its network, the EOA elsewhere', async () => {
    const { connector, events } = world(() => 'smartAccount');
    await connector.connect({ caipNetworkId: 'eip155:31337' });
    await connector.switchNetwork({ caipNetworkId: 'eip155:31338', rpcUrl: 'http://127.0.0.1:8546' } as never);
    expect(await connector.getAccounts()).toEqual([SMART]);
    expect(connector.user()).toMatchObject({ chainId: 31338, address: SMART });
    await connector.switchNetwork({ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' } as never);
    expect(await connector.getAccounts()).toEqual([EOA]);
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [EOA] },
      { type: 'accountsChanged', accounts: [SMART] },
      { type: 'chainChanged', caipNetworkId: 'eip155:31338' },
      { type: 'accountsChanged', accounts: [EOA] },
      { type: 'chainChanged', caipNetworkId: 'eip155:31337' },
    ]);
  });

  it('says what the wallet can do on a chain from its wallet_getCapabilities, and nothing when the frame cannot say', async () => {
    const { connector, frame } = world(() => 'smartAccount');
    await expect(connector.readCapabilities({ address: EOA, caipNetworkId: 'eip155:31338' })).resolves.toBeUndefined(); // signed out
    await connector.connect({ caipNetworkId: 'eip155:31338' });
    frame.respond('RPC_REQUEST', { '0x7a6a': { atomic: { status: 'supported' } } });
    await expect(connector.readCapabilities({ address: SMART, caipNetworkId: 'eip155:31338' })).resolves.toEqual({ atomic: { status: 'supported' } });
    expect(frame.requestsOf('RPC_REQUEST').at(-1)?.payload).toEqual({ method: 'wallet_getCapabilities', params: [SMART, ['0x7a6a']], chainId: 31338 });
    frame.respond('RPC_REQUEST', {});
    await expect(connector.readCapabilities({ address: EOA, caipNetworkId: 'eip155:31337' })).resolves.toBeUndefined();
    frame.respond('RPC_REQUEST', 'not capabilities');
    await expect(connector.readCapabilities({ address: EOA, caipNetworkId: 'eip155:31338' })).resolves.toBeUndefined();
    frame.fail('RPC_REQUEST', 'Unsupported chain');
    await expect(connector.readCapabilities({ address: EOA, caipNetworkId: 'eip155:31338' })).resolves.toBeUndefined();
    await expect(connector.readCapabilities({ address: EOA, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).resolves.toBeUndefined();
  });
});
