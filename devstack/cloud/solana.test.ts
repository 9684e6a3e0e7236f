/**
 * The blockchain API for Solana accounts, answered from a real local Solana chain (devstack/solana on free
 * ports): balances, history both ways, address and chain checks, supported chains, an unreachable RPC.
 */
import { createTransferInstruction } from '@solana/spl-token';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceResponseSchema, historyResponseSchema, supportedChainsResponseSchema } from '../../domain/entities/api/blockchain-api.schema.js';
import { freePort } from '../chains/anvil.js';
import { SOLANA_DEVSTACK_CAIP2, SOLANA_TOKEN_MINT_ADDRESS, solanaDevKeypair, solanaTokenAccountOf } from '../solana/index.js';
import { useSolanaTestNode } from '../solana/testing/solana-test-node.js';
import { getJson, startTestCloud, type TestCloud } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';

const solana = useSolanaTestNode();
const sender = solanaDevKeypair(0);
const tokenReceiver = solanaDevKeypair(1);
const receiver = Keypair.generate();
let cloud: TestCloud;

const tokenAccount = (owner: Keypair) => new PublicKey(solanaTokenAccountOf(owner.publicKey.toBase58()));

beforeAll(async () => {
  cloud = await startTestCloud({ dataDir: null, chains: [], supportedChainIds: [], solana: { caip2: solana.node.caip2, rpcUrl: solana.node.rpcUrl } });
  // Dev account 0 sends 2 SOL to a new account and 25 tokens to dev account 1 in one transaction...
  await sendAndConfirmTransaction(
    solana.connection,
    new Transaction().add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver.publicKey, lamports: 2 * LAMPORTS_PER_SOL }),
      createTransferInstruction(tokenAccount(sender), tokenAccount(tokenReceiver), sender.publicKey, 25_000_000n),
    ),
    [sender],
  );
  // ...then the new account sends 0.5 SOL back.
  await sendAndConfirmTransaction(
    solana.connection,
    new Transaction().add(SystemProgram.transfer({ fromPubkey: receiver.publicKey, toPubkey: sender.publicKey, lamports: LAMPORTS_PER_SOL / 2 })),
    [receiver],
  );
}, 60_000);
afterAll(() => cloud.dispose());

const chainId = () => solana.node.caip2;

