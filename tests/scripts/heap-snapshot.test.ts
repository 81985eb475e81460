// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type HeapSnapshot, summarize } from '../../scripts/heap-snapshot';

const NODE_TYPES = [
  'hidden',
  'array',
  'string',
  'object',
  'code',
  'closure',
  'native',
  'object shape',
];
const EDGE_TYPES = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak'];

type Node = {
  type: string;
  name: string;
  size: number;
  edges?: Array<[label: string, to: number]>;
};

/** A snapshot in V8's flat format from a list of nodes (edges by label, internal). */
function snapshot(list: Node[]): HeapSnapshot {
  const strings: string[] = [];
  const at = (text: string) => {
    const found = strings.indexOf(text);
    return found >= 0 ? found : strings.push(text) - 1;
  };
  const nodes: number[] = [];
  const edges: number[] = [];
  list.forEach((node, id) => {
    nodes.push(
      NODE_TYPES.indexOf(node.type),
      at(node.name),
      id,
      node.size,
      node.edges?.length ?? 0,
    );
    for (const [label, to] of node.edges ?? [])
      edges.push(EDGE_TYPES.indexOf('internal'), at(label), to * 5);
  });
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [NODE_TYPES],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [EDGE_TYPES],
      },
    },
    nodes,
    edges,
    strings,
  };
}

// Two closures of one function in client-abc.js, whose shared info holds 1,000 bytes of
// machine code; 300 bytes of machine code nobody's; a DOM node; bytecode and a shape.
const HEAP: Node[] = [
  { type: 'closure', name: 'render', size: 32, edges: [['shared', 2]] },
  { type: 'closure', name: 'render', size: 32, edges: [['shared', 2]] },
  {
    type: 'code',
    name: 'system / SharedFunctionInfo / render',
    size: 40,
    edges: [
      ['script', 3],
      ['code', 5],
    ],
  },
  { type: 'code', name: 'system / Script', size: 16, edges: [['name', 4]] },
  { type: 'string', name: 'https://example.test/assets/client-abc.js', size: 50 },
  { type: 'code', name: 'system / Code', size: 20, edges: [['instruction_stream', 6]] },
  { type: 'code', name: 'system / InstructionStream', size: 1000 },
  { type: 'code', name: 'system / InstructionStream', size: 300 },
  { type: 'native', name: 'HTMLDivElement', size: 5000 },
  { type: 'code', name: 'system / BytecodeArray', size: 200 },
  { type: 'object shape', name: 'system / Map', size: 80 },
];

describe('summarize', () => {
  it('sums self sizes by kind, largest first, leaving out Blink’s own objects', () => {
    expect(summarize(snapshot(HEAP)).kinds).toEqual([
      ['machine code', 1300],
      ['bytecode', 200],
      ['object shapes (hidden classes)', 80],
      ['closure', 64],
      ['string', 50],
      ['code: SharedFunctionInfo', 40],
      ['code: Code', 20],
      ['code: Script', 16],
    ]);
  });

  it('puts machine code down to the script of the function it was compiled for, once', () => {
    expect(summarize(snapshot(HEAP)).machineCodeByScript).toEqual([
      ['client-abc.js', 1000],
      ['not tied to a script', 300],
    ]);
  });

  it('reads machine code hanging off the closure itself, and a function with no script', () => {
    const heap: Node[] = [
      { type: 'closure', name: 'bound', size: 32, edges: [['code', 1]] },
      { type: 'code', name: 'system / Code', size: 20, edges: [['instruction_stream', 2]] },
      { type: 'code', name: 'system / InstructionStream', size: 700 },
    ];
    expect(summarize(snapshot(heap)).machineCodeByScript).toEqual([['(no script)', 700]]);
  });
});
