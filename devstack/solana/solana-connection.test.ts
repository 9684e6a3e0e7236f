/**
 * An unmodified @solana/web3.js 1.x Connection against the local Solana node: genesis and CAIP-2 id, airdrop,
 * transfers confirmed over the WebSocket, balances, the fee as charged, the dev accounts' SOL and token.
 */
import { AccountLayout } from '@solana/spl-token';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { SOLANA_DEV_ADDRESSES, SOLANA_TOKEN_MINT_ADDRESS, solanaDevKeypair } from './dev-keys.js';
import { LAMPORTS_PER_SIGNATURE, SOLANA_DEV_ACCOUNT_FUNDING, SOLANA_DEVSTACK_CAIP2, SOLANA_DEVSTACK_GENESIS_HASH } from './genesis.js';
import { solanaTokenAccountOf } from './seed.js';
import { fundedKeypair, useSolanaTestNode } from './testing/solana-test-node.js';

const solana = useSolanaTestNode();

describe('the local Solana node, through web3.js', () => {
  it('answers its fixed genesis hash, so its CAIP-2 id is the exported constant', async () => {
    const genesisHash = await solana.connection.getGenesisHash();
    expect(genesisHash).toBe(SOLANA_DEVSTACK_GENESIS_HASH);
    expect(`solana:${genesisHash.slice(0, 32)}`).toBe(SOLANA_DEVSTACK_CAIP2);
    expect(SOLANA_DEVSTACK_CAIP2).toBe('solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5');
    expect(await solana.connection.getVersion()).toMatchObject({ 'solana-core': expect.any(String) });
  });

  it('derives the dev keypairs documented in the README and funds them with SOL and the token at start', async () => {
    for (const [index, address] of SOLANA_DEV_ADDRESSES.entries()) {
      expect(solanaDevKeypair(index).publicKey.toBase58()).toBe(address);
      expect(await solana.connection.getBalance(new PublicKey(address))).toBe(Number(SOLANA_DEV_ACCOUNT_FUNDING.lamports));
      const balance = await solana.connection.getTokenAccountBalance(new PublicKey(solanaTokenAccountOf(address)));
      expect(balance.value).toMatchObject({ amount: SOLANA_DEV_ACCOUNT_FUNDING.tokenUnits.toString(), decimals: 6, uiAmountString: '10000' });
    }
  });

  it('airdrops from the faucet, confirmed with the blockhash strategy', async () => {
    const keypair = await fundedKeypair(solana.connection, 2);
    expect(await solana.connection.getBalance(keypair.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
  });

  it('sends SOL with sendAndConfirmTransaction (confirmed over the WebSocket on port + 1), charging 5,000 lamports a signature', async () => {
    const sender = await fundedKeypair(solana.connection);
    const receiver = Keypair.generate().publicKey;
    const transfer = new Transaction().add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 0.5 * LAMPORTS_PER_SOL }));
    const { blockhash } = await solana.connection.getLatestBlockhash();
    transfer.recentBlockhash = blockhash;
    transfer.feePayer = sender.publicKey;
    const fee = (await solana.connection.getFeeForMessage(transfer.compileMessage())).value;
    expect(fee).toBe(LAMPORTS_PER_SIGNATURE);

    const signature = await sendAndConfirmTransaction(solana.connection, transfer, [sender]);
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(await solana.connection.getBalance(receiver)).toBe(0.5 * LAMPORTS_PER_SOL);
    expect(await solana.connection.getBalance(sender.publicKey)).toBe(10 * LAMPORTS_PER_SOL - 0.5 * LAMPORTS_PER_SOL - fee!);
    const status = (await solana.connection.getSignatureStatus(signature)).value;
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' });
  });

  it("lists a dev account's token accounts, parsed (jsonParsed) and raw (base64)", async () => {
    const owner = new PublicKey(SOLANA_DEV_ADDRESSES[1]);
    const mint = new PublicKey(SOLANA_TOKEN_MINT_ADDRESS);
    const parsed = await solana.connection.getParsedTokenAccountsByOwner(owner, { mint });
    expect(parsed.value).toHaveLength(1);
    expect(parsed.value[0]!.pubkey.toBase58()).toBe(solanaTokenAccountOf(owner.toBase58()));
    expect(parsed.value[0]!.account.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'account', info: { mint: mint.toBase58(), owner: owner.toBase58(), state: 'initialized', tokenAmount: { amount: '10000000000', decimals: 6, uiAmount: 10000 } } },
    });
    const raw = await solana.connection.getTokenAccountsByOwner(owner, { programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') });
    expect(raw.value).toHaveLength(1);
    const decoded = AccountLayout.decode(raw.value[0]!.account.data);
    expect(decoded.amount).toBe(SOLANA_DEV_ACCOUNT_FUNDING.tokenUnits);
    expect(decoded.owner.toBase58()).toBe(owner.toBase58());
    // An owner with no token account has none.
    expect((await solana.connection.getParsedTokenAccountsByOwner(Keypair.generate().publicKey, { mint })).value).toEqual([]);
  });

  it('answers the rent-exempt minimum of the real cluster', async () => {
    expect(await solana.connection.getMinimumBalanceForRentExemption(0)).toBe(890_880);
    expect(await solana.connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280);
  });
});
