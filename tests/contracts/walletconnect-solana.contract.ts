/**
 * The WalletConnect solana path, as one suite run over the fake client (walletconnect-connector.fake.contract.test.ts)
 * and over the real client on the local relay (walletconnect-connector.relay.contract.test.ts), so the fake cannot
 * drift from the real thing where the solana connector depends on it: one session proposal carrying both
 * namespaces, the two connectors over the one client (eip155 and solana) each handing the other's accounts on,
 * the solana provider (accounts from the session, solana_signMessage reaching the wallet, its refusal typed), and
 * the one session's end reaching both.
 *
 * The world every setup builds: a wallet holding EVM accounts on `evmChain` and one Solana account on
 * `solanaChain`, approving both namespaces when a proposal asks for them, the page not yet authorised.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58 } from '../../domain/entities/address/base58.js';
import { UserRejectedRequestError } from '../../domain/entities/errors/rpc-errors.js';
import type { ConnectorEvent, WalletConnector } from '../../ports/wallet-connector.port.js';

export type SolanaPathDriver = {
  /** While true, the user declines every session proposal with 4001. */
  declineConnect(decline: boolean): void;
  /** While true, the user declines every Solana request with 4001. */
  declineRequests(decline: boolean): void;
  /** The wallet ends the session. */
  disconnect(): Promise<void>;
  /** True when `signature` (64 bytes) is the wallet's signature of `message`; the fake only checks its form. */
  verifies(message: Uint8Array, signature: Uint8Array): Promise<boolean>;
};

export type SolanaPathWorld = {
  /** The eip155 WalletConnect connector and the solana one, over the same client. */
  evm: WalletConnector;
  solana: WalletConnector;
  wallet: SolanaPathDriver;
  /** The EVM accounts the eip155 connector hands out (checksummed). */
  evmAccounts: readonly string[];
  evmChain: string;
  solanaAccount: string;
  solanaChain: string;
  cleanup?: () => Promise<void>;
};

async function eventually(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export function describeWalletConnectSolanaPath(name: string, setup: () => Promise<SolanaPathWorld>): void {
  describe(`${name}: the WalletConnect solana path`, () => {
    let world: SolanaPathWorld | undefined;
    afterEach(async () => {
      await world?.cleanup?.();
      world = undefined;
    });

    async function given(): Promise<SolanaPathWorld> {
      world = await setup();
      return world;
    }

    it('authorises nothing before a connect', async () => {
      const { solana } = await given();
      await expect(solana.getAccounts()).resolves.toEqual([]);
      await expect(solana.isAuthorized()).resolves.toBe(false);
    });

    it('one approval: the solana connector connects and hands the eip155 accounts on, then both without a prompt', async () => {
      const { solana, evm, evmAccounts, evmChain, solanaAccount, solanaChain } = await given();
      await expect(solana.connect({ caipNetworkId: solanaChain })).resolves.toEqual({
        accounts: [solanaAccount],
        caipNetworkId: solanaChain,
        linked: [{ connectorId: evm.info.id, accounts: evmAccounts, caipNetworkId: evmChain }],
      });
      await expect(solana.getAccounts()).resolves.toEqual([solanaAccount]);
      await expect(solana.getCaipNetworkId()).resolves.toBe(solanaChain);
      await expect(evm.getAccounts()).resolves.toEqual(evmAccounts);
    });

    it('the eip155 connector connects and hands the solana accounts on', async () => {
      const { solana, evm, evmAccounts, evmChain, solanaAccount, solanaChain } = await given();
      await expect(evm.connect({ caipNetworkId: evmChain })).resolves.toEqual({
        accounts: evmAccounts,
        caipNetworkId: evmChain,
        linked: [{ connectorId: solana.info.id, accounts: [solanaAccount], caipNetworkId: solanaChain }],
      });
    });

    it('rejects a connect the user declines with the typed 4001 error and authorises nothing', async () => {
      const { solana, wallet } = await given();
      wallet.declineConnect(true);
      const error = await solana.connect().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UserRejectedRequestError);
      await expect(solana.isAuthorized()).resolves.toBe(false);
    });

    it("hands out the solana provider: the session's accounts, a message the wallet signs, its refusal typed", async () => {
      const { solana, wallet, solanaAccount, solanaChain } = await given();
      await solana.connect({ caipNetworkId: solanaChain });
      const provider = await solana.getProvider();
      await expect(provider.request({ method: 'solana_getAccounts' })).resolves.toEqual([{ pubkey: solanaAccount }]);
      const message = new TextEncoder().encode('walletport contract');
      const answer = (await provider.request({ method: 'solana_signMessage', params: { message: encodeBase58(message), pubkey: solanaAccount } })) as {
        signature: string;
      };
      const signature = decodeBase58(answer.signature);
      expect(signature).toHaveLength(64);
      await expect(wallet.verifies(message, signature!)).resolves.toBe(true);

      wallet.declineRequests(true);
      const refused = await provider
        .request({ method: 'solana_signMessage', params: { message: encodeBase58(message), pubkey: solanaAccount } })
        .catch((caught: unknown) => caught);
      expect(refused).toBeInstanceOf(UserRejectedRequestError);
    });

    it('passes the wallet ending the session on as disconnect, after which nothing is authorised', async () => {
      const { solana, wallet, solanaChain } = await given();
      await solana.connect({ caipNetworkId: solanaChain });
      const events: ConnectorEvent[] = [];
      const unsubscribe = solana.subscribe((event) => events.push(event));
      await wallet.disconnect();
      await eventually(() => events.some((event) => event.type === 'disconnect'), 'disconnect');
      await expect(solana.getAccounts()).resolves.toEqual([]);
      unsubscribe();
    });

    it("ends with the eip155 connector's disconnect: one session serves both namespaces", async () => {
      const { solana, evm, solanaChain } = await given();
      await solana.connect({ caipNetworkId: solanaChain });
      const events: ConnectorEvent[] = [];
      const unsubscribe = solana.subscribe((event) => events.push(event));
      await evm.disconnect();
      await eventually(() => events.some((event) => event.type === 'disconnect'), 'disconnect');
      await expect(solana.getAccounts()).resolves.toEqual([]);
      await expect(solana.isAuthorized()).resolves.toBe(false);
      unsubscribe();
    });
  });
}
