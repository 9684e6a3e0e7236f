/**
 * The core's areas, in build order: one module each (container/modules/), each a set of service entries. A
 * service's eager dependencies (what it resolves while it is built) are ports or services listed before it,
 * within its area or in an earlier one (areas.test.ts checks it); every other dependency is lazy. So the core
 * disposes in the reverse of this order, a service before anything it depends on.
 *
 * Adding a use case is one entry in its area's module: the container binds it, and the core shows it (under
 * the entry's name, with the entry's comment) unless it is a wiringService. A new area is a module and a
 * line here.
 */
import { Activity } from './modules/activity.module.js';
import { Callbacks } from './modules/callbacks.module.js';
import { Calls } from './modules/calls.module.js';
import { ConnectAttempt } from './modules/connect-attempt.module.js';
import { Connection } from './modules/connection.module.js';
import { Connectors } from './modules/connectors.module.js';
import { Core } from './modules/core.module.js';
import { EmbeddedWallet } from './modules/embedded-wallet.module.js';
import { Modal } from './modules/modal.module.js';
import { Names } from './modules/names.module.js';
import { Network } from './modules/network.module.js';
import { Onramp } from './modules/onramp.module.js';
import { Send } from './modules/send.module.js';
import { Siwx } from './modules/siwx.module.js';
import { Swap } from './modules/swap.module.js';
import { Transactions } from './modules/transactions.module.js';
import { WalletConnect } from './modules/walletconnect.module.js';
import { WalletList } from './modules/wallet-list.module.js';
import type { ServiceEntries, ServiceEntry } from './service.js';

export const AREAS = [
  Core,
  Callbacks,
  WalletList,
  Connectors,
  WalletConnect,
  Connection,
  Modal,
  ConnectAttempt,
  Network,
  Activity,
  Transactions,
  EmbeddedWallet,
  Siwx,
  Send,
  Swap,
  Names,
  Calls,
  Onramp,
] as const satisfies readonly ServiceEntries[];

/** The services the core shows, by their entries' names: every area's entries made with `service`. */
export type CoreServices = UnionToIntersection<CoreServicesOf<(typeof AREAS)[number]>>;

/** Every service entry, in build order. */
export function serviceEntriesInBuildOrder(): readonly (readonly [name: string, entry: ServiceEntries[string]])[] {
  return AREAS.flatMap((area) => Object.entries(area));
}

type CoreServicesOf<TArea> = TArea extends unknown
  ? { readonly [TName in keyof Pick<TArea, OnCoreNames<TArea>>]: TArea[TName] extends ServiceEntry<infer TService> ? TService : never }
  : never;

type OnCoreNames<TArea> = { [TName in keyof TArea]: TArea[TName] extends { readonly onCore: true } ? TName : never }[keyof TArea];

type UnionToIntersection<TUnion> = (TUnion extends unknown ? (member: TUnion) => void : never) extends (member: infer TIntersection) => void
  ? TIntersection
  : never;
