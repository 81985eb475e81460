// @vitest-environment node
// `npm run deploy:check` (after the build): the built flow carries the machine without the
// words written for product owners (DEC-158), and still carries the machine.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { enrolmentMachine } from '../../machines/enrolment.machine';
import { distDir } from '../../server/dist-dir.ts';

function descriptions(node: AnyStateNode, found: string[] = []): string[] {
  if (node.description) found.push(node.description);
  for (const transitions of node.transitions.values()) {
    for (const transition of transitions)
      if (transition.description) found.push(transition.description);
  }
  for (const child of Object.values(node.states)) descriptions(child, found);
  return found;
}

const assets = join(distDir(), 'assets');
const scripts = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => readFileSync(join(assets, name), 'utf8'));

describe('the built machine', () => {
  it('leaves out every state’s and transition’s description', () => {
    // Written descriptions only: those built from a template differ once bundled.
    const written = descriptions(enrolmentMachine.root).filter((text) => !text.includes('/'));
    expect(written.length).toBeGreaterThan(50);
    for (const text of written) {
      expect(
        scripts.some((code) => code.includes(text)),
        text,
      ).toBe(false);
    }
  });

  it('still has its states', () => {
    // The ids of a state at each end of the flow, as the bundle keeps them.
    for (const id of ['zipEntry', 'confirmAddress', 'notVerified']) {
      expect(
        scripts.some((code) => code.includes(id)),
        id,
      ).toBe(true);
    }
  });
});
