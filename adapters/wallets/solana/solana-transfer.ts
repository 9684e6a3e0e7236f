/**
 * Builds the transaction of a transfer (SOL, or an SPL token with the receiver's token account opened when it
 * is missing), compiled and unsigned, with the facts the preflight reports. The message built here is the one
 * whose fee is quoted, and the one the wallet must sign unchanged.
 */
import {
  appendTransactionMessageInstructions,
  blockhash as toBlockhash,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getBase64Decoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
  type Transaction,
} from '@solana/kit';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  systemTransferInstruction,
  TOKEN_2022_ASSOCIATED_ACCOUNT_SIZE,
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM_ADDRESS,
  transferCheckedInstruction,
} from './solana-instructions.js';
import type { SolanaReads } from './solana-reads.js';
import { solanaAddress } from './solana-address.js';

const U64_MAX = 2n ** 64n - 1n;
/** An SPL mint: 82 bytes, `decimals` at byte 44 (after the mint authority option and the supply), then is_initialized. */
const MINT_SIZE = 82;
const MINT_DECIMALS_OFFSET = 44;
const MINT_INITIALIZED_OFFSET = 45;

export type SolanaTransferRequest = {
  from: string;
  to: string;
  amount: bigint;
  token?: { address: string; decimals: number } | undefined;
};

export type BuiltTransfer = {
  /** The compiled transaction, no signature yet. */
  transaction: Transaction;
  /** The compiled message's bytes: what the fee payer signs. */
  messageBytes: Uint8Array;
  /** The unsigned transaction in wire format, base64 (what solana_signTransaction and signAndSend take). */
  wireTransaction: string;
  /** The message alone, base64 (what getFeeForMessage takes). */
  message: string;
  /** For a token transfer: the receiver's associated token account, whether it exists now, and its size once opened. */
  receiverTokenAccount?: ReceiverTokenAccount;
};

export type ReceiverTokenAccount = { address: Address; exists: boolean; size: bigint };
type TokenFacts = { instructions: Instruction[]; receiverTokenAccount: ReceiverTokenAccount };

/** Reads the mint (its program and decimals) and the receiver's token account, and builds the token instructions. */
async function tokenInstructions(
  reads: SolanaReads,
  from: Address,
  to: Address,
  amount: bigint,
  token: { address: string; decimals: number },
): Promise<TokenFacts> {
  const mint = solanaAddress(token.address);
  const mintAccount = await reads.account(mint);
  const tokenProgram = mintAccount && [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS].find((program) => program === mintAccount.owner);
  if (!mintAccount || !tokenProgram || mintAccount.data.length < MINT_SIZE || mintAccount.data[MINT_INITIALIZED_OFFSET] !== 1) {
    throw walletportError('INVALID_TRANSACTION', [`${token.address} is not a token mint`]);
  }
  const decimals = mintAccount.data[MINT_DECIMALS_OFFSET];
  // The amount was computed with the caller's decimals: a mint that says otherwise would move another amount.
  if (decimals !== token.decimals) {
    throw walletportError('INVALID_TRANSACTION', [`the token has ${String(decimals)} decimals, not ${String(token.decimals)}`]);
  }
  const source = await associatedTokenAddress({ owner: from, mint, tokenProgram });
  const destination = await associatedTokenAddress({ owner: to, mint, tokenProgram });
  const exists = (await reads.account(destination)) !== null;
  return {
    instructions: [
      createAssociatedTokenAccountIdempotentInstruction({ payer: from, account: destination, owner: to, mint, tokenProgram }),
      transferCheckedInstruction({ source, mint, destination, owner: from, amount, decimals, tokenProgram }),
    ],
    receiverTokenAccount: {
      address: destination,
      exists,
      size: tokenProgram === TOKEN_2022_PROGRAM_ADDRESS ? TOKEN_2022_ASSOCIATED_ACCOUNT_SIZE : TOKEN_ACCOUNT_SIZE,
    },
  };
}

export type BuildTransferParameters = SolanaTransferRequest & { reads: SolanaReads };
export type BuildTransferReturnType = Promise<BuiltTransfer>;
/** Besides these, the reads' errors (solana-reads.ts). */
export type BuildTransferErrorType = WalletportError<'INVALID_ADDRESS' | 'INVALID_TRANSACTION' | 'INVALID_RESPONSE'>;

/** Checks the request, then builds and compiles the transfer against the latest blockhash. */
export async function buildTransfer({ reads, from, to, amount, token }: BuildTransferParameters): BuildTransferReturnType {
  const payer = solanaAddress(from);
  const receiver = solanaAddress(to);
  if (amount <= 0n || amount > U64_MAX) throw walletportError('INVALID_TRANSACTION', ['the amount must be above 0 and fit in 64 bits']);
  const facts = token ? await tokenInstructions(reads, payer, receiver, amount, token) : undefined;
  const instructions = facts?.instructions ?? [systemTransferInstruction({ from: payer, to: receiver, lamports: amount })];
  const { blockhash, lastValidBlockHeight } = await reads.latestBlockhash();
  // A legacy message: every Solana wallet signs it, and a transfer needs no address lookup table.
  const transaction = compileTransaction(
    pipe(
      createTransactionMessage({ version: 'legacy' }),
      (message) => setTransactionMessageFeePayer(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: toBlockhash(blockhash), lastValidBlockHeight }, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  );
  const messageBytes = new Uint8Array(transaction.messageBytes);
  return {
    transaction,
    messageBytes,
    wireTransaction: getBase64EncodedWireTransaction(transaction),
    message: getBase64Decoder().decode(messageBytes),
    ...(facts ? { receiverTokenAccount: facts.receiverTokenAccount } : {}),
  };
}

