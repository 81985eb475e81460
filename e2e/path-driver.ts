import { type APIRequestContext, expect, type Page, type Route } from '@playwright/test';
import type { EnrolmentEvent } from '../machines/enrolment.machine';
import { emptyLegacy } from '../machines/legacy-data';
import { eligibilityCheckBody } from '../machines/requests/eligibility-check';
import { enrolBody } from '../machines/requests/enrolment';
import { loadProfile } from '../profiles/load-profile';
import { ENROLMENT_SCENARIOS } from '../sandbox/scenarios';
import { type FormAction, type FormEvent, formFills, isFormEvent } from '../tests/fill/form-fills';
import type { ModelEvent } from '../tests/model/enrolment-model';
import {
  answersOf,
  CHECKED_CALLS,
  type CheckedCall,
  requestMismatches,
} from '../tests/model/request-record';
import { reviewedApplication, withFields } from '../tests/support/application-fixture';
import { buildProgram, buildRules } from './build-rules';
import {
  actorOf,
  answerKey,
  localPartFor,
  nextOutcome,
  type Outcome,
  ssn4For,
  zipFor,
} from './path-answers';
import { playFills } from './playwright-adapter';

// The applications and orders this driver makes through the API are the build's program's:
// the sandbox refuses to enrol an application of another program (issue 28 §8).
/** The program the build sends (read when asked: see buildProgram). */
const apiProgram = () => loadProfile(buildProgram()).apiProgram;

// Plays one generated path in the browser: each event as a person does it on the page on
// show, each API outcome as the real sandbox's answer to the call the page makes. What a
// person does is the event's form fills (tests/fill/form-fills.ts, which has one entry per
// event of the machine), after `shapers` set the values the sandbox answers by;
// `answerSources` (how the sandbox is made to give the path's answer, per invoked actor) fails
// loudly for an actor it does not know, so a new event or actor cannot be skipped.

export interface PathRun {
  page: Page;
  request: APIRequestContext;
  baseURL: string;
  events: ModelEvent[];
  /** The step being played; a call the page makes now gets the path's next answer for it. */
  step: number;
  /** Outcome steps whose call the sandbox has answered. */
  answered: Set<number>;
  /** A household of its own: the sandbox never enrols one household twice. */
  person: { firstName: string; lastName: string; street: string; tag: string };
  /** The last 4 SSN digits typed at step 1 (the verify page may ask for them again). */
  ssn4: string;
  /** Real applications in the sandbox, by the model's answer key. */
  applications: Map<string, string>;
  /** Calls held until the path reaches the step that answers them. */
  waiting: { index: number; release: () => void }[];
  /** Plays a form's actions on the page: Playwright's locators unless the run says otherwise. */
  play: (actions: readonly FormAction[]) => Promise<void>;
  /** What the path has played so far, as typed (after `shapers`): its own record of answers. */
  played: ModelEvent[];
  /** A request that did not carry the answers last given, in words (tests/model/request-record.ts). */
  mismatches: string[];
  /** The date of birth the last eligibility check sent: the application's person's. */
  checkedDob: string;
}

/**
 * Move on to `step`. A call's answer is held until its step: the model's busy state (the
 * button busy, the same page) is on show at the step that made the call, as in the model.
 */
export function advance(run: PathRun, step: number) {
  run.step = step;
  for (const waiter of run.waiting.filter((w) => w.index <= step)) waiter.release();
  run.waiting = run.waiting.filter((w) => w.index > step);
}

function reached(run: PathRun, index: number): Promise<void> {
  if (run.step >= index) return Promise.resolve();
  return new Promise((release) => run.waiting.push({ index, release }));
}

const letters = 'abcdefghijklmnopqrstuvwxyz';
const word = (length: number) =>
  Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');

