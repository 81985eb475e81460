// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { enrolmentMachine, fillRoute } from '../../machines/enrolment.machine';
import type { CoverageAnswer } from '../../machines/flow-types';
import { screenRoute } from '../../machines/screen-route';

function startWith(
  answer: CoverageAnswer | Error,
  joinWaitlist: () => Promise<void> = async () => {},
) {
  const actor = createActor(
    enrolmentMachine.provide({
      actors: {
        checkCoverage: fromPromise(async () => {
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        joinWaitlist: fromPromise(joinWaitlist),
      },
    }),
    { input: {} },
  );
  actor.start();
  return actor;
}

const served: CoverageAnswer = { zipCode: '10001', state: 'NY', served: true };
const unserved: CoverageAnswer = { zipCode: '99501', state: 'AK', served: false };
const nowhere: CoverageAnswer = { zipCode: '00000', state: null, served: false };

function visit(path: string, query: Record<string, string> = {}) {
  return { type: 'route.visited', path, query } as const;
}

describe('coverage', () => {
  it('starts on no screen but the home page', () => {
    const actor = startWith(served);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(screenRoute(actor.getSnapshot())).toBe('/');
  });

  it('sends a served zip to the success page, with the zip in the URL', async () => {
    const actor = startWith(served);
    actor.send(visit('/ZipCodePage'));
    actor.send({ type: 'zip.submitted', zipCode: '10001' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ coverage: 'served' }));
    expect(screenRoute(actor.getSnapshot())).toBe('/SuccessZipCodePage?zipCode=10001');
  });

  it('sends an unserved state to the sorry page with the state', async () => {
    const actor = startWith(unserved);
    actor.send(visit('/ZipCodePage'));
    actor.send({ type: 'zip.submitted', zipCode: '99501' });
    await waitFor(actor, (s) => s.matches({ coverage: 'notServed' }));
    expect(screenRoute(actor.getSnapshot())).toBe('/SorryZipCodePage?state=AK');
  });

  it('sends a zip outside every range to the sorry page with the zip', async () => {
    const actor = startWith(nowhere);
    actor.send(visit('/ZipCodePage'));
    actor.send({ type: 'zip.submitted', zipCode: '00000' });
    await waitFor(actor, (s) => s.matches({ coverage: 'notServed' }));
    expect(screenRoute(actor.getSnapshot())).toBe('/SorryZipCodePage?zipCode=00000');
  });

  it('refuses a zip that is not five digits', () => {
    const actor = startWith(served);
    actor.send(visit('/ZipCodePage'));
    actor.send({ type: 'zip.submitted', zipCode: '123456' });
    expect(actor.getSnapshot().matches({ coverage: { zipEntry: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.zipCode).toBe('');
  });

  it('stays on the zip page with the failure when the check cannot be made', async () => {
    const actor = startWith(Object.assign(new Error('x'), { kind: 'timeout' }));
    actor.send(visit('/ZipCodePage'));
    actor.send({ type: 'zip.submitted', zipCode: '10001' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().matches({ coverage: { zipEntry: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'timeout', message: 'x' });
  });

  it('treats anything thrown without a kind as a network failure', async () => {
    const actor = startWith(new Error('boom'));
    actor.send(visit('/ZipCodePage'));
    actor.send({ type: 'zip.submitted', zipCode: '10001' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
  });

  it('goes on to step 1 from the success page', async () => {
    const actor = startWith(served);
    actor.send(visit('/ZipCodePage'));
    actor.send({ type: 'zip.submitted', zipCode: '10001' });
    await waitFor(actor, (s) => s.matches({ coverage: 'served' }));
    actor.send({ type: 'coverage.continued' });
    expect(screenRoute(actor.getSnapshot())).toBe('/PersonalInfoPage?profileStep=1');
  });
});

describe('the sorry page', () => {
  async function onSorryPage(joinWaitlist?: () => Promise<void>) {
    const actor = startWith(unserved, joinWaitlist);
    actor.send(visit('/ZipCodePage'));
    actor.send({ type: 'zip.submitted', zipCode: '99501' });
    await waitFor(actor, (s) => s.matches({ coverage: 'notServed' }));
    return actor;
  }

  it('saves the contact details, thanks the applicant and goes home', async () => {
    let received: unknown;
    const actor = createActor(
      enrolmentMachine.provide({
        actors: {
          checkCoverage: fromPromise(async () => unserved),
          joinWaitlist: fromPromise(async ({ input }) => {
            received = input;
          }),
        },
      }),
      { input: {} },
    );
    const notices: string[] = [];
    actor.on('notice', (event) => notices.push(event.notice));
    actor.start();
    actor.send(visit('/ZipCodePage'));
    actor.send({ type: 'zip.submitted', zipCode: '99501' });
    await waitFor(actor, (s) => s.matches({ coverage: 'notServed' }));
    actor.send({ type: 'waitlist.submitted', email: 'a@b.co', phone: '5551234567' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(received).toEqual({
      email: 'a@b.co',
      phone: '5551234567',
      zipCode: '99501',
      state: 'AK',
    });
    expect(notices).toEqual(['waitlist.joined']);
    expect(actor.getSnapshot().context.zipCode).toBe('');
    expect(screenRoute(actor.getSnapshot())).toBe('/');
  });

  it('keeps the applicant on the form when saving fails', async () => {
    const actor = await onSorryPage(async () => {
      throw Object.assign(new Error('Mailbox full'), { kind: 'rejected' });
    });
    actor.send({ type: 'waitlist.submitted', email: 'a@b.co', phone: '5551234567' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().matches({ coverage: { notServed: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'rejected',
      message: 'Mailbox full',
    });
  });

  it('goes back to an empty zip page', async () => {
    const actor = await onSorryPage();
    actor.send({ type: 'waitlist.backed' });
    expect(actor.getSnapshot().matches({ coverage: 'zipEntry' })).toBe(true);
    expect(actor.getSnapshot().context.coverage).toBeNull();
  });
});

describe('typed URLs (route.visited)', () => {
  it('sends a deep link into the application without a served zip to the zip page (D10)', () => {
    const actor = startWith(served);
    actor.send(visit('/PersonalInfoPage', { profileStep: '1' }));
    expect(screenRoute(actor.getSnapshot())).toBe('/ZipCodePage');
  });

  it('lets step 1 open once the zip is served', async () => {
    const actor = startWith(served);
    actor.send(visit('/SuccessZipCodePage', { zipCode: '10001' }));
    await waitFor(actor, (s) => s.matches({ coverage: 'served' }));
    actor.send(visit('/PersonalInfoPage', { profileStep: '1' }));
    expect(actor.getSnapshot().matches({ application: 'personalInfo' })).toBe(true);
  });

  it('checks the zip named by a typed success URL instead of believing it', async () => {
    const actor = startWith(unserved);
    actor.send(visit('/SuccessZipCodePage', { zipCode: '99501' }));
    expect(actor.getSnapshot().matches({ coverage: { zipEntry: 'checking' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ coverage: 'notServed' }));
    expect(screenRoute(actor.getSnapshot())).toBe('/SorryZipCodePage?state=AK');
  });

  it('sends a success URL without a zip to the zip page', () => {
    const actor = startWith(served);
    actor.send(visit('/SuccessZipCodePage'));
    expect(screenRoute(actor.getSnapshot())).toBe('/ZipCodePage');
  });

  it('sends a sorry URL for a state never checked to the zip page', () => {
    const actor = startWith(unserved);
    actor.send(visit('/SorryZipCodePage', { state: 'TX' }));
    expect(screenRoute(actor.getSnapshot())).toBe('/ZipCodePage');
  });

  it('returns to the sorry page it already showed (back and forward buttons)', async () => {
    const actor = startWith(unserved);
    actor.send(visit('/SorryZipCodePage', { zipCode: '99501' }));
    await waitFor(actor, (s) => s.matches({ coverage: 'notServed' }));
    actor.send(visit('/SorryZipCodePage', { state: 'AK' }));
    expect(actor.getSnapshot().matches({ coverage: { notServed: 'editing' } })).toBe(true);
  });

  it('clears the flow when the zip page is visited (D11)', async () => {
    const actor = startWith(served);
    actor.send(visit('/SuccessZipCodePage', { zipCode: '10001' }));
    await waitFor(actor, (s) => s.matches({ coverage: 'served' }));
    actor.send(visit('/ZipCodePage'));
    expect(actor.getSnapshot().context.zipCode).toBe('');
    expect(actor.getSnapshot().context.coverage).toBeNull();
  });

  it('sends any other flow URL it cannot open to the zip page (D10)', () => {
    const actor = startWith(served);
    actor.send(visit('/NoSuchFlowPage'));
    expect(screenRoute(actor.getSnapshot())).toBe('/ZipCodePage');
  });
});

describe('fillRoute', () => {
  it('fills placeholders, encodes values and drops empty parameters', () => {
    expect(fillRoute('/A?x={a}&y={b}', { a: 'one two', b: '' })).toBe('/A?x=one+two');
    expect(fillRoute('/A?step=1', {})).toBe('/A?step=1');
    expect(fillRoute('/A?x={missing}', {})).toBe('/A');
    expect(fillRoute('/', {})).toBe('/');
  });
});
