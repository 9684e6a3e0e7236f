/**
 * Helpers for the send journeys (issue 16): a journey account holding ETH and the devstack's USDC (6 decimals)
 * on chain A, the Send form driven the way a person does (through the modal's labelled fields), and ERC-20
 * balances read from the chain.
 */
import type { Locator } from 'playwright-core';
import { encodeFunctionData, erc20Abi, numberToHex, parseUnits, type Address, type Hex } from 'viem';
import { DEPLOYER, DEPLOYED_CONTRACTS } from '../../devstack/chains/deployment.js';
import { CHAIN_A, journeyAccount, rpc } from '../wallet-journeys.js';

export const USDC: Address = DEPLOYED_CONTRACTS.usdc;

/** A journey key with `ether` ETH and `usdc` USDC on chain A (the USDC comes from the deployer, impersonated). */
export async function fundedAccount(label: string, { ether, usdc }: { ether: string; usdc: string }): Promise<{ privateKey: Hex; address: Address }> {
  const account = await journeyAccount(label, { [CHAIN_A]: ether });
  await fundUsdc(account.address, usdc);
  return account;
}

/** Tops an address up to `usdc` on chain A (an embedded wallet's, say, whose key the journey never holds). */
export async function fundUsdc(address: Address, usdc: string): Promise<void> {
  if (usdc === '0') return;
  const have = await usdcBalance(address);
  const want = parseUnits(usdc, 6);
  if (have >= want) return;
  // anvil assigns the impersonated sender's nonce itself, so journeys running side by side cannot collide.
  await rpc(CHAIN_A, 'anvil_impersonateAccount', [DEPLOYER]);
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address, want - have] });
  const hash = await rpc<Hex>(CHAIN_A, 'eth_sendTransaction', [{ from: DEPLOYER, to: USDC, data, gas: numberToHex(100_000) }]);
  await waitForReceipt(hash);
}

/** balanceOf on the devstack's USDC, in base units (6 decimals). */
export async function usdcBalance(address: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address] });
  return BigInt(await rpc<Hex>(CHAIN_A, 'eth_call', [{ to: USDC, data }, 'latest']));
}

export async function waitForReceipt(hash: Hex): Promise<{ status: Hex; to: Address | null }> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const receipt = await rpc<{ status: Hex; to: Address | null } | null>(CHAIN_A, 'eth_getTransactionReceipt', [hash]);
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No receipt for ${hash}`);
}

/** The Send form's fields inside the modal dialog. */
export function sendForm(dialog: Locator) {
  return {
    token: dialog.getByRole('button', { name: /change token/ }),
    amount: dialog.getByRole('textbox', { name: 'Amount' }),
    receiver: dialog.getByRole('textbox', { name: 'To' }),
    preview: dialog.getByRole('button', { name: 'Preview Send' }),
    /** The view's own alert (the modal keeps a toast alert region of its own). */
    error: dialog.locator('.wp-send-error[role="alert"]'),
  };
}

/** From the Account view: Send, pick `symbol`, type the amount and the receiver (an address or a name). */
export async function fillSend(dialog: Locator, { symbol, amount, receiver }: { symbol: string; amount: string; receiver: string }): Promise<void> {
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  const form = sendForm(dialog);
  await form.token.click();
  await dialog.getByRole('list', { name: 'Tokens' }).locator(`[data-token="${symbol}"]`).click();
  await form.amount.fill(amount);
  await form.receiver.fill(receiver);
}
