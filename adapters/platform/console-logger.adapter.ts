/**
 * Logger that writes to the console from a level threshold up (default 'error', SPEC.md section 9) and keeps
 * the recent entries it wrote in memory, capped at LOG_SIZE_LIMIT_BYTES in total (oldest dropped first), so a
 * bug report can include them.
 */
import { DEFAULT_LOG_LEVEL, LOG_SIZE_LIMIT_BYTES } from '../../domain/entities/constants.js';
import type { LogLevel, Logger } from '../../ports/logger.port.js';

type WritableLevel = Exclude<LogLevel, 'silent'>;

const RANK: Readonly<Record<LogLevel, number>> = { debug: 10, info: 20, warn: 30, error: 40, silent: Infinity };

export type LogEntry = { level: WritableLevel; message: string; context?: unknown; time: number };

/** The console methods the logger calls. */
export type ConsoleSink = Pick<Console, WritableLevel>;

export type ConsoleLoggerOptions = {
  level?: LogLevel | undefined;
  /** Defaults to `globalThis.console`, looked up when a line is written. */
  console?: ConsoleSink | undefined;
  /** Clock for entry times; defaults to Date.now. */
  now?: (() => number) | undefined;
  /** Total size of the in-memory buffer; defaults to LOG_SIZE_LIMIT_BYTES. */
  bufferLimitBytes?: number | undefined;
};

export class ConsoleLogger implements Logger {
  readonly #threshold: number;
  readonly #console: () => ConsoleSink;
  readonly #now: () => number;
  readonly #limit: number;
  readonly #entries: { entry: LogEntry; bytes: number }[] = [];
  #bytes = 0;

  constructor(options: ConsoleLoggerOptions = {}) {
    this.#threshold = RANK[options.level ?? DEFAULT_LOG_LEVEL];
    const sink = options.console;
    this.#console = sink ? () => sink : () => globalThis.console;
    this.#now = options.now ?? Date.now;
    this.#limit = options.bufferLimitBytes ?? LOG_SIZE_LIMIT_BYTES;
  }

  debug(message: string, context?: unknown): void {
    this.#write('debug', message, context);
  }

  info(message: string, context?: unknown): void {
    this.#write('info', message, context);
  }

  warn(message: string, context?: unknown): void {
    this.#write('warn', message, context);
  }

  error(message: string, context?: unknown): void {
    this.#write('error', message, context);
  }

  /** The entries written so far that still fit the size cap, oldest first. */
  recent(): readonly LogEntry[] {
    return this.#entries.map(({ entry }) => entry);
  }

  #write(level: WritableLevel, message: string, context: unknown): void {
    if (RANK[level] < this.#threshold) return;
    const prefixed = `[walletport] ${message}`;
    try {
      if (context === undefined) this.#console()[level](prefixed);
      else this.#console()[level](prefixed, context);
    } catch {
      // A broken console must never break the caller.
    }
    this.#remember({ level, message, ...(context === undefined ? {} : { context }), time: this.#now() });
  }

  #remember(entry: LogEntry): void {
    const bytes = byteSize(entry);
    if (bytes > this.#limit) return;
    this.#entries.push({ entry, bytes });
    this.#bytes += bytes;
    while (this.#bytes > this.#limit) {
      const dropped = this.#entries.shift();
      if (!dropped) break;
      this.#bytes -= dropped.bytes;
    }
  }
}

/** Approximate UTF-8 size of an entry as it would be serialised. */
function byteSize(entry: LogEntry): number {
  let text: string;
  try {
    text = JSON.stringify(entry, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)) ?? '';
  } catch {
    text = `${entry.level} ${entry.message} ${String(entry.context)}`;
  }
  return new TextEncoder().encode(text).length;
}
