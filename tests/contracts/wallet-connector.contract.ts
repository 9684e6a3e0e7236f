/**
 * The contract of the WalletConnector port (ports/wallet-connector.port.ts), as one suite every
 * implementation runs: the fake connector, the EIP-1193 connector over the fake provider, and the
 * WalletConnect connector over the real client on the local relay and over the fake client. What is
 * specific to one connector (validation of wallet answers, WalletConnect pairing URIs, EIP-1193 listener
 * bookkeeping) stays in that connector's own tests; what is here, all of them do alike, so a fake that
 * passes cannot drift from the real thing.
 *
 * The world every setup builds: a wallet on CONTRACT_CHAINS.initial that also knows CONTRACT_CHAINS.known
 * but not CONTRACT_CHAINS.unknown, holding CONTRACT_ACCOUNTS lowercased (the connector hands them out
 * checksummed), with the page not yet authorised. The driver plays the wallet's side.
 *
 * A frame-backed wallet (the embedded wallet) differs in three ways the suite allows for, and no more: the
 * person signs in before the connector connects (the world's `connect`), a user has one address
 * (`traits.singleAccount`), and the wallet never switches networks on its own (`traits.switchesOnlyWhenAsked`).
 *
 * The suite runs on a namespace's terms (`ContractProfile`): eip155 by default (the accounts and chains above,
 * addresses sent lowercased, an EIP-1193 provider), or another namespace's accounts, networks and provider
 * check (the solana profile: base58 addresses as written, the solana_* provider). A Wallet Standard wallet
 * adds two traits: the page picks the network without asking the wallet (`traits.switchesWithoutPrompt`: no
 * decline), and a wallet cannot be taught a network (`traits.cannotAddNetworks`: the unknown one is refused).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { UnrecognizedChainError, UserRejectedRequestError } from '../../domain/entities/errors/rpc-errors.js';
import {
  walletportDevnetA,
  walletportDevnetB,
  walletportDevnetC,
} from '../../domain/entities/network/chains/walletportDevnets.js';
import type { ConnectorEvent, WalletConnector } from '../../ports/wallet-connector.port.js';
import { parseCallsStatus } from '../../domain/entities/calls/callsStatus.schema.js';
import { capabilitiesOnChain, parseCapabilities } from '../../domain/entities/calls/capabilities.js';
import { parseSendCallsAnswer, sendCallsRequest } from '../../domain/entities/calls/sendCallsRequest.js';
import { parseWalletError } from '../../domain/entities/errors/rpc/parseWalletError.js';

export type ContractNetwork = Parameters<WalletConnector['switchNetwork']>[0];

/** What the test makes the wallet do; each act resolves once the wallet has done it (not once the page saw it). */
export type WalletDriver = {
  /** While true, the user declines every connect (eth_requestAccounts, a session proposal) with 4001. */
  declineConnect(decline: boolean): void;
  /** While true, the user declines every switch the wallet asks about with 4001. */
  declineSwitch(decline: boolean): void;
  /** From now on the wallet cannot add a chain: it answers wallet_addEthereumChain with 4902. */
  refuseToAddChains(): void;
  /** The user switches the wallet to a chain it knows (absent where only the page can switch it). */
  switchChain?(caipNetworkId: string): Promise<void>;
  /** The user changes the accounts the page sees (given lowercased, as wallets often send them). */
  changeAccounts(accounts: readonly string[]): Promise<void>;
  /** The wallet ends the connection. */
  disconnect(): Promise<void>;
  /** True when the wallet can switch to the chain without adding it. */
  knowsChain(caipNetworkId: string): boolean;
  /** While true, the user declines every batch (wallet_sendCalls) with 4001 (wallets that batch calls). */
  declineCalls?(decline: boolean): void;
};

export type WalletConnectorContractWorld = {
  connector: WalletConnector;
  wallet: WalletDriver;
  /**
   * How the page connects, where the person does something first: the embedded wallet's connect only reads
   * the session the sign-in made, so its world signs in (unless told to decline) and then connects.
   * `connector.connect` when omitted.
   */
  connect?: (params?: { caipNetworkId?: string }) => ReturnType<WalletConnector['connect']>;
  /**
   * What the wallet says the connected (first) account can do on a chain, as the connect result must carry it
   * (ConnectResult.capabilities) and readCapabilities answer it; undefined where it says nothing. Omitted: the
   * wallet says nothing anywhere, and a connect result carries no capabilities.
   */
  capabilitiesOn?: (caipNetworkId: string) => Readonly<Record<string, unknown>> | undefined;
  /** Releases what the setup made (clients, sockets); runs after every case. */
  cleanup?: () => Promise<void>;
};

