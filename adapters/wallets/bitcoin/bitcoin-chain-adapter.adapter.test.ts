import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { bip322Signer } from '../../../devstack/testing/message-signers/bip322-signer.js';
import { verifyFamilySignature } from '../../siwx/family-signature.js';
import { FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { FAKE_BTC_PAYMENT_ADDRESS, FakeSatsConnectWallet, REGTEST_CAIP2 } from '../../../tests/fakes/btc-providers.fake.js';
import type { TokenBalance } from '../../../domain/entities/token/token-balance.js';
import { BitcoinChainAdapter, satoshisOf } from './bitcoin-chain-adapter.adapter.js';
import { SatsConnectConnector } from './connector-sats-connect.adapter.js';
import { SatsConnectWallet } from './sats-connect-wallet.js';

const btc = (numeric: string, extra: Partial<TokenBalance> = {}): TokenBalance => ({
  name: 'Bitcoin',
  symbol: 'BTC',
  chainId: REGTEST_CAIP2,
  price: 60000,
  quantity: { decimals: '8', numeric },
  iconUrl: '',
  ...extra,
});

function adapter() {
  const api = new FakeBlockchainApi();
  return { api, adapter: new BitcoinChainAdapter({ api }) };
}

describe('BitcoinChainAdapter', () => {
  it("reads the address's BTC from the balance API, in satoshis", async () => {
    const { api, adapter: chain } = adapter();
    api.setBalances(FAKE_BTC_PAYMENT_ADDRESS, REGTEST_CAIP2, [btc('1.23456789'), btc('5', { address: `${REGTEST_CAIP2}:token`, symbol: 'XYZ' })]);
    expect(await chain.getNativeBalance({ address: FAKE_BTC_PAYMENT_ADDRESS, caipNetworkId: REGTEST_CAIP2 })).toEqual({ value: 123_456_789n, decimals: 8, symbol: 'BTC' });
    expect(api.calls.getBalance).toEqual([{ address: FAKE_BTC_PAYMENT_ADDRESS, chainId: REGTEST_CAIP2 }]);
  });

  it('answers 0 for an address the API lists nothing for, and a failure as a typed error', async () => {
    const { api, adapter: chain } = adapter();
    expect(await chain.getNativeBalance({ address: FAKE_BTC_PAYMENT_ADDRESS, caipNetworkId: REGTEST_CAIP2 })).toEqual({ value: 0n, decimals: 8, symbol: 'BTC' });
    api.failNext('getBalance');
    await expect(chain.getNativeBalance({ address: FAKE_BTC_PAYMENT_ADDRESS, caipNetworkId: REGTEST_CAIP2 })).rejects.toMatchObject({ code: 'HTTP_STATUS' });
  });

  it('refuses a quantity that is not an exact BTC amount', () => {
    expect(satoshisOf('0.00000001')).toBe(1n);
    expect(satoshisOf('21000000')).toBe(2_100_000_000_000_000n);
    for (const bad of ['1e-8', '0.000000001', '-1', 'NaN', '']) expect(() => satoshisOf(bad)).toThrow(/Invalid response from getBalance/);
  });

  it("signs a sign-in message with the wallet's BIP-322 signMessage through any bip122 provider", async () => {
    const wallet = new FakeSatsConnectWallet();
    const win = wallet.install({});
    const connector = new SatsConnectConnector({ wallet: new SatsConnectWallet({ entry: wallet.entry, window: () => win }), networks: [REGTEST_CAIP2] });
    const { adapter: chain } = adapter();
    const signature = await chain.signMessage({ provider: await connector.getProvider(), address: FAKE_BTC_PAYMENT_ADDRESS, message: 'Sign in' });
    expect(signature).toBe('AkcwRAIgZmFrZQ==');
    expect(wallet.callsOf('signMessage')[0]!.params).toEqual({ address: FAKE_BTC_PAYMENT_ADDRESS, message: 'Sign in', protocol: 'BIP322' });
    wallet.rejectNext('signMessage');
    await expect(chain.signMessage({ provider: await connector.getProvider(), address: FAKE_BTC_PAYMENT_ADDRESS, message: 'Sign in' })).rejects.toMatchObject({
      code: 'USER_REJECTED_REQUEST',
    });
  });

  it('signs a bip122 sign-in the BIP-322 verifier accepts, from a wallet signing with another library', async () => {
    const signer = bip322Signer('p2wpkh', 'regtest');
    const wallet = new FakeSatsConnectWallet();
    wallet.accounts = [{ address: signer.address, publicKey: `02${'11'.repeat(32)}`, purpose: 'payment' }];
    const win = wallet.install({});
    const connector = new SatsConnectConnector({ wallet: new SatsConnectWallet({ entry: wallet.entry, window: () => win }), networks: [REGTEST_CAIP2] });
    const message = 'dapp.example wants you to sign in with your Bitcoin account:\n' + signer.address + '\n\nNonce: abcdefgh12';
    wallet.answerNext('signMessage', { result: { signature: signer.sign(message), address: signer.address } });
    const { adapter: chain } = adapter();
    const signature = await chain.signMessage({ provider: await connector.getProvider(), address: signer.address, message });
    const verify = (text: string) => verifyFamilySignature({ namespace: 'bip122', chainId: REGTEST_CAIP2, address: signer.address, message: utf8ToBytes(text), signature });
    expect(await verify(message)).toBe(true);
    expect(await verify(`${message}!`)).toBe(false);
  });

  it('has no EVM-shaped calls', async () => {
    const { adapter: chain } = adapter();
    await expect(chain.writeContract()).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' });
    await expect(chain.estimateGas()).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' });
  });
});