export function newRun(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  events: ModelEvent[],
  play: PathRun['play'] = (actions) => playFills(page, actions),
): PathRun {
  const tag = word(8);
  return {
    page,
    request,
    baseURL,
    events,
    step: 0,
    answered: new Set(),
    person: {
      // The fixture's initials (RM) stay this person's own (D5, D29).
      firstName: `Rosa${word(5)}`,
      lastName: `Martinez${word(5)}`,
      street: `${100 + Math.floor(Math.random() * 9000)} ${word(6)} St`,
      tag,
    },
    ssn4: '0000',
    applications: new Map(),
    waiting: [],
    play,
    played: [],
    mismatches: [],
    checkedDob: '',
  };
}

// ---- Answers: the sandbox's, chosen through its scenario table --------------------------

type AnswerSource = (run: PathRun, outcome: Outcome, route: Route) => Promise<void>;

const ENROL_ACTORS = ['enrol', 'transfer'] as const;

/**
 * Which invoked actors a request to the provider API may belong to. Both eligibility checks,
 * the application's and the short form's, post to the same path: the path's next answer says
 * which one it is.
 */
function actorsForCall(method: string, path: string): string[] {
  if (method === 'POST' && path === '/public/acp/eligibility-check') {
    return ['checkEligibility', 'checkLegacyEligibility'];
  }
  const actor = actorForCall(method, path);
  return actor ? [actor] : [];
}

function actorForCall(method: string, path: string): string | null {
  if (method === 'GET' && path.startsWith('/public/acp_supported_state/')) return 'checkCoverage';
  if (method === 'POST' && path === '/hooks/contact') return 'joinWaitlist';
  if (method === 'POST' && path === '/public/acp/eligibility-check/status') return 'checkStatus';
  if (method === 'GET' && path === '/public/device') return 'findTablet';
  if (method === 'POST' && path === '/public/nlad/enroll') return 'enrol';
  if (method === 'POST' && path === '/public/nlad/transfer') return 'transfer';
  if (method === 'GET' && path.startsWith('/public/order/')) return 'lookUpOrder';
  if (method === 'POST' && path === '/public/representative/verify') return 'verifyRepresentative';
  return null;
}

/**
 * The failures every call shares. A time-out is the sandbox's own 504 (X-Sandbox-Fault);
 * `network` (no answer at all) is something no server can send, so the request is aborted.
 */
async function failure(key: string, route: Route): Promise<boolean> {
  if (key === 'fails:timeout') {
    await route.continue({
      headers: { ...route.request().headers(), 'x-sandbox-fault': 'timeout' },
    });
    return true;
  }
  if (key === 'fails:network') {
    await route.abort('internetdisconnected');
    return true;
  }
  return false;
}

function jsonBody(route: Route): Record<string, unknown> {
  return JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
}

async function continueWith(route: Route, body: Record<string, unknown>) {
  await route.continue({ postData: JSON.stringify(body) });
}

/** D16's unsafe certification link: the sandbox's PENDING_CERT answer with its href replaced. */
async function withUnsafeCertification(route: Route, body: Record<string, unknown>) {
  const response = await route.fetch({ postData: JSON.stringify(body) });
  const answer = (await response.json()) as { _links?: { certification?: { href?: string } } };
  if (answer._links?.certification) answer._links.certification.href = 'javascript:alert(1)';
  await route.fulfill({ response, json: answer });
}

function unplayable(actor: string, key: string): never {
  throw new Error(
    `no sandbox answer for ${actor} ${key}: add one to answerSources in e2e/path-driver.ts`,
  );
}

