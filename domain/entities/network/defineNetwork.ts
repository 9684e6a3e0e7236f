import type { NetworkDefinition } from './caipNetwork.js';

/** The CAIP-2 id a definition produces, kept literal so `mainnet.caipNetworkId` is typed `'eip155:1'`. */
export type DefinedNetwork<TDefinition extends NetworkDefinition> = TDefinition & {
  readonly caipNetworkId: `${TDefinition['chainNamespace']}:${TDefinition['id']}`;
};

/**
 * Builds a network from its definition, deriving `caipNetworkId` from namespace and id so the two can never
 * disagree. Pure and unchecked: parse with `caipNetworkSchema` when the definition comes from outside.
 */
export function defineNetwork<const TDefinition extends NetworkDefinition>(
  definition: TDefinition,
): DefinedNetwork<TDefinition> {
  return {
    ...definition,
    caipNetworkId: `${definition.chainNamespace}:${definition.id}`,
  } as DefinedNetwork<TDefinition>;
}
