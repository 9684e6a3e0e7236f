// wc_proposeSession and wc_approveSession, as the 2.x sign client sends them (see relay-methods.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomTopic, startTestRelay, type TestRelay } from './testing/test-relay.js';

let stack: TestRelay;
beforeEach(async () => {
  stack = await startTestRelay();
});
afterEach(async () => {
  await stack.stop();
});

describe('the sign client publishes with implicit subscriptions', () => {
  it('carries a proposal, its approval and the session traffic between two sockets', async () => {
    const pairingTopic = randomTopic();
    const sessionTopic = randomTopic();
    const dapp = await stack.connect();
    const wallet = await stack.connect();

    // The dapp proposes without subscribing: the relay subscribes it to the pairing topic.
    expect(
      await dapp.call('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=', ttl: 300, correlationId: 17 }),
    ).toBe(true);
    expect(stack.relay.stats().subscriptions).toBe(1);

    // The wallet pairs (subscribes to the pairing topic) and finds the proposal waiting.
    await wallet.call('irn_subscribe', { topic: pairingTopic });
    const proposal = await wallet.waitForDelivery(pairingTopic);
    expect(proposal.data).toMatchObject({ message: 'cHJvcG9zYWw=', tag: 1100 });

    // The wallet approves: the response goes to the dapp on the pairing topic, the wallet is subscribed to the session topic.
    expect(
      await wallet.call('wc_approveSession', {
        sessionTopic,
        pairingTopic,
        sessionProposalResponse: 'cmVzcG9uc2U=',
        sessionSettlementRequest: 'c2V0dGxl',
        ttl: 300,
      }),
    ).toBe(true);
    const response = await dapp.waitForDelivery(pairingTopic);
    expect(response.data).toMatchObject({ message: 'cmVzcG9uc2U=', tag: 1101 });
    expect(await wallet.deliveredMessages(50)).toEqual(['cHJvcG9zYWw=']);

    // The dapp subscribes to the session topic and receives the settlement the wallet left there.
    await dapp.call('irn_subscribe', { topic: sessionTopic });
    const settle = await dapp.waitForDelivery(sessionTopic);
    expect(settle.data).toMatchObject({ message: 'c2V0dGxl', tag: 1102 });

    // Session traffic both ways.
    await dapp.call('irn_publish', { topic: sessionTopic, message: 'cmVxdWVzdA==', ttl: 300, tag: 1108 });
    expect((await wallet.waitForDelivery(sessionTopic)).data.message).toBe('cmVxdWVzdA==');
    await wallet.call('irn_publish', { topic: sessionTopic, message: 'YW5zd2Vy', ttl: 300, tag: 1109 });
    expect((await dapp.waitForDelivery(sessionTopic, 'YW5zd2Vy')).data.tag).toBe(1109);

    expect(dapp.deliveries.map((delivery) => delivery.data.message)).toEqual(['cmVzcG9uc2U=', 'c2V0dGxl', 'YW5zd2Vy']);
    expect(wallet.deliveries.map((delivery) => delivery.data.message)).toEqual(['cHJvcG9zYWw=', 'cmVxdWVzdA==']);
  });

  it('keeps a proposal only for its ttl', async () => {
    const pairingTopic = randomTopic();
    const dapp = await stack.connect();
    await dapp.call('wc_proposeSession', { pairingTopic, sessionProposal: 'b2xk', ttl: 300 });
    stack.advance(300_001);
    const wallet = await stack.connect();
    await wallet.call('irn_subscribe', { topic: pairingTopic });
    expect(await wallet.deliveredMessages()).toEqual([]);
  });
});