const answerSources: Record<string, AnswerSource> = {
  // The zip typed decided the state (zipFor); the sandbox says whether it is served. Step 2's
  // home state (D58) is one both demos serve: an unserved answer asks about American Samoa.
  checkCoverage: async (_run, { event }, route) => {
    const key = answerKey(event);
    if (await failure(key, route)) return;
    if (key !== 'notServed') return route.continue();
    const url = new URL(route.request().url());
    url.pathname = url.pathname.replace(/[^/]+$/, 'AS');
    return route.continue({ url: url.href });
  },
  joinWaitlist: async (_run, { event }, route) => {
    const key = answerKey(event);
    if (await failure(key, route)) return;
    if (key !== 'ok') unplayable('joinWaitlist', key);
    await route.continue();
  },
  // Step 1's SSN digits chose the first answer; a later check of the same application (after
  // a time-out or a refused link) has its digits, tribal id or state set in the request.
  checkEligibility: async (_run, { event }, route) => {
    const key = answerKey(event);
    if (await failure(key, route)) return;
    const body = jsonBody(route);
    // A check sends the SSN digits or a Tribal ID, never both (D40).
    const { ssn4: _digits, ...withoutDigits } = body;
    if (key === 'invalidTribalId')
      return continueWith(route, { ...withoutDigits, tribalId: 'BAD-1' });
    if (key === 'stateNotSupported') return continueWith(route, { ...body, state: 'AS' });
    const ssn4 = ssn4For[key] ?? unplayable('checkEligibility', key);
    // D40: a Tribal ID given instead of the digits picks the row by its last four characters.
    const tribal = typeof body.tribalId === 'string' && body.tribalId !== '' && !body.ssn4;
    const asked = tribal ? { ...body, tribalId: `TRB-${ssn4}` } : { ...body, ssn4 };
    if (key === 'unsafeCert') return withUnsafeCertification(route, asked);
    if (tribal ? String(body.tribalId).endsWith(ssn4) : body.ssn4 === ssn4) return route.continue();
    return continueWith(route, asked);
  },
  // A real application whose stored status is the answer; the id typed is already its id,
  // except for the automatic check on return from the verifier, which uses the stored ids.
  checkStatus: async (run, { event }, route) => {
    const key = answerKey(event);
    if (await failure(key, route)) return;
    const applicationId = await applicationFor(run, key);
    const body = jsonBody(route);
    const asked: Record<string, unknown> = { ...body, applicationId };
    if (body.applicationId !== applicationId) delete asked.eligibilityCheckId;
    if (key === 'unsafeCert') return withUnsafeCertification(route, asked);
    return continueWith(route, asked);
  },
  // The short form: the SSN digits typed on /QuestionPage (or the document's number, whose
  // last 4 characters the sandbox reads the same way) chose the answer; a later check of the
  // same answers has them set in the request.
  checkLegacyEligibility: async (run, { event }, route) => {
    const key = answerKey(event);
    if (await failure(key, route)) return;
    const body = jsonBody(route);
    // A check resumed after the flow restarted has lost the short form's SSN digits (never
    // kept, D14); the state decides this answer, so the digits are any that pass.
    if (key === 'stateNotSupported')
      return continueWith(route, { ...body, state: 'AS', ssn4: body.ssn4 || run.ssn4 });
    const ssn4 = ssn4For[key] ?? unplayable('checkLegacyEligibility', key);
    if (typeof body.alternateId === 'string') {
      if (body.alternateId.endsWith(ssn4)) return route.continue();
      return continueWith(route, { ...body, alternateId: `P${ssn4}` });
    }
    if (body.ssn4 === ssn4) return route.continue();
    return continueWith(route, { ...body, ssn4 });
  },
  findTablet: async (_run, { event }, route) => {
    const key = answerKey(event);
    if (await failure(key, route)) return;
    if (key === 'nothing') {
      const url = new URL(route.request().url());
      url.searchParams.set('name', 'no such device');
      return route.continue({ url: url.href });
    }
    return route.continue();
  },
  enrol: (run, outcome, route) => enrolmentAnswer(run, outcome, route, 'enroll'),
  transfer: (run, outcome, route) => enrolmentAnswer(run, outcome, route, 'transfer'),
  lookUpOrder: async (_run, { event }, route) => {
    const key = answerKey(event);
    if (await failure(key, route)) return;
    return route.continue();
  },
  // D57: the sandbox's own list of registered IDs answers; the ID typed chose it (shapers).
  verifyRepresentative: async (_run, { event }, route) => {
    const key = answerKey(event);
    if (key === 'fails:network' && (await failure(key, route))) return;
    return route.continue();
  },
};

