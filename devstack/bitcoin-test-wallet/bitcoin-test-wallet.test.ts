/**
 * The Bitcoin test wallet in Node against a local ledger on a free port (mining on demand): sats-connect's
 * answers and error shapes, BIP-322 signatures checked with walletport's own verifier, signPsbt in its three
 * modes (the honest PSBT broadcast by the test lands; the unsigned one cannot be finalized; the altered one
 * pays elsewhere), sendTransfer landing on the ledger, and the approval switches.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { verifyBip322Signature } from '../../adapters/siwx/bip322-signature.js';
import { BITCOIN_DEV_ACCOUNTS, bitcoinKeyFor, type BitcoinDevKey } from '../bitcoin/dev-keys.js';
import { getJson, useBitcoinTestNode, utxosOf } from '../bitcoin/testing/bitcoin-test-node.js';
import { decodeBase64, encodeBase64 } from './base64.js';
import { bitcoinTestWallet, bitcoinTestWalletAccount, RPC_ERROR, type JsonRpcResponse, type SatsConnectProvider } from './index.js';

const bitcoin = useBitcoinTestNode();

async function call(provider: SatsConnectProvider, method: string, params?: unknown): Promise<unknown> {
  const response: JsonRpcResponse = await provider.request(method, params);
  if ('error' in response) throw Object.assign(new Error(response.error.message), { code: response.error.code });
  return response.result;
}

async function failure(provider: SatsConnectProvider, method: string, params?: unknown): Promise<{ code: number; message: string }> {
  const response = await provider.request(method, params);
  if (!('error' in response)) throw new Error(`${method} succeeded`);
  return response.error;
}

/** Pays `address` from the ledger's faucet and mines it, so the wallet has a confirmed UTXO of `sats`. */
async function fund(address: string, sats: number): Promise<void> {
  const response = await fetch(`${bitcoin.node.url}/__admin/faucet`, { method: 'POST', body: JSON.stringify({ address, sats }) });
  expect(response.status).toBe(200);
  bitcoin.node.mine();
}

/** An unsigned PSBT spending every UTXO of `key` to `to` (amount) with change back, 2 sat/vB-ish fee. */
async function paymentPsbt(key: BitcoinDevKey, to: string, amount: bigint): Promise<string> {
  const utxos = await utxosOf(bitcoin.node, key.address);
  const transaction = new Transaction();
  let total = 0n;
  for (const utxo of utxos) {
    transaction.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script: key.script, amount: BigInt(utxo.value) } });
    total += BigInt(utxo.value);
  }
  const recipient = bitcoinKeyFor(to, 'p2wpkh');
  transaction.addOutput({ script: recipient.script, amount });
  transaction.addOutput({ script: key.script, amount: total - amount - 1_000n });
  return encodeBase64(transaction.toPSBT());
}

