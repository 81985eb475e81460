// D60: a flow kept in the tab is read back only through the machine and the schemas.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type EnrolmentContext,
  enrolmentMachine,
  initialContext,
} from '../../../machines/enrolment.machine';
import type { ApplicationData, EligibilityAnswer } from '../../../machines/flow-types';
import { enrolmentActor, storableSnapshot } from '../../../src/app/flow/enrolment-actor';
import { dismissExpiryNotice, expiryNoticeShown } from '../../../src/app/flow/expiry-notice-store';
import { FLOW_FORMAT, loadFlow } from '../../../src/app/flow/flow-storage';
import { readKeptFlow } from '../../../src/app/flow/kept-flow';
import { loadKeptFlowReader } from '../../../src/app/flow/kept-flow-reader';
import { restingValue } from '../../../src/app/flow/resting-state';
import type { EnrolmentActor } from '../../../src/lib/flow-context';
import { forgetTab } from '../../../src/lib/tab-storage';
import { input as modelInput } from '../../model/enrolment-model';
import { generatedPaths } from '../../model/path-selection';
import { profileInput, profileSelection, statesUnder } from '../../model/profile-paths';
import {
  afterReload,
  application,
  FIXTURE_SSN4,
  reviewedApplication,
  signedAgreement,
} from '../../support/application-fixture';

const APP_HOST = 'apply.example.test';
const input = { appHost: APP_HOST, redirectHosts: ['verifier.example.gov'] };

type Kept = { value: unknown; context: Record<string, unknown>; [key: string]: unknown };

/** What the tab keeps of `snapshot`: storableSnapshot's output, through JSON. */
function kept(snapshot: { value: unknown; context: unknown }): Kept {
  const actor = {
    getPersistedSnapshot: () => enrolmentMachine.getPersistedSnapshot(snapshot as never),
  } as unknown as EnrolmentActor;
  return JSON.parse(JSON.stringify(storableSnapshot(actor)));
}

/** What the tab keeps of a flow resting at `value` with `context` over the empty one. */
function keptAt(value: unknown, context: Partial<EnrolmentContext> = {}): Kept {
  return kept(
    enrolmentMachine.resolveState({
      value: value as never,
      context: { ...initialContext(input), ...context },
    }),
  );
}

const read = (stored: unknown, using: object = input) =>
  readKeptFlow(enrolmentMachine, stored, using);

const served: Partial<EnrolmentContext> = {
  zipCode: '87105',
  coverage: { zipCode: '87105', state: 'NM', served: true },
};