/**
 * The e-mail address picks the answer. Where the sandbox has no such answer for this call
 * (INELIGIBLE_FOR_TRANSFER on enroll; DUPLICATE or CANNOT_UPDATE_DEVICE on transfer;
 * CANNOT_UPDATE_DEVICE without a tablet) the row's own answer is sent from its table.
 */
async function enrolmentAnswer(
  run: PathRun,
  { event }: Outcome,
  route: Route,
  call: 'enroll' | 'transfer',
) {
  const key = answerKey(event);
  if (await failure(key, route)) return;
  const body = jsonBody(route);
  // D53: the sandbox's own answer for another person at this home with the benefit: a
  // neighbour is enrolled there first, and this request goes without its separate-household
  // certification (which the sandbox would take).
  if (key === 'duplicateAddress') {
    await neighbourAt(run, body);
    const { iehFlag: _flag, iehCertificationDate: _date, ...uncertified } = body;
    return continueWith(route, { ...uncertified, emailAddress: emailFor(run, 'order') });
  }
  const emailAddress = emailFor(run, key);
  const row = ENROLMENT_SCENARIOS.find((r) => r.localPart === localPartFor[key]);
  if (key !== 'order' && !row) unplayable(call, key);
  const sandboxCan =
    !row || (row.calls.includes(call) && (!row.needsTablet || Boolean(body.deviceId)));
  if (sandboxCan) {
    if (body.emailAddress === emailAddress) return route.continue();
    return continueWith(route, { ...body, emailAddress });
  }
  if (row?.answer.kind !== 'json') unplayable(call, key);
  return route.fulfill({ status: row.answer.http, json: row.answer.body });
}

/** An address whose local part gives `key` (a plain one for an order). */
function emailFor(run: PathRun, key: string | undefined): string {
  const local = (key && localPartFor[key]) || run.person.firstName.toLowerCase();
  return `${local}+${run.person.tag}@example.com`;
}

/**
 * Create (once per path) a real application whose status call answers `key`. `enrolled` is the
 * household's order's application: the sandbox says a household with an order is enrolled.
 */
async function applicationFor(run: PathRun, key: string): Promise<string> {
  if (key === 'enrolled') return (await householdOrder(run)).applicationId;
  const known = run.applications.get(key);
  if (known) return known;
  const applicationId = await newApplication(run, key);
  run.applications.set(key, applicationId);
  return applicationId;
}

async function newApplication(run: PathRun, key: string): Promise<string> {
  const ssn4 = ssn4For[key] ?? unplayable('checkStatus', key);
  const application = {
    ...reviewedApplication,
    answers: withFields(reviewedApplication.answers, {
      firstName: run.person.firstName,
      lastName: run.person.lastName,
      ssn4,
      // The path's own home: the sandbox keeps one benefit per home (D53), and every path's
      // applicant lives elsewhere.
      address: run.person.street,
    }),
  };
  const response = await run.request.post(`${run.baseURL}/api/public/acp/eligibility-check`, {
    data: eligibilityCheckBody(application, {
      carrierUrl: `${run.baseURL}/ACPEligibilityCheck`,
      resellerCode: null,
      program: apiProgram(),
    }),
  });
  const answer = (await response.json()) as { applicationId?: string };
  if (!answer.applicationId) throw new Error(`The sandbox made no application for ${key}`);
  return answer.applicationId;
}

interface HouseholdOrder {
  applicationId: string;
  orderId: string;
}

// The sandbox never enrols one household twice: a path's one order serves both the status
// lookup that says it is enrolled and the confirmation page that looks the order up.
const householdOrders = new WeakMap<PathRun, Promise<HouseholdOrder>>();

