// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { enrolmentMachine, initialContext } from '../../machines/enrolment.machine';
import type { ApplicationData } from '../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from '../../machines/program-rules';
import { screenKeys, screens } from '../../machines/screens';
import { atStep } from '../support/application-fixture';
import { settingsModule } from '../support/settings-module';

// D47: the short legacy form is offered where the profile's rules say so (the ACP), not under
// Lifeline: there it cannot be started, and its old URLs open the application (step 1), or the
// zip page when no served zip code is stored.

const LIFELINE = settingsModule('lifeline').programRules;
const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };

function startAt(
  value: unknown,
  rules: ProgramRules,
  context: Partial<ReturnType<typeof initialContext>> = served,
) {
  const input = { programRules: rules };
  const snapshot = enrolmentMachine.resolveState({
    value: value as never,
    context: { ...initialContext(input), ...context },
  });
  const actor = createActor(enrolmentMachine, { snapshot, input });
  actor.start();
  return actor;
}

const visit = (path: string) => ({ type: 'route.visited' as const, path, query: {} });

/** Every URL of the short form: its pages, their aliases and its result pages (D17). */
const LEGACY_PATHS = screenKeys
  .filter((key) => screens[key].state.startsWith('legacy.'))
  .flatMap((key) => {
    const screen: { path: string; aliases?: readonly string[] } = screens[key];
    return [screen.path, ...(screen.aliases ?? [])];
  });

describe('D47: the short form under each profile’s rules', () => {
  it('is offered by the ACP’s rules and not by Lifeline’s', () => {
    expect(DEFAULT_PROGRAM_RULES.legacyFormOffered).toBe(true);
    expect(settingsModule('acp').programRules.legacyFormOffered).toBe(true);
    expect(LIFELINE.legacyFormOffered).toBe(false);
  });

  it('starts from the success page under the ACP', () => {
    const actor = startAt({ coverage: 'served' }, DEFAULT_PROGRAM_RULES);
    actor.send({ type: 'legacy.started' });
    expect(actor.getSnapshot().matches({ legacy: 'homeAddress' })).toBe(true);
  });

  it('cannot be started under Lifeline: the success page stays', () => {
    const actor = startAt({ coverage: 'served' }, LIFELINE);
    actor.send({ type: 'legacy.started' });
    expect(actor.getSnapshot().matches({ coverage: 'served' })).toBe(true);
  });

  it('keeps its old links under the ACP', () => {
    const actor = startAt({ coverage: 'served' }, DEFAULT_PROGRAM_RULES);
    actor.send(visit(screens.legacyHomeAddress.path));
    expect(actor.getSnapshot().matches({ legacy: 'homeAddress' })).toBe(true);
  });

  it.each(LEGACY_PATHS)(
    'under Lifeline, %s opens step 1 of the application when a served zip is stored',
    (path) => {
      const actor = startAt({ coverage: 'served' }, LIFELINE);
      actor.send(visit(path));
      expect(actor.getSnapshot().matches({ application: 'personalInfo' })).toBe(true);
      expect(actor.getSnapshot().context.zipCode).toBe('10001');
    },
  );

  it.each(LEGACY_PATHS)('under Lifeline, %s opens the zip page when no zip is stored', (path) => {
    const actor = startAt('idle', LIFELINE, {});
    actor.send(visit(path));
    expect(actor.getSnapshot().matches({ coverage: 'zipEntry' })).toBe(true);
  });

  it('under Lifeline, keeps an application in progress: the link opens step 1 with its answers', () => {
    const application: ApplicationData = atStep('qualification');
    const actor = startAt({ application: 'qualification' }, LIFELINE, {
      ...served,
      application,
    });
    actor.send(visit(screens.legacyReview.path));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ application: 'personalInfo' })).toBe(true);
    expect(snapshot.context.application.answers).toEqual(application.answers);
  });

  it('under the ACP, a link to the short form without a served zip still lands on the zip page', () => {
    const actor = startAt('idle', DEFAULT_PROGRAM_RULES, {});
    actor.send(visit(screens.legacyHomeAddress.path));
    expect(actor.getSnapshot().matches({ coverage: 'zipEntry' })).toBe(true);
  });
});
