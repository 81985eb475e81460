import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enrolmentMachine } from '../../machines/enrolment.machine';
import { compareShapes, liveShape } from '../../scripts/machine-shape';
import { extractedShape } from '../../scripts/stately-extract';

// The check behind `npm run docs:check` (scripts/stately-file.ts): what Stately's importer
// recovers from docs/enrolment.machine.stately.js is the whole live machine, and the check
// does see what the importer cannot read.

describe("Stately's importer", () => {
  it('recovers every state and transition of the generated file, without a warning', () => {
    const live = liveShape(enrolmentMachine);
    const extracted = extractedShape(readFileSync('docs/enrolment.machine.stately.js', 'utf8'));
    const compared = compareShapes(live, extracted.shape);
    expect(extracted.warnings).toEqual([]);
    expect(extracted.inlineGuards).toEqual([]);
    expect(compared.missingStates).toEqual([]);
    expect(compared.missingTransitions).toEqual([]);
    expect(compared.extraTransitions).toEqual([]);
    expect(compared.states).toBe(live.states.length);
  });

  it('loses states built by a factory or a spread, which the check then reports', () => {
    const text = `import { setup } from 'xstate';
const screen = () => ({ on: { next: 'b' } });
const moreStates = () => ({ c: {} });
export const m = setup({}).createMachine({
  id: 'm',
  initial: 'a',
  states: { a: { on: { next: 'b' } }, b: screen(), ...moreStates() },
});`;
    const { shape } = extractedShape(text);
    expect(shape.states).toContain('m.a');
    expect(shape.states).not.toContain('m.c');
    const live = { states: ['m.a', 'm.b', 'm.c'], transitions: shape.transitions };
    expect(compareShapes(live, shape).missingStates).toEqual(['m.b', 'm.c']);
  });

  it('reports a guard it reads as code, with where it is', () => {
    const text = `import { and, setup } from 'xstate';
export const m = setup({ guards: { a: () => true, b: () => true } }).createMachine({
  id: 'm',
  initial: 'x',
  states: {
    x: { on: { go: [{ guard: 'a', target: 'y' }, { guard: and(['a', 'b']), target: 'y' }] } },
    y: {},
  },
});`;
    expect(extractedShape(text).inlineGuards).toEqual(["m.x, go #1: and(['a', 'b'])"]);
  });
});
