import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { ConnectorDiscovery, WalletConnector } from '../../../ports/wallet-connector.port.js';
import { browserWalletDiscovery } from './browser-wallet-discovery.js';
import { CombinedDiscovery } from './combined-discovery.adapter.js';
import { LazyDiscovery } from './lazy-discovery.adapter.js';

function source(initial: readonly WalletConnector[] = []) {
  const list = new BehaviorSubject<readonly WalletConnector[]>(initial);
  const discovery: ConnectorDiscovery & { starts: number; stops: number } = {
    connectors$: list.asObservable(),
    starts: 0,
    stops: 0,
    start() {
      this.starts++;
    },
    stop() {
      this.stops++;
    },
  };
  return { discovery, list };
}

const connector = (id: string) => ({ info: { id } }) as unknown as WalletConnector;

describe('LazyDiscovery', () => {
  it('loads nothing until start(), then forwards the loaded list and starts it once', async () => {
    const { discovery, list } = source();
    const load = vi.fn(async () => discovery);
    const lazy = new LazyDiscovery({ load });
    const seen: string[][] = [];
    lazy.connectors$.subscribe((connectors) => seen.push(connectors.map((each) => each.info.id)));
    expect(load).not.toHaveBeenCalled();
    lazy.start();
    lazy.start();
    await vi.waitFor(() => expect(discovery.starts).toBe(1));
    list.next([connector('a')]);
    expect(seen).toEqual([[], [], ['a']]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not start a discovery that loads after stop()', async () => {
    const { discovery } = source();
    let finish: (value: ConnectorDiscovery) => void = () => undefined;
    const lazy = new LazyDiscovery({ load: () => new Promise((resolve) => (finish = resolve)) });
    lazy.start();
    lazy.stop();
    finish(discovery);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(discovery.starts).toBe(0);
  });

  it('reports a chunk that fails to load and stays empty; a later start() tries again', async () => {
    const onError = vi.fn();
    const { discovery } = source([connector('b')]);
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(discovery);
    const lazy = new LazyDiscovery({ load, onError });
    lazy.start();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    lazy.stop();
    lazy.start();
    await vi.waitFor(() => expect(discovery.starts).toBe(1));
  });
});

describe('CombinedDiscovery', () => {
  it('lists every source in order, starts and stops them all', () => {
    const first = source([connector('evm')]);
    const second = source();
    const combined = new CombinedDiscovery({ sources: [first.discovery, second.discovery] });
    const seen: string[][] = [];
    combined.connectors$.subscribe((connectors) => seen.push(connectors.map((each) => each.info.id)));
    combined.start();
    second.list.next([connector('sol')]);
    combined.stop();
    expect(seen).toEqual([['evm'], ['evm', 'sol']]);
    expect([first.discovery.starts, second.discovery.starts, first.discovery.stops, second.discovery.stops]).toEqual([1, 1, 1, 1]);
  });
});

describe('browserWalletDiscovery', () => {
  it('is EIP-6963 alone without a Solana network, combined with Wallet Standard with one', () => {
    expect(browserWalletDiscovery({ solanaNetworks: [] }).constructor.name).toBe('Eip6963Discovery');
    expect(browserWalletDiscovery({ solanaNetworks: ['solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5'] })).toBeInstanceOf(CombinedDiscovery);
  });
});
