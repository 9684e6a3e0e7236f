/**
 * Type tests (checked by the typecheck, not run): send() says which errors come out of it.
 */
import { expectTypeOf } from 'vitest';
import type { ErrorCode } from '../../entities/errors/catalogue.js';
import type { SendErrorType } from './send.usecase.js';

// An unrecognised wallet failure reads 'Transaction error' (usecases/shared/wallet-transaction.ts), as in Swap.
expectTypeOf<Extract<SendErrorType['code'], 'UNKNOWN_RPC_ERROR'>>().toBeNever();

// What a caller narrows on is among them: the send rules, no wallet, the wallet's refusal, the node's errors.
expectTypeOf<
  'SEND_AMOUNT_AND_RECEIVER_REQUIRED' | 'INSUFFICIENT_BALANCE' | 'SEND_NAMESPACE_NOT_SUPPORTED' | 'NO_CONNECTION_CLIENT' | 'TRANSACTION_ERROR' | 'USER_REJECTED_REQUEST'
>().toMatchTypeOf<SendErrorType['code']>();
expectTypeOf<SendErrorType['code']>().toMatchTypeOf<ErrorCode>();
// On solana, the rent rules checked before the wallet is asked.
expectTypeOf<'SOLANA_RECEIVER_BELOW_RENT' | 'SOLANA_SENDER_BELOW_RENT' | 'INCORRECT_AMOUNT'>().toMatchTypeOf<SendErrorType['code']>();

declare const caught: SendErrorType;
if (caught.code === 'INSUFFICIENT_BALANCE') expectTypeOf(caught.shortMessage).toBeString();
