/** The bip122 chain adapter's send methods: loaded with the first call, through the Bitcoin API it is given. */
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { bitcoinKeyFor } from '../../../devstack/bitcoin/dev-keys.js';
import { decodeBase64, encodeBase64 } from '../../../domain/entities/solana-wire/base64.js';
import type { BitcoinSignPsbtParameters } from '../../../ports/bitcoin-wallet.port.js';
import { FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { FAKE_BITCOIN_CHAIN_ID, FakeBitcoinApi } from '../../../tests/fakes/bitcoin-api.fake.js';
import { BitcoinChainAdapter } from './bitcoin-chain-adapter.adapter.js';

const sender = bitcoinKeyFor('chain-adapter send', 'p2wpkh');
const recipient = bitcoinKeyFor('chain-adapter recipient', 'p2wpkh').address;
const caipNetworkId = FAKE_BITCOIN_CHAIN_ID;

describe('BitcoinChainAdapter sending BTC', () => {
  it('prepares, transfers and waits for a payment through the Bitcoin API', async () => {
    const bitcoinApi = new FakeBitcoinApi();
    bitcoinApi.fund(sender.address, 100_000);
    const adapter = new BitcoinChainAdapter({ api: new FakeBlockchainApi(), bitcoinApi });
    await expect(adapter.prepareTransfer({ from: sender.address, to: recipient, amount: 10_000n, caipNetworkId })).resolves.toMatchObject({ spendable: 100_000n });
    const provider = {
      async request({ params }: { method: string; params?: unknown }) {
        const transaction = Transaction.fromPSBT(decodeBase64((params as BitcoinSignPsbtParameters).psbt, 100_000)!);
        transaction.sign(sender.privateKey);
        return { psbt: encodeBase64(transaction.toPSBT()) };
      },
    };
    const txid = await adapter.transfer({ from: sender.address, to: recipient, amount: 10_000n, caipNetworkId, provider });
    expect(bitcoinApi.broadcasts.map((broadcast) => broadcast.txid)).toEqual([txid]);
    bitcoinApi.confirm();
    await expect(adapter.waitForTransaction({ hash: txid, caipNetworkId, timeoutMs: 1_000 })).resolves.toBe('success');
  });

  it("is 'Unsupported chain' without a Bitcoin API", async () => {
    const adapter = new BitcoinChainAdapter({ api: new FakeBlockchainApi() });
    await expect(adapter.prepareTransfer({ from: sender.address, to: recipient, amount: 1n, caipNetworkId })).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' });
  });
});
