/**
 * The recent-wallets rule (SPEC.md section 2): after any sequence of connects the list holds at most
 * RECENT_WALLETS_MAX wallets, the most recent first, each once; whatever is stored is read back under the
 * same rule; and what is stored is exactly what the state shows, across a reload.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECENT_WALLETS_MAX } from '../../domain/entities/constants.js';
import { STORAGE_KEYS } from '../../domain/entities/storage/storage-keys.js';
import { addRecentWallet } from '../../domain/usecases/connection/addRecentWallet.js';
import { ConnectionStorage } from '../../domain/usecases/connection/connection.storage.js';
import { ConnectionUseCase } from '../../domain/usecases/connection/connection.usecase.js';
import type { RecentWallet } from '../../domain/usecases/connection/connection.types.js';
import { ConnectorsUseCase } from '../../domain/usecases/connectors/connectors.usecase.js';
import { FakeStorage } from '../fakes/memory-storage.fake.js';
import { RecordingLogger } from '../fakes/recording-logger.fake.js';
import { VirtualScheduler } from '../fakes/virtual-scheduler.fake.js';
import { FakeConnectorDiscovery, MockConnector } from '../fakes/wallet-connector.fake.js';

const WALLET_IDS = ['io.metamask', 'me.rainbow', 'com.coinbase.wallet', 'io.rabby', 'app.phantom'] as const;
const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

/** The rule as a model: the distinct ids of the sequence, latest use first, the first RECENT_WALLETS_MAX. */
function expectedRecentIds(used: readonly string[]): string[] {
  const ids: string[] = [];
  for (const id of [...used].reverse()) if (!ids.includes(id)) ids.push(id);
  return ids.slice(0, RECENT_WALLETS_MAX);
}

function assertRule(wallets: readonly RecentWallet[]): void {
  const ids = wallets.map((wallet) => wallet.id);
  expect(ids.length).toBeLessThanOrEqual(RECENT_WALLETS_MAX);
  expect(new Set(ids).size).toBe(ids.length);
}

function connectionOver(storage: FakeStorage) {
  const connectors = WALLET_IDS.map(
    (id) =>
      new MockConnector({
        info: { id, name: id, type: 'ANNOUNCED', chain: 'eip155', info: { rdns: id } },
        accounts: [ALICE],
        caipNetworkId: 'eip155:1',
      }),
  );
  const connectorsUseCase = new ConnectorsUseCase({ discovery: new FakeConnectorDiscovery(connectors) });
  connectorsUseCase.start();
  return new ConnectionUseCase({
    connectors: connectorsUseCase,
    storage,
    scheduler: new VirtualScheduler(),
    logger: new RecordingLogger(),
    events: { emit: () => undefined },
    namespaces: ['eip155'],
  });
}

const usedSequence = fc.array(fc.constantFrom(...WALLET_IDS), { maxLength: 12 });

describe('recent wallets (property)', () => {
  it('addRecentWallet: at most 2, most recent first, no duplicates, for any sequence', () => {
    fc.assert(
      fc.property(usedSequence, (used) => {
        let wallets: readonly RecentWallet[] = [];
        for (const id of used) {
          wallets = addRecentWallet(wallets, { id, name: id });
          assertRule(wallets);
          expect(wallets[0]?.id).toBe(id);
        }
        expect(wallets.map((wallet) => wallet.id)).toEqual(expectedRecentIds(used));
      }),
    );
  });

  it('through the connection use case: state and storage follow the rule and survive a reload', async () => {
    await fc.assert(
      fc.asyncProperty(usedSequence, async (used) => {
        const storage = new FakeStorage();
        const connection = connectionOver(storage);
        for (const id of used) await connection.connect({ connectorId: id });
        const ids = connection.snapshot.recentWallets.map((wallet) => wallet.id);
        expect(ids).toEqual(expectedRecentIds(used));
        const raw = storage.entries.get(STORAGE_KEYS.RECENT_WALLETS);
        expect(raw === undefined ? [] : JSON.parse(raw)).toEqual(connection.snapshot.recentWallets);
        connection.dispose();

        const reloaded = connectionOver(storage);
        await reloaded.start();
        expect(reloaded.snapshot.recentWallets).toEqual(connection.snapshot.recentWallets);
        reloaded.dispose();
      }),
      { numRuns: 60 },
    );
  });

  it('any stored list, however malformed, is read back under the rule', () => {
    const entry = fc.oneof(
      fc.record({ id: fc.constantFrom(...WALLET_IDS), name: fc.string() }),
      fc.record({ id: fc.oneof(fc.integer(), fc.constant(''), fc.constant(null)), name: fc.string() }),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(entry, { maxLength: 8 }).map((list) => JSON.stringify(list)), fc.string()), (raw) => {
        const storage = new FakeStorage();
        storage.plant(STORAGE_KEYS.RECENT_WALLETS, raw);
        assertRule(new ConnectionStorage(storage).readRecentWallets());
      }),
    );
  });
});
