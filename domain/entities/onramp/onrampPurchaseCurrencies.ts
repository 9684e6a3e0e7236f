/**
 * What can be bought for the connected account: each purchase currency with only the networks of the active
 * namespace the page configured (an options network's `chain_id` is the CAIP-2 reference: '31337' in
 * 'eip155:31337'). A currency with no such network is left out: tokens bought elsewhere would not reach
 * an account the modal shows.
 */
import type { OnrampOptionsResponse } from '../api/blockchain-api.schema.js';

type PurchaseCurrency = OnrampOptionsResponse['purchaseCurrencies'][number];
type PurchaseNetwork = PurchaseCurrency['networks'][number];

export type OnrampPurchaseCurrenciesParameters = {
  readonly purchaseCurrencies: readonly PurchaseCurrency[];
  /** The active namespace ('eip155', 'solana'). */
  readonly namespace: string;
  /** The CAIP-2 ids of the page's networks ('eip155:31337'). */
  readonly caipNetworkIds: readonly string[];
};

export type OnrampPurchaseCurrenciesReturnType = PurchaseCurrency[];

export function onrampPurchaseCurrencies({ purchaseCurrencies, namespace, caipNetworkIds }: OnrampPurchaseCurrenciesParameters): OnrampPurchaseCurrenciesReturnType {
  const configured = new Set(caipNetworkIds);
  return purchaseCurrencies.flatMap((currency) => {
    const networks = currency.networks.filter((network) => configured.has(onrampNetworkCaipId(namespace, network)));
    return networks.length > 0 ? [{ ...currency, networks }] : [];
  });
}

/** The CAIP-2 id of an options network on a namespace: 'eip155' and '31337' make 'eip155:31337'. */
export function onrampNetworkCaipId(namespace: string, network: Pick<PurchaseNetwork, 'chain_id'>): string {
  return `${namespace}:${network.chain_id}`;
}
export type OnrampNetworkCaipIdParameters = Parameters<typeof onrampNetworkCaipId>;
export type OnrampNetworkCaipIdReturnType = string;
