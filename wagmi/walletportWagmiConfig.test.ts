/**
 * walletportWagmiConfig: the client's EVM networks become wagmi's chains with HTTP transports to the RPC URLs
 * walletport reads them through, walletport is the connector, and wagmi's own injected discovery is off.
 */
import { describe, expect, it } from 'vitest';
import { mainnet, solana } from '../domain/entities/network/chains/index.js';
import { walletportDevnetA } from '../domain/entities/network/chains/walletportDevnets.js';
import { createTestClient } from '../tests/fakes/create-test-client.js';
import { walletportConnector } from './walletportConnector.js';
import { walletportWagmiConfig } from './walletportWagmiConfig.js';

describe('walletportWagmiConfig', () => {
  it("builds wagmi's chains and transports from the client's EVM networks, with walletport's connector alone", () => {
    const { client } = createTestClient({ projectId: 'my project', networks: [walletportDevnetA, solana, mainnet] });
    const config = walletportWagmiConfig(client);
    expect(config.chains.map((chain) => chain.id)).toEqual([31337, 1]);
    expect(config.chains[1]).toMatchObject({ name: 'Ethereum', nativeCurrency: { symbol: 'ETH' }, contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } } });
    expect(config.connectors.map((connector) => [connector.id, connector.type])).toEqual([['walletport', 'walletport']]);
    // wagmi's own EIP-6963 discovery would hold the extension beside walletport's connector.
    expect(config._internal.mipd).toBeUndefined();
    const url = (chainId: number) => config.getClient({ chainId }).transport['url'] as string;
    expect(url(31337)).toBe('http://127.0.0.1:8545');
    // The blockchain API's RPC needs the project id, as walletport's own requests carry it.
    expect(new URL(url(1)).searchParams.get('projectId')).toBe('my project');
    expect(new URL(url(1)).searchParams.get('chainId')).toBe('eip155:1');
  });

  it('takes transports, connectors and the connector name of the page, after its own', () => {
    const { client } = createTestClient({ networks: [walletportDevnetA] });
    const config = walletportWagmiConfig(client, {
      connector: { id: 'wp', name: 'Wallets' },
      connectors: [walletportConnector(client, { id: 'second' })],
      pollingInterval: 1_000,
      storage: null,
    });
    expect(config.connectors.map((connector) => [connector.id, connector.name])).toEqual([
      ['wp', 'Wallets'],
      ['second', 'walletport'],
    ]);
    expect(config.storage).toBeNull();
    expect(config.getClient().pollingInterval).toBe(1_000);
  });

  it('refuses a client without an EVM network, saying so', () => {
    const { client } = createTestClient({ networks: [solana] });
    expect(() => walletportWagmiConfig(client)).toThrow(expect.objectContaining({ code: 'NAMESPACE_NOT_CONFIGURED', shortMessage: expect.stringContaining('eip155') }));
  });
});