/** The household's order, enrolled once per path through the sandbox's API. */
function householdOrder(run: PathRun): Promise<HouseholdOrder> {
  let order = householdOrders.get(run);
  if (!order) {
    order = enrolHousehold(run);
    householdOrders.set(run, order);
  }
  return order;
}

/** A qualified application of its own (not the `complete` one, whose status must stay so). */
async function enrolHousehold(run: PathRun): Promise<HouseholdOrder> {
  const applicationId = await newApplication(run, 'complete');
  const application = {
    ...reviewedApplication,
    answers: withFields(reviewedApplication.answers, {
      firstName: run.person.firstName,
      lastName: run.person.lastName,
      contactEmail: emailFor(run, 'order'),
      address: run.person.street,
      contactAddress: run.person.street,
    }),
  };
  const response = await run.request.post(`${run.baseURL}/api/public/nlad/enroll`, {
    headers: { 'Idempotency-Key': `paths-${run.person.tag}` },
    data: enrolBody(
      {
        application,
        legacy: emptyLegacy,
        shipping: null,
        eligibility: { applicationId, eligibilityCheckId: '', tribalStatusConfirmed: false },
        checkedOn: '',
        tablet: null,
        programRules: buildRules(),
      },
      { now: new Date(), timeZone: 'America/New_York', resellerCode: null, program: apiProgram() },
    ),
  });
  const answer = (await response.json()) as { order?: { id?: string } };
  if (!answer.order?.id)
    throw new Error(`The sandbox enrolled no order: ${JSON.stringify(answer)}`);
  return { applicationId, orderId: answer.order.id };
}

// D53: one neighbour per path, enrolled at the path's home (a household of its own, certified
// as such, so it enrols whatever is there already).
const neighbours = new WeakMap<PathRun, Promise<void>>();

/** Another person enrolled at the home `body` names (`primary*`, else the path's check's). */
function neighbourAt(run: PathRun, body: Record<string, unknown>): Promise<void> {
  let neighbour = neighbours.get(run);
  if (!neighbour) {
    neighbour = enrolNeighbour(run, body);
    neighbours.set(run, neighbour);
  }
  return neighbour;
}

async function enrolNeighbour(run: PathRun, body: Record<string, unknown>): Promise<void> {
  const firstName = `Nora${word(5)}`;
  const lastName = `Vecina${word(5)}`;
  // The fixture's home, on the path's own street (as newApplication makes the path's check).
  const home = reviewedApplication.answers.contactInfo as {
    city: string;
    state: string;
    zipCode: string;
  };
  const application = {
    ...reviewedApplication,
    answers: withFields(reviewedApplication.answers, {
      firstName,
      lastName,
      ssn4: ssn4For.complete,
      address: run.person.street,
    }),
  };
  const check = await run.request.post(`${run.baseURL}/api/public/acp/eligibility-check`, {
    data: eligibilityCheckBody(application, {
      carrierUrl: `${run.baseURL}/ACPEligibilityCheck`,
      resellerCode: null,
      program: apiProgram(),
    }),
  });
  const { applicationId } = (await check.json()) as { applicationId?: string };
  if (!applicationId) throw new Error('The sandbox made no application for the neighbour');
  const {
    deviceId: _device,
    bqpFirstName: _first,
    bqpLastName: _last,
    bqpDob: _dob,
    bqpSsn4: _ssn4,
    bqpTribalId: _tribalId,
    ...household
  } = body;
  // The home the request names, else the one the path's check named (an older client's way).
  const primary = body.primaryAddress1
    ? {}
    : {
        primaryAddress1: run.person.street,
        primaryCity: home.city,
        primaryState: home.state,
        primaryZipCode: home.zipCode,
      };
  const today = String(body.consentDateTime ?? '').slice(0, 10);
  const [year, month, day] = today.split('-');
  const response = await run.request.post(`${run.baseURL}/api/public/nlad/enroll`, {
    headers: { 'Idempotency-Key': `neighbour-${run.person.tag}` },
    data: {
      ...household,
      ...primary,
      firstName,
      lastName,
      applicationId,
      emailAddress: `${firstName.toLowerCase()}+${run.person.tag}@example.com`,
      iehFlag: '1',
      iehCertificationDate: `${month}/${day}/${year}`,
    },
  });
  const answer = (await response.json()) as { order?: { id?: string } };
  if (!answer.order?.id)
    throw new Error(`The sandbox enrolled no neighbour: ${JSON.stringify(answer)}`);
}

