import { describe, expect, it } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../domain/entities/network/chains/walletportDevnets.js';
import { caipNetworkSchema } from '../domain/entities/network/caipNetwork.schema.js';
import { checkChainAddress } from '../domain/entities/address/checkChainAddress.js';
import { adr036Signer } from '../devstack/testing/message-signers/adr036-signer.js';
import { sr25519Ready, sr25519Signer } from '../devstack/testing/message-signers/sr25519-signer.js';
import { DEMO_COSMOS_NETWORK, DEMO_POLKADOT_NETWORK, withSignatureNetworks } from './signature-networks.js';

const evm = [walletportDevnetA, walletportDevnetB];
const names = (search: string) => withSignatureNetworks({ networks: evm, search }).map((network) => network.name);

describe('withSignatureNetworks', () => {
  it('leaves the networks as they are without a flag', () => {
    expect(names('')).toEqual(['Walletport Devnet A', 'Walletport Devnet B']);
    expect(names('?solana&siwx=required')).toEqual(['Walletport Devnet A', 'Walletport Devnet B']);
  });

  it('places Polkadot after, first or alone, as ?solana places its chain', () => {
    expect(names('?polkadot')).toEqual(['Walletport Devnet A', 'Walletport Devnet B', 'Polkadot']);
    expect(names('?polkadot=first')).toEqual(['Polkadot', 'Walletport Devnet A', 'Walletport Devnet B']);
    expect(names('?polkadot=only&siwx=required')).toEqual(['Polkadot']);
    // Any other value is the plain flag.
    expect(names('?polkadot=yes')).toEqual(['Walletport Devnet A', 'Walletport Devnet B', 'Polkadot']);
  });

  it('places the Cosmos Hub the same way, after Polkadot when both are asked for', () => {
    expect(names('?cosmos')).toEqual(['Walletport Devnet A', 'Walletport Devnet B', 'Cosmos Hub']);
    expect(names('?cosmos=only')).toEqual(['Cosmos Hub']);
    expect(names('?polkadot=only&cosmos')).toEqual(['Polkadot', 'Cosmos Hub']);
    expect(names('?polkadot&cosmos=first')).toEqual(['Cosmos Hub', 'Walletport Devnet A', 'Walletport Devnet B', 'Polkadot']);
  });

  it('declares networks the client accepts, on chains whose address rules are known, with nothing to call', async () => {
    for (const network of [DEMO_POLKADOT_NETWORK, DEMO_COSMOS_NETWORK]) {
      expect(caipNetworkSchema.safeParse(network).success).toBe(true);
      expect(network.rpcUrls.default.http).toEqual([]);
    }
    // Polkadot takes prefix-0 addresses and refuses Kusama's (the sign-in journey's refusal); the Hub takes cosmos1.
    await sr25519Ready();
    const key = sr25519Signer();
    const polkadot = DEMO_POLKADOT_NETWORK.caipNetworkId;
    expect(checkChainAddress({ chainId: polkadot, address: key.addressOn(0) })).toEqual({ ok: true });
    expect(checkChainAddress({ chainId: polkadot, address: key.addressOn(2) })).toMatchObject({ ok: false, reason: 'other-network' });
    const cosmos = DEMO_COSMOS_NETWORK.caipNetworkId;
    expect(checkChainAddress({ chainId: cosmos, address: (await adr036Signer('cosmos')).address })).toEqual({ ok: true });
    expect(checkChainAddress({ chainId: cosmos, address: (await adr036Signer('osmo')).address })).toMatchObject({ ok: false, reason: 'other-network' });
  });
});
