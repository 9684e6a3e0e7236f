/**
 * The devstack's secure site, the local counterpart of the embedded-wallet service: the frame page `/sdk`
 * on an origin of its own, the device-approval page, and the server behind them (email login with codes and
 * device links sent by real SMTP, sessions, one key per user sealed at rest, RPC and signing), on 127.0.0.1.
 *
 *   const site = await startSecureSite({ port: 4300, cloudUrl, chains, smtp: { host: mail.host, port: mail.port } });
 *   // walletport option secureSiteUrl: site.url
 *   await site.stop();
 */
import { join } from 'node:path';
import { createMailSender } from '../mail/index.js';
import { startHttpServer, type RunningHttpServer } from '../mail/http-server.js';
import { EmailChanges } from './auth/email-change.js';
import { EmailLogin } from './auth/email-login.js';
import { MailCooldown } from './auth/mail-cooldown.js';
import { FarcasterLogin, type FarcasterLoginDeps } from './auth/farcaster-login.js';
import { farcasterAppClient, farcasterVerifier } from './auth/farcaster-verifier.js';
import { OidcClients } from './auth/oidc-clients.js';
import { OneTimeCodes } from './auth/one-time-codes.js';
import { Sessions } from './auth/sessions.js';
import { SOCIAL_CALLBACK_PATH, SocialLogin } from './auth/social-login.js';
import { KeyVault } from './custody/key-vault.js';
import { loadMasterKey } from './custody/master-key.js';
import { openSecureSiteStores } from './db/stores.js';
import { frameScript, socialCallbackScript } from './frame-bundle.js';
import { secureSiteRoutes } from './http/routes.js';
import { ChainBook, type SecureSiteChain } from './rpc/chain-book.js';
import { SmartAccounts, type SecureSiteBundler } from './rpc/smart-accounts.js';
import type { SecureSiteSolanaChain } from './rpc/solana-sign.js';

export type StartSecureSiteOptions = {
  /** 0 picks a free port. */
  port: number;
  /** The local cloud (allowed origins per project). */
  cloudUrl: string;
  /** The chains the wallet works on; the first is where new users start. */
  chains: readonly SecureSiteChain[];
  /** The devstack's SMTP server. */
  smtp: { host: string; port: number };
  /** Default 'walletport <no-reply@walletport.localhost>'. */
  mailFrom?: string;
  /** Folder of secure-site.sqlite and secure-site.key; null keeps everything in memory. Default: in memory. */
  dataDir?: string | null;
  /** 32 bytes as 64 hex digits; default the key file in dataDir (made on first run), or random in memory. */
  masterKey?: string;
  /**
   * Farcaster login: the relay the channels live on, and the RPC of the chain whose ID registry
   * (devstack/farcaster/registry) says who holds each FID. Without it the Farcaster requests answer that the
   * login is not available.
   */
  farcaster?: { relayUrl: string; registryRpcUrl: string };
  /**
   * Social login: the issuer of the OIDC provider standing in for the social providers (devstack/oidc), one
   * client per provider name. Without it the social requests answer that the login is not available.
   */
  oidcIssuerUrl?: string;
  /**
   * The Solana chain (the devstack's) on which users get a Solana account, derived from their key: GET_USER
   * on it answers their Solana address, and the Solana requests sign and send there. Without it they answer
   * 'Unsupported chain'.
   */
  solana?: SecureSiteSolanaChain;
  /**
   * The ERC-4337 bundler of each chain that has one (the devstack's alto): there users get a smart account
   * (GET_SMART_ACCOUNT_ENABLED_NETWORKS lists these chains) whose transactions go out as user operations.
   * Without it the wallet is an EOA everywhere.
   */
  bundlers?: readonly SecureSiteBundler[];
  /** The clock (ms since the epoch), for tests. */
  now?: () => number;
};

export type RunningSecureSite = {
  /** `http://127.0.0.1:<port>`: the `secureSiteUrl` option. */
  url: string;
  port: number;
  /**
   * Moves the site's clock forward by `ms` for everything it times (the mail cooldown, codes, logins,
   * sessions): the journeys' stand-in for a person coming back later, instead of waiting in real time.
   */
  advanceClock(ms: number): void;
  stop(): Promise<void>;
};

export const SECURE_SITE_DB_FILE = 'secure-site.sqlite';
export const SECURE_SITE_KEY_FILE = 'secure-site.key';

export async function startSecureSite(options: StartSecureSiteOptions): Promise<RunningSecureSite> {
  const dataDir = options.dataDir ?? undefined;
  const clock = options.now ?? Date.now;
  let clockOffset = 0;
  const now = () => clock() + clockOffset;
  const chains = new ChainBook(options.chains);
  const [script, callbackScript, stores] = await Promise.all([
    frameScript(),
    socialCallbackScript(),
    openSecureSiteStores(dataDir && join(dataDir, SECURE_SITE_DB_FILE)),
  ]);
  const mail = createMailSender({ ...options.smtp, from: options.mailFrom ?? 'walletport <no-reply@walletport.localhost>' });
  const vault = new KeyVault(loadMasterKey(options.masterKey, dataDir && join(dataDir, SECURE_SITE_KEY_FILE)), stores.keys);
  const sessions = new Sessions(stores, now);
  const codes = new OneTimeCodes(stores.codes, mail, now);
  let siteUrl = '';
  const site = () => siteUrl;
  const services = {
    siteOrigin: site,
    cloudUrl: options.cloudUrl,
    stores,
    vault,
    sessions,
    chains,
    solana: options.solana,
    smartAccounts: new SmartAccounts(options.bundlers ?? []),
    login: new EmailLogin({ stores, vault, codes, sessions, mail, cooldown: new MailCooldown(now), siteUrl: site, now }),
    emailChanges: new EmailChanges(stores, codes, now),
    farcaster: options.farcaster && farcasterLogin(options.farcaster, { stores, vault, sessions, siteUrl: site, now }),
    social:
      options.oidcIssuerUrl === undefined
        ? undefined
        : new SocialLogin({
            stores,
            vault,
            sessions,
            clients: new OidcClients({ issuerUrl: options.oidcIssuerUrl, redirectUri: () => `${siteUrl}${SOCIAL_CALLBACK_PATH}` }),
            siteUrl: site,
            now,
          }),
    frameScript: script,
    socialCallbackScript: callbackScript,
    pageConfig: { chains: chains.chains.map(({ chainId, name }) => ({ chainId, name })) },
  };
  let server: RunningHttpServer;
  try {
    server = await startHttpServer(options.port, 'secure-site', secureSiteRoutes(services));
  } catch (error) {
    mail.close();
    stores.database.close();
    throw error;
  }
  siteUrl = server.url;
  let stopping: Promise<void> | undefined;
  return {
    url: server.url,
    port: server.port,
    advanceClock: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`The clock moves forward only, by a finite number of ms (got ${ms})`);
      clockOffset += ms;
    },
    stop: () =>
      (stopping ??= server.stop().finally(() => {
        mail.close();
        stores.database.close();
      })),
  };
}

function farcasterLogin(
  { relayUrl, registryRpcUrl }: { relayUrl: string; registryRpcUrl: string },
  deps: Omit<FarcasterLoginDeps, 'relay' | 'verify'>,
): FarcasterLogin {
  const relay = farcasterAppClient(relayUrl, registryRpcUrl);
  return new FarcasterLogin({ ...deps, relay, verify: farcasterVerifier(relay) });
}
