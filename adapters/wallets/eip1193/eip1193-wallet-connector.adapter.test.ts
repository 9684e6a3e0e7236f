// What is specific to the EIP-1193 connector: the exact requests on the wire, validation of every answer,
// listener bookkeeping. What every connector does alike is the contract's (tests/contracts).
import { describe, expect, it, vi } from 'vitest';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import {
  InvalidParamsRpcError,
  SwitchChainError,
  UnknownRpcError,
  UserRejectedRequestError,
} from '../../../domain/entities/errors/rpc-errors.js';
import type { ConnectorEvent } from '../../../ports/wallet-connector.port.js';
import { FakeEip1193Provider, type FakeEip1193ProviderOptions } from '../../../tests/fakes/eip1193-provider.fake.js';
import { Eip1193WalletConnector } from './eip1193-wallet-connector.adapter.js';
import { CAPABILITIES_READ_TIMEOUT_MS } from './read-account-capabilities.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const info: Connector = { id: 'io.example', name: 'Example', type: 'ANNOUNCED', chain: 'eip155' };

/** A wallet on eip155:1 holding Alice (lowercased, as wallets send it) and Bob; the page not yet authorised. */
function setup(options: FakeEip1193ProviderOptions = {}) {
  const provider = new FakeEip1193Provider({ accounts: [ALICE.toLowerCase(), BOB], caipNetworkId: 'eip155:1', ...options });
  return { provider, connector: new Eip1193WalletConnector({ info, provider }) };
}

const POLYGON = {
  caipNetworkId: 'eip155:137',
  name: 'Polygon',
  rpcUrl: 'https://polygon.example/rpc',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  blockExplorerUrl: 'https://polygonscan.example',
};

