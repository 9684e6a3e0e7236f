/**
 * The relay's state, free of sockets: which peer is subscribed to which topic, the mailbox, and the
 * deliveries waiting for an acknowledgement. A peer is one socket; several peers can belong to one client
 * (client-identity.ts). Deliveries go to every subscribed peer except the publisher's, once per peer until
 * acknowledged; an acknowledged message is never sent to that client again.
 */
import { createHash } from 'node:crypto';
import { requestFrame } from './json-rpc.js';
import { Mailbox, type PutMessage, type StoredMessage } from './mailbox.js';

export type Peer = {
  /** Unique per socket. */
  readonly socketId: string;
  /** The client behind the socket (the same across its reconnects). */
  readonly client: string;
  send(frame: string): void;
};

export type RelayStats = {
  connections: number;
  subscriptions: number;
  topics: number;
  storedMessages: number;
  published: number;
  delivered: number;
  acknowledged: number;
};

export type FetchedMessage = { topic: string; message: string; publishedAt: number; tag: number };

type PeerState = {
  readonly peer: Peer;
  readonly topics: Set<string>;
  /** Our request id of each delivery in flight → the message. */
  readonly inFlight: Map<number, StoredMessage>;
};

export class RelayHub {
  readonly #mailbox: Mailbox;
  readonly #peers = new Map<string, PeerState>();
  readonly #subscribers = new Map<string, Set<PeerState>>();
  #nextDeliveryId = 1;
  #published = 0;
  #delivered = 0;
  #acknowledged = 0;

  constructor(now: () => number) {
    this.#mailbox = new Mailbox(now);
  }

  connect(peer: Peer): void {
    this.#peers.set(peer.socketId, { peer, topics: new Set(), inFlight: new Map() });
  }

  disconnect(peer: Peer): void {
    const state = this.#peers.get(peer.socketId);
    if (!state) return;
    for (const topic of state.topics) this.#removeSubscriber(topic, state);
    this.#peers.delete(peer.socketId);
  }

  /** Subscribes and returns the subscription id; stored messages follow on `deliverStored`. */
  subscribe(peer: Peer, topic: string): string {
    const state = this.#state(peer);
    state.topics.add(topic);
    let subscribers = this.#subscribers.get(topic);
    if (!subscribers) this.#subscribers.set(topic, (subscribers = new Set()));
    subscribers.add(state);
    return subscriptionId(topic, peer.client);
  }

  /** Sends the peer what the mailbox holds for these topics (call after answering the subscribe). */
  deliverStored(peer: Peer, topics: readonly string[]): void {
    const state = this.#peers.get(peer.socketId);
    if (!state) return;
    const pending = topics.flatMap((topic) => (state.topics.has(topic) ? this.#mailbox.pendingFor(topic, peer.client) : []));
    for (const stored of pending.sort((a, b) => a.seq - b.seq)) this.#deliver(state, stored);
  }

  unsubscribe(peer: Peer, topic: string): void {
    const state = this.#peers.get(peer.socketId);
    if (!state) return;
    state.topics.delete(topic);
    this.#removeSubscriber(topic, state);
  }

  /** Stores a message and delivers it to the topic's current subscribers, the publisher's sockets excepted. */
  publish(peer: Peer, input: Omit<PutMessage, 'publisher'>): void {
    const { stored, isNew } = this.#mailbox.put({ ...input, publisher: peer.client });
    if (!isNew) return;
    this.#published += 1;
    for (const state of this.#subscribers.get(input.topic) ?? []) {
      if (state.peer.client !== peer.client) this.#deliver(state, stored);
    }
  }

  /** Messages of these topics the peer's client has not had; handing them over counts as delivered. */
  fetch(peer: Peer, topics: readonly string[]): FetchedMessage[] {
    const pending = [...new Set(topics)].flatMap((topic) => this.#mailbox.pendingFor(topic, peer.client));
    return pending
      .sort((a, b) => a.seq - b.seq)
      .map((stored) => {
        stored.acknowledgedBy.add(peer.client);
        this.#delivered += 1;
        return { topic: stored.topic, message: stored.message, publishedAt: stored.publishedAt, tag: stored.tag };
      });
  }

  /** A response to one of our irn_subscription requests; true acknowledges the message for the client. */
  acknowledge(peer: Peer, deliveryId: string | number, ok: boolean): void {
    const state = this.#peers.get(peer.socketId);
    const key = typeof deliveryId === 'number' ? deliveryId : Number(deliveryId);
    const stored = state?.inFlight.get(key);
    if (!state || !stored) return;
    state.inFlight.delete(key);
    if (!ok) return;
    stored.acknowledgedBy.add(peer.client);
    this.#acknowledged += 1;
  }

  /** Drops expired messages (the mailbox also drops them whenever a topic is read). */
  sweep(): void {
    this.#mailbox.sweep();
  }

  stats(): RelayStats {
    let subscriptions = 0;
    for (const state of this.#peers.values()) subscriptions += state.topics.size;
    const topics = new Set([...this.#subscribers.keys(), ...this.#mailbox.topics()]);
    return {
      connections: this.#peers.size,
      subscriptions,
      topics: topics.size,
      storedMessages: this.#mailbox.size,
      published: this.#published,
      delivered: this.#delivered,
      acknowledged: this.#acknowledged,
    };
  }

  #deliver(state: PeerState, stored: StoredMessage): void {
    if (stored.acknowledgedBy.has(state.peer.client)) return;
    for (const inFlight of state.inFlight.values()) if (inFlight === stored) return;
    const deliveryId = this.#nextDeliveryId++;
    state.inFlight.set(deliveryId, stored);
    this.#delivered += 1;
    const data = {
      topic: stored.topic,
      message: stored.message,
      publishedAt: stored.publishedAt,
      tag: stored.tag,
      ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
    };
    state.peer.send(requestFrame(deliveryId, 'irn_subscription', { id: subscriptionId(stored.topic, state.peer.client), data }));
  }

  #removeSubscriber(topic: string, state: PeerState): void {
    const subscribers = this.#subscribers.get(topic);
    subscribers?.delete(state);
    if (subscribers?.size === 0) this.#subscribers.delete(topic);
  }

  #state(peer: Peer): PeerState {
    const state = this.#peers.get(peer.socketId);
    if (!state) throw new Error(`unknown peer ${peer.socketId}`);
    return state;
  }
}

/** Deterministic per topic and client, like the clients' own (sha256 of topic and client id, hex). */
export function subscriptionId(topic: string, client: string): string {
  return createHash('sha256').update(topic + client).digest('hex');
}
