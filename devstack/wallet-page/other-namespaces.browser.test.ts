/**
 * The wallet page's bip122, polkadot and cosmos namespaces in a real chromium: a Node-side dapp (an unmodified
 * WalletConnect sign client) asks for the local Bitcoin ledger, Polkadot and the Cosmos Hub through the local
 * relay; every proposal and request is approved by clicking the page. The answers are checked with walletport's
 * own verifiers (BIP-322, sr25519, ADR-036) and against the ledger (a signed PSBT lands, a transfer lands).
 * Nothing leaves 127.0.0.1.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSignDoc } from '@cosmjs/amino';
import { bytesToHex } from '@noble/hashes/utils.js';
import { Transaction } from '@scure/btc-signer';
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes } from '@walletconnect/types';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAdr036Signature } from '../../adapters/siwx/adr036-signature.js';
import { verifyBip322Signature } from '../../adapters/siwx/bip322-signature.js';
import { verifySr25519Signature } from '../../adapters/siwx/sr25519-signature.js';
import { decodeSs58 } from '../../domain/entities/address/ss58.js';
import { decodeBase64, encodeBase64 } from '../bitcoin-test-wallet/base64.js';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../browser/launch-chromium.js';
import { BITCOIN_DEV_ACCOUNTS, bitcoinDevKey, bitcoinKeyFor } from '../bitcoin/dev-keys.js';
import { startBitcoin, type RunningBitcoin } from '../bitcoin/index.js';
import { utxosOf } from '../bitcoin/testing/bitcoin-test-node.js';
import { freePort } from '../chains/index.js';
import { startRelay, type RunningRelay } from '../relay/index.js';
import { memoryKeyValueStorage } from '../relay/testing/memory-key-value-storage.js';
import { installNetworkGuard, type NetworkGuard } from '../relay/testing/network-guard.js';
import { BITCOIN_WALLET_PAGE_ACCOUNT, startWalletPage, type RunningWalletPage } from './start-wallet-page.js';

type Client = Awaited<ReturnType<typeof SignClient.init>>;

const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const COSMOS_HUB = 'cosmos:cosmoshub-4';
const PAYMENT = BITCOIN_DEV_ACCOUNTS[BITCOIN_WALLET_PAGE_ACCOUNT].address;
const ORDINALS = BITCOIN_DEV_ACCOUNTS[3].address;

let nodeGuard: NetworkGuard;
let bitcoin: RunningBitcoin;
let relay: RunningRelay;
let walletPage: RunningWalletPage;
let browser: LaunchedChromium;
let guard: RequestGuard;
let page: Page;
let dapp: Client;

/** Proposes a session asking for the three namespaces, pairs the page and approves it there. */
async function connect(): Promise<SessionTypes.Struct> {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      bip122: { chains: [bitcoin.caip2], methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'], events: ['bip122_addressesChanged'] },
      polkadot: { chains: [POLKADOT], methods: ['polkadot_signMessage'], events: [] },
      cosmos: { chains: [COSMOS_HUB], methods: ['cosmos_signAmino', 'cosmos_getAccounts'], events: [] },
    },
  });
  const approved = approval();
  await page.getByLabel('Pairing URI').fill(uri!);
  await page.getByRole('button', { name: 'Pair' }).click();
  const proposal = page.getByTestId('session-proposal');
  await expect.poll(() => proposal.getByTestId('proposal-chains').textContent()).toContain(POLKADOT);
  await proposal.getByTestId('approve-proposal').click();
  return approved;
}

/** Sends a request and approves its card in the page; answers the result and the text the card showed. */
async function approved<T>(session: SessionTypes.Struct, chainId: string, method: string, params: unknown): Promise<{ result: T; shown: string | null }> {
  const result = dapp.request<T>({ topic: session.topic, chainId, request: { method, params } });
  const card = page.locator(`[data-testid="session-request"][data-method="${method}"][data-status="pending"]`);
  await card.waitFor();
  const shown = (await card.getByTestId('request-message').count()) > 0 ? await card.getByTestId('request-message').textContent() : null;
  await card.getByTestId('approve-request').click();
  return { result: await result, shown };
}

