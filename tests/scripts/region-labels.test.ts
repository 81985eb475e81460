// @vitest-environment node
// Issue 40: the diagrams' arrow labels leave each other room: a call's answers are labelled
// `done` / `error` on the state that makes the call, and Mermaid is asked for wider gaps.
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { enrolmentMachine } from '../../machines/enrolment.machine';
import { diagramOf, ownCallLabel, SPACING } from '../../scripts/region-diagrams';

const node = (path: string[]) =>
  path.reduce<AnyStateNode>((at, key) => at.states[key] as AnyStateNode, enrolmentMachine.root);

describe('the region diagrams’ labels', () => {
  it('name a call’s answer done or error on the state that makes the call, in full elsewhere', () => {
    const checking = node(['status', 'lookup', 'checking']);
    expect(ownCallLabel(checking, 'xstate.done.actor.checkStatus')).toBe('done');
    expect(ownCallLabel(checking, 'xstate.error.actor.checkStatus')).toBe('error');
    const editing = node(['status', 'lookup', 'editing']);
    expect(ownCallLabel(editing, 'xstate.done.actor.checkStatus')).toBe('checkStatus done');
    expect(ownCallLabel(editing, 'status.submitted')).toBe('status.submitted');
  });

  it('ask Mermaid for the gaps set for their direction', () => {
    const status = [node(['status'])];
    const down = diagramOf(status, 'status', () => 'status').text;
    const across = diagramOf(status, 'status', () => 'status', true).text;
    expect(down).toContain(
      `'nodeSpacing': ${SPACING.down.node}, 'rankSpacing': ${SPACING.down.rank}`,
    );
    expect(across).toContain(
      `'nodeSpacing': ${SPACING.across.node}, 'rankSpacing': ${SPACING.across.rank}`,
    );
    expect(down).toMatch(/checking --> \S+ : done \[isComplete\]/);
  });
});
