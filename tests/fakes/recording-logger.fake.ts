/** A logger that records every line, so tests can assert warnings (e.g. ignored local features). */
import type { Logger, LogLevel } from '../../ports/logger.port.js';

export type LoggedLine = { level: Exclude<LogLevel, 'silent'>; message: string; context?: unknown };

export class RecordingLogger implements Logger {
  readonly lines: LoggedLine[] = [];
  debug(message: string, context?: unknown): void {
    this.lines.push({ level: 'debug', message, context });
  }
  info(message: string, context?: unknown): void {
    this.lines.push({ level: 'info', message, context });
  }
  warn(message: string, context?: unknown): void {
    this.lines.push({ level: 'warn', message, context });
  }
  error(message: string, context?: unknown): void {
    this.lines.push({ level: 'error', message, context });
  }
  messages(level: LoggedLine['level']): string[] {
    return this.lines.filter((line) => line.level === level).map((line) => line.message);
  }
}
