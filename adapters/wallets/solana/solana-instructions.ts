/**
 * The three instructions a transfer needs, encoded by hand: they are a few bytes each, and the
 * @solana-program/* packages that would encode them are not worth their weight in the lazy chunk. Layouts are
 * the programs' own: the System program's Transfer (u32 index 2, u64 lamports), the associated-token-account
 * program's CreateIdempotent (one byte, 1), and the SPL token program's TransferChecked (u8 12, u64 amount,
 * u8 decimals), which the classic token program and Token-2022 share.
 */
import {
  AccountRole,
  address,
  getAddressEncoder,
  getProgramDerivedAddress,
  getU32Encoder,
  getU64Encoder,
  type Address,
  type Instruction,
} from '@solana/kit';

export const SYSTEM_PROGRAM_ADDRESS = address('11111111111111111111111111111111');
export const TOKEN_PROGRAM_ADDRESS = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
export const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
export const ASSOCIATED_TOKEN_PROGRAM_ADDRESS = address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');

/** The size of an SPL token account (the classic program's layout), whose rent a new one costs. */
export const TOKEN_ACCOUNT_SIZE = 165n;
/**
 * A Token-2022 associated token account: the same 165 bytes, the account-type byte, and the ImmutableOwner
 * extension (2-byte type, 2-byte length, no data) the associated-token program always adds. A mint whose
 * extensions need more per account (a transfer fee's withheld amount, ...) makes it larger: not served here.
 */
export const TOKEN_2022_ASSOCIATED_ACCOUNT_SIZE = 170n;

const SYSTEM_TRANSFER_INDEX = 2;
const ASSOCIATED_TOKEN_CREATE_IDEMPOTENT = 1;
const TOKEN_TRANSFER_CHECKED = 12;

export type SystemTransferParameters = { from: Address; to: Address; lamports: bigint };
export type SystemTransferReturnType = Instruction;
export type SystemTransferErrorType = never;

/** System program Transfer: `lamports` from `from` (signs, pays) to `to`. */
export function systemTransferInstruction({ from, to, lamports }: SystemTransferParameters): SystemTransferReturnType {
  const data = new Uint8Array(12);
  data.set(getU32Encoder().encode(SYSTEM_TRANSFER_INDEX), 0);
  data.set(getU64Encoder().encode(lamports), 4);
  return {
    programAddress: SYSTEM_PROGRAM_ADDRESS,
    accounts: [
      { address: from, role: AccountRole.WRITABLE_SIGNER },
      { address: to, role: AccountRole.WRITABLE },
    ],
    data,
  };
}

export type AssociatedTokenAddressParameters = { owner: Address; mint: Address; tokenProgram: Address };
export type AssociatedTokenAddressReturnType = Promise<Address>;
/** kit's SolanaError when WebCrypto's SHA-256 is missing (an insecure context). */
export type AssociatedTokenAddressErrorType = Error;

/** The owner's associated token account for a mint: the PDA of [owner, token program, mint] under the ATA program. */
export async function associatedTokenAddress({ owner, mint, tokenProgram }: AssociatedTokenAddressParameters): AssociatedTokenAddressReturnType {
  const encoder = getAddressEncoder();
  const [pda] = await getProgramDerivedAddress({
    programAddress: ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
    seeds: [encoder.encode(owner), encoder.encode(tokenProgram), encoder.encode(mint)],
  });
  return pda;
}

export type CreateAssociatedTokenAccountParameters = {
  payer: Address;
  account: Address;
  owner: Address;
  mint: Address;
  tokenProgram: Address;
};
export type CreateAssociatedTokenAccountReturnType = Instruction;
export type CreateAssociatedTokenAccountErrorType = never;

/**
 * CreateIdempotent: opens `owner`'s associated token account, paid by `payer`, and succeeds without doing
 * anything when it already exists, so a transfer stays valid if the account appears between preflight and send.
 */
export function createAssociatedTokenAccountIdempotentInstruction(
  parameters: CreateAssociatedTokenAccountParameters,
): CreateAssociatedTokenAccountReturnType {
  return {
    programAddress: ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
    accounts: [
      { address: parameters.payer, role: AccountRole.WRITABLE_SIGNER },
      { address: parameters.account, role: AccountRole.WRITABLE },
      { address: parameters.owner, role: AccountRole.READONLY },
      { address: parameters.mint, role: AccountRole.READONLY },
      { address: SYSTEM_PROGRAM_ADDRESS, role: AccountRole.READONLY },
      { address: parameters.tokenProgram, role: AccountRole.READONLY },
    ],
    data: new Uint8Array([ASSOCIATED_TOKEN_CREATE_IDEMPOTENT]),
  };
}

export type TransferCheckedParameters = {
  source: Address;
  mint: Address;
  destination: Address;
  owner: Address;
  amount: bigint;
  decimals: number;
  tokenProgram: Address;
};
export type TransferCheckedReturnType = Instruction;
export type TransferCheckedErrorType = never;

/** TransferChecked: the program refuses it unless `decimals` are the mint's, so an amount is never misread. */
export function transferCheckedInstruction(parameters: TransferCheckedParameters): TransferCheckedReturnType {
  const data = new Uint8Array(10);
  data[0] = TOKEN_TRANSFER_CHECKED;
  data.set(getU64Encoder().encode(parameters.amount), 1);
  data[9] = parameters.decimals;
  return {
    programAddress: parameters.tokenProgram,
    accounts: [
      { address: parameters.source, role: AccountRole.WRITABLE },
      { address: parameters.mint, role: AccountRole.READONLY },
      { address: parameters.destination, role: AccountRole.WRITABLE },
      { address: parameters.owner, role: AccountRole.READONLY_SIGNER },
    ],
    data,
  };
}
