/** The key-value storage port: the type is the entity's (domain/entities/storage), the token is the port's. */
import type { KeyValueStorage } from '../domain/entities/storage/key-value-storage.js';
import { serviceToken } from './service-token.js';

export type { KeyValueStorage };

export const KeyValueStorageToken = serviceToken<KeyValueStorage>('KeyValueStorage');