describe('Eip1193WalletConnector', () => {
  it('connects: eth_requestAccounts then eth_chainId, accounts checksummed, chain as CAIP-2', async () => {
    const { provider, connector } = setup();
    await expect(connector.connect()).resolves.toEqual({ accounts: [ALICE, BOB], caipNetworkId: 'eip155:1' });
    // Then the account's capabilities on that chain (this wallet does not know the method: it said nothing).
    expect(provider.methods()).toEqual(['eth_requestAccounts', 'eth_chainId', 'wallet_getCapabilities']);
    expect(provider.requests[2]?.params).toEqual([ALICE, ['0x1']]);
  });

  it("hands on the account's capabilities on the connected chain, every-chain ones under the chain's own", async () => {
    const { provider, connector } = setup();
    provider.handle('wallet_getCapabilities', { '0x0': { paymasterService: { supported: false } }, '0x1': { atomic: { status: 'supported' } }, '0x89': { other: {} } });
    await expect(connector.connect()).resolves.toEqual({
      accounts: [ALICE, BOB],
      caipNetworkId: 'eip155:1',
      capabilities: { paymasterService: { supported: false }, atomic: { status: 'supported' } },
    });
  });

  it('connects all the same when the capabilities are refused, malformed or never come', async () => {
    const plain = { accounts: [ALICE, BOB], caipNetworkId: 'eip155:1' };
    for (const answer of [() => Promise.reject(new Error('boom')), 'nonsense', { '0x1': 'supported' }, { '0x5': { atomic: { status: 'supported' } } }]) {
      const { provider, connector } = setup();
      provider.handle('wallet_getCapabilities', answer);
      await expect(connector.connect()).resolves.toEqual(plain);
    }
    vi.useFakeTimers();
    try {
      const { provider, connector } = setup();
      provider.handle('wallet_getCapabilities', () => new Promise(() => undefined));
      const connecting = connector.connect();
      await vi.advanceTimersByTimeAsync(CAPABILITIES_READ_TIMEOUT_MS);
      await expect(connecting).resolves.toEqual(plain);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the wallet to switch when connect names another network, and reports where it ended up', async () => {
    const { provider, connector } = setup({ knownNetworks: ['eip155:137'] });
    await expect(connector.connect({ caipNetworkId: 'eip155:137' })).resolves.toMatchObject({
      caipNetworkId: 'eip155:137',
    });
    expect(provider.requests[2]).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] });
  });

  it('stays connected on the current chain when the wallet declines the switch during connect', async () => {
    const { provider, connector } = setup({ knownNetworks: ['eip155:137'] });
    provider.failNext('wallet_switchEthereumChain', { code: 4001, message: 'User rejected' });
    await expect(connector.connect({ caipNetworkId: 'eip155:137' })).resolves.toMatchObject({ caipNetworkId: 'eip155:1' });
  });

  it('does not switch when connect names the network the wallet is on', async () => {
    const { provider, connector } = setup();
    await connector.connect({ caipNetworkId: 'eip155:1' });
    expect(provider.methods()).not.toContain('wallet_switchEthereumChain');
  });

  it('refuses an answer that is not an array of addresses', async () => {
    for (const answer of [['0x123'], 'not-an-array', [ALICE, 42], null]) {
      const { provider, connector } = setup();
      provider.handle('eth_requestAccounts', answer);
      await expect(connector.connect()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    }
  });

  it('refuses a connect that yields no account', async () => {
    const { connector } = setup({ accounts: [] });
    await expect(connector.connect()).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
  });

  it('refuses a chain id that is not a hex quantity', async () => {
    for (const answer of ['1', 'eip155:1', '0x', '0xzz', -1, 0, null]) {
      const { provider, connector } = setup();
      provider.handle('eth_chainId', answer);
      await expect(connector.getCaipNetworkId()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    }
  });

  it('reads accounts without a prompt (eth_accounts) and answers isAuthorized from them', async () => {
    const { provider, connector } = setup({ permitted: true });
    await expect(connector.getAccounts()).resolves.toEqual([ALICE, BOB]);
    await expect(connector.isAuthorized()).resolves.toBe(true);
    provider.wallet.permitted = false;
    await expect(connector.isAuthorized()).resolves.toBe(false);
    provider.failNext('eth_accounts', { code: 4100, message: 'Unauthorized' });
    await expect(connector.isAuthorized()).resolves.toBe(false);
    expect(provider.methods()).not.toContain('eth_requestAccounts');
  });

  it('reads the chain as CAIP-2 (decimal)', async () => {
    const { connector } = setup({ caipNetworkId: 'eip155:31337' });
    await expect(connector.getCaipNetworkId()).resolves.toBe('eip155:31337');
  });

  describe('disconnect', () => {
    it('revokes the eth_accounts permission, then forgets the accounts locally', async () => {
      const { provider, connector } = setup();
      await connector.connect();
      await connector.disconnect();
      expect(provider.requests.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
      expect(provider.wallet.permitted).toBe(false);
      await expect(connector.getAccounts()).resolves.toEqual([]);
      await expect(connector.isAuthorized()).resolves.toBe(false);
      await connector.connect();
      await expect(connector.getAccounts()).resolves.toEqual([ALICE, BOB]);
    });

    it.each([
      [4200, 'Unsupported method'],
      [-32601, 'The method does not exist / is not available'],
    ])('ignores %i from a wallet without wallet_revokePermissions', async (code, message) => {
      const { provider, connector } = setup({ permitted: true });
      provider.fail('wallet_revokePermissions', { code, message });
      await expect(connector.disconnect()).resolves.toBeUndefined();
      await expect(connector.getAccounts()).resolves.toEqual([]);
    });

    it('rethrows other failures typed, after forgetting locally', async () => {
      const { provider, connector } = setup({ permitted: true });
      provider.fail('wallet_revokePermissions', { code: -32602, message: 'bad params' });
      await expect(connector.disconnect()).rejects.toBeInstanceOf(InvalidParamsRpcError);
      await expect(connector.getAccounts()).resolves.toEqual([]);
    });
  });

  describe('switchNetwork', () => {
    it('switches with wallet_switchEthereumChain when the wallet knows the chain', async () => {
      const { provider, connector } = setup({ knownNetworks: ['eip155:137'] });
      await connector.switchNetwork(POLYGON);
      expect(provider.requests).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }]);
    });

    it('on 4902 adds the chain with its RPC and explorer, then switches again', async () => {
      const { provider, connector } = setup();
      await connector.switchNetwork(POLYGON);
      expect(provider.requests).toEqual([
        { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] },
        {
          method: 'wallet_addEthereumChain',
          params: [
            {
              chainId: '0x89',
              chainName: 'Polygon',
              nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
              rpcUrls: ['https://polygon.example/rpc'],
              blockExplorerUrls: ['https://polygonscan.example'],
            },
          ],
        },
        { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] },
      ]);
    });

    it('also adds the chain when the wallet only says "Unrecognized chain ID" under a generic code', async () => {
      const { provider, connector } = setup({ knownNetworks: ['eip155:137'] });
      provider.failNext('wallet_switchEthereumChain', { code: -32603, message: 'Unrecognized chain ID "0x89". Try adding the chain.' });
      const { blockExplorerUrl: _omitted, ...withoutExplorer } = POLYGON;
      await connector.switchNetwork(withoutExplorer);
      expect(provider.methods()).toEqual([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
      ]);
      expect(provider.requests[1]?.params).toEqual([expect.not.objectContaining({ blockExplorerUrls: expect.anything() })]);
    });

    it('finds a 4902 nested in a wrapper error (MetaMask mobile)', async () => {
      const { provider, connector } = setup({ knownNetworks: ['eip155:137'] });
      provider.failNext('wallet_switchEthereumChain', { code: -32603, message: 'Internal error', data: { originalError: { code: 4902 } } });
      await connector.switchNetwork(POLYGON);
      expect(provider.methods()).toContain('wallet_addEthereumChain');
    });

    it('rejects typed when the user declines the switch, without adding anything', async () => {
      const { provider, connector } = setup();
      provider.failNext('wallet_switchEthereumChain');
      await expect(connector.switchNetwork(POLYGON)).rejects.toBeInstanceOf(UserRejectedRequestError);
      expect(provider.methods()).toEqual(['wallet_switchEthereumChain']);
    });

    it('rejects typed when the user declines adding the chain', async () => {
      const { provider, connector } = setup();
      provider.failNext('wallet_addEthereumChain');
      await expect(connector.switchNetwork(POLYGON)).rejects.toBeInstanceOf(UserRejectedRequestError);
      expect(provider.wallet.knownNetworks.has('eip155:137')).toBe(false);
    });

    it('surfaces a 4902 from the second switch as the typed error', async () => {
      const { provider, connector } = setup();
      provider.fail('wallet_switchEthereumChain', { code: 4902, message: 'Unrecognized chain' });
      await expect(connector.switchNetwork(POLYGON)).rejects.toBeInstanceOf(SwitchChainError);
      expect(provider.methods()).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    });

    it('refuses a non-EVM network before asking the wallet', async () => {
      const { provider, connector } = setup();
      await expect(
        connector.switchNetwork({ ...POLYGON, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
      ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' });
      expect(provider.requests).toEqual([]);
    });
  });

  it('wraps anything a wallet throws, even a bare string', async () => {
    const { provider, connector } = setup();
    provider.failNext('eth_chainId', 'boom');
    await expect(connector.getCaipNetworkId()).rejects.toBeInstanceOf(UnknownRpcError);
  });

  it('hands out the provider it wraps', async () => {
    const { provider, connector } = setup();
    await expect(connector.getProvider()).resolves.toBe(provider);
  });

  describe('subscribe', () => {
    it('maps accountsChanged, chainChanged and disconnect to connector events with CAIP-2 ids', () => {
      const { provider, connector } = setup();
      const events: ConnectorEvent[] = [];
      connector.subscribe((event) => events.push(event));
      provider.emit('accountsChanged', [BOB.toLowerCase()]);
      provider.emit('accountsChanged', []);
      provider.emit('chainChanged', '0x89');
      provider.emit('disconnect', { code: 4900, message: 'Disconnected' });
      expect(events).toEqual([
        { type: 'accountsChanged', accounts: [BOB] },
        { type: 'accountsChanged', accounts: [] },
        { type: 'chainChanged', caipNetworkId: 'eip155:137' },
        { type: 'disconnect' },
      ]);
    });

    it('drops malformed events and MetaMask\'s transient 1013 disconnect', () => {
      const { provider, connector } = setup();
      const events: ConnectorEvent[] = [];
      connector.subscribe((event) => events.push(event));
      provider.emit('accountsChanged', ['<img src=x onerror=alert(1)>']);
      provider.emit('accountsChanged', 'nope');
      provider.emit('chainChanged', 'javascript:alert(1)');
      provider.emit('chainChanged', { chainId: '0x1' });
      provider.emit('disconnect', { code: 1013, message: 'Reconnecting' });
      expect(events).toEqual([]);
    });

    it('attaches provider listeners on the first subscriber and removes them on the last unsubscribe', () => {
      const { provider, connector } = setup();
      expect(provider.listenerCount()).toBe(0);
      const first: ConnectorEvent[] = [];
      const second: ConnectorEvent[] = [];
      const unsubscribeFirst = connector.subscribe((event) => first.push(event));
      const unsubscribeSecond = connector.subscribe((event) => second.push(event));
      expect(provider.listenerCount()).toBe(3);
      unsubscribeFirst();
      unsubscribeFirst(); // idempotent
      expect(provider.listenerCount()).toBe(3);
      provider.emit('chainChanged', '0x1');
      expect(first).toEqual([]);
      expect(second).toEqual([{ type: 'chainChanged', caipNetworkId: 'eip155:1' }]);
      unsubscribeSecond();
      expect(provider.listenerCount()).toBe(0);
      const again = connector.subscribe(() => undefined);
      expect(provider.listenerCount()).toBe(3);
      again();
      expect(provider.listenerCount()).toBe(0);
    });

    it('keeps delivering to other subscribers when one throws', async () => {
      const { provider, connector } = setup();
      const received: ConnectorEvent[] = [];
      const thrown: unknown[] = [];
      const onError = (error: unknown) => thrown.push(error);
      process.on('uncaughtException', onError);
      try {
        connector.subscribe(() => {
          throw new Error('subscriber bug');
        });
        connector.subscribe((event) => received.push(event));
        expect(() => provider.emit('chainChanged', '0x1')).not.toThrow();
        expect(received).toHaveLength(1);
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(thrown).toEqual([new Error('subscriber bug')]);
      } finally {
        process.off('uncaughtException', onError);
      }
    });

    it('is a quiet no-op on a provider without events', () => {
      const connector = new Eip1193WalletConnector({ info, provider: { request: async () => null } });
      const unsubscribe = connector.subscribe(() => undefined);
      expect(() => unsubscribe()).not.toThrow();
    });
  });
});
