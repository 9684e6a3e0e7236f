/**
 * A balance of the sender before and after simulated calls (ChainAdapter.simulateCalls): `asset` is 'native' or
 * a token contract (lower case). An entity type, so the rules that judge a simulation need no port.
 */
export type SimulatedBalance = { asset: string; before: bigint; after: bigint };
