import { describe, expect, it, vi } from 'vitest';
import { WalletportError } from '../domain/entities/errors/base.error.js';
import { lazyFlow } from './lazy-flow.js';
import { lazyService, resolveFrom, areaModule } from './service.js';
import { Container } from './container.js';

type FakeModule = { Thing: new (label: string) => { label: string } };
const fakeModule: FakeModule = {
  Thing: class {
    constructor(readonly label: string) {}
  },
};

/** An importer the test settles by hand, counting its calls. */
function controlledImporter() {
  const calls: { resolve: (module: FakeModule) => void; reject: (error: unknown) => void }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<FakeModule>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { importer, calls };
}

describe('lazyFlow', () => {
  it('imports nothing until load() is called', () => {
    const { importer } = controlledImporter();
    const flow = lazyFlow({ name: 'thing', importer });
    expect(importer).not.toHaveBeenCalled();
    expect(flow.loaded()).toBeUndefined();
  });

  it('imports once: concurrent first calls share the import, later calls get the module at once', async () => {
    const { importer, calls } = controlledImporter();
    const flow = lazyFlow({ name: 'thing', importer });
    const first = flow.load();
    const second = flow.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(flow.loaded()).toBeUndefined();
    calls[0]!.resolve(fakeModule);
    await expect(first).resolves.toBe(fakeModule);
    await expect(second).resolves.toBe(fakeModule);
    expect(flow.loaded()).toBe(fakeModule);
    await expect(flow.load()).resolves.toBe(fakeModule);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('turns a failed import into a typed error with its cause, and imports afresh on the next load', async () => {
    const { importer, calls } = controlledImporter();
    const flow = lazyFlow({ name: 'thing', importer });
    const failing = flow.load();
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    calls[0]!.reject(chunkError);
    const error: unknown = await failing.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WalletportError);
    expect(error).toMatchObject({ code: 'SOMETHING_WENT_WRONG', shortMessage: 'Something went wrong', cause: chunkError });
    expect(flow.loaded()).toBeUndefined();

    const retry = flow.load();
    expect(importer).toHaveBeenCalledTimes(2);
    calls[1]!.resolve(fakeModule);
    await expect(retry).resolves.toBe(fakeModule);
  });
});

describe('lazyService', () => {
  it('refuses to build before its flow is loaded (a typed error, not cached) and builds once after', async () => {
    const { importer, calls } = controlledImporter();
    const flow = lazyFlow({ name: 'thing', importer });
    const build = vi.fn((_resolve: unknown, { Thing }: FakeModule) => new Thing('built'));
    const entry = lazyService('LazyThing', flow, build);
    const container = new Container();
    container.load(areaModule({ entry }));

    expect(() => resolveFrom(container, entry)).toThrow(WalletportError);
    expect(() => resolveFrom(container, entry)).toThrow(/The thing flow was used before it was loaded/);
    expect(build).not.toHaveBeenCalled();

    const loading = flow.load();
    calls[0]!.resolve(fakeModule);
    await loading;
    const built = resolveFrom(container, entry);
    expect(built).toEqual({ label: 'built' });
    expect(resolveFrom(container, entry)).toBe(built);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
