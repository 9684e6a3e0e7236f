/**
 * ChainAdapter.simulateCalls on viem: one eth_simulateV1 block that reads the account's balances, runs the calls
 * as the account, and reads the balances again, so the difference is exactly what the calls moved. Validation
 * is off, so no fee is charged and the native balance moves by the values sent only.
 *
 * viem's own `simulateCalls({ traceAssetChanges })` is not used: it reads the native balance with a call that
 * has no `to` (a deployless contract), which anvil refuses ("missing keys: to"). Here a five-instruction
 * contract put in place by a state override reads it instead: BALANCE of the address in the calldata.
 */
import {
  decodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  pad,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import type { SimulateCallsParameters, SimulateCallsResult, SimulatedBalance } from '../../../ports/chain-adapter.port.js';

/** Where the balance reader is put for the simulation only (no contract lives there on any chain we know). */
const BALANCE_READER: Address = '0x000000000000000000000000000000000b1a1c00';
/** PUSH1 4 CALLDATALOAD BALANCE PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN: returns the balance of calldata[4..36]. */
const BALANCE_READER_CODE: Hex = '0x6004353160005260206000f3';
/** keccak256('Transfer(address,address,uint256)'), shared by ERC-20 and ERC-721. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

type Read = { from: Address; to: Address; data: Hex };

function balanceReads(from: Address, tokens: readonly string[]): Read[] {
  return [
    { from, to: BALANCE_READER, data: `0x00000000${pad(from).slice(2)}` },
    ...tokens.map((token) => ({ from, to: token as Address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [from] }) })),
  ];
}

function uint(data: Hex): bigint {
  return decodeAbiParameters([{ type: 'uint256' }], data)[0];
}

/** True when the node does not serve eth_simulateV1 at all (not when one simulation fails). */
function isUnsupported(error: unknown): boolean {
  for (let cause = error as { cause?: unknown } | undefined; cause; cause = cause.cause as { cause?: unknown } | undefined) {
    if (cause instanceof MethodNotFoundRpcError || cause instanceof MethodNotSupportedRpcError) return true;
  }
  return false;
}

export async function simulateCallsWithViem(client: PublicClient, params: SimulateCallsParameters): Promise<SimulateCallsResult> {
  const from = params.from as Address;
  const reads = balanceReads(from, params.tokens);
  const calls = params.calls.map(({ to, data, value }) => ({
    from,
    to: to as Address,
    ...(data === undefined ? {} : { data: data as Hex }),
    ...(value === undefined ? {} : { value }),
  }));
  let results;
  try {
    [results] = await client.simulateBlocks({
      blocks: [{ calls: [...reads, ...calls, ...reads], stateOverrides: [{ address: BALANCE_READER, code: BALANCE_READER_CODE }] }],
      validation: false,
    });
  } catch (error) {
    if (isUnsupported(error)) return { supported: false };
    throw error;
  }
  const answered = results?.calls ?? [];
  if (answered.length !== reads.length * 2 + calls.length) throw new Error('eth_simulateV1 answered another number of calls');
  const before = answered.slice(0, reads.length);
  const ran = answered.slice(reads.length, reads.length + calls.length);
  const after = answered.slice(reads.length + calls.length);
  const assets = ['native', ...params.tokens.map((token) => token.toLowerCase())];
  const balances: SimulatedBalance[] = assets.map((asset, index) => {
    const [pre, post] = [before[index], after[index]];
    if (pre?.status !== 'success' || post?.status !== 'success') throw new Error(`The balance of ${asset} could not be read in the simulation`);
    return { asset, before: uint(pre.data), after: uint(post.data) };
  });
  const sender = pad(from).toLowerCase();
  const transfersOut = ran.flatMap((call) =>
    (call.logs ?? [])
      .filter((log) => log.topics[0] === TRANSFER_TOPIC && log.topics[1]?.toLowerCase() === sender)
      // ERC-20 puts the value in the data, ERC-721 the token id in a third indexed topic.
      .map((log) => ({ token: log.address.toLowerCase(), value: log.topics[3] ? BigInt(log.topics[3]) : log.data === '0x' ? 0n : BigInt(log.data) })),
  );
  return {
    supported: true,
    calls: ran.map((call) => ({ status: call.status === 'success' ? ('success' as const) : ('reverted' as const), gasUsed: call.gasUsed })),
    balances,
    transfersOut,
  };
}
