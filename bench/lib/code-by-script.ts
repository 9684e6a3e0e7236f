/**
 * Which script the heap's compiled code belongs to: V8 keeps, per function it has seen, a SharedFunctionInfo
 * pointing at its script, and hangs the function's bytecode, scope info, feedback metadata and baseline
 * machine code (InstructionStream) off it, and each function object its feedback. Crediting each of those objects to the SharedFunctionInfo's
 * script says what a chunk costs in compiled code once evaluated (a bigger figure than its source: the
 * functions that ran have bytecode, the hot ones machine code too). Objects no script claims (builtins,
 * the page's own structures) are '(no script)'.
 */

/** The parts of a V8 heap snapshot (HeapProfiler.takeHeapSnapshot) this reads. */
export type HeapSnapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
};

/** What a SharedFunctionInfo owns, by the edge names V8 gives them. */
const OWNED = new Set([
  'trusted_function_data',
  'function_data',
  'untrusted_function_data',
  'bytecode',
  'name_or_scope_info',
  'outer_scope_info_or_feedback_metadata',
  'feedback_metadata',
]);

/** Bytes of compiled code per script (its file name), biggest first. */
export function codeByScript(heap: HeapSnapshot): Map<string, number> {
  const { node_fields: nodeFields, node_types: nodeTypes, edge_fields: edgeFields, edge_types: edgeTypes } = heap.snapshot.meta;
  const width = nodeFields.length;
  const edgeWidth = edgeFields.length;
  const [typeAt, nameAt, sizeAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map((field) => nodeFields.indexOf(field)) as [number, number, number, number];
  const [edgeTypeAt, edgeNameAt, toAt] = ['type', 'name_or_index', 'to_node'].map((field) => edgeFields.indexOf(field)) as [number, number, number];
  const count = heap.nodes.length / width;
  const firstEdge = new Uint32Array(count);
  for (let node = 0, edge = 0; node < count; node++) {
    firstEdge[node] = edge;
    edge += heap.nodes[node * width + edgeCountAt]!;
  }
  const nameOf = (node: number): string => heap.strings[heap.nodes[node * width + nameAt]!]!;
  const typeOf = (node: number): string => nodeTypes[0][heap.nodes[node * width + typeAt]!]!;
  /** The node's outgoing edges as [edge name, target node]; element and hidden edges are indexes, not names. */
  const edgesOf = function* (node: number): Generator<[string, number]> {
    const end = firstEdge[node]! + heap.nodes[node * width + edgeCountAt]!;
    for (let edge = firstEdge[node]!; edge < end; edge++) {
      const base = edge * edgeWidth;
      const kind = edgeTypes[0][heap.edges[base + edgeTypeAt]!];
      const name = kind === 'element' || kind === 'hidden' ? '' : heap.strings[heap.edges[base + edgeNameAt]!]!;
      yield [name, heap.edges[base + toAt]! / width];
    }
  };

  const scriptNames = new Map<number, string>();
  const scriptName = (script: number): string => {
    let name = scriptNames.get(script);
    if (name === undefined) {
      name = '(unnamed script)';
      for (const [edge, target] of edgesOf(script)) {
        if ((edge === 'name' || edge === 'source_url') && typeOf(target) === 'string' && nameOf(target) !== '') {
          name = nameOf(target).split('/').pop()!;
          break;
        }
      }
      scriptNames.set(script, name);
    }
    return name;
  };

  const owner = new Map<number, string>();
  /**
   * Credits a node and the code objects under it that nothing claimed yet (bytecode, its constant pool and
   * tables, baseline code, feedback): the first function to reach a shared one gets it.
   */
  const claim = (start: number, label: string): void => {
    if (owner.has(start)) return;
    owner.set(start, label);
    const stack = [start];
    while (stack.length > 0) {
      for (const [, inner] of edgesOf(stack.pop()!)) {
        if (typeOf(inner) !== 'code' || owner.has(inner) || nameOf(inner).startsWith('system / SharedFunctionInfo')) continue;
        owner.set(inner, label);
        stack.push(inner);
      }
    }
  };
  for (let node = 0; node < count; node++) {
    if (!nameOf(node).startsWith('system / SharedFunctionInfo')) continue;
    const edges = [...edgesOf(node)];
    const script = edges.find(([edge]) => edge === 'script')?.[1];
    if (script === undefined) continue;
    const label = scriptName(script);
    owner.set(node, label);
    for (const [edge, target] of edges) if (OWNED.has(edge)) claim(target, label);
  }

  // A function object's feedback (its cell and vector) belongs to its SharedFunctionInfo's script too.
  for (let node = 0; node < count; node++) {
    if (typeOf(node) !== 'closure') continue;
    const edges = [...edgesOf(node)];
    const shared = edges.find(([edge]) => edge === 'shared')?.[1];
    const label = shared === undefined ? undefined : owner.get(shared);
    if (label === undefined) continue;
    for (const [edge, target] of edges) if (edge === 'feedback_cell') claim(target, label);
  }

  const totals = new Map<string, number>();
  for (let node = 0; node < count; node++) {
    if (typeOf(node) !== 'code') continue;
    let label = owner.get(node);
    // Machine code points at the bytecode (or Code) it was compiled from.
    if (label === undefined && nameOf(node) === 'system / InstructionStream') {
      for (const [, target] of edgesOf(node)) {
        label = owner.get(target);
        if (label !== undefined) break;
      }
    }
    const key = label ?? '(no script)';
    totals.set(key, (totals.get(key) ?? 0) + heap.nodes[node * width + sizeAt]!);
  }
  return new Map([...totals].sort((a, b) => b[1] - a[1]));
}