beforeAll(async () => {
  expect(process.env.IS_VITEST).toBe('true'); // keeps the Node dapp's Verify and pulse calls off (STACK-NOTES.md)
  nodeGuard = installNetworkGuard();
  const [relayPort, pagePort] = await Promise.all([freePort(), freePort()]);
  [bitcoin, relay, browser] = await Promise.all([startBitcoin({ port: 0, blockIntervalMs: null }), startRelay({ port: relayPort }), launchChromium()]);
  walletPage = await startWalletPage({
    port: pagePort,
    relayUrl: relay.url,
    // No EVM request is made here: the chain only has to be named.
    chains: [{ chainId: 31337, name: 'unused', rpcUrl: 'http://127.0.0.1:9/' }],
    bitcoin: { caipNetworkId: bitcoin.caip2, url: bitcoin.url },
    cacheDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.vite/walletport-wallet-page-test'),
  });
  guard = await guardRequests(browser.context);
  page = await browser.newPage();
  await page.goto(`${walletPage.url}/?storage=memory`);
  await page.locator('[data-testid="wallet-page"][data-ready="true"]').waitFor({ timeout: 60_000 });
  dapp = await SignClient.init({
    projectId: 'walletport-wallet-page-test',
    relayUrl: relay.url,
    storage: memoryKeyValueStorage(),
    customStoragePrefix: 'walletport-wallet-page-namespaces-dapp',
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'namespaces dapp', description: 'the wallet page namespaces test', url: 'http://127.0.0.1:5173', icons: [] },
  });
}, 120_000);

afterAll(async () => {
  if (dapp) {
    await dapp.core.relayer.transportClose().catch(() => undefined);
    dapp.core.heartbeat.stop();
  }
  await browser?.close();
  await walletPage?.stop();
  await relay?.stop();
  await bitcoin?.stop();
  nodeGuard?.uninstall();
});

