/**
 * The batch hooks over the Account views' test wallet with EIP-5792 answers (tests/fakes/calls-wallet.fake.ts):
 * capabilities read once connected, a batch sent, its status followed to final on the virtual clock.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerCalls } from '../../tests/fakes/calls-wallet.fake.js';
import { connectWallet, TEST_ADDRESS } from '../views/Account/testing/world.js';
import { hookWorld } from './testing/hook-world.js';
import { useWalletportCallsStatus } from './useWalletportCallsStatus.js';
import { useWalletportCapabilities } from './useWalletportCapabilities.js';
import { useWalletportSendCalls } from './useWalletportSendCalls.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TX = `0x${'cd'.repeat(32)}`;

describe('the batch hooks', () => {
  it("read the connected wallet's capabilities, send a batch and follow its status to success", async () => {
    const { core, ports, wallet, wrapper } = hookWorld();
    const calls = answerCalls(wallet.provider, { capabilities: { '0x7a69': { atomic: { status: 'supported' } } } });
    const { result } = renderHook(
      () => {
        const send = useWalletportSendCalls();
        return { send, capabilities: useWalletportCapabilities(), status: useWalletportCallsStatus({ id: send.data?.id }) };
      },
      { wrapper },
    );
    expect(result.current.capabilities).toMatchObject({ data: undefined, isLoading: false });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    await waitFor(() => expect(result.current.capabilities.data).toEqual({ 31337: { atomic: { status: 'supported' } } }));
    expect(calls.capabilityRequests).toEqual([[TEST_ADDRESS]]);

    await act(() => result.current.send.sendCalls({ calls: [{ to: TO, value: 1n }, { to: TO, value: 2n }], forceAtomic: true }));
    expect(result.current.send).toMatchObject({ status: 'success', data: { id: 'batch-1' } });
    await waitFor(() => expect(result.current.status.data?.statusCode).toBe(100));
    expect(result.current.status.isPending).toBe(true);

    calls.settle('batch-1', { status: 200, atomic: true, receipts: [{ transactionHash: TX, status: '0x1', logs: [] }] });
    await act(() => ports.scheduler.advanceAsync(1_000));
    await waitFor(() => expect(result.current.status.data?.status).toBe('success'));
    expect(result.current.status).toMatchObject({ isPending: false, error: undefined, data: { atomic: true, receipts: [{ transactionHash: TX }] } });
  });

  it("keeps the wallet's refusal of a batch as the hook's error", async () => {
    const { core, ports, wallet, wrapper } = hookWorld();
    answerCalls(wallet.provider);
    const { result } = renderHook(() => useWalletportSendCalls(), { wrapper });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    wallet.provider.failNext('wallet_sendCalls');
    await act(async () => {
      await result.current.sendCalls({ calls: [{ to: TO }] }).catch(() => undefined);
    });
    expect(result.current).toMatchObject({ status: 'error', data: undefined, error: { rpcCode: 4001 } });
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });
});
