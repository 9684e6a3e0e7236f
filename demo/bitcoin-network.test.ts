import { describe, expect, it } from 'vitest';
import { walletportDevnetA, walletportDevnetB, walletportBitcoinRegtest } from '../domain/entities/network/chains/walletportDevnets.js';
import { caipNetworkSchema } from '../domain/entities/network/caipNetwork.schema.js';
import { BITCOIN_DEVSTACK_CAIP2, BITCOIN_DEVSTACK_NAME } from '../devstack/bitcoin/regtest.js';
import { demoBitcoinNetwork, withBitcoinNetwork } from './bitcoin-network.js';

const LEDGER = { caipNetworkId: BITCOIN_DEVSTACK_CAIP2, name: BITCOIN_DEVSTACK_NAME, url: 'http://127.0.0.1:40123' };
const evm = [walletportDevnetA, walletportDevnetB];
const names = (search: string, bitcoin: typeof LEDGER | undefined) => withBitcoinNetwork({ networks: evm, bitcoin, search }).map((network) => network.name);

describe('withBitcoinNetwork', () => {
  it('leaves the networks as they are without the flag, or without a ledger', () => {
    expect(names('', LEDGER)).toEqual(['Walletport Devnet A', 'Walletport Devnet B']);
    expect(names('?solana&polkadot', LEDGER)).toEqual(['Walletport Devnet A', 'Walletport Devnet B']);
    expect(names('?bitcoin', undefined)).toEqual(['Walletport Devnet A', 'Walletport Devnet B']);
  });

  it('places the ledger after, first or alone, as ?solana places its chain', () => {
    expect(names('?bitcoin', LEDGER)).toEqual(['Walletport Devnet A', 'Walletport Devnet B', 'Walletport Bitcoin Regtest']);
    expect(names('?bitcoin=first', LEDGER)).toEqual(['Walletport Bitcoin Regtest', 'Walletport Devnet A', 'Walletport Devnet B']);
    expect(names('?bitcoin=only', LEDGER)).toEqual(['Walletport Bitcoin Regtest']);
    expect(names('?solana&bitcoin=yes', LEDGER)).toEqual(['Walletport Devnet A', 'Walletport Devnet B', 'Walletport Bitcoin Regtest']);
  });

  it('is walletportBitcoinRegtest at the devstack\'s ledger address, a network the client accepts', () => {
    const network = demoBitcoinNetwork(LEDGER);
    expect(network).toEqual({ ...walletportBitcoinRegtest, rpcUrls: { default: { http: ['http://127.0.0.1:40123'] } } });
    expect(walletportBitcoinRegtest.caipNetworkId).toBe(BITCOIN_DEVSTACK_CAIP2);
    expect(caipNetworkSchema.safeParse(network).success).toBe(true);
  });

  it('refuses a ledger of another chain rather than show it under the regtest name', () => {
    expect(() => demoBitcoinNetwork({ ...LEDGER, caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' })).toThrow(/not bip122:0f9188f1/);
  });
});
