/**
 * Issue 28, journey 3: WalletConnect with the devstack's wallet page on a page with EVM and Solana networks
 * (`?solana`). One session holds eip155 and solana accounts (the wallet page approves the local Solana chain
 * with its Solana dev account), and both namespaces connect from that one approval. Through the product's own
 * provider for the solana namespace (the connection's getProvider, what getProvider / useWalletportProvider
 * hand a host page): a Solana message is signed in the wallet page (the ed25519 signature verifies here,
 * independently), SOL is sent with solana_signAndSendTransaction (the receiver's balance changes on the local
 * chain), and a request the wallet page rejects comes back as the product's rejection ('User rejected the
 * request.'). A reload restores both namespaces; disconnecting ends the session for both. A second case sends SOL
 * the way a visitor does: the Solana network, Account, Send (the product builds the transfer, the wallet page
 * signs and submits it over WalletConnect), then a send the wallet page rejects, whose message the Send view
 * shows. Nothing leaves 127.0.0.1.
 *
 * It moves SOL from the wallet page's Solana account (dev account 1), so it runs in the serial group.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58 } from '../../domain/entities/address/base58.js';
import { accountButtonLabel, demoField, networkButton, openAccountView, truncated, waitForCore, type DemoWindow } from '../wallet-journeys.js';
import { fillSend, sendForm } from '../send/send-journeys.js';
import { openWalletConnectView, pairWallet, pendingRequest, scanAndCheck, useWalletConnectJourneys, walletAccount, type WalletConnectJourney } from './wc-journeys.js';

const journeys = useWalletConnectJourneys();

type Outcome = { result?: unknown; error?: { code: unknown; message: string } };

/** Each namespace's connection status, address and connector, as the client holds them. */
async function namespaces(page: Page): Promise<Record<string, { status: string; address: string | undefined; connectorId: string | undefined }>> {
  return page.evaluate(() => {
    const state = (window as unknown as DemoWindow).walletportCore.connection.snapshot.namespaces;
    return Object.fromEntries(
      Object.entries(state).map(([namespace, entry]) => [namespace, { status: entry?.status ?? '', address: entry?.address, connectorId: entry?.connectorId }]),
    );
  });
}

/**
 * Starts a request on the product's solana provider (the connection's getProvider('solana')) under `key`; the
 * wallet page answers it later, and `outcome` reads how it ended.
 */
async function startSolanaRequest(page: Page, key: string, method: string, params: object): Promise<void> {
  await page.evaluate(
    async ({ key, method, params }) => {
      const provider = await (window as unknown as DemoWindow).walletportCore.connection.getProvider('solana');
      const outcomes = ((window as unknown as { solanaOutcomes?: Record<string, unknown> }).solanaOutcomes ??= {});
      if (!provider) {
        outcomes[key] = { error: { code: 'NO_PROVIDER', message: 'No solana provider' } };
        return;
      }
      provider.request({ method, params }).then(
        (result) => (outcomes[key] = { result }),
        (error: { code?: unknown; shortMessage?: string; message?: string }) =>
          (outcomes[key] = { error: { code: error.code, message: error.shortMessage ?? error.message ?? String(error) } }),
      );
    },
    { key, method, params },
  );
}

async function outcome(page: Page, key: string): Promise<Outcome | undefined> {
  return page.evaluate((name) => (window as unknown as { solanaOutcomes?: Record<string, Outcome> }).solanaOutcomes?.[name], key);
}

async function verifiesEd25519(address: string, message: Uint8Array, signature: Uint8Array): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(decodeBase58(address)!), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(signature), new Uint8Array(message));
}

/**
 * The modal's WalletConnect entry, the QR code scanned and checked, the wallet page approving a proposal that
 * asks for the local Solana chain beside the EVM chains: both namespaces connect. Returns both addresses.
 */