describe('Solana accounts on the local cloud', () => {
  it('lists the Solana chain among the supported chains', async () => {
    expect(solana.node.caip2).toBe(SOLANA_DEVSTACK_CAIP2);
    const { status, body } = await getJson(cloud, '/v1/supported-chains');
    expect(status).toBe(200);
    expect(supportedChainsResponseSchema.parse(body)).toEqual({ http: [SOLANA_DEVSTACK_CAIP2], ws: [] });
  });

  it('answers SOL (9 decimals, priced from the table) and the SPL tokens after a transfer', async () => {
    const own = await getJson(cloud, `/v1/account/${receiver.publicKey.toBase58()}/balance`, { currency: 'usd', chainId: chainId() });
    expect(own.status).toBe(200);
    // 2 SOL in, 0.5 SOL out and its 5,000-lamport fee.
    expect(balanceResponseSchema.parse(own.body).balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: chainId(),
        value: 1.499995 * 150,
        price: 150,
        quantity: { decimals: '9', numeric: '1.499995' },
        iconUrl: `${cloud.url}/public/getTokenImage/SOL`,
      },
    ]);
    const tokens = await getJson(cloud, `/v1/account/${tokenReceiver.publicKey.toBase58()}/balance`, { chainId: chainId() });
    const usdc = balanceResponseSchema.parse(tokens.body).balances.find((balance) => balance.symbol === 'USDC');
    expect(usdc).toEqual({
      name: 'Walletport USD',
      symbol: 'USDC',
      chainId: chainId(),
      address: `${chainId()}:${SOLANA_TOKEN_MINT_ADDRESS}`,
      value: 10_025,
      price: 1,
      quantity: { decimals: '6', numeric: '10025' },
      iconUrl: `${cloud.url}/public/getTokenImage/USDC`,
    });
  });

  it('serves a Solana address without chainId from the Solana chain', async () => {
    const { status, body } = await getJson(cloud, `/v1/account/${receiver.publicKey.toBase58()}/balance`);
    expect(status).toBe(200);
    expect(balanceResponseSchema.parse(body).balances.map((balance) => balance.quantity.numeric)).toEqual(['1.499995']);
  });

  it('lists the transfers both ways, newest first', async () => {
    const self = receiver.publicKey.toBase58();
    const other = sender.publicKey.toBase58();
    const mine = historyResponseSchema.parse((await getJson(cloud, `/v1/account/${self}/history`, { chainId: chainId() })).body);
    expect(mine.next).toBeNull();
    expect(mine.data.map((item) => [item.metadata.operationType, item.metadata.sentFrom, item.metadata.sentTo, item.metadata.status])).toEqual([
      ['send', self, other, 'confirmed'],
      ['receive', other, self, 'confirmed'],
    ]);
    expect(mine.data.map((item) => item.transfers.map((transfer) => [transfer.direction, transfer.fungible_info?.symbol, transfer.quantity.numeric]))).toEqual([
      [['out', 'SOL', '0.5']],
      [['in', 'SOL', '2']],
    ]);
    expect(mine.data[0]?.id).toBe(`${chainId()}:${mine.data[0]?.metadata.hash}`);

    const theirs = historyResponseSchema.parse((await getJson(cloud, `/v1/account/${other}/history`, { chainId: chainId() })).body);
    const [back, out] = theirs.data;
    expect(back?.metadata).toMatchObject({ operationType: 'receive', sentFrom: self, sentTo: other });
    expect(back?.transfers.map((transfer) => [transfer.direction, transfer.fungible_info?.symbol, transfer.quantity.numeric])).toEqual([['in', 'SOL', '0.5']]);
    expect(out?.metadata).toMatchObject({ operationType: 'send', sentFrom: other, sentTo: self });
    expect(out?.transfers.map((transfer) => [transfer.direction, transfer.fungible_info?.symbol, transfer.quantity.numeric, transfer.value])).toEqual([
      ['out', 'SOL', '2', 300],
      ['out', 'USDC', '25', 25],
    ]);
  });

  it('answers 400 naming the field for a bad Solana address or an unknown Solana chain', async () => {
    for (const address of ['not-a-solana-address', '0x0000000000000000000000000000000000000001', 'O0IlO0IlO0IlO0IlO0IlO0IlO0IlO0Il']) {
      for (const path of ['balance', 'history']) {
        const { status, body } = await getJson(cloud, `/v1/account/${address}/${path}`, { chainId: chainId() });
        expect(status, `${address} ${path}`).toBe(400);
        expect(reasonNames(body)).toEqual(['path.address']);
      }
    }
    const unknown = await getJson(cloud, `/v1/account/${receiver.publicKey.toBase58()}/balance`, { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' });
    expect(unknown.status).toBe(400);
    expect(reasonNames(unknown.body)).toEqual(['query.chainId']);
  });

  it('answers 502 when the Solana RPC cannot be reached', async () => {
    const closed = await freePort();
    const offline = await startTestCloud({ dataDir: null, chains: [], supportedChainIds: [], solana: { caip2: SOLANA_DEVSTACK_CAIP2, rpcUrl: `http://127.0.0.1:${closed}` } });
    try {
      for (const path of ['balance', 'history']) {
        const { status, body } = await getJson(offline, `/v1/account/${receiver.publicKey.toBase58()}/${path}`, { chainId: SOLANA_DEVSTACK_CAIP2 });
        expect(status).toBe(502);
        expect(reasonNames(body)).toEqual(['CHAIN_UNAVAILABLE']);
      }
    } finally {
      await offline.dispose();
    }
  });

  it('answers 400 for a Solana account when the cloud was started without Solana', async () => {
    const evmOnly = await startTestCloud({ dataDir: null, chains: [], supportedChainIds: [] });
    try {
      const { status, body } = await getJson(evmOnly, `/v1/account/${receiver.publicKey.toBase58()}/balance`, { chainId: SOLANA_DEVSTACK_CAIP2 });
      expect(status).toBe(400);
      expect(reasonNames(body)).toEqual(['query.chainId']);
      expect(supportedChainsResponseSchema.parse((await getJson(evmOnly, '/v1/supported-chains')).body)).toEqual({ http: [], ws: [] });
    } finally {
      await evmOnly.dispose();
    }
  });
});
