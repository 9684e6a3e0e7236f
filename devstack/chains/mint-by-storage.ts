/**
 * Gives an account more of a DevERC20 without a transfer from DEV_ACCOUNTS[0], which holds the whole fixed
 * supply: tests assert DEV_ACCOUNTS' balances, nonces and history, so the AMM's liquidity and the on-ramp's
 * treasury must not touch them. DevERC20 is OpenZeppelin 4.9's ERC20, whose storage starts `_balances`
 * (slot 0, a mapping), `_allowances` (1), `_totalSupply` (2); both the balance and the total supply are raised,
 * so the supply still adds up. The result is read back through balanceOf and totalSupply, so a change of that
 * layout fails here, loudly.
 */
import { createTestClient, encodeAbiParameters, erc20Abi, hexToBigInt, http, keccak256, numberToHex, publicActions, type Address, type Chain } from 'viem';

const ERC20_BALANCES_SLOT = 0n;
const ERC20_TOTAL_SUPPLY_SLOT = 2n;

export type MintByStorageParameters = { chain: Chain; rpcUrl: string; token: Address; holder: Address; amount: bigint };
export type MintByStorageReturnType = void;
/** The chain does not answer, or the token does not keep OpenZeppelin 4.9's ERC20 slots. */
export type MintByStorageErrorType = Error;

export async function mintByStorage({ chain, rpcUrl, token, holder, amount }: MintByStorageParameters): Promise<MintByStorageReturnType> {
  const client = createTestClient({ chain, transport: http(rpcUrl, { retryCount: 0 }), mode: 'anvil' }).extend(publicActions);
  const balanceSlot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, ERC20_BALANCES_SLOT]));
  const supplySlot = numberToHex(ERC20_TOTAL_SUPPLY_SLOT, { size: 32 });
  const read = { address: token, abi: erc20Abi } as const;
  const [balance, supply] = await Promise.all([
    client.readContract({ ...read, functionName: 'balanceOf', args: [holder] }),
    client.readContract({ ...read, functionName: 'totalSupply' }),
  ]);
  const [storedBalance, storedSupply] = await Promise.all([
    client.getStorageAt({ address: token, slot: balanceSlot }),
    client.getStorageAt({ address: token, slot: supplySlot }),
  ]);
  if (hexToBigInt(storedBalance ?? '0x0') !== balance || hexToBigInt(storedSupply ?? '0x0') !== supply) {
    throw new Error(`${token} does not keep its balances and supply in OpenZeppelin 4.9's ERC20 slots`);
  }
  await client.setStorageAt({ address: token, index: balanceSlot, value: numberToHex(balance + amount, { size: 32 }) });
  await client.setStorageAt({ address: token, index: supplySlot, value: numberToHex(supply + amount, { size: 32 }) });
  const after = await client.readContract({ ...read, functionName: 'balanceOf', args: [holder] });
  if (after !== balance + amount) throw new Error(`could not give ${holder} ${amount} of ${token}`);
}
