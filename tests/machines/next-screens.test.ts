import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { enrolmentMachine } from '../../machines/enrolment.machine';
import { nextStep } from '../../machines/next-screens';
import { applicationSteps, type ScreenKey, screenKeys, screens } from '../../machines/screens';

// DEC-157: the idle prefetch fetches the pages one step away, read from the machine.

const snapshotAt = (value: StateValue) =>
  enrolmentMachine.resolveState({ value, context: {} as never });
const at = (value: StateValue) => nextStep(snapshotAt(value)).screens;

/** The state value of a screen: `application.verify` → `{ application: 'verify' }`. */
const stateValueOf = (key: ScreenKey) =>
  screens[key].state
    .split('.')
    .reduceRight<unknown>(
      (inner, part) => (inner === undefined ? part : { [part]: inner }),
      undefined,
    ) as StateValue;

const legacyScreens = screenKeys.filter((key) => key.startsWith('legacy'));

describe('the screens one step away', () => {
  it('are the coverage check’s two answers from the zip page', () => {
    expect(new Set(at({ coverage: 'zipEntry' }))).toEqual(new Set(['zipServed', 'zipNotServed']));
  });

  it('are the next step of the application, and only that one, from each step before review', () => {
    const steps = applicationSteps as readonly ScreenKey[];
    // Steps 1–5: Continue leads on to the step numbered next (the tribal step, 5, is the last
    // before the review, 6).
    for (const [index, step] of steps.slice(0, 4).entries()) {
      const next = steps[index + 1] as ScreenKey;
      const later = steps.slice(index + 2);
      const found = at(stateValueOf(step));
      expect(found, step).toContain(next);
      for (const skipped of later) expect(found, step).not.toContain(skipped);
    }
  });

  it('are the eligibility check’s answers from the agreement, and never a legacy page', () => {
    const found = at({ application: 'agreement' });
    for (const answer of ['enrollStep', 'reviewing', 'rejected'] as const) {
      expect(found).toContain(answer);
    }
    for (const legacy of legacyScreens) expect(found).not.toContain(legacy);
  });

  it('are the status lookup’s answers from the lookup', () => {
    expect(at({ status: 'lookup' })).toEqual(
      expect.arrayContaining(['reviewing', 'rejected', 'expired', 'enrollStep']),
    );
  });

  it('never include the screen on show, nor a screen reached only by typing its URL', () => {
    for (const key of screenKeys) {
      if (key === 'idle') continue;
      expect(at(stateValueOf(key)), key).not.toContain(key);
    }
    // The home screen has only the address bar's way into the flow.
    expect(at('idle')).toEqual([]);
  });

  it('name the calls on the way from a page whose button calls the provider, none from one that only moves on', () => {
    const calls = (value: StateValue) => nextStep(snapshotAt(value)).calls;
    expect(calls({ coverage: 'zipEntry' })).toEqual(['checkCoverage']);
    // An eligible answer goes on to look the device on offer up before the offer shows; so
    // does a signature given again on answers a check already qualified (D51).
    expect(calls({ application: 'agreement' }).sort()).toEqual(['checkEligibility', 'findTablet']);
    expect(calls({ status: 'lookup' })).toEqual(['checkStatus', 'findTablet']);
    // Under way on a reload: the call itself, which can fail like one about to start.
    expect(calls({ status: { lookup: 'checking' } })).toContain('checkStatus');
    expect(calls(stateValueOf('personalInfo'))).toEqual([]);
    // D58: where the rules say, step 2's Continue asks the provider about the home state.
    expect(calls(stateValueOf('contactInfo'))).toEqual(['checkCoverage']);
    expect(calls(stateValueOf('household'))).toEqual([]);
  });

  it('never name a call the applicant cannot reach in one step (the enrolment from the agreement)', () => {
    const calls = nextStep(snapshotAt({ application: 'agreement' })).calls;
    for (const later of [
      'enrol',
      'transfer',
      'lookUpOrder',
      'checkLegacyEligibility',
      'checkCoverage',
    ]) {
      expect(calls).not.toContain(later);
    }
  });
});
