/**
 * Builds the container (container.ts): one ContainerModule binding what it is given (options, settings, ports),
 * and one per area (container/areas.ts) binding its services as singletons built on first use. Knows no
 * concrete adapter: the caller hands them in (the composition root with production adapters, tests with
 * fakes).
 */
import { Container } from './container.js';
import type { CaipNetwork } from '../domain/entities/network/caipNetwork.js';
import type { ResolvedOptions } from '../domain/usecases/options/index.js';
import { AREAS } from './areas.js';
import type { ContainerSettings } from './container-settings.js';
import { portsModule } from './modules/ports.module.js';
import { areaModule } from './service.js';
import type { WalletportPorts } from './walletport-ports.js';

export type { ContainerSettings } from './container-settings.js';

export function createContainer(
  /** Checked and completed by parseOptions. */
  options: ResolvedOptions<CaipNetwork>,
  ports: WalletportPorts,
  settings: ContainerSettings = {},
): Container {
  const container = new Container();
  container.load(portsModule(options, ports, settings), ...AREAS.map(areaModule));
  return container;
}
