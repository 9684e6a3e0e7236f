// One-click sign-in through the embedded connector (docs/EMBEDDED-WALLET.md, "Sign-in while connecting"):
// GET_USER carries the sign-in use case's message, and what the frame signed reaches `complete` before the
// connect resolves. The fake secure site signs with the user's real key (viem), as the secure site does.
import { verifyMessage } from 'viem';
import { describe, expect, it } from 'vitest';
import { frameRequestError } from '../../../domain/entities/frame/frame-error.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { OneClickSignedIn, OneClickSignIn, OneClickSignInRequest } from '../../../ports/one-click-sign-in.port.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { EmbeddedFrameConnector } from './embedded-frame-connector.adapter.js';
import { ALICE, FakeSecureSite } from '../../../tests/fakes/secure-site.fake.js';

const REQUEST: OneClickSignInRequest = {
  chains: ['eip155:31338'],
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173',
  version: '1',
  nonce: 'abcdef123456',
  statement: 'Sign in to the demo',
  resources: undefined,
  requestId: undefined,
  issuedAt: '2026-11-24T10:00:00.000Z',
  expirationTime: '2026-11-24T11:00:00.000Z',
  notBefore: undefined,
};

/** The sign-in use case as the connector sees it: a recorded `prepare` and `complete`, `complete` holdable. */
class RecordingOneClick implements OneClickSignIn {
  readonly prepared: (readonly string[])[] = [];
  readonly completed: { request: OneClickSignInRequest; signedIn: readonly OneClickSignedIn[] }[] = [];
  answer: OneClickSignInRequest | undefined | Error = REQUEST;
  hold: Promise<void> | undefined;

  async prepare(chains: readonly string[]): Promise<OneClickSignInRequest | undefined> {
    this.prepared.push(chains);
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }

  async complete(request: OneClickSignInRequest, signedIn: readonly OneClickSignedIn[]): Promise<void> {
    this.completed.push({ request, signedIn });
    await this.hold;
  }
}

function world() {
  const site = new FakeSecureSite();
  const oneClick = new RecordingOneClick();
  const logger = new RecordingLogger();
  const connector = new EmbeddedFrameConnector({ frame: site.frame, networks: [walletportDevnetA, walletportDevnetB], logger, oneClickSignIn: oneClick });
  return { site, frame: site.frame, oneClick, logger, connector };
}

const userPayloads = (frame: FakeSecureSite['frame']) => frame.requestsOf('GET_USER').map((request) => request.payload);

