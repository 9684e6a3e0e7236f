/**
 * What the approval screen says about an unsafe request, as plain strings (the screen puts them in the page
 * with textContent only): a heading naming the request, and the details a person needs to decide. A
 * personal_sign message that is hex of UTF-8 text is shown as that text; amounts are in ETH; addresses in
 * full.
 */
import { formatEther, formatUnits, hexToBytes, isHex } from 'viem';
import { tokenTransferOf, type TokenMetadata } from './token-transfer.js';

export type ApprovalRow = { label: string; value: string };
export type ApprovalDescription = { heading: string; rows: ApprovalRow[] };
export type RequestContext = {
  appName: string | undefined;
  networkName: string;
  /** The symbol and decimals of the token an ERC-20 transfer moves, when the chain answered them. */
  token?: TokenMetadata | undefined;
};

/** The unsafe methods this secure site performs (the others are refused before any screen). */
export const APPROVABLE_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls'] as const;
export type ApprovableMethod = (typeof APPROVABLE_METHODS)[number];

export function isApprovable(method: string): method is ApprovableMethod {
  return (APPROVABLE_METHODS as readonly string[]).includes(method);
}

export function describeRequest(method: ApprovableMethod, params: unknown, context: RequestContext): ApprovalDescription {
  const list = Array.isArray(params) ? (params as unknown[]) : [];
  const common: ApprovalRow[] = [
    { label: 'App', value: context.appName || 'Unknown app' },
    { label: 'Network', value: context.networkName },
  ];
  switch (method) {
    case 'personal_sign':
      return { heading: 'Sign this message', rows: [...common, { label: 'Message', value: readableMessage(list[0]) }] };
    case 'eth_signTypedData_v4':
      return { heading: 'Sign typed data', rows: [...common, ...typedDataRows(list[1])] };
    case 'eth_sendTransaction':
      return { heading: 'Approve transaction', rows: [...common, ...transactionRows(list[0], context.token)] };
    case 'wallet_sendCalls':
      return { heading: 'Approve calls', rows: [...common, ...callsRows(list[0])] };
  }
}

/** Hex of valid UTF-8 becomes its text; other hex stays hex; a plain string stays as it is. */
export function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return String(message);
  if (!isHex(message)) return message;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message));
  } catch {
    return message;
  }
}

function typedDataRows(raw: unknown): ApprovalRow[] {
  let typed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      typed = JSON.parse(raw);
    } catch {
      return [{ label: 'Data', value: raw }];
    }
  }
  const { domain, primaryType, message } = (typed ?? {}) as { domain?: Record<string, unknown>; primaryType?: unknown; message?: unknown };
  const rows: ApprovalRow[] = [];
  const name = [domain?.['name'], domain?.['version'] === undefined ? undefined : `version ${String(domain['version'])}`].filter((part) => part !== undefined);
  if (name.length > 0) rows.push({ label: 'Domain', value: name.map(String).join(', ') });
  if (typeof domain?.['verifyingContract'] === 'string') rows.push({ label: 'Contract', value: domain['verifyingContract'] });
  rows.push({ label: 'Type', value: String(primaryType ?? 'unknown') });
  rows.push({ label: 'Message', value: JSON.stringify(message ?? null, null, 2) });
  return rows;
}

function transactionRows(raw: unknown, token: TokenMetadata | undefined): ApprovalRow[] {
  const transfer = tokenTransferOf(raw);
  if (transfer) {
    // What the person sends: the token amount to the real recipient (the transaction itself goes to the token).
    const amount = token ? `${formatUnits(transfer.amount, token.decimals)} ${token.symbol}` : `${transfer.amount} (token base units)`;
    return [
      { label: 'Amount', value: amount },
      { label: 'Recipient', value: transfer.recipient },
      { label: 'Token contract', value: transfer.token },
    ];
  }
  const transaction = (raw ?? {}) as { to?: unknown; value?: unknown; data?: unknown; input?: unknown };
  const value = typeof transaction.value === 'string' && isHex(transaction.value) ? BigInt(transaction.value) : 0n;
  const data = typeof transaction.data === 'string' ? transaction.data : typeof transaction.input === 'string' ? transaction.input : '0x';
  const rows: ApprovalRow[] = [
    { label: 'Amount', value: `${formatEther(value)} ETH` },
    { label: 'Recipient', value: typeof transaction.to === 'string' ? transaction.to : 'A new contract' },
  ];
  if (data !== '0x' && data !== '') rows.push({ label: 'Data', value: data });
  return rows;
}

/**
 * wallet_sendCalls: every call of the batch in order (one screen for all of them, since they go out as one
 * user operation), and whether the app's paymaster pays the gas.
 */
function callsRows(raw: unknown): ApprovalRow[] {
  const request = (raw ?? {}) as { calls?: unknown; capabilities?: { paymasterService?: { url?: unknown } } };
  const calls = Array.isArray(request.calls) ? (request.calls as unknown[]) : [];
  const rows = calls.flatMap((call, index) =>
    transactionRows(call, undefined).map((row) => ({ label: `Call ${index + 1} of ${calls.length}: ${row.label.toLowerCase()}`, value: row.value })),
  );
  const paymaster = request.capabilities?.paymasterService?.url;
  if (typeof paymaster === 'string') rows.push({ label: 'Gas paid by', value: paymaster });
  return rows;
}
