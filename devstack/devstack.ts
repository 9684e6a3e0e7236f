/**
 * The whole offline world in one call: local chains (the anvil EVM chains and, beside them, the litesvm Solana
 * node; then the Bitcoin ledger), then the on-ramp provider (paying out on those chains), then the mail server (SMTP and mailbox), then the local
 * cloud reading the chains, then the Farcaster sign-in relay and app (with the ID registry on chain A), then
 * the secure site (the embedded wallet's frame, sending its mail through the mail server), then the local
 * WalletConnect relay, then the wallet page (a WalletConnect wallet on its own origin), then the demo host
 * page. The ERC-4337 bundlers (one alto per EVM chain) start as soon as the chains are up and are awaited last. Each part is health-checked before the next starts; `stop()` takes everything down in reverse order.
 * `npm start` (devstack/start.ts) and the browser tests both use this.
 */
import { startBundlers, type RunningBundlers } from './bundler/index.js';
import { freePort, startChains, type RunningChains } from './chains/index.js';
import { startCloud, type RunningCloud } from './cloud/index.js';
import { DEVSTACK_CHAINS, DEVSTACK_HOST, devstackPorts, type DevstackPorts } from './config.js';
import { defaultDataDir } from './cloud/options.js';
import { startDemoServer, type RunningDemo } from './demo-server.js';
import { deployIdRegistry, startFarcaster, type RunningFarcaster } from './farcaster/index.js';
import { startMail, type RunningMail } from './mail/index.js';
import { startOidc, type RunningOidc } from './oidc/index.js';
import { startOnramp, type RunningOnramp } from './onramp/index.js';
import { startRelay, type RunningRelay } from './relay/index.js';
import { startSecureSite, type RunningSecureSite } from './secure-site/index.js';
import { SOLANA_DEVSTACK_NAME, startSolana, type RunningSolana } from './solana/index.js';
import { startBitcoin, type RunningBitcoin } from './bitcoin/index.js';
import { startWalletPage, type RunningWalletPage } from './wallet-page/index.js';

export type StartDevstackOptions = {
  /** Port overrides; 0 picks a free port (tests). Defaults come from devstack/config.ts. */
  ports?: Partial<DevstackPorts>;
  /**
   * The data folder of the cloud and the secure site (their SQLite files, and the secure site's master key);
   * null keeps everything in memory. Default devstack/data.
   */
  dataDir?: string | null;
  /** Wallet catalogue size (600 by default; the benchmarks use 1,000 and 5,000). */
  walletCount?: number;
  /** Serve the demo host page too (default true). */
  demo?: boolean;
  /** Serve the WalletConnect wallet page too, and list it in the catalogue (default true). */
  walletPage?: boolean;
  /** Clear fault switches left in the database by an earlier run (default true). */
  resetFaults?: boolean;
};

export type RunningDevstack = {
  chains: RunningChains;
  /** The ERC-4337 bundlers, one alto per EVM chain (devstack/bundler); hosts reach them through the cloud's bundler route. */
  bundlers: RunningBundlers;
  /** The local Solana node (devstack/solana). */
  solana: RunningSolana;
  /** The local Bitcoin ledger behind an Esplora API (devstack/bitcoin). */
  bitcoin: RunningBitcoin;
  cloud: RunningCloud;
  /** The local on-ramp provider (devstack/onramp): its API (the cloud forwards to it) and checkout pages. */
  onramp: RunningOnramp;
  mail: RunningMail;
  oidc: RunningOidc;
  secureSite: RunningSecureSite;
  relay: RunningRelay;
  farcaster: RunningFarcaster;
  walletPage: RunningWalletPage | undefined;
  demo: RunningDemo | undefined;
  /**
   * `relay` is ws://127.0.0.1:<port>, the `relayUrl` for WalletConnect clients; `walletPage` the wallet page
   * (also the catalogue's `webapp_link` of 'Walletport Wallet Page'); `secureSite` the `secureSiteUrl` option
   * (the embedded wallet's frame is `${secureSite}/sdk`); `mail` the mailbox page (JSON at /api/messages) and
   * `smtp` the SMTP server it reads; `oidc` the issuer of the OIDC provider standing in for the social login
   * providers (client ids google, github, apple, facebook, x, discord).
   */
  urls: {
    cloud: string;
    /** The on-ramp provider: the JSON API under /api, the checkouts at /meld/checkout/… and /coinbase/checkout/…. */
    onramp: string;
    secureSite: string;
    mail: string;
    smtp: string;
    oidc: string;
    relay: string;
    /** The Farcaster sign-in relay (http) and the Farcaster app page that answers its channels. */
    farcasterRelay: string;
    farcasterApp: string;
    walletPage: string | undefined;
    demo: string | undefined;
    chains: { name: string; chainId: number; rpcUrl: string; testnet: boolean }[];
    /**
     * The local Solana chain: `rpcUrl` its JSON-RPC, `wsUrl` its subscriptions (rpcUrl's port + 1, where
     * web3.js's Connection looks by default), `caip2` its CAIP-2 id (SOLANA_DEVSTACK_CAIP2).
     */
    solana: { name: string; rpcUrl: string; wsUrl: string; caip2: string; genesisHash: string };
    /**
     * The local Bitcoin ledger (regtest): `url` its Esplora API (GET /address/:address/utxo, POST /tx, ...),
     * `caip2` regtest's CAIP-2 id (BITCOIN_DEVSTACK_CAIP2).
     */
    bitcoin: { name: string; url: string; caip2: string };
    /** Each EVM chain's alto (JSON-RPC, POST). The cloud's `/v1/bundler?…&chainId=` forwards to these. */
    bundlers: { chainId: number; url: string }[];
  };
  stop(): Promise<void>;
};

