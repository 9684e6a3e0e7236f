/**
 * The chain's genesis and start-up state, made of real transactions after the faucet's genesis allocation:
 * the faucet funds each dev account with SOL, creates the USDC-like mint (it is the mint authority), opens each
 * dev account's associated token account and mints the token to it. So the dev accounts' histories start with
 * these transfers, as they would on a cluster.
 */
import {
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, SystemProgram, Transaction, type Keypair, type TransactionInstruction } from '@solana/web3.js';
import { SOLANA_DEV_ACCOUNT_COUNT, solanaDevKeypair, solanaFaucetKeypair, solanaTokenMintKeypair } from './dev-keys.js';
import { SOLANA_DEV_ACCOUNT_FUNDING, SOLANA_DEVSTACK_TOKEN, SOLANA_FAUCET_LAMPORTS } from './genesis.js';
import type { SolanaLedger } from './ledger.js';

/** The associated token account of `owner` for the devstack's token. */
export function solanaTokenAccountOf(owner: string): string {
  return getAssociatedTokenAddressSync(solanaTokenMintKeypair().publicKey, new PublicKey(owner)).toBase58();
}

export function seedLedger(ledger: SolanaLedger): { faucet: Keypair } {
  const faucet = solanaFaucetKeypair();
  const mint = solanaTokenMintKeypair();
  ledger.allocate(faucet.publicKey.toBase58(), SOLANA_FAUCET_LAMPORTS);
  const owners = Array.from({ length: SOLANA_DEV_ACCOUNT_COUNT }, (_, index) => solanaDevKeypair(index).publicKey);

  send(
    ledger,
    [faucet],
    owners.map((owner) => SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: owner, lamports: SOLANA_DEV_ACCOUNT_FUNDING.lamports })),
  );
  send(ledger, [faucet, mint], [
    SystemProgram.createAccount({
      fromPubkey: faucet.publicKey,
      newAccountPubkey: mint.publicKey,
      lamports: ledger.minimumBalanceForRentExemption(MINT_SIZE),
      space: MINT_SIZE,
      programId: TOKEN_PROGRAM_ID,
    }),
    createInitializeMint2Instruction(mint.publicKey, SOLANA_DEVSTACK_TOKEN.decimals, faucet.publicKey, null),
  ]);
  send(
    ledger,
    [faucet],
    owners.flatMap((owner) => {
      const tokenAccount = getAssociatedTokenAddressSync(mint.publicKey, owner);
      return [
        createAssociatedTokenAccountIdempotentInstruction(faucet.publicKey, tokenAccount, owner, mint.publicKey),
        createMintToInstruction(mint.publicKey, tokenAccount, faucet.publicKey, SOLANA_DEV_ACCOUNT_FUNDING.tokenUnits),
      ];
    }),
  );
  return { faucet };
}

/** Signs and sends with preflight; a seeding transaction that fails stops the start. */
function send(ledger: SolanaLedger, signers: Keypair[], instructions: TransactionInstruction[]): void {
  const transaction = new Transaction({ feePayer: signers[0]!.publicKey, ...ledger.latestBlockhash() }).add(...instructions);
  transaction.sign(...signers);
  const signature = ledger.send(transaction.serialize(), { skipPreflight: false });
  const landed = ledger.transaction(signature);
  if (!landed || landed.err !== null) throw new Error(`seeding the Solana chain failed: ${JSON.stringify(landed?.err)}`);
}
