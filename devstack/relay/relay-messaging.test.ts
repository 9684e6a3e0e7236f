import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authQuery, eventually, randomTopic, startTestRelay, type TestRelay } from './testing/test-relay.js';

let stack: TestRelay;
beforeEach(async () => {
  stack = await startTestRelay();
});
afterEach(async () => {
  await stack.stop();
});

const publishParams = (topic: string, message: string, ttl = 300, tag = 1108) => ({ topic, message, ttl, tag, prompt: false });

describe('subscribe, publish, deliver, acknowledge', () => {
  it('delivers a published message to a subscriber, which acknowledges it', async () => {
    const topic = randomTopic();
    const wallet = await stack.connect();
    const dapp = await stack.connect();

    const subscriptionId = await wallet.call('irn_subscribe', { topic });
    expect(subscriptionId).toMatch(/^[0-9a-f]{64}$/);
    expect(await dapp.call('irn_publish', publishParams(topic, 'aGVsbG8='))).toBe(true);

    const delivery = await wallet.waitForDelivery(topic, 'aGVsbG8=');
    expect(delivery.subscriptionId).toBe(subscriptionId);
    expect(delivery.data).toEqual({ topic, message: 'aGVsbG8=', publishedAt: 1_750_000_000_000, tag: 1108 });
    await eventually(() => stack.relay.stats().acknowledged === 1);
    expect(stack.relay.stats()).toMatchObject({ connections: 2, subscriptions: 1, published: 1, delivered: 1, acknowledged: 1 });
  });

  it('gives the same subscription id for the same topic and client, a different one for another client', async () => {
    const topic = randomTopic();
    const first = await stack.connect({ query: authQuery('did:key:z6MkFirst') });
    const again = await stack.connect({ query: authQuery('did:key:z6MkFirst') });
    const other = await stack.connect();
    const id = await first.call('irn_subscribe', { topic });
    expect(await again.call('irn_subscribe', { topic })).toBe(id);
    expect(await other.call('irn_subscribe', { topic })).not.toBe(id);
    expect(id).toBe(createHash('sha256').update(`${topic}client:did:key:z6MkFirst`).digest('hex'));
  });

  it('does not hand the publisher its own message', async () => {
    const topic = randomTopic();
    const publisher = await stack.connect();
    const listener = await stack.connect();
    await publisher.call('irn_subscribe', { topic });
    await listener.call('irn_subscribe', { topic });
    await publisher.call('irn_publish', publishParams(topic, 'bWluZQ=='));
    await listener.waitForDelivery(topic, 'bWluZQ==');
    expect(await publisher.deliveredMessages()).toEqual([]);
  });

  it('keeps a message for a subscriber that comes later, and does not resend it once acknowledged', async () => {
    const topic = randomTopic();
    const dapp = await stack.connect();
    await dapp.call('irn_publish', publishParams(topic, 'bGF0ZQ=='));

    const wallet = await stack.connect();
    await wallet.call('irn_subscribe', { topic });
    await wallet.waitForDelivery(topic, 'bGF0ZQ==');
    await eventually(() => stack.relay.stats().acknowledged === 1);

    await wallet.call('irn_subscribe', { topic });
    expect(await wallet.deliveredMessages()).toEqual(['bGF0ZQ==']);
  });

  it('resends an unacknowledged delivery when the socket subscribes again', async () => {
    const topic = randomTopic();
    const wallet = await stack.connect({ autoAck: false });
    await wallet.call('irn_subscribe', { topic });
    const dapp = await stack.connect();
    await dapp.call('irn_publish', publishParams(topic, 'YWdhaW4='));
    const first = await wallet.waitForDelivery(topic);
    wallet.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: first.deliveryId, error: { code: -1, message: 'not now' } }));

    await wallet.call('irn_subscribe', { topic });
    await wallet.waitFor(() => (wallet.deliveries.length === 2 ? true : undefined));
    expect(wallet.deliveries[1]!.data.message).toBe('YWdhaW4=');
  });

  it('stores a retried publish once', async () => {
    const topic = randomTopic();
    const dapp = await stack.connect();
    await dapp.call('irn_publish', publishParams(topic, 'b25jZQ=='));
    await dapp.call('irn_publish', publishParams(topic, 'b25jZQ=='));
    expect(stack.relay.stats()).toMatchObject({ storedMessages: 1, published: 1 });
  });
});