/** Two accounts, the active one first, checksummed as the connector must hand them out. */
export const CONTRACT_ACCOUNTS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
] as const;

function network(definition: typeof walletportDevnetA | typeof walletportDevnetB | typeof walletportDevnetC): ContractNetwork {
  return {
    caipNetworkId: definition.caipNetworkId,
    name: definition.name,
    rpcUrl: definition.rpcUrls.default.http[0],
    nativeCurrency: { ...definition.nativeCurrency },
  };
}

export const CONTRACT_CHAINS = {
  /** Where the wallet starts. */
  initial: network(walletportDevnetA),
  /** A chain the wallet knows besides. */
  known: network(walletportDevnetB),
  /** A chain the wallet does not know until the page adds it. */
  unknown: network(walletportDevnetC),
} as const;

const [ALICE, BOB] = CONTRACT_ACCOUNTS;
const { initial, known } = CONTRACT_CHAINS;

/** `eip155:31338` -> `0x7a6a`. */
const hexChainId = (caipNetworkId: string) => `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`;

/** Waits (in real time: some wallets answer over a socket) until `check` holds. */
async function eventually(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function record(connector: WalletConnector): { events: ConnectorEvent[]; unsubscribe: () => void } {
  const events: ConnectorEvent[] = [];
  const unsubscribe = connector.subscribe((event) => events.push(event));
  return { events, unsubscribe };
}

/** What sets a wallet apart from the browser wallets the suite was written for. */
export type WalletConnectorContractTraits = {
  /** One address per user: every list of accounts the suite expects is held to its first. */
  singleAccount?: boolean;
  /** Only the page switches networks: the case of the wallet's own switch does not apply. */
  switchesOnlyWhenAsked?: boolean;
  /** The page picks among the networks the wallet serves without asking it: no switch to decline. */
  switchesWithoutPrompt?: boolean;
  /** The wallet cannot be taught a network: a switch to the unknown one is refused with 4902, never added. */
  cannotAddNetworks?: boolean;
  /**
   * The wallet batches calls (EIP-5792): its provider answers wallet_getCapabilities, wallet_sendCalls and
   * wallet_getCallsStatus in the shapes walletport's calls flow reads (checked with the flow's own parsers).
   */
  batchesCalls?: boolean;
};

/** The namespace the suite runs in: its accounts, networks, how the wallet writes addresses, and its provider. */
export type ContractProfile = {
  /** The wallet's two accounts, the active one first, as the connector hands them out. */
  accounts: readonly [string, string];
  chains: { initial: ContractNetwork; known: ContractNetwork; unknown: ContractNetwork };
  /** An address as the wallet sends it in an event (eip155: lowercased). */
  asSentByWallet: (address: string) => string;
  /** Checks the provider the connected connector hands out (the world's first account is connected). */
  checkProvider: (connector: WalletConnector, held: (accounts: readonly string[]) => readonly string[]) => Promise<void>;
};

export type Eip155ContractProfileOptions = {
  /**
   * The account cannot sign messages (a smart account without ERC-1271, the embedded wallet's): personal_sign is
   * refused with these words instead of signed.
   */
  refusesMessagesWith?: string | undefined;
};

/** eip155: the checksummed CONTRACT_ACCOUNTS, the devnets, an EIP-1193 provider that signs and follows switches. */
export function eip155ContractProfile({ refusesMessagesWith }: Eip155ContractProfileOptions = {}): ContractProfile {
  return {
    accounts: CONTRACT_ACCOUNTS,
    chains: CONTRACT_CHAINS,
    asSentByWallet: (address) => address.toLowerCase(),
    checkProvider: (connector, held) => checkEip155Provider(connector, held, refusesMessagesWith),
  };
}

export const EIP155_CONTRACT_PROFILE: ContractProfile = eip155ContractProfile();

async function checkEip155Provider(connector: WalletConnector, held: (accounts: readonly string[]) => readonly string[], refusesMessagesWith: string | undefined): Promise<void> {
  const provider = await connector.getProvider();
  await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe(hexChainId(initial.caipNetworkId));
  const accounts = (await provider.request({ method: 'eth_accounts' })) as string[];
  expect(accounts.map((account) => account.toLowerCase())).toEqual(held([ALICE, BOB]).map((account) => account.toLowerCase()));
  const signing = provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ALICE] });
  if (refusesMessagesWith === undefined) expect(await signing).toMatch(/^0x[0-9a-f]{130}$/i);
  else await expect(signing).rejects.toMatchObject({ message: expect.stringContaining(refusesMessagesWith) });

  const chains: unknown[] = [];
  const onChain = (chainId: unknown) => chains.push(chainId);
  provider.on?.('chainChanged', onChain);
  await connector.switchNetwork(known);
  await eventually(() => chains.length > 0, "the provider's chainChanged");
  expect(chains).toEqual([hexChainId(known.caipNetworkId)]);
  await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe(hexChainId(known.caipNetworkId));
  provider.removeListener?.('chainChanged', onChain);
}

