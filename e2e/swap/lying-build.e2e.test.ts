/**
 * Issue 25, item 1, in the browser: the cloud's build answers rewritten in transit (page.route on
 * /v1/convert/build-transaction and /v1/convert/build-approve) never reach the wallet. A native swap rewritten
 * to send 3 ETH to 0x…dEaD where 0.1 ETH was typed, and an approval rewritten to name another spender, are both
 * refused on the Swap view with 'The swap was stopped: its transaction does not match the quote'; the wallet
 * is asked nothing and nothing moves on chain. With the answers left alone, the real devstack's build passes
 * the check (simulated on anvil through the cloud's RPC route): the preview shows the least received and the
 * approval's amount, and no 'could not be verified' note. Nothing is sent, so no funds but the journey's own
 * key's move. Request guard on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFunctionData, erc20Abi, maxUint256, parseEther, type Hex } from 'viem';
import { openDemo, type Journey } from '../harness.js';
import { CHAIN_A, chainBalance, connectWallet, openAccountView, rpc, walletRequests } from '../wallet-journeys.js';
import { actionSays, pickSwapToken, swapAccount, swapForm, USDC } from './swap-journeys.js';

const DEAD = '0x000000000000000000000000000000000000dEaD';
const REFUSED = 'The swap was stopped: its transaction does not match the quote';
const BUILD_SWAP = '**/v1/convert/build-transaction**';
const BUILD_APPROVE = '**/v1/convert/build-approve**';

let journey: Journey;
let account: Awaited<ReturnType<typeof swapAccount>>;

beforeAll(async () => {
  account = await swapAccount('swap lying build', { ether: '1', usdc: '100' });
  journey = await openDemo({ wallets: [{ privateKeys: [account.privateKey] }] });
}, 60_000);

afterAll(async () => {
  await journey?.close();
});

/** Answers `pattern` with the cloud's real answer, its `tx` rewritten by `lie`. */
async function rewrite(pattern: string, lie: (tx: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  await journey.page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { tx: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, tx: lie(body.tx) } });
  });
}

async function allowance(owner: string, spender: string): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [owner as Hex, spender as Hex] });
  return BigInt(await rpc<Hex>(CHAIN_A, 'eth_call', [{ to: USDC, data }, 'latest']));
}

/** The Swap form's alert says the build was refused, its button offers to try again, and the wallet was asked nothing. */
async function seesRefusal(dialog: ReturnType<Journey['dialog']>): Promise<void> {
  await dialog.getByRole('form', { name: 'Swap tokens' }).getByRole('alert').filter({ hasText: REFUSED }).waitFor({ timeout: 20_000 });
  await actionSays(dialog, 'Try again');
  expect(await sends()).toEqual([]);
}

const sends = async () => (await walletRequests(journey.page)).filter((request) => request.method === 'eth_sendTransaction');

describe('a build answer rewritten in transit is refused before the wallet is asked', () => {
  it('3 ETH to 0x…dEaD where 0.1 ETH was typed: refused on Swap, nothing sent', async () => {
    const { page } = journey;
    await connectWallet(page);
    await rewrite(BUILD_SWAP, (tx) => ({ ...tx, to: DEAD, amount: parseEther('3').toString() }));
    const dialog = await openAccountView(page);
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click();
    const form = swapForm(dialog);
    await pickSwapToken(dialog, 'toToken', 'USDC');
    const ethBefore = await chainBalance(CHAIN_A, account.address);
    const deadBefore = await chainBalance(CHAIN_A, DEAD);
    await form.amount.fill('0.1');

    await seesRefusal(dialog);
    expect(await chainBalance(CHAIN_A, account.address)).toBe(ethBefore);
    expect(await chainBalance(CHAIN_A, DEAD)).toBe(deadBefore);
    await page.unroute(BUILD_SWAP);
  }, 60_000);

  it('an approval naming another spender than the swap: refused, no allowance given', async () => {
    const { page } = journey;
    const dialog = journey.dialog();
    const form = swapForm(dialog);
    await rewrite(BUILD_APPROVE, (tx) => ({ ...tx, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DEAD, maxUint256] }) }));
    await pickSwapToken(dialog, 'sourceToken', 'USDC');
    await pickSwapToken(dialog, 'toToken', 'WETH');
    await form.amount.fill('10');

    await seesRefusal(dialog);
    expect(await allowance(account.address, DEAD)).toBe(0n);
    await page.unroute(BUILD_APPROVE);
  }, 60_000);

  it("the devstack's own answers pass: simulated, the preview shows the least received and the unlimited approval", async () => {
    const { guard } = journey;
    const dialog = journey.dialog();
    const form = swapForm(dialog);
    await form.action.click(); // Try again, with the answers left alone
    await actionSays(dialog, 'Review swap');
    await form.action.click();
    await dialog.getByTestId('swap-preview-at-least').filter({ hasText: /WETH$/ }).waitFor({ timeout: 20_000 });
    expect(await dialog.getByTestId('swap-preview-approval').textContent()).toBe('Unlimited USDC');
    expect(await dialog.getByTestId('swap-preview-source').textContent()).toBe('10 USDC');
    // Simulated on the chain: no note that it could not be verified (or was only decoded).
    expect(await dialog.getByTestId('swap-preview-verification').count()).toBe(0);
    expect(await sends()).toEqual([]);
    guard.assertNoViolations();
  }, 60_000);
});