/** A real order, enrolled through the sandbox's API, for the confirmation page to look up. */
async function realOrder(run: PathRun): Promise<string> {
  return (await householdOrder(run)).orderId;
}

/** Route every provider API call of this page through the path's answers. */
export async function answerFromSandbox(run: PathRun) {
  await run.page.route('**/api/**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(/^\/api/, '');
    const actors = actorsForCall(request.method(), path);
    if (actors.length === 0) return route.fallback();
    const outcome = nextOutcome(run.events, run.step, actors);
    // The path ends with this call under way: it stays unanswered, as in the model.
    if (!outcome) return;
    const actor = outcome.actor;
    const source = answerSources[actor];
    if (!source) throw new Error(`no sandbox answer for actor ${actor}`);
    // Each request carries the answers last given, as the path's own record has them (D51).
    if (actor === 'checkEligibility' || actor === 'checkLegacyEligibility') {
      run.checkedDob = String(jsonBody(route).dob ?? '');
    }
    if ((CHECKED_CALLS as readonly string[]).includes(actor) && request.method() === 'POST') {
      run.mismatches.push(
        ...requestMismatches(actor as CheckedCall, jsonBody(route), run.played, buildProgram()).map(
          (line) => `step ${run.step + 1}: ${line}`,
        ),
      );
    }
    await reached(run, outcome.index);
    await source(run, outcome, route);
    run.answered.add(outcome.index);
  });
}

// ---- What a person does -------------------------------------------------------------

// The form fills are the model's (tests/fill/form-fills.ts); only the values the sandbox
// reads are changed first: the household's own name and street, and the zip, SSN digits,
// e-mail address or application id that give the path's next answer.

type Of<T extends EnrolmentEvent['type']> = Extract<EnrolmentEvent, { type: T }>;
type Shapers = {
  [T in FormEvent['type']]?: (run: PathRun, event: Of<T>) => Promise<Of<T>> | Of<T>;
};

/**
 * The numbers besides the SSN digits (a Tribal ID, a dependent's), as the path last gave them:
 * what a person types again after a reload (D14). The request's own rewrite picks the sandbox's
 * answer from them.
 */
function playedSecrets(run: PathRun): Record<string, string> {
  const { steps } = answersOf(run.played);
  const secrets: Record<string, string> = {};
  for (const field of ['tribalId', 'bqpSsn4', 'bqpTribalId']) {
    for (const answer of Object.values(steps)) {
      const value = answer[field];
      if (typeof value === 'string' && value) secrets[field] = value;
    }
  }
  return secrets;
}

/** The SSN digits that give the next `actor`'s answer (a wrong-length entry stays as typed). */
function ssn4Choosing(run: PathRun, typed: string, actor: string): string {
  const next = nextOutcome(run.events, run.step, [actor]);
  const ssn4 = typed.length !== 4 ? typed : ((next && ssn4For[answerKey(next.event)]) ?? typed);
  if (ssn4.length === 4) run.ssn4 = ssn4;
  return ssn4;
}

/** The e-mail address that gives the next enrolment or transfer answer. */
function enrolEmail(run: PathRun): string {
  const next = nextOutcome(run.events, run.step, ENROL_ACTORS);
  return emailFor(run, next && answerKey(next.event));
}

/** D57: an ID the sandbox's registered list does not hold, for a path whose check refuses it. */
export const UNREGISTERED_REP_ID = 'NOTONLIST1';

