/**
 * Type tests (checked by the typecheck, not run): the swap's commands say which errors come out of them.
 */
import { expectTypeOf } from 'vitest';
import type { ErrorCode } from '../../entities/errors/catalogue.js';
import type { ApproveSwapErrorType, InitializeSwapErrorType, SendSwapErrorType, SwapErrorType, SwapFormErrorType } from './swap.usecase.js';

// initialize() and the form's commands reject with nothing: their failures are in the state.
expectTypeOf<InitializeSwapErrorType>().toBeNever();
expectTypeOf<SwapFormErrorType>().toBeNever();

// No command surfaces the catalogue's unknown RPC error: an unrecognised wallet failure reads 'Transaction error'.
expectTypeOf<Extract<ApproveSwapErrorType['code'], 'UNKNOWN_RPC_ERROR'>>().toBeNever();
expectTypeOf<Extract<SendSwapErrorType['code'], 'UNKNOWN_RPC_ERROR'>>().toBeNever();
expectTypeOf<Extract<SwapErrorType['code'], 'UNKNOWN_RPC_ERROR'>>().toBeNever();

// What a caller narrows on is among them: nothing to send, the input rules, the wallet's refusal, no wallet.
expectTypeOf<'SOMETHING_WENT_WRONG' | 'TRANSACTION_ERROR' | 'USER_REJECTED_REQUEST' | 'NO_CONNECTION_CLIENT' | 'NO_SWAP_ADDRESS'>().toMatchTypeOf<
  ApproveSwapErrorType['code']
>();
expectTypeOf<'INSUFFICIENT_BALANCE' | 'SWAP_INSUFFICIENT_GAS' | 'INCORRECT_AMOUNT' | 'SWAP_DESTINATION_TOKEN_REQUIRED'>().toMatchTypeOf<
  SendSwapErrorType['code']
>();
expectTypeOf<SendSwapErrorType['code']>().toMatchTypeOf<ErrorCode>();

// A caught error narrows by its code.
declare const caught: SendSwapErrorType;
if (caught.code === 'INSUFFICIENT_BALANCE') expectTypeOf(caught.shortMessage).toBeString();
