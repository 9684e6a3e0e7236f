/**
 * Helpers for the swap journeys (issue 17): journey accounts holding ETH and the devstack's tokens on chain A,
 * the Swap form driven the way a person does (labelled fields, token pickers, the preview's steps), token
 * balances read from the chain, and the toasts the client opens, recorded from inside the page.
 */
import type { Locator, Page } from 'playwright-core';
import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem';
import { SWAP_FEE_ACCOUNT } from '../../devstack/chains/amm.js';
import { DEPLOYED_CONTRACTS } from '../../devstack/chains/deployment.js';
import { fundedAccount } from '../send/send-journeys.js';
import { CHAIN_A, rpc, type DemoWindow } from '../wallet-journeys.js';

export const USDC: Address = DEPLOYED_CONTRACTS.usdc;
export const WETH: Address = DEPLOYED_CONTRACTS.weth;
export { SWAP_FEE_ACCOUNT };

/** balanceOf on one of the devstack's ERC-20 tokens on chain A, in base units. */
export async function tokenBalance(token: Address, owner: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  return BigInt(await rpc<Hex>(CHAIN_A, 'eth_call', [{ to: token, data }, 'latest']));
}

/** A journey key with `ether` ETH and `usdc` USDC (6 decimals) on chain A: the send journeys' funding. */
export const swapAccount = fundedAccount;

/** The Swap view's controls inside the modal dialog. */
export function swapForm(dialog: Locator) {
  return {
    amount: dialog.getByRole('textbox', { name: 'You pay' }),
    received: dialog.getByTestId('swap-to-amount'),
    sourceToken: dialog.getByRole('button', { name: /change the token you pay$/ }),
    toToken: dialog.getByRole('button', { name: /change the token you receive$/ }),
    action: dialog.getByTestId('swap-action'),
    details: dialog.getByTestId('swap-details'),
    switchTokens: dialog.getByRole('button', { name: 'Switch tokens' }),
  };
}

/** Opens the picker of one side and picks `symbol` from the list of every token. */
export async function pickSwapToken(dialog: Locator, side: 'sourceToken' | 'toToken', symbol: string): Promise<void> {
  const form = swapForm(dialog);
  await (side === 'sourceToken' ? form.sourceToken : form.toToken).click();
  await dialog.getByRole('searchbox', { name: 'Search token' }).fill(symbol);
  await dialog.locator(`button[data-token="${symbol}"]`).first().click();
  await form.amount.waitFor();
}

/** Waits until the action button says `label` ('Review swap' once the quote and its transaction are built). */
export async function actionSays(dialog: Locator, label: string): Promise<void> {
  await swapForm(dialog).action.filter({ hasText: label }).waitFor({ timeout: 20_000 });
}

/**
 * Records every toast the client opens, in order, as 'variant: message', from inside the page (a toast closes by
 * itself after 2.2 s, so it is watched rather than looked for afterwards). Returns the reader.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const page = window as unknown as DemoWindow & { __swapToasts: string[] };
    page.__swapToasts = [];
    let last = '';
    page.walletportCore.toasts.state$.subscribe(({ open, message, variant }) => {
      const entry = `${variant}: ${message}`;
      if (open && entry !== last) page.__swapToasts.push(entry);
      last = open ? entry : '';
    });
  });
  return () => page.evaluate(() => (window as unknown as { __swapToasts: string[] }).__swapToasts);
}

/** The digits of a shown token amount ('1.234567 WETH' -> '1.234567'). */
export function shownAmount(text: string | null): string {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text ?? '');
  if (!match) throw new Error(`No amount in ${JSON.stringify(text)}`);
  return match[0].replaceAll(',', '');
}