const shapers: Shapers = {
  'representative.submitted': (run, e) => {
    const next = nextOutcome(run.events, run.step, ['verifyRepresentative']);
    const refused = next && answerKey(next.event) === 'fails:rejected';
    return refused && e.repId.length >= 5 ? { ...e, repId: UNREGISTERED_REP_ID } : e;
  },
  'zip.submitted': (run, e) => {
    const next = nextOutcome(run.events, run.step, ['checkCoverage']);
    const zip =
      e.zipCode.length === 5 && next ? (zipFor[answerKey(next.event)] ?? e.zipCode) : e.zipCode;
    return { ...e, zipCode: zip };
  },
  'personalInfo.submitted': (run, e) => ({
    ...e,
    answer: {
      ...e.answer,
      firstName: run.person.firstName,
      lastName: run.person.lastName,
      ssn4: ssn4Choosing(run, e.answer.ssn4, 'checkEligibility'),
    },
  }),
  'contactInfo.submitted': (run, e) => ({
    ...e,
    answer: {
      ...e.answer,
      contactEmail: enrolEmail(run),
      address: run.person.street,
      contactAddress: run.person.street,
    },
  }),
  // After a reload the numbers are gone (never stored): the page asks for them again.
  'review.confirmed': (run, e) => ({ ...e, ...playedSecrets(run), ssn4: run.ssn4 }),
  // D29: the signature is the household's own name (an unsigned agreement stays unsigned);
  // after a reload (a URL typed) the page asks for the digits again, as the review does.
  'agreement.submitted': (run, e) => ({
    ...e,
    ...playedSecrets(run),
    ssn4: run.ssn4,
    agreement: {
      ...e.agreement,
      signature: e.agreement.signature && `${run.person.firstName} ${run.person.lastName}`,
    },
  }),
  'status.submitted': async (run, e) => {
    if (!e.applicationId.trim()) return e;
    const next = nextOutcome(run.events, run.step, ['checkStatus']);
    const key = next && answerKey(next.event);
    // A lookup that gets no answer: the model's A100 is the application the tab knows, if any
    // (its sandbox id), so that what the tab keeps of it stays as the model keeps it.
    if (!key || key === 'fails:network') {
      return { ...e, applicationId: (await keptApplicationId(run.page)) || e.applicationId };
    }
    return { ...e, applicationId: await applicationFor(run, key) };
  },
  // The person the application was made for: a provider refuses another date of birth
  // (APPLICATION_MISMATCH), and the model's form may come after the short form's check.
  'address.submitted': (run, e) => ({
    ...e,
    details: {
      ...e.details,
      dob: checkedDob(run) ?? e.details.dob,
      firstName: run.person.firstName,
      lastName: run.person.lastName,
      emailAddress: enrolEmail(run),
      shippingAddress1: run.person.street,
    },
  }),
  'legacy.address.submitted': (run, e) => ({
    ...e,
    homeAddress: {
      ...e.homeAddress,
      address: run.person.street,
      contactAddress: e.homeAddress.contactAddress && run.person.street,
    },
  }),
  'legacy.contact.submitted': (run, e) => ({
    ...e,
    contact: { ...e.contact, contactEmail: enrolEmail(run) },
  }),
  'legacy.question.submitted': (run, e) => ({
    ...e,
    question: {
      ...e.question,
      ssn4: ssn4Choosing(run, e.question.ssn4, 'checkLegacyEligibility'),
    },
  }),
  'legacy.personal.submitted': (run, e) => ({
    ...e,
    personal: { ...e.personal, firstName: run.person.firstName, lastName: run.person.lastName },
  }),
  // The sandbox reads a document's last 4 characters as it reads the SSN digits.
  'legacy.identity.submitted': (run, e) => ({
    ...e,
    ssn4: run.ssn4,
    identity: { ...e.identity, documentNumber: e.identity.documentNumber && `P${run.ssn4}` },
  }),
  'legacy.review.confirmed': (run, e) => ({
    ...e,
    ssn4: run.ssn4,
    documentNumber: `P${run.ssn4}`,
  }),
};