export async function startDevstack(options: StartDevstackOptions = {}): Promise<RunningDevstack> {
  const ports = { ...devstackPorts(), ...options.ports };
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async (): Promise<void> => {
    for (const stop of stops.splice(0).reverse()) await stop().catch((error: unknown) => console.error(error));
  };
  try {
    // The anvil processes boot while the Solana node (in this process) seeds its ledger.
    const [startedChains, startedSolana] = await Promise.allSettled([
      startChains({ ports: { a: ports.chainA, b: ports.chainB, c: ports.chainC } }),
      startSolana({ port: ports.solana }),
    ]);
    if (startedChains.status === 'fulfilled') stops.push(() => startedChains.value.stop());
    if (startedSolana.status === 'fulfilled') stops.push(() => startedSolana.value.stop());
    if (startedChains.status === 'rejected') throw startedChains.reason;
    if (startedSolana.status === 'rejected') throw startedSolana.reason;
    const chains = startedChains.value;
    const solana = startedSolana.value;

    // alto takes seconds to come up (9 to 17 s on a busy 2-core machine): it starts now, beside everything
    // below, and is awaited last. Its ports are fixed here so the cloud knows where to forward.
    const bundlerPorts = [ports.bundlerA, ports.bundlerB, ports.bundlerC];
    const bundlerChains = await Promise.all(
      chains.chains.map(async (chain, index) => {
        const port = bundlerPorts[index] ?? 0;
        return { chainId: chain.chainId, rpcUrl: chain.rpcUrl, port: port === 0 ? await freePort() : port };
      }),
    );
    const startingBundlers = startBundlers({ chains: bundlerChains });
    // Registered now so a failure further down still stops them (a rejected start has stopped its own).
    stops.push(async () => (await startingBundlers.catch(() => undefined))?.stop());
    startingBundlers.catch(() => undefined);
    const bundlerUrls = bundlerChains.map(({ chainId, port }) => ({ chainId, url: `http://${DEVSTACK_HOST}:${port}` }));
    await expectHealthy(`${solana.rpcUrl}/health`);

    // The Bitcoin ledger seeds its 102 blocks in this process (a fraction of a second), before the cloud.
    const bitcoin = await startBitcoin({ port: ports.bitcoin });
    stops.push(() => bitcoin.stop());
    await expectHealthy(`${bitcoin.url}/health`);

    // The on-ramp provider pays out on the chains (its treasury is funded now, by storage: no transaction), and
    // the cloud forwards its on-ramp routes to it. Its orders live beside the cloud's data.
    const onramp = await startOnramp({
      port: ports.onramp,
      chains: chains.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      solana: { caip2: solana.caip2, rpcUrl: solana.rpcUrl },
      dataDir: options.dataDir === undefined ? defaultDataDir() : options.dataDir,
    });
    stops.push(() => onramp.stop());
    await expectHealthy(`${onramp.url}/health`);

    const mail = await startMail({ smtpPort: ports.smtp, httpPort: ports.mail });
    stops.push(() => mail.stop());
    await expectHealthy(`${mail.url}/health`);

    // The catalogue lists the wallet page, so its address is fixed before the cloud starts.
    const walletPagePort = options.walletPage === false ? undefined : ports.walletPage === 0 ? await freePort() : ports.walletPage;
    const cloud = await startCloud({
      port: ports.cloud,
      chains: chains.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
      solana: { caip2: solana.caip2, rpcUrl: solana.rpcUrl },
      // bip122 balances, history and the /v1/bitcoin routes read the ledger (docs/BITCOIN.md).
      bitcoin: { caip2: bitcoin.caip2, url: bitcoin.url },
      bundlers: bundlerUrls,
      onrampUrl: onramp.url,
      ...(walletPagePort === undefined ? {} : { walletPageUrl: `http://${DEVSTACK_HOST}:${walletPagePort}/` }),
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
      ...(options.walletCount === undefined ? {} : { walletCount: options.walletCount }),
    });
    stops.push(() => cloud.stop());
    await expectHealthy(`${cloud.url}/health`);
    if (options.resetFaults !== false) await fetch(`${cloud.url}/__admin/faults`, { method: 'DELETE' });

    // Farcaster sign-in: the ID registry on chain A (where the secure site reads who holds each FID), then
    // the relay and the Farcaster app, before the secure site that opens its channels on that relay.
    const registryChain = chains.chains[0]!;
    await deployIdRegistry({ chain: registryChain.viemChain, rpcUrl: registryChain.rpcUrl });
    const farcaster = await startFarcaster({ relayPort: ports.farcasterRelay, appPort: ports.farcasterApp });
    stops.push(() => farcaster.stop());
    await Promise.all([expectHealthy(`${farcaster.relayUrl}/health`), expectHealthy(`${farcaster.appUrl}/health`)]);

    // The OIDC provider standing in for the social login providers. It redirects to the secure site and the
    // secure site discovers it, so the site's address is fixed first.
    const secureSitePort = ports.secureSite === 0 ? await freePort() : ports.secureSite;
    const oidc = await startOidc({ port: ports.oidc, secureSiteUrl: `http://${DEVSTACK_HOST}:${secureSitePort}` });
    stops.push(() => oidc.stop());
    await expectHealthy(`${oidc.url}/.well-known/openid-configuration`);

    const secureSite = await startSecureSite({
      port: secureSitePort,
      cloudUrl: cloud.url,
      chains: chains.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      smtp: { host: mail.host, port: mail.port },
      dataDir: options.dataDir === undefined ? defaultDataDir() : options.dataDir,
      oidcIssuerUrl: oidc.url,
      farcaster: { relayUrl: farcaster.relayUrl, registryRpcUrl: registryChain.rpcUrl },
      // The embedded wallet's Solana account signs and sends on the local Solana chain.
      solana: { caipNetworkId: solana.caip2, name: SOLANA_DEVSTACK_NAME, rpcUrl: solana.rpcUrl },
      // The embedded wallet's smart account (SimpleAccount) lives on chain C only: the smart-account-enabled
      // network the journeys log in on; A and B keep the EOA, whose message signatures verify (SimpleAccount
      // 0.8 has no ERC-1271) for the sign-in and signing journeys there.
      bundlers: bundlerUrls.filter(({ chainId }) => chainId === DEVSTACK_CHAINS.c.chainId),
    });
    stops.push(() => secureSite.stop());
    await expectHealthy(`${secureSite.url}/health`);

    const relay = await startRelay({ port: ports.relay });
    stops.push(() => relay.stop());

    let walletPage: RunningWalletPage | undefined;
    if (walletPagePort !== undefined) {
      walletPage = await startWalletPage({
        port: walletPagePort,
        relayUrl: relay.url,
        chains: chains.chains,
        solana: { caipNetworkId: solana.caip2, rpcUrl: solana.rpcUrl },
        // The wallet page's bip122 namespace signs for dev account 2 and broadcasts to the local ledger.
        bitcoin: { caipNetworkId: bitcoin.caip2, url: bitcoin.url },
      });
      stops.push(() => walletPage!.stop());
      await expectHealthy(walletPage.url);
    }

    let demo: RunningDemo | undefined;
    if (options.demo !== false) {
      demo = await startDemoServer({
        port: ports.demo,
        cloudUrl: cloud.url,
        chains: chains.chains,
        solana: { caipNetworkId: solana.caip2, name: SOLANA_DEVSTACK_NAME, rpcUrl: solana.rpcUrl },
        // The page's Bitcoin network and the Bitcoin test wallet (`?bitcoin`) use the local ledger.
        bitcoin: { caipNetworkId: bitcoin.caip2, name: bitcoin.name, url: bitcoin.url },
        relayUrl: relay.url,
        secureSiteUrl: secureSite.url,
      });
      stops.push(() => demo!.stop());
      await expectHealthy(demo.url);
    }

    const bundlers = await startingBundlers;

    return {
      chains,
      bundlers,
      solana,
      bitcoin,
      cloud,
      onramp,
      mail,
      oidc,
      secureSite,
      relay,
      farcaster,
      walletPage,
      demo,
      urls: {
        cloud: cloud.url,
        onramp: onramp.url,
        secureSite: secureSite.url,
        mail: mail.url,
        smtp: mail.smtpUrl,
        oidc: oidc.url,
        relay: relay.url,
        farcasterRelay: farcaster.relayUrl,
        farcasterApp: farcaster.appUrl,
        walletPage: walletPage?.url,
        demo: demo?.url,
        chains: chains.chains.map(({ name, chainId, rpcUrl, testnet }) => ({ name, chainId, rpcUrl, testnet })),
        solana: { name: SOLANA_DEVSTACK_NAME, rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl, caip2: solana.caip2, genesisHash: solana.genesisHash },
        bundlers: bundlerUrls,
        bitcoin: { name: bitcoin.name, url: bitcoin.url, caip2: bitcoin.caip2 },
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Fails unless the URL answers 200 within a few seconds. */
async function expectHealthy(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become healthy`, { cause: lastError });
}
