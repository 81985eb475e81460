// @vitest-environment node
// The words a path is named with (issue 29): docs/paths.md, the test titles of both runners,
// the steps of Playwright's report and every failure message say each event this way, so they
// must be words a tester reads, and the same whatever port a run uses.
import { describe, expect, it } from 'vitest';
import {
  APP_HOST,
  describeEvent,
  eligibilityAnswers,
  enrolmentAnswers,
  type ModelEvent,
} from './enrolment-model';
import { generatedPaths } from './path-selection';

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as ModelEvent;

describe('the words of a path', () => {
  it('name no host and no port, so titles stay the same on every E2E_PORT', () => {
    const port = APP_HOST.split(':')[1] as string;
    for (const path of generatedPaths()) {
      expect(path.name, path.id).not.toContain(APP_HOST);
      expect(path.name, path.id).not.toMatch(new RegExp(`:${port}\\b`));
    }
    const ours = describeEvent(done('enrol', enrolmentAnswers.redirect));
    const theirs = describeEvent(done('enrol', enrolmentAnswers.unsafeRedirect));
    expect(ours).not.toContain(APP_HOST);
    // Where the link goes still tells the two answers apart.
    expect(ours).not.toBe(theirs);
    expect(theirs).toContain('evil.example');
  });

  it('name each call and its answer in words, not by the raw event type', () => {
    const events: ModelEvent[] = [
      done('checkStatus', eligibilityAnswers.complete),
      { type: 'xstate.error.actor.checkEligibility', error: { kind: 'timeout' } } as ModelEvent,
      { type: 'enrol.requested' },
    ];
    for (const event of events) {
      expect(describeEvent(event)).not.toContain(event.type);
      expect(describeEvent(event)).not.toMatch(/xstate|actor/);
    }
    expect(describeEvent(events[0] as ModelEvent)).toBe('the status check answers COMPLETE');
  });

  it('tell apart answers that differ, such as a status of an application already enrolled', () => {
    const answers = generatedPaths().flatMap((path) =>
      path.events.filter((event) => event.type.startsWith('xstate.')),
    );
    const byWords = new Map<string, string>();
    for (const event of answers) {
      const words = describeEvent(event);
      const seen = byWords.get(words);
      if (seen) expect(JSON.stringify(event), words).toBe(seen);
      else byWords.set(words, JSON.stringify(event));
    }
  });
});