/** The date of birth the path's last eligibility check was sent with. */
function checkedDob(run: PathRun): string | undefined {
  return run.checkedDob || undefined;
}

/** The application id the tab's kept flow holds ('' when none). */
function keptApplicationId(page: Page): Promise<string> {
  return page.evaluate(() => {
    try {
      const kept = JSON.parse(sessionStorage.getItem('acp.flow') ?? '{}');
      return String(kept.snapshot?.context?.eligibility?.applicationId ?? '');
    } catch {
      return '';
    }
  });
}

/** What a person does that is not a form: the address bar and the clock. */
const executors: Record<string, (run: PathRun, event: never) => Promise<void>> = {
  'route.visited': async (run, e: Of<'route.visited'>) => {
    const query = { ...e.query };
    // The confirmation page of an order that exists: one enrolled through the API.
    if (query.orderId) {
      const next = nextOutcome(run.events, run.step + 1, ['lookUpOrder']);
      if (next && answerKey(next.event) !== 'fails:network') query.orderId = await realOrder(run);
    }
    // Issue 39: an expired page's own URL opens without a lookup only for the application this
    // tab's lookup found expired: the sandbox's id, which the tab keeps, never the model's A100.
    // (A visit that is looked up has its id replaced by the status call's handler.)
    if (query.id && e.path === '/Expired') {
      const next = nextOutcome(run.events, run.step + 1, ['checkStatus']);
      if (next?.index !== run.step + 1) query.id = (await keptApplicationId(run.page)) || query.id;
    }
    // A zip in the address bar is checked at once: it is the zip that gives the next answer.
    if (query.zipCode) {
      const next = nextOutcome(run.events, run.step + 1, ['checkCoverage']);
      if (next?.index === run.step + 1)
        query.zipCode = zipFor[answerKey(next.event)] ?? query.zipCode;
    }
    const search = new URLSearchParams(query).toString();
    await run.page.goto(`${e.path}${search ? `?${search}` : ''}`);
  },
  // Time passing is not something a person does: the clock jumps past D14's 72 minutes and
  // the app's own timer ends the session.
  'session.expired': async (run) => {
    await run.page.clock.fastForward('01:13:00');
  },
  // D57: nobody touches the shared device for 10 minutes; the app's own idle timer wipes it.
  'applicant.idle': async (run) => {
    await run.page.clock.fastForward('10:30');
  },
};

/** A zip with no state needs no call: the app answers it at once, with no busy moment. */
export function answeredWithoutCall(event: ModelEvent | undefined): boolean {
  return (
    event !== undefined && actorOf(event) === 'checkCoverage' && answerKey(event) === 'nowhere'
  );
}

/** Play step `run.step`: what a person does, or wait for the sandbox's answer to arrive. */
export async function perform(run: PathRun, event: ModelEvent) {
  const actor = actorOf(event);
  if (actor) {
    if (!answerSources[actor]) throw new Error(`no browser executor for event ${event.type}`);
    run.played.push(event);
    if (answeredWithoutCall(event)) return;
    await expect
      .poll(() => run.answered.has(run.step), {
        message: `the page never made the call ${actor} answers at step ${run.step + 1}`,
        intervals: [20, 50, 100],
      })
      .toBe(true);
    return;
  }
  const executor = executors[event.type];
  if (executor) {
    run.played.push(event);
    return executor(run, event as never);
  }
  if (!isFormEvent(event)) throw new Error(`no browser executor for event ${event.type}`);
  const shape = shapers[event.type] as
    | ((run: PathRun, event: FormEvent) => Promise<FormEvent> | FormEvent)
    | undefined;
  const typed = shape ? await shape(run, event) : event;
  run.played.push(typed);
  await run.play(formFills(typed, buildRules()));
}