describe('Bitcoin test wallet (sats-connect provider)', () => {
  it('hands out its accounts only once approved, and the same ones again without a prompt', async () => {
    const { provider, control } = bitcoinTestWallet({ url: bitcoin.node.url });
    expect(await failure(provider, 'signMessage', { address: BITCOIN_DEV_ACCOUNTS[0].address, message: 'hi', protocol: 'BIP322' })).toMatchObject({ code: RPC_ERROR.accessDenied });
    const accounts = (await call(provider, 'getAccounts', { purposes: ['payment', 'ordinals'] })) as { address: string; purpose: string; addressType: string; publicKey: string }[];
    expect(accounts.map(({ address, purpose, addressType }) => ({ address, purpose, addressType }))).toEqual([
      { address: BITCOIN_DEV_ACCOUNTS[0].address, purpose: 'payment', addressType: 'p2wpkh' },
      { address: BITCOIN_DEV_ACCOUNTS[3].address, purpose: 'ordinals', addressType: 'p2tr' },
    ]);
    expect(accounts.map(({ publicKey }) => publicKey.length)).toEqual([66, 64]);
    expect(await call(provider, 'getAddresses', { purposes: ['payment'] })).toMatchObject({ addresses: [{ address: BITCOIN_DEV_ACCOUNTS[0].address }], network: { bitcoin: { name: 'Regtest' } } });
    expect(control.requests).toEqual([{ method: 'getAccounts', outcome: 'ok' }]);
    expect(await failure(provider, 'getBalance')).toMatchObject({ code: -32601 });
    expect(await failure(provider, 'getAccounts', { purposes: 'payment' })).toMatchObject({ code: RPC_ERROR.invalidParams });
  });

  it('signs messages with BIP-322 for the payment and the ordinals address (walletport verifies both)', async () => {
    const { provider } = bitcoinTestWallet({ url: bitcoin.node.url });
    await call(provider, 'getAccounts', { purposes: ['payment'] });
    for (const address of [BITCOIN_DEV_ACCOUNTS[0].address, BITCOIN_DEV_ACCOUNTS[3].address]) {
      const signed = (await call(provider, 'signMessage', { address, message: 'walletport sign-in', protocol: 'BIP322' })) as { signature: string; address: string; messageHash: string };
      expect(signed.address).toBe(address);
      expect(signed.messageHash).toMatch(/^[0-9a-f]{64}$/);
      const message = new TextEncoder().encode('walletport sign-in');
      expect(await verifyBip322Signature({ address, network: 'regtest', message, signature: signed.signature })).toBe(true);
      expect(await verifyBip322Signature({ address, network: 'regtest', message: new TextEncoder().encode('another'), signature: signed.signature })).toBe(false);
    }
    expect(await failure(provider, 'signMessage', { address: BITCOIN_DEV_ACCOUNTS[1].address, message: 'x' })).toMatchObject({ code: RPC_ERROR.accessDenied });
    expect(await failure(provider, 'signMessage', { address: BITCOIN_DEV_ACCOUNTS[0].address, message: 'x', protocol: 'ECDSA' })).toMatchObject({ code: RPC_ERROR.methodNotSupported });
  });

  it('signPsbt honest: signs the inputs asked; the PSBT, finalized by the page, lands on the ledger', async () => {
    const keys = bitcoinTestWalletAccount({ label: 'test wallet psbt honest' });
    const payment = bitcoinKeyFor('test wallet psbt honest', 'p2wpkh');
    await fund(payment.address, 50_000);
    const { provider } = bitcoinTestWallet({ url: bitcoin.node.url, accounts: [keys] });
    await call(provider, 'getAccounts', { purposes: ['payment'] });
    const psbt = await paymentPsbt(payment, 'test wallet psbt receiver', 20_000n);
    const { psbt: signed, txid } = (await call(provider, 'signPsbt', { psbt, signInputs: { [payment.address]: [0] }, broadcast: false })) as { psbt: string; txid?: string };
    expect(txid).toBeUndefined();
    // Without signInputs the wallet signs every input its keys can: the same signature (RFC 6979), the same PSBT.
    expect(((await call(provider, 'signPsbt', { psbt })) as { psbt: string }).psbt).toBe(signed);
    const transaction = Transaction.fromPSBT(decodeBase64(signed)!);
    transaction.finalize();
    const response = await fetch(`${bitcoin.node.url}/tx`, { method: 'POST', body: bytesToHex(transaction.extract()) });
    expect(response.status).toBe(200);
    bitcoin.node.mine();
    expect(await utxosOf(bitcoin.node, bitcoinKeyFor('test wallet psbt receiver', 'p2wpkh').address)).toMatchObject([{ value: 20_000 }]);
  });

  it('signPsbt with broadcast: true finalizes and sends it itself, answering the txid', async () => {
    const label = 'test wallet psbt broadcast';
    const payment = bitcoinKeyFor(label, 'p2wpkh');
    await fund(payment.address, 40_000);
    const { provider } = bitcoinTestWallet({ url: bitcoin.node.url, accounts: [bitcoinTestWalletAccount({ label })] });
    await call(provider, 'getAccounts', { purposes: ['payment'] });
    const psbt = await paymentPsbt(payment, `${label} receiver`, 10_000n);
    const { txid } = (await call(provider, 'signPsbt', { psbt, signInputs: { [payment.address]: [0] }, broadcast: true })) as { txid: string };
    expect(await getJson(bitcoin.node, `/tx/${txid}/status`)).toEqual({ confirmed: false });
  });

  it("signPsbt 'unsigned-psbt' hands the PSBT back untouched; 'wrong-input' signs one paying its own address", async () => {
    const label = 'test wallet psbt hostile';
    const payment = bitcoinKeyFor(label, 'p2wpkh');
    await fund(payment.address, 30_000);
    const keys = bitcoinTestWalletAccount({ label });
    const { provider, control } = bitcoinTestWallet({ url: bitcoin.node.url, accounts: [keys], mode: 'unsigned-psbt' });
    await call(provider, 'getAccounts', { purposes: ['payment'] });
    const psbt = await paymentPsbt(payment, `${label} receiver`, 10_000n);
    const unsigned = (await call(provider, 'signPsbt', { psbt, signInputs: { [payment.address]: [0] } })) as { psbt: string };
    expect(unsigned.psbt).toBe(psbt);
    expect(() => Transaction.fromPSBT(decodeBase64(unsigned.psbt)!).finalize()).toThrow();

    control.mode = 'wrong-input';
    const altered = Transaction.fromPSBT(decodeBase64(((await call(provider, 'signPsbt', { psbt, signInputs: { [payment.address]: [0] } })) as { psbt: string }).psbt)!);
    const ordinals = bitcoinKeyFor(`${label} ordinals`, 'p2tr');
    expect(bytesToHex(altered.getOutput(0).script!)).toBe(bytesToHex(ordinals.script));
    expect(altered.getOutput(0).amount).toBe(10_000n);
    altered.finalize(); // Signed for real: only comparing the outputs shows the change.
    expect(control.state().mode).toBe('wrong-input');
  });

  it('sendTransfer builds, signs and broadcasts a payment that lands', async () => {
    const label = 'test wallet transfer';
    const payment = bitcoinKeyFor(label, 'p2wpkh');
    await fund(payment.address, 60_000);
    const { provider } = bitcoinTestWallet({ url: bitcoin.node.url, accounts: [bitcoinTestWalletAccount({ label })] });
    await call(provider, 'getAccounts', { purposes: ['payment'] });
    const receiver = bitcoinKeyFor(`${label} receiver`, 'p2wpkh').address;
    const { txid } = (await call(provider, 'sendTransfer', { recipients: [{ address: receiver, amount: 12_345 }] })) as { txid: string };
    bitcoin.node.mine();
    expect(await utxosOf(bitcoin.node, receiver)).toMatchObject([{ txid, value: 12_345 }]);
    expect(await failure(provider, 'sendTransfer', { recipients: [{ address: receiver, amount: 10_000_000 }] })).toMatchObject({ code: RPC_ERROR.internal });
  });

  it('obeys its switches: rejectNext answers -32000, manual calls wait for approveNext, accountChange on a switch', async () => {
    const { provider, control } = bitcoinTestWallet({ url: bitcoin.node.url });
    control.rejectNext({ method: 'getAccounts' });
    expect(await failure(provider, 'getAccounts', { purposes: ['payment'] })).toEqual({ code: RPC_ERROR.userRejection, message: 'User rejected the request.' });
    control.manual = true;
    const pending = provider.request('getAccounts', { purposes: ['payment'] });
    await expect.poll(() => control.requests.at(-1)?.outcome).toBe('waiting');
    expect(control.approveNext()).toBe(true);
    expect(await pending).toMatchObject({ result: [{ address: BITCOIN_DEV_ACCOUNTS[0].address }] });
    const events: string[] = [];
    provider.addListener({ eventName: 'accountChange', cb: (event) => events.push(event.type) });
    control.switchAccount(1);
    expect(events).toEqual(['accountChange']);
    expect(await call(provider, 'wallet_getAccount')).toMatchObject({ addresses: [{ address: BITCOIN_DEV_ACCOUNTS[1].address }, { purpose: 'ordinals' }] });
    const signing = provider.request('signMessage', { address: BITCOIN_DEV_ACCOUNTS[1].address, message: 'no' });
    await expect.poll(() => control.requests.at(-1)?.outcome).toBe('waiting');
    control.rejectNext();
    expect(await signing).toMatchObject({ error: { code: RPC_ERROR.userRejection } });
    control.disconnect();
    expect(await failure(provider, 'wallet_getAccount')).toMatchObject({ code: RPC_ERROR.accessDenied });
  });
});