async function connectBothNamespaces(journey: WalletConnectJourney): Promise<{ evmAddress: string; solanaAddress: string }> {
  const { page, wallet, devstack } = journey;
  const solanaChain = devstack.solana.caip2;
  const dialog = await openWalletConnectView(journey);
  const uri = await scanAndCheck(journey, dialog);
  const proposal = await pairWallet(wallet, uri);
  await expect.poll(() => proposal.getByTestId('proposal-chains').textContent()).toContain(solanaChain);
  await page.screenshot({ path: join(tmpdir(), 'walletport-wc-solana-qr.png') });
  await proposal.getByTestId('approve-proposal').click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

  const evmAddress = await walletAccount(wallet);
  const solanaAddress = (await wallet.getByTestId('wallet-solana-account').textContent())?.trim() ?? '';
  expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await expect.poll(() => wallet.getByTestId('session-solana-account').textContent()).toBe(solanaAddress);
  await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
  await expect.poll(async () => (await namespaces(page)).eip155?.address?.toLowerCase()).toBe(evmAddress.toLowerCase());
  await expect.poll(() => namespaces(page)).toMatchObject({
    eip155: { status: 'connected', connectorId: 'walletConnect' },
    solana: { status: 'connected', address: solanaAddress, connectorId: 'walletConnectSolana' },
  });
  return { evmAddress, solanaAddress };
}

