import { describe, expect, it } from 'vitest';
import { caipNetworkSchema } from '../caipNetwork.schema.js';
import {
  bitcoin,
  bitcoinTestnet,
  fantom,
  shippedNetworks,
  solana,
  solanaDevnet,
  solanaTestnet,
  walletportDevnetA,
  walletportDevnetB,
} from './index.js';

const PROXY = 'https://rpc.walletconnect.org/v1/?chainId=';

describe('shipped networks', () => {
  it('ship 26 networks with unique CAIP ids', () => {
    const ids = shippedNetworks.map((network) => network.caipNetworkId);
    expect(ids).toHaveLength(26);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(shippedNetworks.map((network) => [network.name, network] as const))('%s passes the schema', (_, network) => {
    const result = caipNetworkSchema.safeParse(network);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('route proxied chains through the blockchain API with their own CAIP id', () => {
    for (const network of shippedNetworks) {
      const [url] = network.rpcUrls.default.http;
      if (url?.startsWith(PROXY)) expect(url).toBe(`${PROXY}${network.caipNetworkId}`);
    }
  });

  it('call Fantom directly, since the blockchain API does not proxy it', () => {
    expect(fantom.rpcUrls.default.http[0]).not.toContain('rpc.walletconnect.org');
  });

  it('give every EVM network 18 decimals (SPEC.md section 3)', () => {
    for (const network of shippedNetworks.filter((item) => item.chainNamespace === 'eip155')) {
      expect(network.nativeCurrency.decimals).toBe(18);
    }
  });

  it('name Solana clusters by genesis-hash prefixes and keep the legacy ids', () => {
    expect([solana, solanaDevnet, solanaTestnet].map((network) => network.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ]);
    expect(solana.deprecatedCaipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ');
    expect(solanaDevnet.deprecatedCaipNetworkId).toBe('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K');
    expect([solanaDevnet.testnet, solanaTestnet.testnet, solana.testnet]).toEqual([true, true, false]);
  });

  it('name Bitcoin networks by BIP-122 ids', () => {
    expect(bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93');
    expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba');
  });

  it('point the two devnets at the local nodes', () => {
    expect(walletportDevnetA).toMatchObject({ id: 31337, name: 'Walletport Devnet A', testnet: true });
    expect(walletportDevnetB).toMatchObject({ id: 31338, name: 'Walletport Devnet B', testnet: false });
    expect(walletportDevnetA.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545']);
    expect(walletportDevnetB.rpcUrls.default.http).toEqual(['http://127.0.0.1:8546']);
  });
});
