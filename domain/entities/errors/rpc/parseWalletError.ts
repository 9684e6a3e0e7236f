import { walkCauses, WalletportError } from '../base.error.js';
import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './eip1193.errors.js';
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  revertReasonOf,
  type NodeErrorParameters,
} from './node.errors.js';
import { jsonRpcErrorClasses, walletErrorClasses, type ProviderRpcErrorClass } from './providerRpcErrorByCode.js';
import { readWalletErrorShapes, type WalletErrorShape } from './readWalletErrorShapes.js';
import { UnknownRpcError } from './unknownRpc.error.js';

/** These messages mean the user said no, unless a wallet-level code says otherwise. */
const USER_REJECTION = /user rejected|user denied|connection request reset/i;
/**
 * The other EIP-1193 / EIP-3326 codes (4100, 4200, 4900, 4901, 4902): wallets send them when the user said no
 * too, so a rejection message wins over them. The EIP-5792 codes (5700-5760) keep their
 * meaning: 5750's own standard message says "the user rejected the upgrade" and is not a plain rejection.
 */
const CODES_A_REJECTION_MESSAGE_OVERRIDES: ReadonlySet<number> = new Set(
  [
    UnauthorizedProviderError,
    UnsupportedProviderMethodError,
    ProviderDisconnectedError,
    ChainDisconnectedError,
    SwitchChainError,
  ].map((errorClass) => errorClass.rpcCode),
);
/** ethers v6 reports a rejection as code 'ACTION_REJECTED'. */
const USER_REJECTION_CODE_NAMES: ReadonlySet<string> = new Set(['ACTION_REJECTED']);

/**
 * The node errors a message is matched against, in this order: revert first, since a revert reason can itself
 * say "insufficient funds" or "nonce too low". Exported so the tests check messages against this list.
 */
export const nodeErrorClasses = [
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
] as const;

/** -32603 is what MetaMask and others wrap the real error in; any other JSON-RPC code is preferred. */
const WRAPPER_CODE = -32603;

type Match = { shape: WalletErrorShape; message: string | undefined };

function findShape(
  shapes: readonly WalletErrorShape[],
  test: (shape: WalletErrorShape) => boolean,
): Match | undefined {
  const shape = shapes.find(test);
  return shape && { shape, message: shape.messages[0] };
}

function findMessage(shapes: readonly WalletErrorShape[], pattern: RegExp): Match | undefined {
  for (const shape of shapes) {
    const message = shape.messages.find((text) => pattern.test(text));
    if (message !== undefined) return { shape, message };
  }
  return undefined;
}

function byCode(
  classes: readonly ProviderRpcErrorClass[],
  code: number | undefined,
): ProviderRpcErrorClass | undefined {
  return classes.find((errorClass) => errorClass.rpcCode === code);
}

function classify(input: unknown): WalletportError {
  const shapes = readWalletErrorShapes(input);
  const fallbackMessage = shapes.find((shape) => shape.messages.length > 0)?.messages[0];
  const cause = typeof input === 'object' && input !== null ? input : undefined;
  const parameters = (match: Match | undefined) => ({
    details: match?.message ?? fallbackMessage,
    data: match?.shape.data,
    cause,
  });

  // Precedence: an explicit rejection code, then any other wallet-level code (EIP-5792's 5750 message says
  // "the user rejected the upgrade" and must stay 5750), then a rejection message under any other code.
  const rejectionCode =
    findShape(shapes, (shape) => shape.code === UserRejectedRequestError.rpcCode) ??
    findShape(shapes, (shape) => shape.codeName !== undefined && USER_REJECTION_CODE_NAMES.has(shape.codeName));
  if (rejectionCode) return new UserRejectedRequestError(parameters(rejectionCode));

  const rejectionMessage = findMessage(shapes, USER_REJECTION);
  const walletCode = findShape(shapes, (shape) => byCode(walletErrorClasses, shape.code) !== undefined)?.shape.code;
  if (rejectionMessage && walletCode !== undefined && CODES_A_REJECTION_MESSAGE_OVERRIDES.has(walletCode)) {
    return new UserRejectedRequestError(parameters(rejectionMessage));
  }

  const walletLevel = findShape(shapes, (shape) => byCode(walletErrorClasses, shape.code) !== undefined);
  const WalletErrorClass = byCode(walletErrorClasses, walletLevel?.shape.code);
  if (WalletErrorClass) return new WalletErrorClass(parameters(walletLevel));

  if (rejectionMessage) return new UserRejectedRequestError(parameters(rejectionMessage));

  for (const NodeErrorClass of nodeErrorClasses) {
    const match = findMessage(shapes, NodeErrorClass.nodeMessage);
    if (!match) continue;
    const rpcCode = match.shape.code ?? shapes.find((shape) => shape.code !== undefined)?.code;
    const nodeParameters: NodeErrorParameters & { reason?: string | undefined } = { ...parameters(match), rpcCode };
    if (NodeErrorClass === ExecutionRevertedError && match.message) {
      nodeParameters.reason = revertReasonOf(match.message);
    }
    return new NodeErrorClass(nodeParameters);
  }

  const serverLevel =
    findShape(
      shapes,
      (shape) => shape.code !== WRAPPER_CODE && byCode(jsonRpcErrorClasses, shape.code) !== undefined,
    ) ??
    findShape(shapes, (shape) => shape.code === WRAPPER_CODE);
  const ServerErrorClass = byCode(jsonRpcErrorClasses, serverLevel?.shape.code);
  if (ServerErrorClass) return new ServerErrorClass(parameters(serverLevel));

  const withCode = findShape(shapes, (shape) => shape.code !== undefined);
  return new UnknownRpcError({ ...parameters(withCode), rpcCode: withCode?.shape.code });
}

/**
 * Turns anything a wallet throws (an Error, `{code, message, data}`, a nested `error`/`cause`, a string) into
 * a typed WalletportError: a ProviderRpcError subclass for standard codes and node messages, and
 * UnknownRpcError otherwise. A WalletportError comes back unchanged. The wallet's own message is kept in
 * `details`, its `data` in `data`, the input as `cause`. Never throws.
 */
export function parseWalletError(error: unknown): WalletportError {
  try {
    if (error instanceof WalletportError) return error;
    return classify(error);
  } catch {
    // Only a hostile input can get here (e.g. a Proxy whose traps throw); the caller still gets a typed error.
    return new UnknownRpcError();
  }
}

/** True when the user declined, anywhere in the cause chain. */
export function isUserRejection(error: unknown): boolean {
  try {
    const inChain = walkCauses(error, (link) => link instanceof UserRejectedRequestError);
    return inChain !== null || parseWalletError(error) instanceof UserRejectedRequestError;
  } catch {
    return false;
  }
}
