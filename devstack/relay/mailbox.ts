/**
 * Messages kept per topic until their ttl runs out, with the clients that acknowledged each one. The relay
 * delivers from here to every subscriber but the publisher, including sockets that subscribe later.
 */
export type StoredMessage = {
  /** Relay-wide sequence number, in publish order. */
  readonly seq: number;
  readonly topic: string;
  readonly message: string;
  /** Milliseconds since the epoch, from the relay's clock. */
  readonly publishedAt: number;
  readonly expiresAt: number;
  readonly tag: number;
  readonly attestation: string | undefined;
  /** The client identity of the publisher (see client-identity.ts). */
  readonly publisher: string;
  /** Client identities that acknowledged a delivery. */
  readonly acknowledgedBy: Set<string>;
};

export type PutMessage = {
  topic: string;
  message: string;
  ttlSeconds: number;
  tag: number;
  attestation?: string | null | undefined;
  publisher: string;
};

/** Oldest messages beyond this many per topic are dropped, so a noisy client cannot grow memory forever. */
export const MAILBOX_TOPIC_LIMIT = 1000;

export class Mailbox {
  readonly #topics = new Map<string, StoredMessage[]>();
  readonly #now: () => number;
  #nextSeq = 1;

  constructor(now: () => number) {
    this.#now = now;
  }

  /**
   * Stores a message and returns it with `isNew`. The same envelope published again on the same topic (a
   * client retrying a publish) is not stored twice: the stored one comes back with `isNew: false`.
   */
  put(input: PutMessage): { stored: StoredMessage; isNew: boolean } {
    const kept = this.live(input.topic);
    const existing = kept.find((stored) => stored.message === input.message);
    if (existing) return { stored: existing, isNew: false };
    const publishedAt = this.#now();
    const stored: StoredMessage = {
      seq: this.#nextSeq++,
      topic: input.topic,
      message: input.message,
      publishedAt,
      expiresAt: publishedAt + input.ttlSeconds * 1000,
      tag: input.tag,
      attestation: input.attestation ?? undefined,
      publisher: input.publisher,
      acknowledgedBy: new Set(),
    };
    const messages = [...kept, stored];
    this.#topics.set(input.topic, messages.length > MAILBOX_TOPIC_LIMIT ? messages.slice(-MAILBOX_TOPIC_LIMIT) : messages);
    return { stored, isNew: true };
  }

  /** The unexpired messages of a topic, oldest first. */
  live(topic: string): readonly StoredMessage[] {
    const messages = this.#topics.get(topic);
    if (!messages) return [];
    const now = this.#now();
    const kept = messages.filter((stored) => stored.expiresAt > now);
    if (kept.length === 0) this.#topics.delete(topic);
    else if (kept.length !== messages.length) this.#topics.set(topic, kept);
    return kept;
  }

  /** Messages of a topic that `client` should still receive: not its own, not acknowledged by it. */
  pendingFor(topic: string, client: string): StoredMessage[] {
    return this.live(topic).filter((stored) => stored.publisher !== client && !stored.acknowledgedBy.has(client));
  }

  /** Drops every expired message. */
  sweep(): void {
    for (const topic of [...this.#topics.keys()]) this.live(topic);
  }

  get size(): number {
    let count = 0;
    for (const messages of this.#topics.values()) count += messages.length;
    return count;
  }

  /** Topics that hold messages (expired ones included until the next read or sweep). */
  topics(): string[] {
    return [...this.#topics.keys()];
  }
}
