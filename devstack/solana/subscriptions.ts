/**
 * The node's WebSocket side: signatureSubscribe (one notification when the signature lands, at once when it
 * already has, then the subscription is gone, as on a node) and accountSubscribe (a notification each time a
 * landed transaction could write the account). As on a node's pubsub port, only subscription methods are
 * served there.
 */
import { z } from 'zod';
import { accountJson } from './account-json.js';
import { tableHandler, type Handler } from './json-rpc.js';
import type { LandedTransaction } from './landed-transaction.js';
import { API_VERSION, type SolanaNode } from './rpc-context.js';
import { invalidParams } from './rpc-error.js';
import { accountEncoding, commitmentConfig, positional, pubkeyParam, signatureParam } from './rpc-params.js';

/** What a subscriber's socket needs: a way to send a frame. */
export type Subscriber = { send(frame: string): void };

type Subscription =
  | { kind: 'signature'; subscriber: Subscriber; signature: string }
  | { kind: 'account'; subscriber: Subscriber; address: string; encoding: z.infer<typeof accountEncoding> };

const accountSubscribeConfig = z.object({ commitment: z.string().optional(), encoding: accountEncoding.optional() }).loose().optional();
const subscriptionId = z.number().int().nonnegative();

export class SubscriptionHub {
  private nextId = 0;
  private readonly subscriptions = new Map<number, Subscription>();
  private readonly stopListening: () => void;

  constructor(private readonly node: SolanaNode) {
    this.stopListening = node.ledger.onLanded((landed) => this.notifyLanded(landed));
  }

  /** The JSON-RPC handler of one socket. */
  handlerFor(subscriber: Subscriber): Handler {
    return tableHandler({
      signatureSubscribe: (params) => {
        const at = positional(params, 1);
        const signature = at(0, signatureParam);
        at(1, commitmentConfig);
        const id = this.add({ kind: 'signature', subscriber, signature });
        const landed = this.node.ledger.transaction(signature);
        // Already landed: notify right after the subscription id has gone out.
        if (landed) setImmediate(() => this.notifySignature(id, landed));
        return id;
      },
      signatureUnsubscribe: (params) => this.remove(params, 'signature', subscriber),
      accountSubscribe: (params) => {
        const at = positional(params, 1);
        const address = at(0, pubkeyParam);
        const config = at(1, accountSubscribeConfig);
        return this.add({ kind: 'account', subscriber, address, encoding: config?.encoding ?? 'base58' });
      },
      accountUnsubscribe: (params) => this.remove(params, 'account', subscriber),
    });
  }

  /** A socket closed: its subscriptions go. */
  drop(subscriber: Subscriber): void {
    for (const [id, subscription] of this.subscriptions) if (subscription.subscriber === subscriber) this.subscriptions.delete(id);
  }

  /** How many subscriptions are open (tests wait on it before sending). */
  get size(): number {
    return this.subscriptions.size;
  }

  close(): void {
    this.stopListening();
    this.subscriptions.clear();
  }

  private add(subscription: Subscription): number {
    const id = this.nextId++;
    this.subscriptions.set(id, subscription);
    return id;
  }

  private remove(params: unknown, kind: Subscription['kind'], subscriber: Subscriber): boolean {
    const id = positional(params, 1)(0, subscriptionId);
    const subscription = this.subscriptions.get(id);
    if (!subscription || subscription.kind !== kind || subscription.subscriber !== subscriber) throw invalidParams('Invalid subscription id.');
    this.subscriptions.delete(id);
    return true;
  }

  private notifyLanded(landed: LandedTransaction): void {
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === landed.signature) this.notifySignature(id, landed);
      if (subscription.kind === 'account' && landed.writableAccounts.includes(subscription.address)) this.notifyAccount(id, subscription);
    }
  }

  private notifySignature(id: number, landed: LandedTransaction): void {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return;
    this.subscriptions.delete(id);
    send(subscription.subscriber, 'signatureNotification', id, { context: { slot: landed.slot }, value: { err: landed.err } });
  }

  private notifyAccount(id: number, subscription: Extract<Subscription, { kind: 'account' }>): void {
    const read = (address: string) => this.node.ledger.account(address);
    // A closed account is notified as an empty system account, as a node does.
    const account = read(subscription.address) ?? { address: subscription.address, lamports: 0n, owner: '11111111111111111111111111111111', executable: false, data: new Uint8Array() };
    const value = accountJson(account, { encoding: subscription.encoding, read });
    send(subscription.subscriber, 'accountNotification', id, { context: { apiVersion: API_VERSION, slot: this.node.ledger.slot }, value });
  }
}

function send(subscriber: Subscriber, method: string, subscription: number, result: unknown): void {
  subscriber.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } }));
}
