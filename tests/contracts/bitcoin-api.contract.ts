/**
 * The contract of the Bitcoin API port (ports/bitcoin-api.port.ts), one suite every implementation runs: the
 * fake (tests/fakes/bitcoin-api.fake.ts) and the HTTP adapter against the local cloud and the devstack's
 * ledger. Spends are signed by the test with @scure/btc-signer, as a wallet would sign them. What only the real
 * ledger does (signature checks, dust, fees) is tested in devstack/bitcoin and in the HTTP adapter's own tests.
 */
import { OutScript, Address } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import type { BitcoinApi } from '../../ports/bitcoin-api.port.js';
import { bitcoinKeyFor, type BitcoinDevKey } from '../../devstack/bitcoin/dev-keys.js';
import { REGTEST } from '../../devstack/bitcoin/regtest.js';
import { signedSpend } from '../../devstack/bitcoin/testing/bitcoin-test-node.js';

export type BitcoinApiContractSetup = {
  /** The implementation; its state lasts for the whole suite (each test uses keys of its own). */
  api(): BitcoinApi;
  /** The regtest network the implementation serves. */
  chainId: string;
  /** A network it does not serve. */
  otherChainId: string;
  /** Pays `sats` to `address` in a confirmed output; resolves once the implementation lists it. */
  fund(address: string, sats: number): Promise<void>;
  /** Confirms what is pending (a block is mined). */
  confirm(): Promise<void>;
};

/** Enough fee for a one- or two-output P2WPKH spend at the relay minimum, well above dust. */
const FEE = 1_000;

let keys = 0;
/** A P2WPKH key no other test (or run) uses, so tests against a shared ledger move nothing of each other. */
function freshKey(name: string): BitcoinDevKey {
  keys += 1;
  return bitcoinKeyFor(`contract ${name} ${keys} ${Date.now()} ${Math.random()}`, 'p2wpkh');
}

const scriptOf = (address: string) => OutScript.encode(Address(REGTEST).decode(address));

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

