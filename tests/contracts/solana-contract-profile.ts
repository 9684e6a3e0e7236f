/**
 * The connector contract's solana terms (ContractProfile): the devstack's dev accounts 0 and 1 (base58, sent as
 * written), the devstack chain where the wallet starts, Solana devnet as a second network it serves and
 * mainnet as one it does not, and a provider check over the solana_* methods of ports/solana-wallet.port.ts:
 * the accounts, a message signature verified with Node's ed25519, and a transfer sent with
 * signAndSendTransaction that lands on the local chain.
 */
import { createPublicKey, verify } from 'node:crypto';
import { Keypair, PublicKey, SystemProgram, Transaction, type Connection } from '@solana/web3.js';
import { expect } from 'vitest';
import { decodeBase58, encodeBase58 } from '../../domain/entities/address/base58.js';
import { SOLANA_DEV_ADDRESSES } from '../../devstack/solana/dev-keys.js';
import { SOLANA_DEVSTACK_CAIP2 } from '../../devstack/solana/genesis.js';
import type { ContractNetwork, ContractProfile } from './wallet-connector.contract.js';

export const SOLANA_CONTRACT_ACCOUNTS = [SOLANA_DEV_ADDRESSES[0], SOLANA_DEV_ADDRESSES[1]] as const;

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };

const network = (caipNetworkId: string, name: string, url: string): ContractNetwork => ({ caipNetworkId, name, rpcUrl: url, nativeCurrency: SOL });

/**
 * The networks. The suite reads them when it is declared, before any chain runs: the devstack one names the
 * default port (a Wallet Standard wallet sends to its own RPC; the URL is only the page's description).
 */
export const SOLANA_CONTRACT_CHAINS: ContractProfile['chains'] = {
  initial: network(SOLANA_DEVSTACK_CAIP2, 'Walletport Solana Devnet', 'http://127.0.0.1:8899'),
  known: network('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://api.devnet.solana.com'),
  unknown: network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com'),
};

function verifies(address: string, message: Uint8Array, signature: Uint8Array): boolean {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(decodeBase58(address)!)]);
  return verify(null, message, createPublicKey({ key: spki, format: 'der', type: 'spki' }), signature);
}

/** The solana profile over a running local chain (`connection` reads it). */
export function solanaContractProfile({ connection }: { connection: () => Connection }): ContractProfile {
  const [alice] = SOLANA_CONTRACT_ACCOUNTS;
  return {
    accounts: SOLANA_CONTRACT_ACCOUNTS,
    chains: SOLANA_CONTRACT_CHAINS,
    asSentByWallet: (address) => address,
    async checkProvider(connector, held) {
      const provider = await connector.getProvider();
      await expect(provider.request({ method: 'solana_getAccounts' })).resolves.toEqual(held(SOLANA_CONTRACT_ACCOUNTS).map((pubkey) => ({ pubkey })));

      const message = new TextEncoder().encode('walletport contract');
      const signed = (await provider.request({ method: 'solana_signMessage', params: { message: encodeBase58(message), pubkey: alice } })) as { signature: string };
      expect(verifies(alice, message, decodeBase58(signed.signature)!)).toBe(true);

      const receiver = Keypair.generate().publicKey;
      const { blockhash, lastValidBlockHeight } = await connection().getLatestBlockhash();
      const transaction = new Transaction({ feePayer: new PublicKey(alice), recentBlockhash: blockhash })
        .add(SystemProgram.transfer({ fromPubkey: new PublicKey(alice), toPubkey: receiver, lamports: 2_000_000 }))
        .serialize({ requireAllSignatures: false, verifySignatures: false });
      const sent = (await provider.request({
        method: 'solana_signAndSendTransaction',
        params: { transaction: transaction.toString('base64'), sendOptions: { preflightCommitment: 'confirmed' } },
      })) as { signature: string };
      const confirmation = await connection().confirmTransaction({ signature: sent.signature, blockhash, lastValidBlockHeight }, 'confirmed');
      expect(confirmation.value.err).toBeNull();
      expect(await connection().getBalance(receiver)).toBe(2_000_000);
    },
  };
}
