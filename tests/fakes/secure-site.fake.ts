/**
 * Test-only: the secure site as docs/EMBEDDED-WALLET.md describes it, played over FakeEmbeddedWalletFrame. It
 * holds one signed-in (or not) user with an anvil key, the chains it serves, and a person at the approval
 * screen who approves, rejects or holds unsafe requests. Errors are the frame's words ('Not signed in',
 * 'Unsupported chain', 'User rejected the request.', 'Request was aborted'), turned into the typed errors the
 * frame adapter raises. Signatures are real (viem local accounts); transaction hashes are made up.
 *
 * Where `smartAccountChains` says so, the user's smart account acts (the smartAccount preference on a
 * smart-account-enabled network), as on the real site: GET_USER types the account smartAccount,
 * wallet_getCapabilities says atomic batches and sponsorship (nothing where the EOA acts), wallet_sendCalls goes
 * through the approval screen and wallet_getCallsStatus answers it as landed, and message signatures are refused
 * before any screen ('This smart account cannot sign messages'), as is a batch where the EOA acts. The fake keeps
 * one address for both accounts (the real site's differ), so a contract's single account holds on every chain.
 */
import { keccak256, stringToHex, type Hex, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { DEV_ACCOUNTS } from '../../devstack/config.js';
import { SMART_ACCOUNT_CANNOT_SIGN } from '../../devstack/secure-site/shared/api-types.js';
import { FRAME_ERROR_MESSAGES, frameRequestError } from '../../domain/entities/frame/frame-error.js';
import { isUnsafeRpcMethod } from '../../domain/entities/rpc/rpc-allow-list.js';
import type { FrameRequestType } from '../../ports/embedded-wallet-frame.port.js';
import { FakeEmbeddedWalletFrame } from './embedded-wallet-frame.fake.js';

export const [{ address: ALICE }, { address: BOB }] = DEV_ACCOUNTS;

type RpcPayload = { method: string; params?: unknown; chainId?: number };
type SiwxPayload = { domain: string; uri: string; version: '1'; nonce: string; chainId: string; statement?: string; resources?: string[]; requestId?: string; issuedAt?: string; expirationTime?: string; notBefore?: string };
type UserPayload = { chainId?: number; siwxMessage?: SiwxPayload };
type Held = { payload: RpcPayload; resolve: (value: unknown) => void; reject: (error: unknown) => void };

export type FakeSecureSiteOptions = {
  address?: string;
  chainId?: number;
  /** The chains the site serves. */
  chains?: readonly number[];
  signedIn?: boolean;
  /** The chains where the user's smart account acts; none by default (the EOA acts everywhere). */
  smartAccountChains?: readonly number[];
};

export class FakeSecureSite {
  readonly frame = new FakeEmbeddedWalletFrame();
  signedIn: boolean;
  address: string;
  chainId: number;
  readonly chains: Set<number>;
  /** The person declines the connect (a social login cancelled on the secure site). */
  declineConnect = false;
  /** The person declines network switches. */
  declineSwitch = false;
  /** A SWITCH_NETWORK with an rpcUrl teaches the site a new chain, unless this is false. */
  addsChains = true;
  /** What the person does on the approval screen. */
  approval: 'approve' | 'reject' | 'hold' = 'approve';
  /** Unsafe requests held on the approval screen, oldest first. */
  readonly held: Held[] = [];
  /** Every RPC_REQUEST payload, in order. */
  readonly rpcRequests: RpcPayload[] = [];
  /** Every batch wallet_sendCalls took, by the id it answered. */
  readonly batches = new Map<string, unknown>();
  readonly smartAccountChains: ReadonlySet<number>;
  #tokens = 0;

  constructor({ address = ALICE, chainId = 31337, chains = [31337, 31338], signedIn = true, smartAccountChains = [] }: FakeSecureSiteOptions = {}) {
    this.address = address;
    this.chainId = chainId;
    this.chains = new Set(chains);
    this.signedIn = signedIn;
    this.smartAccountChains = new Set(smartAccountChains);
    this.#program();
  }

  /** The person signs in (the email code step); the frame tells the page the session token. */
  signIn(): void {
    this.signedIn = true;
    this.#tokens += 1;
    this.frame.emit({ type: 'SESSION_UPDATE', payload: { token: `session-${this.#tokens}` } });
  }

  /** The session ends on the secure site's side (expiry, a sign-out in another tab). */
  signOut(): void {
    this.signedIn = false;
    this.frame.emit({ type: 'SESSION_UPDATE', payload: { token: null } });
  }

  /** Another user signs in on the secure site (the frame's storage is shared by its tabs). */
  switchUser(address: string): void {
    this.address = address;
    this.signIn();
  }

  /** GET_USER's answer, as the secure site gives it. */
  user() {
    const { address, chainId } = this;
    const type = this.smartAccountChains.has(chainId) ? 'smartAccount' : 'eoa';
    return { email: 'alice@example.com', address, chainId, accounts: [{ address, type }], preferredAccountType: type };
  }

  approveHeld(): void {
    const held = this.held.shift();
    if (!held) throw new Error('Nothing is held');
    this.#perform(held.payload).then(held.resolve, held.reject);
  }

  rejectHeld(): void {
    this.held.shift()?.reject(frameRequestError('RPC_REQUEST', FRAME_ERROR_MESSAGES.userRejected));
  }

  #program(): void {
    const { frame } = this;
    frame.respond('IS_CONNECTED', () => ({ isConnected: this.signedIn }));
    frame.respond('GET_USER', (payload: unknown) => this.#getUser(payload as UserPayload));
    frame.respond('GET_CHAIN_ID', () => this.#whenSignedIn('GET_CHAIN_ID', () => ({ chainId: this.chainId })));
    frame.respond('SWITCH_NETWORK', (payload: unknown) => this.#switchNetwork(payload as { chainId: number; rpcUrl?: string }));
    frame.respond('SIGN_OUT', () => {
      this.signOut();
      return undefined;
    });
    frame.respond('RPC_ABORT', () => {
      for (const held of this.held.splice(0)) held.reject(frameRequestError('RPC_REQUEST', FRAME_ERROR_MESSAGES.aborted));
      return undefined;
    });
    frame.respond('RPC_REQUEST', (payload: unknown) => this.#rpc(payload as RpcPayload));
  }

  #getUser({ chainId, siwxMessage }: UserPayload) {
    if (this.declineConnect) throw frameRequestError('GET_USER', FRAME_ERROR_MESSAGES.userRejected);
    return this.#whenSignedIn('GET_USER', () => {
      if (chainId !== undefined) {
        if (!this.chains.has(chainId)) throw frameRequestError('GET_USER', FRAME_ERROR_MESSAGES.unsupportedChain);
        this.chainId = chainId;
      }
      return siwxMessage ? this.#signIn(siwxMessage) : this.user();
    });
  }

  /** The user with the sign-in message signed for them, as the secure site answers a `siwxMessage`. */
  async #signIn({ chainId, issuedAt, expirationTime, notBefore, ...fields }: SiwxPayload) {
    const account = this.#account();
    const message = createSiweMessage({
      ...fields,
      address: account.address,
      chainId: Number(chainId.split(':')[1]),
      issuedAt: issuedAt === undefined ? undefined : new Date(issuedAt),
      expirationTime: expirationTime === undefined ? undefined : new Date(expirationTime),
      notBefore: notBefore === undefined ? undefined : new Date(notBefore),
    });
    return { ...this.user(), message, signature: await account.signMessage({ message }) };
  }

  #switchNetwork({ chainId, rpcUrl }: { chainId: number; rpcUrl?: string }) {
    if (this.declineSwitch) throw frameRequestError('SWITCH_NETWORK', FRAME_ERROR_MESSAGES.userRejected);
    if (!this.chains.has(chainId)) {
      if (rpcUrl === undefined || !this.addsChains) throw frameRequestError('SWITCH_NETWORK', FRAME_ERROR_MESSAGES.unsupportedChain);
      this.chains.add(chainId);
    }
    this.chainId = chainId;
    return { chainId };
  }

  #rpc(payload: RpcPayload): unknown {
    this.rpcRequests.push(payload);
    return this.#whenSignedIn('RPC_REQUEST', () => {
      this.#refuseBeforeAnyScreen(payload);
      if (!isUnsafeRpcMethod(payload.method) || this.approval === 'approve') return this.#perform(payload);
      if (this.approval === 'reject') throw frameRequestError('RPC_REQUEST', FRAME_ERROR_MESSAGES.userRejected);
      return new Promise((resolve, reject) => this.held.push({ payload, resolve, reject }));
    });
  }

  /** What the account acting on the chain cannot do is refused before the person is asked. */
  #refuseBeforeAnyScreen({ method, chainId = this.chainId }: RpcPayload): void {
    const smartAccountActs = this.smartAccountChains.has(chainId);
    if (method === 'wallet_sendCalls' && !smartAccountActs) throw frameRequestError('RPC_REQUEST', `This secure site cannot perform ${method}`);
    if ((method === 'personal_sign' || method === 'eth_signTypedData_v4') && smartAccountActs) throw frameRequestError('RPC_REQUEST', SMART_ACCOUNT_CANNOT_SIGN);
  }

  /** wallet_getCapabilities as the site answers it: every enabled chain's, while the smart account acts on the asked one. */
  #capabilities(chainId: number): Record<string, unknown> {
    if (!this.smartAccountChains.has(chainId)) return {};
    const hex = (id: number) => `0x${id.toString(16)}`;
    return Object.fromEntries([...this.smartAccountChains].map((id) => [hex(id), { atomic: { status: 'supported' }, paymasterService: { supported: true } }]));
  }

  /** A landed batch: one user operation, so one receipt for all its calls. */
  #callsStatus(id: string): unknown {
    if (!this.batches.has(id)) throw frameRequestError('RPC_REQUEST', 'Unknown bundle id');
    const transactionHash = keccak256(stringToHex(`bundle ${id}`));
    const receipt = { transactionHash, blockHash: keccak256(transactionHash), blockNumber: '0x11', gasUsed: '0x5208', status: '0x1', logs: [] };
    return { version: '2.0.0', id, chainId: `0x${this.chainId.toString(16)}`, atomic: true, status: 200, receipts: [receipt] };
  }

  #whenSignedIn<T>(type: FrameRequestType, answer: () => T): T {
    if (!this.signedIn) throw frameRequestError(type, FRAME_ERROR_MESSAGES.notSignedIn);
    return answer();
  }

  /** What the site's server answers once the request may go ahead. */
  async #perform({ method, params: rawParams, chainId = this.chainId }: RpcPayload): Promise<unknown> {
    const params = (rawParams ?? []) as unknown[];
    switch (method) {
      case 'wallet_getCapabilities':
        return this.#capabilities(chainId);
      case 'wallet_sendCalls': {
        // The user operation's hash stands for the batch id, as the real site answers.
        const id = keccak256(stringToHex(`${this.batches.size}:${JSON.stringify(params[0])}`));
        this.batches.set(id, params[0]);
        return { id };
      }
      case 'wallet_getCallsStatus':
        return this.#callsStatus(String(params[0]));
      case 'personal_sign':
        return this.#account().signMessage({ message: { raw: params[0] as Hex } });
      case 'eth_signTypedData_v4':
        return this.#account().signTypedData(JSON.parse(params[1] as string) as Parameters<LocalAccount['signTypedData']>[0]);
      case 'eth_sendTransaction':
        return keccak256(stringToHex(JSON.stringify(params[0])));
      case 'eth_blockNumber':
        return '0x10';
      case 'eth_getBalance':
        return '0xde0b6b3a7640000';
      default:
        throw frameRequestError('RPC_REQUEST', `Method not served by the fake secure site: ${method}`);
    }
  }

  #account(): LocalAccount {
    const key = DEV_ACCOUNTS.find((account) => account.address.toLowerCase() === this.address.toLowerCase())?.privateKey;
    if (!key) throw new Error(`No key for ${this.address}`);
    return privateKeyToAccount(key);
  }
}
