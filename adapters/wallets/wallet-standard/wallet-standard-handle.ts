/**
 * The one door to a registered Wallet Standard wallet: every feature call goes through here, so a missing
 * feature is a typed 4200, every rejection (or synchronous throw) is a typed wallet error that keeps the
 * wallet's code (parseWalletError: 4001 rejected, 4100, 4900...), and every answer is checked against its
 * schema. Calls go to the wallet's own objects (a wallet's methods may rely on `this`); what the page reads is
 * always a validated copy.
 */
import type { z } from 'zod/mini';
import { UnsupportedProviderMethodError } from '../../../domain/entities/errors/rpc-errors.js';
import { parseWalletError } from '../../../domain/entities/errors/rpc-errors.js';
import { parseWalletAnswer } from '../eip1193/request-wallet.js';
import { walletAccountsSchema, type ValidStandardWallet, type ValidWalletAccount } from './wallet-standard.schema.js';

export type CallFeatureParameters<TOutput> = {
  feature: string;
  method: string;
  args: readonly unknown[];
  schema: z.ZodMiniType<TOutput>;
};

export class WalletStandardHandle {
  /** The wallet as validated at registration (name, icon, chains, features). */
  readonly valid: ValidStandardWallet;
  readonly #wallet: object;

  constructor(wallet: object, valid: ValidStandardWallet) {
    this.#wallet = wallet;
    this.valid = valid;
  }

  hasFeature(feature: string): boolean {
    return Object.hasOwn(this.valid.features, feature);
  }

  /** The wallet's accounts now (`wallet.accounts`, no prompt), validated; [] when they cannot be read. */
  accounts(): readonly ValidWalletAccount[] {
    try {
      const result = walletAccountsSchema.safeParse((this.#wallet as { accounts?: unknown }).accounts);
      return result.success ? result.data : [];
    } catch {
      return [];
    }
  }

  /**
   * The wallet's own account object for `address` (features may compare the objects they handed out), or
   * undefined when `wallet.accounts` does not hold it.
   */
  rawAccount(address: string): unknown {
    try {
      const accounts: unknown = (this.#wallet as { accounts?: unknown }).accounts;
      if (!Array.isArray(accounts)) return undefined;
      return (accounts as unknown[]).find((account) => typeof account === 'object' && account !== null && (account as { address?: unknown }).address === address);
    } catch {
      return undefined;
    }
  }

  /** Calls `feature`'s `method` on the wallet's own object and returns its validated answer. */
  async call<TOutput>({ feature, method, args, schema }: CallFeatureParameters<TOutput>): Promise<TOutput> {
    let answer: unknown;
    try {
      const target = this.#featureObject(feature);
      const fn = target?.[method];
      if (target === undefined || typeof fn !== 'function') throw new UnsupportedProviderMethodError({ method: `${feature}.${method}` });
      answer = await (fn as (...values: unknown[]) => unknown).apply(target, [...args]);
    } catch (error) {
      throw parseWalletError(error);
    }
    return parseWalletAnswer(schema, answer, feature);
  }

  /** Subscribes to `standard:events`' 'change'; returns the unsubscribe function (a no-op when the wallet has none). */
  onChange(listener: (properties: unknown) => void): () => void {
    try {
      const target = this.#featureObject('standard:events');
      const on = target?.['on'];
      if (typeof on !== 'function') return () => undefined;
      const off: unknown = (on as (event: string, handler: (properties: unknown) => void) => unknown).call(target, 'change', listener);
      return () => {
        try {
          if (typeof off === 'function') (off as () => void)();
        } catch {
          // A wallet failing to unsubscribe must not break the page's cleanup.
        }
      };
    } catch {
      return () => undefined;
    }
  }

  #featureObject(feature: string): Record<string, unknown> | undefined {
    if (!this.hasFeature(feature)) return undefined;
    const features = (this.#wallet as { features?: Record<string, unknown> }).features;
    const target = features?.[feature];
    return typeof target === 'object' && target !== null ? (target as Record<string, unknown>) : undefined;
  }
}