describe('the wallet page: bip122, polkadot and cosmos', { timeout: 60_000 }, () => {
  let session: SessionTypes.Struct;
  let polkadotAddress: string;

  it('approves a session with its Bitcoin, Polkadot (prefix 0) and Cosmos accounts and no eip155', async () => {
    expect(await page.getByTestId('wallet-bitcoin-account').textContent()).toBe(PAYMENT);
    polkadotAddress = (await page.getByTestId('wallet-polkadot-account').textContent())!;
    expect(decodeSs58(polkadotAddress).prefix).toBe(0);
    session = await connect();
    expect(Object.keys(session.namespaces).sort()).toEqual(['bip122', 'cosmos', 'polkadot']);
    expect(session.namespaces['bip122']!.accounts).toEqual([`${bitcoin.caip2}:${PAYMENT}`]);
    expect(session.namespaces['polkadot']!.accounts).toEqual([`${POLKADOT}:${polkadotAddress}`]);
    expect(session.namespaces['cosmos']!.accounts[0]).toMatch(/^cosmos:cosmoshub-4:cosmos1[0-9a-z]{38}$/);
  });

  it('bip122: lists its addresses and signs a BIP-322 message walletport verifies', async () => {
    const { result: addresses } = await approved<{ address: string; intention: string; publicKey: string }[]>(session, bitcoin.caip2, 'getAccountAddresses', { account: PAYMENT });
    expect(addresses.map(({ address, intention }) => ({ address, intention }))).toEqual([
      { address: PAYMENT, intention: 'payment' },
      { address: ORDINALS, intention: 'ordinal' },
    ]);
    const text = 'walletport wants you to sign in with your Bitcoin account';
    const { result, shown } = await approved<{ address: string; signature: string }>(session, bitcoin.caip2, 'signMessage', { account: PAYMENT, message: text });
    expect(shown).toBe(text);
    expect(result.address).toBe(PAYMENT);
    expect(await verifyBip322Signature({ address: PAYMENT, network: 'regtest', message: new TextEncoder().encode(text), signature: result.signature })).toBe(true);
  });

  it('bip122: signs the PSBT inputs asked (the dapp finalizes, the ledger accepts it) and sends a transfer that lands', async () => {
    const key = bitcoinDevKey(BITCOIN_WALLET_PAGE_ACCOUNT);
    const [utxo] = await utxosOf(bitcoin, PAYMENT);
    const receiver = bitcoinKeyFor('wallet page psbt receiver', 'p2wpkh');
    const unsigned = new Transaction();
    unsigned.addInput({ txid: utxo!.txid, index: utxo!.vout, witnessUtxo: { script: key.script, amount: BigInt(utxo!.value) } });
    unsigned.addOutput({ script: receiver.script, amount: 30_000n });
    unsigned.addOutput({ script: key.script, amount: BigInt(utxo!.value) - 30_000n - 1_000n });
    const { result } = await approved<{ psbt: string; txid?: string }>(session, bitcoin.caip2, 'signPsbt', {
      account: PAYMENT,
      psbt: encodeBase64(unsigned.toPSBT()),
      signInputs: [{ address: PAYMENT, index: 0, sighashTypes: [1] }],
      broadcast: false,
    });
    expect(result.txid).toBeUndefined();
    const signed = Transaction.fromPSBT(decodeBase64(result.psbt)!);
    signed.finalize();
    expect((await fetch(`${bitcoin.url}/tx`, { method: 'POST', body: bytesToHex(signed.extract()) })).status).toBe(200);
    bitcoin.mine();
    expect(await utxosOf(bitcoin, receiver.address)).toMatchObject([{ value: 30_000 }]);

    const other = bitcoinKeyFor('wallet page transfer receiver', 'p2wpkh').address;
    const sent = await approved<{ txid: string }>(session, bitcoin.caip2, 'sendTransfer', { account: PAYMENT, recipientAddress: other, amount: '4321' });
    bitcoin.mine();
    expect(await utxosOf(bitcoin, other)).toMatchObject([{ txid: sent.result.txid, value: 4321 }]);
  });

  it('polkadot: signs a message with sr25519, shown as text, verified by walletport', async () => {
    const text = 'walletport wants you to sign in with your Polkadot account';
    const { result, shown } = await approved<{ signature: string }>(session, POLKADOT, 'polkadot_signMessage', { address: polkadotAddress, message: text });
    expect(shown).toBe(text);
    expect(await verifySr25519Signature({ address: polkadotAddress, message: new TextEncoder().encode(text), signature: result.signature })).toBe(true);
  });

  it('cosmos: answers its account and an ADR-036 amino sign doc walletport verifies', async () => {
    const { result: accounts } = await approved<{ address: string; algo: string; pubkey: string }[]>(session, COSMOS_HUB, 'cosmos_getAccounts', {});
    const address = accounts[0]!.address;
    expect(accounts[0]).toMatchObject({ algo: 'secp256k1', address: session.namespaces['cosmos']!.accounts[0]!.split(':')[2] });
    const text = 'walletport wants you to sign in with your Cosmos account';
    const signDoc = makeSignDoc([{ type: 'sign/MsgSignData', value: { signer: address, data: btoa(text) } }], { gas: '0', amount: [] }, '', '', 0, 0);
    const { result, shown } = await approved<{ signature: object }>(session, COSMOS_HUB, 'cosmos_signAmino', { signerAddress: address, signDoc });
    expect(shown).toBe(text);
    expect(await verifyAdr036Signature({ address, message: new TextEncoder().encode(text), signature: JSON.stringify(result.signature) })).toBe(true);
  });

  it('offers the same key as a Kusama address (prefix 2) once switched: a new session holds it and it signs', async () => {
    await page.getByTestId('polkadot-network').selectOption('kusama');
    await expect.poll(() => page.getByTestId('wallet-polkadot-account').textContent()).not.toBe(polkadotAddress);
    const kusama = (await page.getByTestId('wallet-polkadot-account').textContent())!;
    expect(decodeSs58(kusama).prefix).toBe(2);
    expect(decodeSs58(kusama).publicKey).toEqual(decodeSs58(polkadotAddress).publicKey);
    const second = await connect();
    expect(second.namespaces['polkadot']!.accounts).toEqual([`${POLKADOT}:${kusama}`]);
    const { result } = await approved<{ signature: string }>(second, POLKADOT, 'polkadot_signMessage', { address: kusama, message: 'kusama' });
    expect(await verifySr25519Signature({ address: kusama, message: new TextEncoder().encode('kusama'), signature: result.signature })).toBe(true);
    // Another key's address (a well-known Polkadot account): refused, whatever the network.
    const refused = dapp
      .request({ topic: second.topic, chainId: POLKADOT, request: { method: 'polkadot_signMessage', params: { address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', message: 'x' } } })
      .then(() => undefined, (error: unknown) => error);
    const card = page.locator('[data-testid="session-request"][data-method="polkadot_signMessage"][data-status="pending"]');
    await card.getByTestId('approve-request').click();
    expect(await refused).toMatchObject({ code: 4100 });
    guard.assertNoViolations();
  });
});