export function describeBitcoinApiContract(name: string, setup: BitcoinApiContractSetup): void {
  const { chainId } = setup;

  /** A funded key and its one output, as the API lists it. */
  async function fundedKey(sats: number) {
    const key = freshKey(name);
    await setup.fund(key.address, sats);
    const [utxo, ...others] = await setup.api().getUtxos({ chainId, address: key.address });
    expect(others).toEqual([]);
    return { key, utxo: utxo! };
  }

  describe(`BitcoinApi contract: ${name}`, () => {
    it('an address never paid holds no outputs', async () => {
      await expect(setup.api().getUtxos({ chainId, address: freshKey(name).address })).resolves.toEqual([]);
    });

    it('a funded address lists its confirmed output, in satoshis, with its txid and place', async () => {
      const { utxo } = await fundedKey(250_000);
      expect(utxo).toEqual({
        txid: expect.stringMatching(/^[0-9a-f]{64}$/),
        vout: expect.any(Number),
        value: 250_000,
        status: { confirmed: true, block_height: expect.any(Number) },
      });
    });

    it('fee rates: one per confirmation target, at least the relay minimum, never higher for a longer wait', async () => {
      const rates = await setup.api().getFeeRates({ chainId });
      const targets = Object.keys(rates).map(Number).sort((a, b) => a - b);
      expect(targets[0]).toBe(1);
      for (const target of targets) expect(rates[String(target)]).toBeGreaterThanOrEqual(1);
      for (let index = 1; index < targets.length; index += 1) {
        expect(rates[String(targets[index])]).toBeLessThanOrEqual(rates[String(targets[index - 1])]!);
      }
    });

    it("a signed spend is taken: its own txid, the input gone, the recipient's and the change output listed until and after a block", async () => {
      const { key, utxo } = await fundedKey(100_000);
      const recipient = freshKey(name);
      const spend = signedSpend([{ ...utxo, key }], [
        { script: recipient.script, value: 30_000n },
        { script: key.script, value: BigInt(100_000 - 30_000 - FEE) },
      ]);
      await expect(setup.api().broadcastTransaction({ chainId, hex: spend.hex })).resolves.toEqual({ txid: spend.id });
      await expect(setup.api().getUtxos({ chainId, address: recipient.address })).resolves.toEqual([
        { txid: spend.id, vout: 0, value: 30_000, status: { confirmed: false } },
      ]);
      await expect(setup.api().getUtxos({ chainId, address: key.address })).resolves.toEqual([
        { txid: spend.id, vout: 1, value: 100_000 - 30_000 - FEE, status: { confirmed: false } },
      ]);
      await setup.confirm();
      const [confirmed] = await setup.api().getUtxos({ chainId, address: recipient.address });
      expect(confirmed?.status).toEqual({ confirmed: true, block_height: expect.any(Number) });
    });

    it('the same transaction broadcast twice answers its txid again (sendrawtransaction)', async () => {
      const { key, utxo } = await fundedKey(50_000);
      const spend = signedSpend([{ ...utxo, key }], [{ script: scriptOf(freshKey(name).address), value: BigInt(50_000 - FEE) }]);
      await setup.api().broadcastTransaction({ chainId, hex: spend.hex });
      await expect(setup.api().broadcastTransaction({ chainId, hex: spend.hex })).resolves.toEqual({ txid: spend.id });
    });

    it("a double spend is refused with the node's reason, in the mempool and after a block", async () => {
      const { key, utxo } = await fundedKey(60_000);
      const first = signedSpend([{ ...utxo, key }], [{ script: freshKey(name).script, value: BigInt(60_000 - FEE) }]);
      const second = signedSpend([{ ...utxo, key }], [{ script: freshKey(name).script, value: BigInt(60_000 - FEE) }]);
      await setup.api().broadcastTransaction({ chainId, hex: first.hex });
      const conflict = await rejection(setup.api().broadcastTransaction({ chainId, hex: second.hex }));
      expect(isWalletportError(conflict, 'INVALID_TRANSACTION')).toBe(true);
      expect((conflict as Error).message).toContain('txn-mempool-conflict');
      await setup.confirm();
      const spent = await rejection(setup.api().broadcastTransaction({ chainId, hex: second.hex }));
      expect((spent as Error).message).toContain('bad-txns-inputs-missingorspent');
    });

    it('outputs above the inputs are refused (bad-txns-in-belowout), nothing spent', async () => {
      const { key, utxo } = await fundedKey(40_000);
      // The signer is told the input holds more than it does (a lying wallet's overspend); the value check comes first.
      const overspend = signedSpend([{ ...utxo, key, claimedValue: 50_000 }], [{ script: freshKey(name).script, value: 40_001n }]);
      const error = await rejection(setup.api().broadcastTransaction({ chainId, hex: overspend.hex }));
      expect(isWalletportError(error, 'INVALID_TRANSACTION')).toBe(true);
      expect((error as Error).message).toContain('bad-txns-in-belowout');
      await expect(setup.api().getUtxos({ chainId, address: key.address })).resolves.toEqual([utxo]);
    });

    it('bytes that are no transaction are refused as the node words it', async () => {
      const error = await rejection(setup.api().broadcastTransaction({ chainId, hex: '00'.repeat(12) }));
      expect(isWalletportError(error, 'INVALID_TRANSACTION')).toBe(true);
      expect((error as Error).message).toContain('TX decode failed');
    });

    it('a network it does not serve is CHAIN_NOT_SUPPORTED for every call', async () => {
      const other = setup.otherChainId;
      const calls = [
        () => setup.api().getUtxos({ chainId: other, address: freshKey(name).address }),
        () => setup.api().getFeeRates({ chainId: other }),
        () => setup.api().broadcastTransaction({ chainId: other, hex: '00'.repeat(12) }),
      ];
      for (const call of calls) expect(isWalletportError(await rejection(call()), 'CHAIN_NOT_SUPPORTED')).toBe(true);
    });
  });
}
