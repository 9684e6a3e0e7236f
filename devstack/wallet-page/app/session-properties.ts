/**
 * The session properties the wallet page approves a session with (SPEC.md sections 3 and 7: capabilities,
 * bundler name, bundler url), Reown's shape: string values, `capabilities` a JSON object keyed by account, then
 * by hex chain id, holding EIP-5792 capabilities.
 *
 * The page's key is a plain EOA and the page answers no wallet_sendCalls, so on every approved chain it says
 * `atomic: unsupported`: the dapp then lists the account as an EOA (walletAccountType) and does not expect it to
 * batch. The bundler is the devstack's (the local cloud's /v1/bundler forwards to it by this name and the chain),
 * so a dapp reading user operation receipts for this session knows where to ask.
 */
import type { WalletPageBundler } from '../wallet-page-config.js';

export type WalletSessionPropertiesParameters = {
  /** The account the session holds on its eip155 chains. */
  address: string;
  /** CAIP-2 ids of the session's eip155 chains (`eip155:31337`); others are left out. */
  chains: readonly string[];
  bundler: WalletPageBundler | undefined;
};
export type WalletSessionPropertiesReturnType = Record<string, string>;
export type WalletSessionPropertiesErrorType = never;

export function walletSessionProperties({ address, chains, bundler }: WalletSessionPropertiesParameters): WalletSessionPropertiesReturnType {
  const perChain: Record<string, { atomic: { status: 'unsupported' } }> = {};
  for (const chain of chains) {
    const [namespace, reference] = chain.split(':');
    if (namespace !== 'eip155' || reference === undefined || !/^[1-9]\d*$/.test(reference)) continue;
    perChain[`0x${Number(reference).toString(16)}`] = { atomic: { status: 'unsupported' } };
  }
  const properties: Record<string, string> = {};
  if (Object.keys(perChain).length > 0) properties.capabilities = JSON.stringify({ [address]: perChain });
  if (bundler !== undefined) {
    properties.bundler_name = bundler.name;
    if (bundler.url !== undefined) properties.bundler_url = bundler.url;
  }
  return properties;
}
