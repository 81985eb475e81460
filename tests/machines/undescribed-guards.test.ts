// @vitest-environment node
// Issue 40 (DEC-250): every guarded transition says its condition in plain words
// (`description`), so the product owner reads the meaning where Stately draws the arrow.
// `npx tsx scripts/undescribed-guards.ts` lists any that does not.
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, setup } from 'xstate';
import { enrolmentMachine } from '../../machines/enrolment.machine';
import { undescribedGuards } from '../../scripts/undescribed-guards';

describe('the guarded transitions', () => {
  it('every guarded transition of the enrolment machine has a description', () => {
    expect(undescribedGuards(enrolmentMachine as unknown as AnyStateMachine)).toEqual([]);
  });

  it('are found: a guarded transition without a description is listed, a described one not', () => {
    const machine = setup({ guards: { isReady: () => true, isSet: () => true } }).createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: {
          on: {
            go: [
              { guard: 'isReady', target: 'b' },
              { guard: 'isSet', target: 'b', description: 'Set: on to b.' },
              { target: 'b' },
            ],
          },
        },
        b: { always: { guard: 'isReady', target: 'a' } },
      },
    });
    expect(undescribedGuards(machine as unknown as AnyStateMachine)).toEqual([
      'a go [isReady]',
      'b always [isReady]',
    ]);
  });
});
