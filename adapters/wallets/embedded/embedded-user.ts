/**
 * The frame's answers about the user and the chain, read for an EVM page: the address checksummed as the
 * page's only account, and the chain as an EIP-155 number. The frame's chain ids may be numbers, decimal
 * strings or CAIP-2 ids (the contract allows all three); anything else is INVALID_RESPONSE.
 */
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type { FrameUser } from '../../../domain/entities/frame/frame-payloads.schema.js';
import { parseWalletAnswer } from '../eip1193/request-wallet.js';
import { walletAccountsSchema } from '../eip1193/wallet-accounts.schema.js';
import { eip155ChainIdOf } from '../evm/eip155-chain-id.js';

const FRAME = 'the embedded wallet';
const DECIMAL = /^[1-9]\d{0,15}$/;

export type EmbeddedAccount = { accounts: readonly string[]; chainId: number };
export type ReadEmbeddedUserErrorType = WalletportError<'INVALID_RESPONSE'>;

export function readEmbeddedUser(user: FrameUser): EmbeddedAccount {
  return { accounts: parseWalletAnswer(walletAccountsSchema, [user.address], FRAME), chainId: eip155ChainNumber(user.chainId) };
}

export type Eip155ChainNumberErrorType = WalletportError<'INVALID_RESPONSE'>;

/** `137`, `'137'` or `'eip155:137'` as 137. */
export function eip155ChainNumber(chainId: number | string): number {
  if (typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0) return chainId;
  if (typeof chainId === 'string' && DECIMAL.test(chainId)) return Number(chainId);
  if (typeof chainId === 'string' && chainId.startsWith('eip155:')) {
    try {
      return eip155ChainIdOf(chainId);
    } catch {
      // Falls through to the error below, which names what the frame sent.
    }
  }
  throw walletportError('INVALID_RESPONSE', [FRAME], { details: `Not an EVM chain id: ${String(chainId)}` });
}
