/**
 * The devstack's ERC-7677 paymaster service (pm_getPaymasterStubData, pm_getPaymasterData) for DevSponsorPaymaster.
 * It sponsors only requests from the project's allowed origins (the Origin header, judged by the product's
 * isOriginAllowed, as the cloud's sign-in does) and within the project's spending cap; a refusal is a JSON-RPC
 * error that says why. The local cloud serves it at POST /v1/paymaster?projectId=…&chainId=eip155:<id>.
 */
import { formatEther, isAddressEqual, numberToHex, type Address, type LocalAccount } from 'viem';
import { isOriginAllowed } from '../../domain/usecases/options/isOriginAllowed.js';
import { ENTRY_POINT_08_ADDRESS, SPONSOR_PAYMASTER_ADDRESS } from '../chains/account-abstraction.js';
import { jsonRpcRequestSchema, paymasterParamsSchema, type PaymasterParams } from './request.schema.js';
import type { SpendingLedger } from './spending-ledger.js';
import { encodePaymasterData, maxSponsoredCost, signSponsorship, STUB_PAYMASTER_SIGNATURE, type SponsorshipWindow } from './sponsorship.js';

export type PaymasterService = {
  signer: LocalAccount;
  ledger: SpendingLedger;
  now: () => Date;
  /** Default SPONSOR_PAYMASTER_ADDRESS. */
  paymaster?: Address;
};

export type PaymasterRequest = {
  /** The parsed JSON body (validated here). */
  body: unknown;
  /** The request's Origin header. */
  origin: string | undefined;
  projectId: string;
  /** The project's allowed origins (the cloud settings' allowedOrigins). */
  allowedOrigins: readonly string[];
  /** The chain the URL names. */
  chainId: number;
};

type JsonRpcId = number | string | null;
export type JsonRpcAnswer =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string } };

export type AnswerPaymasterRequestReturnType = Promise<JsonRpcAnswer>;
export type AnswerPaymasterRequestErrorType = never;

/** What the paymaster's validation may use (ecrecover, hashing the operation): measured ~40k, with room. */
const PAYMASTER_VERIFICATION_GAS = 100_000n;
/** How long a sponsorship signature stays valid. */
const VALID_FOR_SECONDS = 3600;

/** JSON-RPC codes: EIP-1474's "invalid params", "method not found", and "transaction rejected" for a refusal. */
const INVALID_PARAMS = -32602;
const METHOD_NOT_FOUND = -32601;
const REFUSED = -32003;

class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export async function answerPaymasterRequest(service: PaymasterService, request: PaymasterRequest): AnswerPaymasterRequestReturnType {
  const envelope = jsonRpcRequestSchema.safeParse(request.body);
  if (!envelope.success) return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid JSON-RPC request' } };
  const id = envelope.data.id ?? null;
  try {
    const { method } = envelope.data;
    if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData') {
      throw new Refusal(METHOD_NOT_FOUND, `The paymaster service has no method ${method} (ERC-7677: pm_getPaymasterStubData, pm_getPaymasterData)`);
    }
    const params = parseParams(envelope.data.params, request.chainId);
    checkOrigin(request);
    const result = method === 'pm_getPaymasterStubData' ? stubData(service, request) : await paymasterData(service, request, params);
    return { jsonrpc: '2.0', id, result };
  } catch (error) {
    if (error instanceof Refusal) return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } };
    throw error;
  }
}

function parseParams(params: unknown, chainId: number): PaymasterParams {
  const parsed = paymasterParamsSchema.safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Refusal(INVALID_PARAMS, `Invalid params${issue ? ` at ${issue.path.join('.') || '(root)'}: ${issue.message}` : ''}`);
  }
  const [, entryPoint, paramsChainId] = parsed.data;
  if (!isAddressEqual(entryPoint, ENTRY_POINT_08_ADDRESS)) {
    throw new Refusal(INVALID_PARAMS, `Only EntryPoint v0.8 (${ENTRY_POINT_08_ADDRESS}) is sponsored, not ${entryPoint}`);
  }
  if (paramsChainId !== BigInt(chainId)) throw new Refusal(INVALID_PARAMS, `The params name chain ${paramsChainId}, the URL chain ${chainId}`);
  return parsed.data;
}

function checkOrigin({ origin, projectId, allowedOrigins }: PaymasterRequest): void {
  if (origin === undefined) throw new Refusal(REFUSED, 'Sponsorship refused: the request has no Origin header');
  if (!isOriginAllowed(origin, allowedOrigins)) throw new Refusal(REFUSED, `Sponsorship refused: ${origin} is not an allowed origin of project ${projectId}`);
}

function checkCap(service: PaymasterService, projectId: string, cost: bigint): void {
  const { ledger } = service;
  if (ledger.tryCharge(projectId, cost)) return;
  throw new Refusal(
    REFUSED,
    `Sponsorship refused: project ${projectId} reached its spending cap of ${formatEther(ledger.capWei)} ETH ` +
      `(granted ${formatEther(ledger.spent(projectId))} ETH, this operation may cost up to ${formatEther(cost)} ETH)`,
  );
}

function window(service: PaymasterService): SponsorshipWindow {
  return { validUntil: Math.floor(service.now().getTime() / 1000) + VALID_FOR_SECONDS, validAfter: 0 };
}

/** The stub depends on no field of the operation (its params are still validated): only its shape matters for the estimate. */
function stubData(service: PaymasterService, request: PaymasterRequest): Record<string, unknown> {
  // A project already at its cap is told now, before the wallet estimates and asks for a signature.
  if (service.ledger.spent(request.projectId) >= service.ledger.capWei) checkCap(service, request.projectId, 1n);
  return {
    paymaster: service.paymaster ?? SPONSOR_PAYMASTER_ADDRESS,
    paymasterData: encodePaymasterData(window(service), STUB_PAYMASTER_SIGNATURE),
    paymasterVerificationGasLimit: numberToHex(PAYMASTER_VERIFICATION_GAS),
    // No postOp: the paymaster returns an empty context.
    paymasterPostOpGasLimit: '0x0',
    sponsor: { name: 'Walletport devstack paymaster' },
    isFinal: false,
  };
}

async function paymasterData(service: PaymasterService, request: PaymasterRequest, [userOperation]: PaymasterParams): Promise<Record<string, unknown>> {
  const paymaster = service.paymaster ?? SPONSOR_PAYMASTER_ADDRESS;
  const sponsored = {
    ...userOperation,
    paymasterVerificationGasLimit: userOperation.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS,
    paymasterPostOpGasLimit: userOperation.paymasterPostOpGasLimit ?? 0n,
  };
  checkCap(service, request.projectId, maxSponsoredCost(sponsored));
  const data = await signSponsorship({ signer: service.signer, userOperation: sponsored, window: window(service), chainId: request.chainId, paymaster });
  return { paymaster, paymasterData: data };
}
