import { describe, expect, it, vi } from 'vitest';
import { WalletportError } from '../domain/entities/errors/base.error.js';
import { Container, type ContainerModule } from './container.js';

const A = Symbol('a');
const B = Symbol('b');
const C = Symbol('c');

describe('Container', () => {
  it('resolves a constant as it was given, undefined included', () => {
    const given = { port: true };
    const container = new Container();
    container.load((binder) => {
      binder.constant(A, given);
      binder.constant(B, undefined);
    });
    expect(container.get(A)).toBe(given);
    expect(container.get(B)).toBeUndefined();
  });

  it('builds a singleton on first resolution only, with what it resolves', () => {
    const build = vi.fn((context: { get<T>(id: symbol): T }) => ({ from: context.get<number>(A) }));
    const container = new Container();
    container.load(
      (binder) => binder.constant(A, 7),
      (binder) => binder.singleton(B, build),
    );
    expect(build).not.toHaveBeenCalled();
    const first = container.get(B);
    expect(first).toEqual({ from: 7 });
    expect(container.get(B)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed build: the next resolution builds again', () => {
    let ready = false;
    const container = new Container();
    container.load((binder) =>
      binder.singleton(A, () => {
        if (!ready) throw new Error('not yet');
        return 'built';
      }),
    );
    expect(() => container.get(A)).toThrow('not yet');
    ready = true;
    expect(container.get(A)).toBe('built');
  });

  it('refuses an identifier nothing is bound to, and a construction cycle, with a typed error naming the chain', () => {
    const container = new Container();
    container.load((binder) => {
      binder.singleton(A, (context) => context.get(B));
      binder.singleton(B, (context) => context.get(C));
      binder.singleton(C, (context) => context.get(A));
    });
    expect(() => container.get(Symbol('unbound'))).toThrow(WalletportError);
    let cycle: unknown;
    try {
      container.get(A);
    } catch (error) {
      cycle = error;
    }
    expect(cycle).toBeInstanceOf(WalletportError);
    expect((cycle as WalletportError).details).toBe('A construction cycle: Symbol(a) -> Symbol(b) -> Symbol(c) -> Symbol(a) (resolve one of them lazily)');
    // The cycle left nothing half-built behind: with the cycle broken, everything builds.
    container.load((binder) => binder.constant(C, 'end'));
    expect(container.get(A)).toBe('end');
  });

  it('disposes a built singleton when it is unbound (a constant, or a singleton never built, is not disposed)', () => {
    const dispose = vi.fn();
    const container = new Container();
    const module: ContainerModule = (binder) => {
      binder.constant(A, { dispose });
      binder.singleton(B, () => 'b', dispose);
      binder.singleton(C, () => 'c', dispose);
    };
    container.load(module);
    container.get(B);
    container.unbind(A);
    container.unbind(C);
    expect(dispose).not.toHaveBeenCalled();
    container.unbind(B);
    expect(dispose).toHaveBeenCalledExactlyOnceWith('b');
    expect(() => container.get(B)).toThrow(WalletportError);
    // Unbinding again does nothing.
    container.unbind(B);
    expect(dispose).toHaveBeenCalledTimes(1);
  });

  it('leaves a singleton unbound even when its dispose throws', () => {
    const container = new Container();
    container.load((binder) =>
      binder.singleton(A, () => 'a', () => {
        throw new Error('stuck');
      }),
    );
    container.get(A);
    expect(() => container.unbind(A)).toThrow('stuck');
    expect(() => container.get(A)).toThrow(WalletportError);
  });
});
