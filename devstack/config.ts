/**
 * The devstack's fixed facts: ports, chain ids and the funded development accounts. Every part of the
 * devstack (chains, cloud, relay, secure site, mail, wallet page, demo) and every browser test reads them from here, so one
 * environment variable moves a port everywhere at once.
 */
function port(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number, got ${raw}`);
  return value;
}

export type DevstackPorts = {
  chainA: number;
  chainB: number;
  chainC: number;
  cloud: number;
  relay: number;
  secureSite: number;
  walletPage: number;
  demo: number;
  /** The devstack's SMTP server (devstack/mail). */
  smtp: number;
  /** The mailbox page and API (devstack/mail). */
  mail: number;
  /** The OIDC provider standing in for the social login providers (devstack/oidc). */
  oidc: number;
  /** The Farcaster sign-in relay (devstack/farcaster). */
  farcasterRelay: number;
  /** The page acting as the Farcaster app (devstack/farcaster). */
  farcasterApp: number;
  /** The local Solana node's JSON-RPC (devstack/solana); its WebSocket also listens on this port + 1. */
  solana: number;
  /** The ERC-4337 bundlers (devstack/bundler: one alto per EVM chain, A, B, C); hosts reach them through the cloud. */
  bundlerA: number;
  bundlerB: number;
  bundlerC: number;
  /** The local on-ramp provider: its API and the meld and coinbase checkout pages (devstack/onramp). */
  onramp: number;
  /** The local Bitcoin ledger's Esplora API (devstack/bitcoin). */
  bitcoin: number;
};

/** Ports, each overridable with an environment variable (WALLETPORT_<NAME>_PORT). */
export function devstackPorts(): DevstackPorts {
  return {
    chainA: port('WALLETPORT_CHAIN_A_PORT', 8545),
    chainB: port('WALLETPORT_CHAIN_B_PORT', 8546),
    chainC: port('WALLETPORT_CHAIN_C_PORT', 8547),
    cloud: port('WALLETPORT_CLOUD_PORT', 4100),
    relay: port('WALLETPORT_RELAY_PORT', 4200),
    secureSite: port('WALLETPORT_SECURE_SITE_PORT', 4300),
    walletPage: port('WALLETPORT_WALLET_PAGE_PORT', 4400),
    demo: port('WALLETPORT_DEMO_PORT', 5173),
    smtp: port('WALLETPORT_SMTP_PORT', 2525),
    mail: port('WALLETPORT_MAIL_PORT', 4500),
    oidc: port('WALLETPORT_OIDC_PORT', 4600),
    farcasterRelay: port('WALLETPORT_FARCASTER_RELAY_PORT', 4700),
    farcasterApp: port('WALLETPORT_FARCASTER_APP_PORT', 4800),
    solana: port('WALLETPORT_SOLANA_PORT', 8899),
    bundlerA: port('WALLETPORT_BUNDLER_A_PORT', 4337),
    bundlerB: port('WALLETPORT_BUNDLER_B_PORT', 4338),
    bundlerC: port('WALLETPORT_BUNDLER_C_PORT', 4339),
    onramp: port('WALLETPORT_ONRAMP_PORT', 4900),
    bitcoin: port('WALLETPORT_BITCOIN_PORT', 4950),
  };
}

/**
 * The local EVM chains. The test wallet knows A and B from the start; C it must be asked to add
 * (wallet_switchEthereumChain answers 4902, then wallet_addEthereumChain), which makes that path real.
 * B is declared a main network (`testnet: false`): the identity rule (a name and avatar looked up only on EVM
 * networks that are not testnets) then applies unchanged in the demo and the journeys, on B.
 */
export const DEVSTACK_CHAINS = {
  a: { chainId: 31337, name: 'Walletport Devnet A', testnet: true },
  b: { chainId: 31338, name: 'Walletport Devnet B', testnet: false },
  c: { chainId: 31339, name: 'Walletport Devnet C', testnet: true },
} as const;

export const DEVSTACK_HOST = '127.0.0.1';

/**
 * anvil's default mnemonic accounts ("test test ... junk"). Public development keys: they hold value only on
 * these local chains.
 */
export const DEV_ACCOUNTS = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
] as const;
