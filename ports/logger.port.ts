/** Where the library writes diagnostics. The default level is 'error' (SPEC.md section 9). */
import { serviceToken } from './service-token.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(message: string, context?: unknown): void;
  info(message: string, context?: unknown): void;
  warn(message: string, context?: unknown): void;
  error(message: string, context?: unknown): void;
}

export const LoggerToken = serviceToken<Logger>('Logger');