describe('the mailbox honours ttl', () => {
  it('drops a message when its ttl has passed', async () => {
    const topic = randomTopic();
    const dapp = await stack.connect();
    await dapp.call('irn_publish', publishParams(topic, 'c2hvcnQ=', 30));
    await dapp.call('irn_publish', publishParams(topic, 'bG9uZw==', 300));

    stack.advance(30_001);
    const wallet = await stack.connect();
    await wallet.call('irn_subscribe', { topic });
    await wallet.waitForDelivery(topic, 'bG9uZw==');
    expect(await wallet.deliveredMessages()).toEqual(['bG9uZw==']);

    stack.advance(300_000);
    const late = await stack.connect();
    expect(await late.call('irn_batchFetchMessages', { topics: [topic] })).toEqual({ messages: [], hasMore: false });
    expect(stack.relay.stats().storedMessages).toBe(0);
  });
});

describe('batches and unsubscribe', () => {
  it('subscribes to several topics at once and fetches their messages in one call', async () => {
    const [a, b] = [randomTopic(), randomTopic()];
    const wallet = await stack.connect();
    const ids = await wallet.call('irn_batchSubscribe', { topics: [a, b] });
    expect(ids).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)]);

    const dapp = await stack.connect();
    await dapp.call('irn_publish', publishParams(a, 'Zmlyc3Q=', 300, 1));
    stack.advance(5);
    await dapp.call('irn_publish', publishParams(b, 'c2Vjb25k', 300, 2));
    await wallet.waitForDelivery(b);
    expect(wallet.deliveries.map((delivery) => delivery.data.topic)).toEqual([a, b]);

    const fresh = await stack.connect();
    expect(await fresh.call('irn_batchFetchMessages', { topics: [a, b] })).toEqual({
      messages: [
        { topic: a, message: 'Zmlyc3Q=', publishedAt: 1_750_000_000_000, tag: 1 },
        { topic: b, message: 'c2Vjb25k', publishedAt: 1_750_000_000_005, tag: 2 },
      ],
      hasMore: false,
    });
    expect(await fresh.call('irn_batchFetchMessages', { topics: [a, b] })).toEqual({ messages: [], hasMore: false });
    expect(await dapp.call('irn_batchFetchMessages', { topics: [a, b] })).toEqual({ messages: [], hasMore: false });
  });

  it('stops delivering after unsubscribe', async () => {
    const topic = randomTopic();
    const wallet = await stack.connect();
    const id = (await wallet.call('irn_subscribe', { topic })) as string;
    expect(await wallet.call('irn_unsubscribe', { topic, id })).toBe(true);

    const dapp = await stack.connect();
    await dapp.call('irn_publish', publishParams(topic, 'Z29uZQ=='));
    expect(await wallet.deliveredMessages()).toEqual([]);
    expect(stack.relay.stats().subscriptions).toBe(0);
  });
});

describe('reconnecting clients', () => {
  it('hands a client that reconnects and subscribes again what was published meanwhile', async () => {
    const topic = randomTopic();
    const wallet = await stack.connect();
    await wallet.call('irn_subscribe', { topic });
    await wallet.close();
    await eventually(() => stack.relay.stats().connections === 0);

    const dapp = await stack.connect();
    await dapp.call('irn_publish', publishParams(topic, 'd2hpbGUgYXdheQ=='));

    const back = await stack.connect();
    await back.call('irn_subscribe', { topic });
    expect((await back.waitForDelivery(topic)).data.message).toBe('d2hpbGUgYXdheQ==');
  });

  it('recognises a client by its auth issuer: no own messages and no acknowledged ones after a reconnect', async () => {
    const topic = randomTopic();
    const dappQuery = authQuery('did:key:z6MkDapp');
    const dapp = await stack.connect({ query: dappQuery });
    const wallet = await stack.connect({ query: authQuery('did:key:z6MkWallet') });
    await wallet.call('irn_subscribe', { topic });
    await dapp.call('irn_publish', publishParams(topic, 'ZnJvbS1kYXBw'));
    await wallet.waitForDelivery(topic);
    await eventually(() => stack.relay.stats().acknowledged === 1);
    await wallet.call('irn_publish', publishParams(topic, 'ZnJvbS13YWxsZXQ='));
    await Promise.all([dapp.close(), wallet.close()]);

    const dappAgain = await stack.connect({ query: dappQuery });
    await dappAgain.call('irn_subscribe', { topic });
    await dappAgain.waitForDelivery(topic, 'ZnJvbS13YWxsZXQ=');
    const walletAgain = await stack.connect({ query: authQuery('did:key:z6MkWallet') });
    await walletAgain.call('irn_subscribe', { topic });
    expect(await walletAgain.deliveredMessages()).toEqual([]);
    expect(await dappAgain.deliveredMessages(0)).toEqual(['ZnJvbS13YWxsZXQ=']);
  });
});