describe('EmbeddedFrameConnector one-click sign-in', () => {
  it('sends the message for the chain it connects on, without the account, and only the fields present', async () => {
    const { connector, frame, oneClick } = world();
    await connector.connect({ caipNetworkId: 'eip155:31338' });
    expect(oneClick.prepared).toEqual([['eip155:31338']]);
    expect(userPayloads(frame)).toEqual([
      {
        chainId: 31338,
        siwxMessage: {
          domain: '127.0.0.1:5173',
          uri: 'http://127.0.0.1:5173',
          version: '1',
          nonce: 'abcdef123456',
          statement: 'Sign in to the demo',
          issuedAt: '2026-11-24T10:00:00.000Z',
          expirationTime: '2026-11-24T11:00:00.000Z',
          chainId: 'eip155:31338',
        },
      },
    ]);
  });

  it('hands what the frame signed to complete, with the CAIP-10 account, before the connect resolves', async () => {
    const { connector, oneClick } = world();
    let release!: () => void;
    oneClick.hold = new Promise((resolve) => (release = resolve));
    let connected = false;
    const connecting = connector.connect({ caipNetworkId: 'eip155:31338' }).then((result) => {
      connected = true;
      return result;
    });
    await flushMicrotasks();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(oneClick.completed).toHaveLength(1);
    expect(connected).toBe(false);
    release();
    await expect(connecting).resolves.toEqual({ accounts: [ALICE], caipNetworkId: 'eip155:31338' });

    const [{ request, signedIn }] = oneClick.completed as [(typeof oneClick.completed)[number]];
    expect(request).toBe(REQUEST);
    expect(signedIn).toHaveLength(1);
    const [entry] = signedIn as [OneClickSignedIn];
    expect(entry.caipAddress).toBe(`eip155:31338:${ALICE}`);
    expect(entry.message).toContain(`${ALICE}\n`);
    expect(entry.message).toContain('Chain ID: 31338');
    expect(entry.message).toContain('Nonce: abcdef123456');
    await expect(verifyMessage({ address: ALICE, message: entry.message, signature: entry.signature as `0x${string}` })).resolves.toBe(true);
  });

  it('ignores a malformed message or signature: the connect stands, nothing signed is kept', async () => {
    const { connector, frame, oneClick, site } = world();
    for (const bad of [
      { message: 5, signature: '0xabcd' },
      { message: 'text', signature: 'not hex' },
      { message: 'x'.repeat(20_000), signature: '0xabcd' },
      { message: 'text' },
      { signature: '0xabcd' },
    ]) {
      frame.respond('GET_USER', () => ({ ...site.user(), ...bad }));
      await expect(connector.connect({ caipNetworkId: 'eip155:31337' })).resolves.toEqual({ accounts: [ALICE], caipNetworkId: 'eip155:31337' });
    }
    expect(oneClick.completed.map((each) => each.signedIn)).toEqual([[], [], [], [], []]);
  });

  it('sends no siwxMessage when sign-in is off (prepare answers undefined), and completes nothing', async () => {
    const { connector, frame, oneClick } = world();
    oneClick.answer = undefined;
    await connector.connect({ caipNetworkId: 'eip155:31337' });
    expect(userPayloads(frame)).toEqual([{ chainId: 31337 }]);
    expect(oneClick.completed).toEqual([]);
  });

  it('connects plainly when prepare fails or its message does not fit the wire', async () => {
    const { connector, frame, oneClick, logger } = world();
    oneClick.answer = new Error('sign-in server down');
    await connector.connect({ caipNetworkId: 'eip155:31337' });
    oneClick.answer = { ...REQUEST, nonce: 'not-alphanumeric' };
    await connector.connect({ caipNetworkId: 'eip155:31337' });
    expect(userPayloads(frame)).toEqual([{ chainId: 31337 }, { chainId: 31337 }]);
    expect(oneClick.completed).toEqual([]);
    expect(logger.lines.filter((entry) => entry.level === 'warn')).toHaveLength(2);
  });

  it('asks nothing without a chain to connect on, and drops the message when the site refuses the chain', async () => {
    const { connector, frame, oneClick } = world();
    await connector.connect();
    expect(oneClick.prepared).toEqual([]);
    await connector.connect({ caipNetworkId: 'eip155:31339' });
    expect(oneClick.prepared).toEqual([['eip155:31339']]);
    const payloads = userPayloads(frame);
    expect(payloads[1]).toMatchObject({ chainId: 31339, siwxMessage: { chainId: 'eip155:31339' } });
    expect(payloads[2]).toEqual({});
    expect(oneClick.completed.map((each) => each.signedIn)).toEqual([[]]);
  });

  it.each(['This sign-in message is for another site', 'Invalid sign-in message'])(
    "connects without the sign-in when the frame refuses the message ('%s')",
    async (refusal) => {
      const { connector, frame, oneClick, site, logger } = world();
      frame.respond('GET_USER', (payload: unknown) => {
        if ((payload as { siwxMessage?: unknown }).siwxMessage !== undefined) return Promise.reject(frameRequestError('GET_USER', refusal));
        return site.user();
      });
      await expect(connector.connect({ caipNetworkId: 'eip155:31337' })).resolves.toEqual({ accounts: [ALICE], caipNetworkId: 'eip155:31337' });
      expect(userPayloads(frame)).toEqual([{ chainId: 31337, siwxMessage: expect.objectContaining({ chainId: 'eip155:31337' }) }, { chainId: 31337 }]);
      expect(oneClick.completed.map((each) => each.signedIn)).toEqual([[]]);
      expect(logger.lines.filter((line) => line.level === 'warn')).toHaveLength(1);
    },
  );

  it('reads the user without the message outside connect (getAccounts, a session update)', async () => {
    const { connector, frame, site } = world();
    site.signedIn = false;
    site.signIn();
    await connector.getAccounts();
    expect(userPayloads(frame)).toEqual([{}]);
  });
});
