/**
 * The request provider of ports/bitcoin-wallet.port.ts over a sats-connect wallet: what the Bitcoin
 * browser-wallet connector's getProvider hands out. It answers WalletConnect's bip122 methods with
 * WalletConnect's shapes, turning each into the wallet's own call:
 *
 * - getAccountAddresses: the addresses the wallet gave the page (payment first, then ordinals), without a
 *   round trip once it gave them;
 * - signMessage: sats-connect's signMessage, BIP-322 unless ecdsa is asked;
 * - signPsbt: sats-connect's signPsbt, its inputs grouped by address (`{[address]: number[]}`), never
 *   broadcast unless asked (the product checks a signed PSBT before anything is sent);
 * - sendTransfer: sats-connect's sendTransfer with one recipient, the amount in satoshis;
 * - anything else: 4200. Parameters are checked before the wallet sees them, answers before anyone reads them.
 */
import { UnsupportedProviderMethodError } from '../../../domain/entities/errors/rpc-errors.js';
import {
  BITCOIN_WALLET_METHODS,
  type BitcoinAccountAddressesResult,
  type BitcoinSendTransferResult,
  type BitcoinSignMessageResult,
  type BitcoinSignPsbtResult,
} from '../../../ports/bitcoin-wallet.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { checkBitcoinParams as check, isBitcoinWalletMethod, type BitcoinParamsOf as ParamsOf } from './bitcoin-wallet.schema.js';
import {
  SATS_CONNECT_METHODS,
  sendTransferAnswerSchema,
  signMessageAnswerSchema,
  signPsbtAnswerSchema,
  type SatsConnectAccount,
} from './sats-connect.schema.js';
import type { SatsConnectWallet } from './sats-connect-wallet.js';

export type SatsConnectProviderOptions = {
  wallet: Pick<SatsConnectWallet, 'call'>;
  /** The wallet's accounts as the page last read them, asking the wallet when there are none yet. */
  accounts: () => Promise<readonly SatsConnectAccount[]>;
};

export class SatsConnectProvider implements Eip1193Provider {
  readonly #options: SatsConnectProviderOptions;

  constructor(options: SatsConnectProviderOptions) {
    this.#options = options;
  }

  async request({ method, params }: { method: string; params?: readonly unknown[] | object }): Promise<unknown> {
    if (!isBitcoinWalletMethod(method)) throw new UnsupportedProviderMethodError({ method });
    switch (method) {
      case BITCOIN_WALLET_METHODS.getAccountAddresses:
        return this.#accountAddresses(check(method, params));
      case BITCOIN_WALLET_METHODS.signMessage:
        return this.#signMessage(check(method, params));
      case BITCOIN_WALLET_METHODS.signPsbt:
        return this.#signPsbt(check(method, params));
      case BITCOIN_WALLET_METHODS.sendTransfer:
        return this.#sendTransfer(check(method, params));
    }
  }

  async #accountAddresses({ intentions }: ParamsOf<'getAccountAddresses'>): Promise<BitcoinAccountAddressesResult> {
    const accounts = await this.#options.accounts();
    const wanted = new Set(intentions ?? ['payment', 'ordinal']);
    const listed = accounts
      .filter((account) => account.purpose !== 'stacks')
      .map((account) => ({ address: account.address, publicKey: account.publicKey, intention: account.purpose === 'payment' ? ('payment' as const) : ('ordinal' as const) }))
      .filter((account) => wanted.has(account.intention));
    // The payment address first, as the port promises.
    return [...listed.filter((account) => account.intention === 'payment'), ...listed.filter((account) => account.intention !== 'payment')];
  }

  async #signMessage({ account, message, address: signer, protocol }: ParamsOf<'signMessage'>): Promise<BitcoinSignMessageResult> {
    const signingAddress = signer ?? account;
    const answer = await this.#options.wallet.call({
      method: SATS_CONNECT_METHODS.signMessage,
      params: { address: signingAddress, message, protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322' },
      schema: signMessageAnswerSchema,
    });
    return { address: signingAddress, signature: answer.signature, ...(answer.messageHash === undefined ? {} : { messageHash: answer.messageHash }) };
  }

  async #signPsbt({ psbt, signInputs, broadcast }: ParamsOf<'signPsbt'>): Promise<BitcoinSignPsbtResult> {
    const byAddress: Record<string, number[]> = {};
    for (const input of signInputs) (byAddress[input.address] ??= []).push(input.index);
    const answer = await this.#options.wallet.call({
      method: SATS_CONNECT_METHODS.signPsbt,
      params: { psbt, signInputs: byAddress, broadcast: broadcast ?? false },
      schema: signPsbtAnswerSchema,
    });
    return answer.txid === undefined ? { psbt: answer.psbt } : { psbt: answer.psbt, txid: answer.txid };
  }

  async #sendTransfer({ recipientAddress, amount }: ParamsOf<'sendTransfer'>): Promise<BitcoinSendTransferResult> {
    const answer = await this.#options.wallet.call({
      method: SATS_CONNECT_METHODS.sendTransfer,
      params: { recipients: [{ address: recipientAddress, amount: Number(amount) }] },
      schema: sendTransferAnswerSchema,
    });
    return { txid: answer.txid };
  }
}
