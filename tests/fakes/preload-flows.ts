/**
 * The unit and dom tests' setup: the flows that load on first use (container/flows.ts: swap, send, names,
 * activity, calls, onramp) are loaded once up front, so a test drives `core.swap` from its first line as a page does once the
 * flow's view has loaded. The lazy loading itself is tested in container/lazy-flow.test.ts,
 * container/flows.test.ts and by the browser tests.
 */
import { FLOWS, loadFlows, type FlowName } from '../../container/flows.js';

await loadFlows(...(Object.keys(FLOWS) as FlowName[]));
