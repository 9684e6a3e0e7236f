import { afterEach, describe, expect, it } from 'vitest';
import { eventually, randomTopic, startTestRelay, type TestRelay } from './testing/test-relay.js';

let stack: TestRelay | undefined;
afterEach(async () => {
  await stack?.stop();
  stack = undefined;
});

describe('answers bad input with JSON-RPC errors and keeps the socket usable', () => {
  it('unknown method → -32601, bad JSON → -32700, bad params → -32602, invalid envelope → -32600', async () => {
    stack = await startTestRelay();
    const client = await stack.connect();

    const unknown = await client.request('irn_teleport', { topic: randomTopic() });
    expect(unknown.error).toMatchObject({ code: -32601 });

    client.sendRaw('{"jsonrpc":"2.0","id":7,"method":');
    const parseError = await client.waitFor(() => client.responses.find((response) => response.error?.code === -32700));
    expect(parseError.id).toBeNull();

    for (const params of [undefined, {}, { topic: 'not-hex' }, { topic: 42 }, []]) {
      const response = await client.request('irn_subscribe', params);
      expect(response.error).toMatchObject({ code: -32602, message: 'Invalid params' });
    }
    const badPublish = await client.request('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 'soon', tag: 0 });
    expect(badPublish.error).toMatchObject({ code: -32602, data: [{ path: 'ttl' }] });
    const badProposal = await client.request('wc_proposeSession', { pairingTopic: randomTopic() });
    expect(badProposal.error).toMatchObject({ code: -32602, data: [{ path: 'sessionProposal' }] });

    for (const frame of ['[]', '42', '"text"', 'null', '{"jsonrpc":"1.0","id":3,"method":"irn_subscribe"}', '{"id":{},"method":"x"}']) {
      const before = client.responses.length;
      client.sendRaw(frame);
      const response = await client.waitFor(() => client.responses[before]);
      expect(response.error).toMatchObject({ code: -32600 });
    }
    const wrongId = client.responses.at(-2);
    expect(wrongId?.id).toBe(3);

    // Still usable afterwards.
    expect(await client.call('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
    expect(stack.relay.stats().connections).toBe(1);
  });

  it('echoes request ids verbatim, including ids past 2^53 and string ids', async () => {
    stack = await startTestRelay();
    const client = await stack.connect();
    const topic = randomTopic();
    client.sendRaw(`{"jsonrpc":"2.0","id":1750000000000000123456,"method":"irn_subscribe","params":{"topic":"${topic}"}}`);
    client.sendRaw(`{"jsonrpc":"2.0","id":"1750000000000000654321","method":"irn_subscribe","params":{"topic":"${topic}"}}`);
    await client.waitFor(() => (client.rawFrames.length === 2 ? true : undefined));
    expect(client.rawFrames[0]).toMatch(/^\{"jsonrpc":"2\.0","id":1750000000000000123456,"result":"[0-9a-f]{64}"\}$/);
    expect(client.rawFrames[1]).toContain('"id":"1750000000000000654321"');
  });

  it('ignores acknowledgements it never asked for', async () => {
    stack = await startTestRelay();
    const client = await stack.connect();
    client.sendRaw('{"jsonrpc":"2.0","id":999,"result":true}');
    client.sendRaw('{"jsonrpc":"2.0","id":"abc","error":{"code":1,"message":"no"}}');
    expect(await client.call('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
    expect(stack.relay.stats().acknowledged).toBe(0);
  });
});

describe('pings', () => {
  it('pings every interval and drops a socket that stops answering', async () => {
    stack = await startTestRelay({ pingIntervalMs: 40 });
    const healthy = await stack.connect();
    const silent = await stack.connect({ autoPong: false });
    let pings = 0;
    healthy.socket.on('ping', () => (pings += 1));
    const closed = new Promise<void>((resolve) => silent.socket.once('close', () => resolve()));

    await closed;
    await eventually(() => stack!.relay.stats().connections === 1);
    await eventually(() => pings >= 3);
    expect(await healthy.call('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('restart', () => {
  it('drops every socket, forgets subscriptions and mail, and listens again on the same port', async () => {
    stack = await startTestRelay();
    const before = await stack.connect();
    const topic = randomTopic();
    await before.call('irn_subscribe', { topic });
    await before.call('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 300, tag: 1100 });
    expect(stack.relay.stats()).toMatchObject({ connections: 1, subscriptions: 1, storedMessages: 1 });
    const closed = new Promise<void>((resolve) => before.socket.once('close', () => resolve()));

    const { port, url } = stack.relay;
    await stack.relay.restart();

    await closed;
    expect(stack.relay.port).toBe(port);
    expect(stack.relay.url).toBe(url);
    expect(stack.relay.stats()).toMatchObject({ connections: 0, subscriptions: 0, storedMessages: 0, published: 0 });
    const after = await stack.connect();
    expect(await after.call('irn_subscribe', { topic })).toMatch(/^[0-9a-f]{64}$/);
    expect(stack.relay.stats()).toMatchObject({ connections: 1, subscriptions: 1 });
  });
});