export function describeWalletConnectorContract(
  name: string,
  setup: () => Promise<WalletConnectorContractWorld>,
  traits: WalletConnectorContractTraits = {},
  profile: ContractProfile = EIP155_CONTRACT_PROFILE,
): void {
  const [ALICE, BOB] = profile.accounts;
  const { initial, known, unknown } = profile.chains;
  const sent = profile.asSentByWallet;
  describe(`${name}: the WalletConnector contract`, () => {
    let world: WalletConnectorContractWorld | undefined;
    afterEach(async () => {
      await world?.cleanup?.();
      world = undefined;
    });

    /** A fresh world, connected unless told otherwise. */
    async function given(options: { connected?: boolean } = {}): Promise<WalletConnectorContractWorld> {
      world = await setup();
      if (options.connected ?? true) await connectPage();
      return world;
    }

    /** The page connects in the current world, the way that world connects. */
    function connectPage(params?: { caipNetworkId?: string }) {
      if (!world) throw new Error('No world: call given() first');
      return world.connect ? world.connect(params) : world.connector.connect(params);
    }

    /** The accounts this wallet hands out of those the wallet holds. */
    const held = (accounts: readonly string[]) => (traits.singleAccount ? accounts.slice(0, 1) : accounts);

    /** The capabilities a connect on `network` carries, in the result's shape: none where the wallet says nothing. */
    function said(network: ContractNetwork): { capabilities?: Readonly<Record<string, unknown>> } {
      const capabilities = world?.capabilitiesOn?.(network.caipNetworkId);
      return capabilities === undefined ? {} : { capabilities };
    }

    it('authorises nothing before a connect', async () => {
      const { connector } = await given({ connected: false });
      await expect(connector.getAccounts()).resolves.toEqual([]);
      await expect(connector.isAuthorized()).resolves.toBe(false);
    });

    it("connects: the accounts checksummed in the wallet's order and the CAIP-2 chain, then both without a prompt", async () => {
      const { connector } = await given({ connected: false });
      await expect(connectPage()).resolves.toEqual({ accounts: held([ALICE, BOB]), caipNetworkId: initial.caipNetworkId, ...said(initial) });
      await expect(connector.getAccounts()).resolves.toEqual(held([ALICE, BOB]));
      await expect(connector.isAuthorized()).resolves.toBe(true);
      await expect(connector.getCaipNetworkId()).resolves.toBe(initial.caipNetworkId);
    });

    it('connects on a requested network the wallet knows', async () => {
      const { connector } = await given({ connected: false });
      await expect(connectPage({ caipNetworkId: known.caipNetworkId })).resolves.toEqual({
        accounts: held([ALICE, BOB]),
        caipNetworkId: known.caipNetworkId,
        ...said(known),
      });
      await expect(connector.getCaipNetworkId()).resolves.toBe(known.caipNetworkId);
    });

    it('connects on the chain the wallet is on when the requested one is unknown to it, and adds nothing', async () => {
      const { connector, wallet } = await given({ connected: false });
      await expect(connectPage({ caipNetworkId: unknown.caipNetworkId })).resolves.toEqual({
        accounts: held([ALICE, BOB]),
        caipNetworkId: initial.caipNetworkId,
        ...said(initial),
      });
      await expect(connector.getCaipNetworkId()).resolves.toBe(initial.caipNetworkId);
      expect(wallet.knowsChain(unknown.caipNetworkId)).toBe(false);
    });

    it('rejects a connect the user declines with the typed 4001 error, authorises nothing, and connects when asked again', async () => {
      const { connector, wallet } = await given({ connected: false });
      wallet.declineConnect(true);
      const error = await connectPage().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UserRejectedRequestError);
      expect(error).toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001 });
      await expect(connector.isAuthorized()).resolves.toBe(false);
      await expect(connector.getAccounts()).resolves.toEqual([]);

      wallet.declineConnect(false);
      await expect(connectPage()).resolves.toMatchObject({ accounts: held([ALICE, BOB]) });
    });

    it('switches to a known network and says so with chainChanged', async () => {
      const { connector } = await given();
      const { events } = record(connector);
      await connector.switchNetwork(known);
      await expect(connector.getCaipNetworkId()).resolves.toBe(known.caipNetworkId);
      await eventually(() => events.some((event) => event.type === 'chainChanged'), 'chainChanged');
      expect(events.filter((event) => event.type === 'chainChanged')).toEqual([
        { type: 'chainChanged', caipNetworkId: known.caipNetworkId },
      ]);
    });

    it.skipIf(traits.cannotAddNetworks)('adds a network the wallet does not know, then switches to it, still connected', async () => {
      const { connector, wallet } = await given();
      const { events } = record(connector);
      await connector.switchNetwork(unknown);
      expect(wallet.knowsChain(unknown.caipNetworkId)).toBe(true);
      await expect(connector.getCaipNetworkId()).resolves.toBe(unknown.caipNetworkId);
      await expect(connector.getAccounts()).resolves.toEqual(held([ALICE, BOB]));
      await eventually(() => events.some((event) => event.type === 'chainChanged'), 'chainChanged');
      expect(events).toContainEqual({ type: 'chainChanged', caipNetworkId: unknown.caipNetworkId });
    });

    it('rejects a switch to a network the wallet cannot add with the typed 4902 error, and stays', async () => {
      const { connector, wallet } = await given();
      wallet.refuseToAddChains();
      const error = await connector.switchNetwork(unknown).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UnrecognizedChainError);
      expect(error).toMatchObject({ rpcCode: 4902 });
      expect(wallet.knowsChain(unknown.caipNetworkId)).toBe(false);
      await expect(connector.getCaipNetworkId()).resolves.toBe(initial.caipNetworkId);
    });

    it.skipIf(traits.switchesWithoutPrompt)('rejects a switch the user declines with the typed 4001 error, stays, and switches when asked again', async () => {
      // A network the page's session does not hold yet, so every wallet has to ask the user.
      const { connector, wallet } = await given();
      const { events } = record(connector);
      wallet.declineSwitch(true);
      const error = await connector.switchNetwork(unknown).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UserRejectedRequestError);
      expect(error).toMatchObject({ rpcCode: 4001 });
      await expect(connector.getCaipNetworkId()).resolves.toBe(initial.caipNetworkId);
      expect(events.filter((event) => event.type === 'chainChanged')).toEqual([]);

      wallet.declineSwitch(false);
      await connector.switchNetwork(unknown);
      await expect(connector.getCaipNetworkId()).resolves.toBe(unknown.caipNetworkId);
    });

    it("passes the wallet's account change on as accountsChanged, checksummed", async () => {
      const { connector, wallet } = await given();
      const { events } = record(connector);
      await wallet.changeAccounts([sent(BOB), sent(ALICE)]);
      await eventually(() => events.some((event) => event.type === 'accountsChanged'), 'accountsChanged');
      expect(events).toContainEqual({ type: 'accountsChanged', accounts: held([BOB, ALICE]) });
    });

    it.skipIf(traits.switchesOnlyWhenAsked)("passes the wallet's own network switch on as chainChanged in CAIP-2", async () => {
      const { connector, wallet } = await given();
      const { events } = record(connector);
      await wallet.switchChain?.(known.caipNetworkId);
      await eventually(() => events.some((event) => event.type === 'chainChanged'), 'chainChanged');
      expect(events.filter((event) => event.type === 'chainChanged')).toEqual([
        { type: 'chainChanged', caipNetworkId: known.caipNetworkId },
      ]);
      // A wallet may follow the switch with the accounts on the new chain: the same accounts.
      for (const event of events.filter((each) => each.type === 'accountsChanged')) {
        expect(event).toEqual({ type: 'accountsChanged', accounts: held([ALICE, BOB]) });
      }
      await expect(connector.getCaipNetworkId()).resolves.toBe(known.caipNetworkId);
    });

    it('passes the wallet ending the connection on as disconnect, after which nothing is authorised', async () => {
      const { connector, wallet } = await given();
      const { events } = record(connector);
      await wallet.disconnect();
      await eventually(() => events.some((event) => event.type === 'disconnect'), 'disconnect');
      expect(events).toContainEqual({ type: 'disconnect' });
      await expect(connector.getAccounts()).resolves.toEqual([]);
      await expect(connector.isAuthorized()).resolves.toBe(false);
    });

    it('stops the events of a listener that unsubscribed, and only of that one', async () => {
      const { connector, wallet } = await given();
      const gone = record(connector);
      const staying = record(connector);
      gone.unsubscribe();
      gone.unsubscribe(); // idempotent
      await wallet.changeAccounts([sent(BOB)]);
      await eventually(() => staying.events.some((event) => event.type === 'accountsChanged'), 'accountsChanged');
      expect(gone.events).toEqual([]);
      staying.unsubscribe();
    });

    it('disconnects: no accounts, not authorised, and the next connect asks the wallet again', async () => {
      const { connector, wallet } = await given();
      await connector.disconnect();
      await expect(connector.getAccounts()).resolves.toEqual([]);
      await expect(connector.isAuthorized()).resolves.toBe(false);

      wallet.declineConnect(true);
      await expect(connectPage()).rejects.toBeInstanceOf(UserRejectedRequestError);
      wallet.declineConnect(false);
      await expect(connectPage()).resolves.toEqual({ accounts: held([ALICE, BOB]), caipNetworkId: initial.caipNetworkId, ...said(initial) });
    });

    it("hands out a working provider on the namespace's terms: accounts, signatures and events", async () => {
      const { connector } = await given();
      await profile.checkProvider(connector, held);
    });

    it.runIf(traits.batchesCalls)("answers wallet_getCapabilities for the connected account with its chain's capabilities", async () => {
      const { connector } = await given();
      const provider = await connector.getProvider();
      const chainId = Number(initial.caipNetworkId.split(':')[1]);
      const answer = await provider.request({ method: 'wallet_getCapabilities', params: [ALICE, [hexChainId(initial.caipNetworkId)]] });
      const onChain = capabilitiesOnChain({ capabilities: parseCapabilities({ answer }), chainId });
      expect(onChain['atomic']).toMatchObject({ status: expect.stringMatching(/^(supported|ready)$/) });
      // What the connect said (and so the account's type) is what the provider says.
      expect(onChain).toEqual(world?.capabilitiesOn?.(initial.caipNetworkId));
    });

    it.runIf(traits.batchesCalls)('says at connect what the account can do there, and again without a prompt wherever it is asked', async () => {
      const { connector } = await given();
      const capabilitiesOn = world?.capabilitiesOn;
      // A wallet that batches says so for the account it connects: the account is typed from it (walletAccountType).
      expect(capabilitiesOn?.(initial.caipNetworkId)).toMatchObject({ atomic: { status: expect.stringMatching(/^(supported|ready)$/) } });
      if (!connector.readCapabilities) return;
      for (const { caipNetworkId } of [initial, known]) {
        await expect(connector.readCapabilities({ address: ALICE, caipNetworkId })).resolves.toEqual(capabilitiesOn?.(caipNetworkId));
      }
    });

    it.runIf(traits.batchesCalls)('takes a batch of two calls with wallet_sendCalls and answers its status by the id it gave', async () => {
      const { connector } = await given();
      const provider = await connector.getProvider();
      const params = sendCallsRequest({ calls: [{ to: BOB as `0x${string}`, value: 1n }, { to: BOB as `0x${string}`, value: 2n }], from: ALICE, chainId: Number(initial.caipNetworkId.split(':')[1]) });
      const { id } = parseSendCallsAnswer({ answer: await provider.request({ method: 'wallet_sendCalls', params }) });
      const status = parseCallsStatus({ id, answer: await provider.request({ method: 'wallet_getCallsStatus', params: [id] }) });
      expect(status.id).toBe(id);
      expect([100, 200]).toContain(Math.floor(status.statusCode / 100) * 100);
    });

    it.runIf(traits.batchesCalls)('refuses a batch the user declines with the typed 4001 error', async () => {
      const { connector, wallet } = await given();
      if (!wallet.declineCalls) return;
      const provider = await connector.getProvider();
      wallet.declineCalls(true);
      const params = sendCallsRequest({ calls: [{ to: BOB as `0x${string}` }], from: ALICE, chainId: Number(initial.caipNetworkId.split(':')[1]) });
      const refused = await provider.request({ method: 'wallet_sendCalls', params }).catch((error: unknown) => error);
      expect(parseWalletError(refused)).toBeInstanceOf(UserRejectedRequestError);
      wallet.declineCalls(false);
    });
  });
}
