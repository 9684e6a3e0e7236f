/**
 * getProvider on the solana namespace: the connected Solana wallet in the documented shape, over the real
 * Wallet Standard connector and the devstack's test wallet (signatures checked with Node's ed25519).
 */
import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WalletStandardConnector } from '../adapters/wallets/wallet-standard/wallet-standard-connector.adapter.js';
import { WalletStandardHandle } from '../adapters/wallets/wallet-standard/wallet-standard-handle.js';
import { parseStandardWallet } from '../adapters/wallets/wallet-standard/wallet-standard.schema.js';
import { decodeBase58 } from '../domain/entities/address/base58.js';
import { createTestClient } from '../tests/fakes/create-test-client.js';
import { DEVSTACK_SOLANA, testSolanaWallet } from '../tests/fakes/solana-test-wallets.js';
import { connect } from './connect.js';
import { disconnect } from './disconnect.js';
import { getProvider } from './getProvider.js';

const ALICE = 'JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce';
const devstackSolana = {
  id: DEVSTACK_SOLANA.split(':')[1]!,
  caipNetworkId: DEVSTACK_SOLANA,
  chainNamespace: 'solana' as const,
  name: 'Walletport Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
};

function world() {
  const { wallet, control } = testSolanaWallet();
  const connector = new WalletStandardConnector({ handle: new WalletStandardHandle(wallet, parseStandardWallet(wallet)!), networks: [DEVSTACK_SOLANA] });
  const { client } = createTestClient({ networks: [devstackSolana] }, { extraConnectors: [connector] });
  return { client, control, connectorId: connector.info.id };
}

function verifies(message: Uint8Array, signature: Uint8Array): boolean {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(decodeBase58(ALICE)!)]);
  return verify(null, message, createPublicKey({ key: spki, format: 'der', type: 'spki' }), signature);
}

describe("getProvider(client, { namespace: 'solana' })", () => {
  it('hands out the connected Solana wallet: address, chain and a message signature that verifies; undefined when not connected', async () => {
    const { client, connectorId } = world();
    expect(await getProvider(client, { namespace: 'solana' })).toBeUndefined();
    await connect(client, { connectorId });
    const wallet = await getProvider(client, { namespace: 'solana' });
    expect({ address: wallet?.address, chain: wallet?.chain }).toEqual({ address: ALICE, chain: DEVSTACK_SOLANA });
    const message = new TextEncoder().encode('sign in to walletport');
    const signature = await wallet!.signMessage(message);
    expect(verifies(message, signature)).toBe(true);

    await disconnect(client);
    expect(await getProvider(client, { namespace: 'solana' })).toBeUndefined();
    await expect(wallet!.signMessage(message)).rejects.toMatchObject({ rpcCode: 4100 });
  });

  it("keeps the wallet's refusal typed", async () => {
    const { client, control, connectorId } = world();
    await connect(client, { connectorId });
    const wallet = await getProvider(client, { namespace: 'solana' });
    control.rejectNext();
    await expect(wallet!.signMessage(new Uint8Array([1]))).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001 });
  });
});
