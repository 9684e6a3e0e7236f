import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../tests/fakes/create-test-client.js';
import { FLOWS, flowsLoaded, loadFlows, type FlowName } from './flows.js';

const NAMES = Object.keys(FLOWS) as FlowName[];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the flows that load on first use', () => {
  it('are swap, send, names, activity, calls and onramp, each loading its use case module', async () => {
    expect(NAMES).toEqual(['swap', 'send', 'names', 'activity', 'calls', 'onramp']);
    await loadFlows(...NAMES);
    expect(flowsLoaded(...NAMES)).toBe(true);
    expect(Object.keys(FLOWS.swap.loaded() ?? {})).toContain('SwapUseCase');
    expect(Object.keys(FLOWS.send.loaded() ?? {})).toContain('SendUseCase');
    expect(Object.keys(FLOWS.names.loaded() ?? {})).toContain('NamesUseCase');
    expect(Object.keys(FLOWS.activity.loaded() ?? {})).toContain('ActivityUseCase');
    expect(Object.keys(FLOWS.calls.loaded() ?? {})).toContain('CallsUseCase');
    expect(Object.keys(FLOWS.onramp.loaded() ?? {})).toContain('OnrampUseCase');
  });

  it('are neither loaded nor built when the core starts and the modal opens and closes', async () => {
    const loads = NAMES.map((name) => vi.spyOn(FLOWS[name], 'load'));
    const lookups = NAMES.map((name) => vi.spyOn(FLOWS[name], 'loaded'));
    const { core, ports } = createTestClient();
    core.start();
    core.open();
    await ports.scheduler.advanceAsync(5_000);
    expect(core.modal.snapshot.open).toBe(true);
    core.close();
    await ports.scheduler.advanceAsync(5_000);
    for (const spy of [...loads, ...lookups]) expect(spy).not.toHaveBeenCalled();
  });

  it('build their use case through the core once loaded', () => {
    const lookup = vi.spyOn(FLOWS.swap, 'loaded');
    const { core } = createTestClient();
    expect(core.swap.snapshot).toBeDefined();
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('reject with the import failure when one cannot load, and loadFlows rejects with it', async () => {
    const failure = new Error('offline');
    vi.spyOn(FLOWS.names, 'load').mockRejectedValueOnce(failure);
    await expect(loadFlows('swap', 'names')).rejects.toBe(failure);
  });
});
