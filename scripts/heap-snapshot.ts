// What a heap snapshot holds, by kind (issue 30: "if a floor stands above the target, show it
// with a snapshot's categories"), and the machine code by the script whose functions V8
// compiled it for: most of a whole application's heap is code, and which script that code
// belongs to says whose floor it is. Plain functions over the snapshot's JSON
// (tests/scripts/heap-snapshot.test.ts); `npm run measure -- --heap --snapshot` prints them.

/** The parts of V8's .heapsnapshot format read here (nodes and edges are flat arrays). */
export interface HeapSnapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export interface HeapSummary {
  /** Self size by kind, largest first (bytes). Blink's own objects ("native") are left out: they are not in V8's usedSize. */
  kinds: Array<[kind: string, bytes: number]>;
  /** Machine code (V8's InstructionStream) by the script of the functions it was compiled for, largest first. */
  machineCodeByScript: Array<[script: string, bytes: number]>;
}

const MACHINE_CODE = 'system / InstructionStream';

function kindOf(type: string, name: string): string | undefined {
  if (type === 'native') return undefined;
  if (type === 'code') {
    if (name.startsWith(MACHINE_CODE)) return 'machine code';
    if (name.startsWith('system / BytecodeArray')) return 'bytecode';
    // The rest of V8's code space by its own names: feedback vectors, scope infos, constant
    // pools, relocation tables (TrustedByteArray), function infos.
    return `code: ${name.replace(/^system \/ /, '').replace(/ \/ .*$/, '')}`;
  }
  if (type === 'concatenated string' || type === 'sliced string') return 'string';
  if (type === 'object shape') return 'object shapes (hidden classes)';
  return type;
}

/** A script URL as the summary shows it: the file's name. */
const fileName = (url: string) => url.replace(/^.*\//, '') || '(no script)';

export function summarize(snap: HeapSnapshot): HeapSummary {
  const { meta } = snap.snapshot;
  const nodeFields = meta.node_fields.length;
  const edgeFields = meta.edge_fields.length;
  const [nodeTypes] = meta.node_types;
  const [edgeTypes] = meta.edge_types;
  const field = (name: string) => meta.node_fields.indexOf(name);
  const [typeAt, nameAt, sizeAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map(
    field,
  ) as [number, number, number, number];
  const { nodes, edges, strings } = snap;
  const count = nodes.length / nodeFields;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0; i < count; i += 1) {
    firstEdge[i + 1] =
      (firstEdge[i] ?? 0) + (nodes[i * nodeFields + edgeCountAt] ?? 0) * edgeFields;
  }
  const name = (node: number) => strings[nodes[node * nodeFields + nameAt] ?? 0] ?? '';
  const size = (node: number) => nodes[node * nodeFields + sizeAt] ?? 0;
  // Named edges only (properties and internal links such as `shared`, `script`, `code`).
  function* linked(node: number): Generator<[string, number]> {
    for (let e = firstEdge[node] ?? 0; e < (firstEdge[node + 1] ?? 0); e += edgeFields) {
      const type = edgeTypes[edges[e] ?? 0];
      const label =
        type === 'element' || type === 'hidden' ? '' : (strings[edges[e + 1] ?? 0] ?? '');
      yield [label, (edges[e + 2] ?? 0) / nodeFields];
    }
  }
  const to = (node: number, label: string) => {
    for (const [l, target] of linked(node)) if (l === label) return target;
    return undefined;
  };

  const kinds = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    const kind = kindOf(nodeTypes[nodes[i * nodeFields + typeAt] ?? 0] ?? '', name(i));
    if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + size(i));
  }

  // A function's machine code hangs off its closure, or off its shared info, through a Code
  // object; the shared info names its script. Code reached from no function (inline caches'
  // handlers, regular expressions, stubs) stays "not tied to a script".
  const owner = new Map<number, string>();
  const claim = (code: number, script: string) => {
    for (const [, target] of linked(code)) {
      if (name(target).startsWith(MACHINE_CODE) && !owner.has(target)) owner.set(target, script);
    }
  };
  for (let i = 0; i < count; i += 1) {
    if (nodeTypes[nodes[i * nodeFields + typeAt] ?? 0] !== 'closure') continue;
    const shared = to(i, 'shared');
    const script = shared === undefined ? undefined : to(shared, 'script');
    const url = script === undefined ? undefined : to(script, 'name');
    const file = url === undefined ? '(no script)' : fileName(name(url));
    for (const holder of shared === undefined ? [i] : [i, shared]) {
      for (const [, target] of linked(holder)) {
        if (name(target).startsWith('system / Code')) claim(target, file);
      }
    }
  }
  const byScript = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    if (!name(i).startsWith(MACHINE_CODE)) continue;
    const script = owner.get(i) ?? 'not tied to a script';
    byScript.set(script, (byScript.get(script) ?? 0) + size(i));
  }
  const largestFirst = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { kinds: largestFirst(kinds), machineCodeByScript: largestFirst(byScript) };
}