describe('a kept flow this build wrote (D60)', () => {
  it('is read back at every screen of every generated path, and of the Lifeline selection', () => {
    let checked = 0;
    const seen = new Set<string>();
    for (const path of generatedPaths()) {
      for (const snapshot of statesUnder('acp', path)) {
        const stored = kept(snapshot);
        const key = JSON.stringify(stored);
        if (seen.has(key)) continue;
        seen.add(key);
        const restored = read(stored, modelInput);
        expect(restored, `${path.id} at ${JSON.stringify(snapshot.value)}`).not.toBeNull();
        // D57: the representative's confirmation reopens as the agreement (see below).
        const confirming = snapshot.matches({ assisted: 'confirmation' } as never);
        expect(restored?.value).toEqual(
          confirming
            ? { application: { agreement: 'editing' } }
            : restingValue(enrolmentMachine, snapshot.value),
        );
        expect(restored?.context.application).toEqual(stored.context.application);
        checked += 1;
      }
    }
    for (const path of profileSelection(generatedPaths(), 'lifeline')) {
      for (const snapshot of statesUnder('lifeline', path)) {
        expect(read(kept(snapshot), profileInput('lifeline')), path.id).not.toBeNull();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
    // Every screen of every path replayed and read back: seconds on a quiet machine.
  }, 60_000);

  it('takes a field added since its build empty, and leaves a field removed since behind', () => {
    const stored = keptAt({ application: 'household' }, { ...served, application });
    delete stored.context.stillPending;
    stored.context.savedEnrolmentOfAnEarlierBuild = { firstName: 'Rosa' };
    const restored = read(stored);
    expect(restored?.context.stillPending).toBe(false);
    expect(restored?.context).not.toHaveProperty('savedEnrolmentOfAnEarlierBuild');
  });

  it('D57: keeps no representative beside the answers, and reopens their confirmation as the agreement', () => {
    const shift = { ...input, representative: 'REP12345' };
    const held = {
      ...reviewedApplication,
      agreement: signedAgreement,
    };
    const stored = kept(
      enrolmentMachine.resolveState({
        value: { assisted: 'confirmation' },
        context: { ...initialContext(shift), ...served, application: held },
      }),
    );
    // The shift's ID has a key of its own (shift-storage.ts), never the kept flow.
    expect(JSON.stringify(stored)).not.toContain('REP12345');
    const restored = read(stored, shift);
    // The numbers never stored (D14) are asked for again on the agreement, which leads back to
    // the confirmation: no check can go out without them.
    expect(restored?.value).toEqual({ application: { agreement: 'editing' } });
    expect(restored?.context.representative).toBe('REP12345');
    expect(restored?.context.application.answers.personalInfo?.ssn4).toBe('');
  });

  it('gets this build’s configuration, never the kept one', () => {
    const stored = keptAt({ application: 'household' }, { ...served, application });
    stored.context.redirectHosts = ['evil.example'];
    stored.context.appHost = 'evil.example';
    expect(read(stored)?.context).toMatchObject(input);
  });
});

describe('a kept flow this build cannot read is dropped (D60)', () => {
  const household = () => keptAt({ application: 'household' }, { ...served, application });

  it('names a state this build does not have: an earlier build’s, renamed since', () => {
    const stored = household();
    stored.value = { application: 'householdInformation' };
    expect(read(stored)).toBeNull();
    expect(read({ ...stored, value: { applicationSteps: 'household' } })).toBeNull();
    expect(read({ ...stored, value: 'application' })).toBeNull();
  });

  it('rests in a state the machine only passes through, or in a history state', () => {
    expect(read({ ...household(), value: { application: 'resume' } })).toBeNull();
    expect(read({ ...household(), value: { application: 'history' } })).toBeNull();
    expect(read({ ...household(), value: { leaving: 'deciding' } })).toBeNull();
  });

  it('holds an answer the step’s schema refuses, or an answer to a step this build has not', () => {
    const refused = household();
    const answers = refused.context.application as { answers: Record<string, object> };
    answers.answers.personalInfo = { ...answers.answers.personalInfo, firstName: 'R2-D2' };
    expect(read(refused)).toBeNull();
    const unknown = household();
    (unknown.context.application as { answers: Record<string, object> }).answers.incomeSteps = {};
    expect(read(unknown)).toBeNull();
  });

  it('holds a field of another kind than this build’s', () => {
    const stored = household();
    stored.context.eligibility = 'A100';
    expect(read(stored)).toBeNull();
    expect(read({ ...household(), context: 'everything' })).toBeNull();
    expect(read({ ...household(), status: 'error' })).toBeNull();
  });
});

describe('a forged kept flow cannot skip a step, a certification or the allow-list (D60)', () => {
  it('cannot open a step before the steps ahead of it are answered', () => {
    const { household: _skipped, ...answers } = application.answers;
    const skipped = { ...reviewedApplication, answers };
    expect(read(keptAt({ application: 'verify' }, { ...served, application: skipped }))).toBeNull();
    expect(
      read(keptAt({ application: 'qualification' }, { ...served, application: skipped })),
    ).toBeNull();
    // As kept by a real flow, the same steps open.
    expect(
      read(keptAt({ application: 'verify' }, { ...served, application: reviewedApplication })),
    ).not.toBeNull();
  });

  it('cannot open the agreement without every answer and the review confirmed', () => {
    const empty = { answers: {}, reviewConsent: true, agreement: null };
    expect(
      read(keptAt({ application: { agreement: 'editing' } }, { ...served, application: empty })),
    ).toBeNull();
    const unconfirmed = { ...application, reviewConsent: false };
    expect(
      read(
        keptAt({ application: { agreement: 'editing' } }, { ...served, application: unconfirmed }),
      ),
    ).toBeNull();
    expect(
      read(
        keptAt(
          { application: { agreement: 'editing' } },
          { ...served, application: reviewedApplication },
        ),
      ),
    ).not.toBeNull();
  });

  it('cannot keep a certification the agreement’s guard would refuse', () => {
    const at = (agreement: unknown) =>
      keptAt({ status: { reviewing: 'editing' } }, {
        application: { ...reviewedApplication, agreement },
      } as Partial<EnrolmentContext>);
    expect(read(at({ ...signedAgreement, initials: [] }))).toBeNull();
    expect(read(at({ ...signedAgreement, signatureConsent: false }))).toBeNull();
    expect(read(at('signed'))).toBeNull();
    expect(read(at(signedAgreement))).not.toBeNull();
  });

  it('cannot send the browser to a host D16 does not allow', () => {
    const leaving = (leavingTo: string) =>
      keptAt({ leaving: 'toVerifier' }, { leavingTo, resolution: null });
    expect(read(leaving('https://evil.example/resolve'))).toBeNull();
    expect(read(leaving('javascript:alert(document.domain)'))).toBeNull();
    expect(
      read({ ...leaving('https://evil.example/'), value: { leaving: 'following' } }),
    ).toBeNull();
    expect(read(leaving('https://verifier.example.gov/resolve/A100'))).not.toBeNull();
    expect(read(leaving(`https://${APP_HOST}/api/verifier/resolution/A100`))).not.toBeNull();
    // A link anywhere in the kept data, not only where the machine keeps one today.
    expect(
      read(keptAt({ failed: 'enrolment' }, { failurePageError: '//evil.example/phish' })),
    ).toBeNull();
  });

  it('cannot go back (“keep my answers”) to a step it could not open', () => {
    const stored = keptAt({ coverage: 'confirmingRestart' }, { ...served, application });
    stored.historyValue = {
      'enrolment.application.history': [{ id: 'enrolment.application.agreement.editing' }],
    };
    const restored = read(stored);
    expect(restored?.historyValue).toEqual({});
    const actor = createActor(enrolmentMachine, { snapshot: restored as never, input });
    actor.start();
    actor.send({ type: 'restart.cancelled' });
    expect(actor.getSnapshot().matches({ application: 'agreement' } as never)).toBe(false);
    // A real one, kept: the step the applicant was on.
    stored.historyValue = {
      'enrolment.application.history': [{ id: 'enrolment.application.household' }],
    };
    expect(read(stored)?.historyValue).toEqual(stored.historyValue);
  });
});

describe('a call in flight is never kept (D14, D60)', () => {
  it('a check on its way is kept as the agreement before the press, without its input', () => {
    const machine = enrolmentMachine.provide({
      actors: {
        checkEligibility: fromPromise<EligibilityAnswer, { application: ApplicationData }>(
          () => new Promise(() => {}),
        ),
      },
    });
    const actor = createActor(machine, {
      snapshot: machine.resolveState({
        value: { application: { agreement: 'editing' } },
        context: { ...initialContext(input), ...served, application: reviewedApplication },
      }),
      input,
    });
    actor.start();
    actor.send({ type: 'agreement.submitted', agreement: signedAgreement });
    expect(actor.getSnapshot().matches({ application: { agreement: 'submitting' } })).toBe(true);
    const stored = JSON.stringify(storableSnapshot(actor as unknown as EnrolmentActor));
    expect(stored).not.toContain(FIXTURE_SSN4);
    expect(JSON.parse(stored)).toMatchObject({
      value: { application: { agreement: 'editing' } },
      children: {},
    });
  });

  it('a forged call read back is not made: the state rests, its input is dropped', () => {
    const stored = keptAt(
      { application: { agreement: 'editing' } },
      { ...served, application: reviewedApplication },
    );
    stored.value = { application: { agreement: 'submitting' } };
    stored.children = {
      checkEligibility: {
        src: 'checkEligibility',
        snapshot: { status: 'active', input: { application: { answers: {} } } },
      },
    };
    const restored = read(stored);
    expect(restored).toMatchObject({
      value: { application: { agreement: 'editing' } },
      children: {},
    });
  });
});

describe('the tab’s kept flow, as the app starts (D60)', () => {
  afterEach(() => {
    forgetTab();
    dismissExpiryNotice();
  });

  /** A real flow at step 3 as a build that named that state otherwise kept it. */
  function keepEarlierBuildsFlow(format?: number) {
    const stored = keptAt({ application: 'household' }, { ...served, application });
    stored.value = { application: 'householdInformation' };
    const savedAt = Date.now();
    sessionStorage.setItem(
      'acp.flow',
      JSON.stringify(
        format === undefined
          ? { savedAt, snapshot: stored }
          : { savedAt, format, snapshot: stored },
      ),
    );
  }

  it('drops an earlier build’s flow, clears it, says so, and lands a step’s URL on the zip page', async () => {
    for (const format of [undefined, FLOW_FORMAT]) {
      keepEarlierBuildsFlow(format);
      // As the flow's route does before the flow is drawn.
      await loadKeptFlowReader();
      const actor = enrolmentActor();
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(sessionStorage.getItem('acp.flow')).toBeNull();
      expect(expiryNoticeShown()).toBe('unreadable');
      actor.send({ type: 'route.visited', path: '/HouseholdInformationPage', query: {} });
      expect(actor.getSnapshot().matches({ coverage: 'zipEntry' })).toBe(true);
      forgetTab();
      dismissExpiryNotice();
    }
  });

  it('reads a flow it wrote itself and keeps it going', async () => {
    const stored = keptAt({ application: 'household' }, { ...served, application });
    sessionStorage.setItem(
      'acp.flow',
      JSON.stringify({ savedAt: Date.now(), format: FLOW_FORMAT, snapshot: stored }),
    );
    await loadKeptFlowReader();
    const actor = enrolmentActor();
    expect(actor.getSnapshot().matches({ application: 'household' })).toBe(true);
    expect(actor.getSnapshot().context.application).toEqual(afterReload(application));
    expect(expiryNoticeShown()).toBeNull();
  });

  it('drops a flow kept in a form this build does not know', () => {
    const stored = keptAt({ application: 'household' }, { ...served, application });
    sessionStorage.setItem(
      'acp.flow',
      JSON.stringify({ savedAt: Date.now(), format: FLOW_FORMAT + 1, snapshot: stored }),
    );
    expect(loadFlow()).toEqual({ kind: 'unreadable' });
    expect(sessionStorage.getItem('acp.flow')).toBeNull();
  });
});
