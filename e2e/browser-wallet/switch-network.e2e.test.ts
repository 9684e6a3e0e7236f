/**
 * Journey 2 (issue 5): switch networks from the Networks view (opened with the NetworkButton). Devnet B is
 * known to the wallet (one wallet_switchEthereumChain); Devnet C is not (4902, wallet_addEthereumChain, then
 * the switch again). The balance follows each time; chain C is not among the cloud's supported chains, so its
 * balance comes from chain RPC.
 *
 * The wallet holds a key of its own whose balance is set differently on each chain (anvil_setBalance), so
 * "the balance follows" is visible; the expected values are still read back from the chains.
 */
import { numberToHex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import {
  accountButtonBalance,
  CHAIN_A,
  CHAIN_B,
  CHAIN_C,
  chainRpcUrl,
  closeModal,
  connectWallet,
  demoField,
  expectChainBalanceShown,
  networkButton,
  openAccountView,
  journeyAccount,
  walletRequests,
} from '../wallet-journeys.js';

/** Different on every chain, with digits below the shown decimals (floored away). */
const BALANCES = { [CHAIN_A]: '1.234567', [CHAIN_B]: '22.500999', [CHAIN_C]: '333.0421' };

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

const hexChainId = (chainId: number) => numberToHex(chainId);

describe('journey 2: switch networks, one the wallet knows and one it must add', () => {
  it('switches to Devnet B, then adds and switches to Devnet C, and the balance follows', async () => {
    const { privateKey, address: ACCOUNT } = await journeyAccount('network switching', BALANCES);
    journey = await openDemo({ wallets: [{ privateKeys: [privateKey] }] });
    const { page, guard, devstack } = journey;
    const balanceRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === devstack.cloudUrl && /^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) {
        balanceRequests.push(url.searchParams.get('chainId') ?? '');
      }
    });
    const dialog = page.getByRole('dialog');

    await connectWallet(page);
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_A, ACCOUNT);

    // Devnet B: the wallet knows it.
    await walletRequests(page).then((requests) => expect(requests.map((request) => request.method)).not.toContain('wallet_switchEthereumChain'));
    const before = (await walletRequests(page)).length;
    await networkButton(page).click();
    await dialog.getByRole('button', { name: /Walletport Devnet B/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => networkButton(page).textContent()).toContain('Walletport Devnet B');
    await expect.poll(() => demoField(page, 'network').textContent()).toBe(`Walletport Devnet B (eip155:${CHAIN_B})`);
    await expect.poll(() => demoField(page, 'provider-chain').textContent()).toBe(String(CHAIN_B));
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_B, ACCOUNT);
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_B, ACCOUNT);
    // What the switch asked of the wallet (the silent capabilities read that retypes the account is no prompt).
    const prompted = (request: { method: string }) => request.method.startsWith('wallet_') && request.method !== 'wallet_getCapabilities';
    const toB = (await walletRequests(page)).slice(before).filter(prompted);
    expect(toB.map(({ method, params, outcome }) => ({ method, params, outcome }))).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: hexChainId(CHAIN_B) }], outcome: 'ok' },
    ]);
    let accountView = await openAccountView(page);
    await expectChainBalanceShown(accountView.getByTestId('account-balance'), CHAIN_B, ACCOUNT);
    await expect.poll(() => accountView.getByRole('button', { name: /^Network:/ }).textContent()).toContain('Walletport Devnet B');
    await closeModal(page);

    // Devnet C: unknown to the wallet, so 4902, then wallet_addEthereumChain with the network's RPC, then the switch.
    const beforeC = (await walletRequests(page)).length;
    await networkButton(page).click();
    await dialog.getByRole('button', { name: /Walletport Devnet C/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => networkButton(page).textContent()).toContain('Walletport Devnet C');
    await expect.poll(() => demoField(page, 'network').textContent()).toBe(`Walletport Devnet C (eip155:${CHAIN_C})`);
    await expect.poll(() => demoField(page, 'provider-chain').textContent()).toBe(String(CHAIN_C));
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_C, ACCOUNT);
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_C, ACCOUNT);
    const toC = (await walletRequests(page)).slice(beforeC).filter(prompted);
    expect(toC.map(({ method, outcome, error }) => ({ method, outcome, code: error?.code }))).toEqual([
      { method: 'wallet_switchEthereumChain', outcome: 'error', code: 4902 },
      { method: 'wallet_addEthereumChain', outcome: 'ok', code: undefined },
      { method: 'wallet_switchEthereumChain', outcome: 'ok', code: undefined },
    ]);
    expect(toC[0]!.params).toEqual([{ chainId: hexChainId(CHAIN_C) }]);
    expect(toC[2]!.params).toEqual([{ chainId: hexChainId(CHAIN_C) }]);
    expect(toC[1]!.params).toEqual([
      expect.objectContaining({
        chainId: hexChainId(CHAIN_C),
        chainName: 'Walletport Devnet C',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [chainRpcUrl(CHAIN_C)],
      }),
    ]);
    accountView = await openAccountView(page);
    await expectChainBalanceShown(accountView.getByTestId('account-balance'), CHAIN_C, ACCOUNT);
    await expect.poll(() => accountView.getByRole('button', { name: /^Network:/ }).textContent()).toContain('Walletport Devnet C');

    // The blockchain API was asked for A and B only: C's balance came from the chain.
    expect(new Set(balanceRequests)).toEqual(new Set([`eip155:${CHAIN_A}`, `eip155:${CHAIN_B}`]));

    guard.assertNoViolations();
  });
});
