/** One-click sign-in (oneClickSignIn.ts): a connect that signs while it connects, through the use case. */
import { describe, expect, it } from 'vitest';
import { ADDRESS, CHAIN_A, CHAIN_B, siwxWorld } from './testing/siwxWorld.js';

describe('SiwxUseCase: one-click sign-in while connecting', () => {
  it('hands out a message without the account, keeps what the wallet signed (active chain first), and asks nothing after the connect', async () => {
    const world = siwxWorld({ required: true });
    const request = await world.useCase.prepareOneClick([CHAIN_B, CHAIN_A]);
    expect(request).toMatchObject({ chains: [CHAIN_B, CHAIN_A], domain: 'app.example', version: '1', nonce: expect.any(String) });
    expect(request).not.toHaveProperty('accountAddress');
    if (!request) throw new Error('no request');
    await world.useCase.completeOneClick(request, [
      { caipAddress: `${CHAIN_B}:${ADDRESS}`, message: 'signed on B', signature: '0xb' },
      { caipAddress: `${CHAIN_A}:${ADDRESS}`, message: 'signed on A', signature: '0xa' },
      { caipAddress: 'solana:x:y', message: 'ignored', signature: '0xc' },
    ]);
    expect(world.siwx.sessions.map((session) => session.data.chainId)).toEqual([CHAIN_A, CHAIN_B]);
    expect(world.siwx.sessions[0]).toMatchObject({ data: { accountAddress: ADDRESS, nonce: request.nonce }, message: 'signed on A' });

    await world.connect();
    expect(world.useCase.snapshot.status).toBe('signed-in');
    expect(world.view()).not.toBe('SIWXSignMessage');
  });

  it('connects without sign-in when no message can be made, and never rejects on a refused session', async () => {
    const world = siwxWorld({ required: true });
    world.siwx.failNext('createMessage');
    expect(await world.useCase.prepareOneClick([CHAIN_A])).toBeUndefined();
    const request = await world.useCase.prepareOneClick([CHAIN_A]);
    if (!request) throw new Error('no request');
    world.siwx.failNext('setSessions');
    await expect(world.useCase.completeOneClick(request, [{ caipAddress: `${CHAIN_A}:${ADDRESS}`, message: 'm', signature: '0xa' }])).resolves.toBeUndefined();
    await world.connect();
    expect(world.useCase.snapshot.status).toBe('prompting');
  });
});
