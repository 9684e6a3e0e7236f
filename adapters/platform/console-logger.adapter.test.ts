import { describe, expect, it, vi } from 'vitest';
import { ConsoleLogger, type ConsoleSink } from './console-logger.adapter.js';

function sink() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies ConsoleSink;
}

describe('ConsoleLogger', () => {
  it("writes only errors by default ('error', SPEC.md section 9)", () => {
    const console = sink();
    const logger = new ConsoleLogger({ console });
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e', { code: 1 });
    expect(console.debug).not.toHaveBeenCalled();
    expect(console.info).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('[walletport] e', { code: 1 });
  });

  it('honours a lower threshold and silent', () => {
    const console = sink();
    const verbose = new ConsoleLogger({ console, level: 'debug' });
    verbose.debug('d');
    verbose.info('i');
    expect(console.debug).toHaveBeenCalledWith('[walletport] d');
    expect(console.info).toHaveBeenCalledWith('[walletport] i');
    const quiet = new ConsoleLogger({ console, level: 'silent' });
    quiet.error('e');
    expect(console.error).not.toHaveBeenCalled();
    expect(quiet.recent()).toEqual([]);
  });

  it('keeps written entries with their time', () => {
    const logger = new ConsoleLogger({ console: sink(), level: 'warn', now: () => 42 });
    logger.info('skipped');
    logger.warn('kept', { a: 1 });
    expect(logger.recent()).toEqual([{ level: 'warn', message: 'kept', context: { a: 1 }, time: 42 }]);
  });

  it('caps the buffer by total size, dropping the oldest entries', () => {
    const logger = new ConsoleLogger({ console: sink(), bufferLimitBytes: 200, now: () => 0 });
    for (let index = 0; index < 20; index += 1) logger.error(`message number ${index}`);
    const kept = logger.recent();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(20);
    expect(kept.at(-1)?.message).toBe('message number 19');
    expect(new TextEncoder().encode(kept.map((entry) => JSON.stringify(entry)).join('')).length).toBeLessThanOrEqual(200);
  });

  it('never throws on a broken console or an unserialisable context', () => {
    const broken = {
      ...sink(),
      error: () => {
        throw new Error('console gone');
      },
    };
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const logger = new ConsoleLogger({ console: broken });
    expect(() => logger.error('boom', circular)).not.toThrow();
    expect(() => logger.error('big', { value: 1n })).not.toThrow();
    expect(logger.recent()).toHaveLength(2);
  });
});