describe('issue 28 journey 3: WalletConnect with eip155 and solana in one session', () => {
  it('connects both namespaces with one approval, signs a Solana message, sends SOL, and shows a rejection', async () => {
    const journey = await journeys.open('solana');
    const { page, wallet, guard, devstack } = journey;
    const { solanaAddress } = await connectBothNamespaces(journey);
    await page.screenshot({ path: join(tmpdir(), 'walletport-wc-solana-connected.png') });

    // A Solana message, signed in the wallet page; the signature verifies over the account's key.
    const text = 'Sign in to walletport on Solana';
    const message = new TextEncoder().encode(text);
    await startSolanaRequest(page, 'sign', 'solana_signMessage', { message: encodeBase58(message), pubkey: solanaAddress });
    const signRequest = await pendingRequest(wallet, 'solana_signMessage');
    await expect.poll(() => signRequest.getByTestId('request-message').textContent()).toBe(text);
    await wallet.screenshot({ path: join(tmpdir(), 'walletport-wc-solana-sign-request.png') });
    await signRequest.getByTestId('approve-request').click();
    await expect.poll(() => outcome(page, 'sign'), { timeout: 30_000 }).toBeDefined();
    const signed = (await outcome(page, 'sign'))?.result as { signature: string };
    expect(signed?.signature).toBeDefined();
    await expect(verifiesEd25519(solanaAddress, message, decodeBase58(signed.signature)!)).resolves.toBe(true);

    // Send SOL: a transfer the wallet page signs and submits to the local chain.
    const connection = new Connection(devstack.solana.rpcUrl, 'confirmed');
    const receiver = Keypair.generate().publicKey;
    const lamports = LAMPORTS_PER_SOL / 20;
    const { blockhash } = await connection.getLatestBlockhash();
    const transfer = new TransactionMessage({
      payerKey: new PublicKey(solanaAddress),
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: new PublicKey(solanaAddress), toPubkey: receiver, lamports })],
    }).compileToV0Message();
    const wire = Buffer.from(new VersionedTransaction(transfer).serialize()).toString('base64');
    const senderBefore = await connection.getBalance(new PublicKey(solanaAddress));
    await startSolanaRequest(page, 'send', 'solana_signAndSendTransaction', { transaction: wire, sendOptions: { preflightCommitment: 'confirmed' } });
    const sendRequest = await pendingRequest(wallet, 'solana_signAndSendTransaction');
    await sendRequest.getByTestId('approve-request').click();
    await expect.poll(() => outcome(page, 'send'), { timeout: 30_000 }).toBeDefined();
    const sent = (await outcome(page, 'send'))?.result as { signature: string };
    expect(sent?.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    await expect.poll(() => connection.getBalance(receiver), { timeout: 30_000 }).toBe(lamports);
    expect(await connection.getBalance(new PublicKey(solanaAddress))).toBe(senderBefore - lamports - 5_000);
    await expect.poll(() => sendRequest.getAttribute('data-status')).toBe('approved');

    // A request the wallet page rejects: the product answers with its rejection message.
    await startSolanaRequest(page, 'rejected', 'solana_signMessage', { message: encodeBase58(new TextEncoder().encode('No thanks')), pubkey: solanaAddress });
    const rejectRequest = await pendingRequest(wallet, 'solana_signMessage');
    await rejectRequest.getByTestId('reject-request').click();
    await expect.poll(() => outcome(page, 'rejected'), { timeout: 30_000 }).toEqual({
      error: { code: 'USER_REJECTED_REQUEST', message: 'User rejected the request.' },
    });
    await wallet.screenshot({ path: join(tmpdir(), 'walletport-wc-solana-rejected.png') });

    // A reload restores both namespaces from the one stored session, without a scan or a prompt.
    await page.reload();
    await waitForCore(page);
    await expect.poll(() => namespaces(page), { timeout: 30_000 }).toMatchObject({
      eip155: { status: 'connected', connectorId: 'walletConnect' },
      solana: { status: 'connected', address: solanaAddress, connectorId: 'walletConnectSolana' },
    });
    expect(await wallet.locator('[data-testid="session-proposal"]').count()).toBe(0);

    // Disconnecting ends the one session: both namespaces let go.
    await page.evaluate(() => (window as unknown as DemoWindow).walletportCore.connection.disconnect('eip155'));
    await expect.poll(() => namespaces(page)).toMatchObject({ eip155: { status: 'disconnected' }, solana: { status: 'disconnected' } });
    await expect.poll(() => wallet.getByTestId('session').count(), { timeout: 30_000 }).toBe(0);

    guard.assertNoViolations();
  });

  it("sends SOL from the Send view on the Solana network, and shows the wallet's rejection there", async () => {
    const journey = await journeys.open('solana');
    const { page, wallet, guard, devstack } = journey;
    const { solanaAddress } = await connectBothNamespaces(journey);

    // The Solana network: its namespace is connected already, so it is active at once with the Solana account.
    await networkButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: new RegExp(devstack.solana.name) }).click();
    await expect.poll(() => networkButton(page).textContent()).toContain(devstack.solana.name);
    if (await dialog.isVisible()) await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(solanaAddress));

    // 0.01 SOL to a new account: the product builds the transfer, the wallet page signs and submits it.
    const connection = new Connection(devstack.solana.rpcUrl, 'confirmed');
    const receiver = Keypair.generate().publicKey;
    const account = await openAccountView(page);
    await fillSend(account, { symbol: 'SOL', amount: '0.01', receiver: receiver.toBase58() });
    await sendForm(account).preview.click();
    await account.getByTestId('send-preview-fee').filter({ hasText: /SOL/ }).waitFor();
    await account.getByRole('button', { name: 'Send', exact: true }).click();
    const sendRequest = await pendingRequest(wallet, 'solana_signAndSendTransaction');
    await expect.poll(() => sendRequest.getByTestId('request-params').textContent()).toContain('transaction');
    await sendRequest.getByTestId('approve-request').click();
    await expect.poll(() => connection.getBalance(receiver), { timeout: 30_000 }).toBe(LAMPORTS_PER_SOL / 100);
    await account.getByTestId('account-balance').waitFor();
    await page.screenshot({ path: join(tmpdir(), 'walletport-wc-solana-sent.png') });

    // The same again, rejected in the wallet page: the Send view says so, and nothing moves.
    await fillSend(account, { symbol: 'SOL', amount: '0.01', receiver: receiver.toBase58() });
    await sendForm(account).preview.click();
    await account.getByTestId('send-preview-fee').filter({ hasText: /SOL/ }).waitFor();
    await account.getByRole('button', { name: 'Send', exact: true }).click();
    const rejected = await pendingRequest(wallet, 'solana_signAndSendTransaction');
    await rejected.getByTestId('reject-request').click();
    await expect.poll(() => sendForm(account).error.textContent(), { timeout: 30_000 }).toBe('User rejected the request.');
    await page.screenshot({ path: join(tmpdir(), 'walletport-wc-solana-send-rejected.png') });
    expect(await connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 100);

    guard.assertNoViolations();
  }, 120_000);
});
