import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ApiProgram } from '../profiles/schema.ts';
import { badRequest } from './api-answers.ts';
import {
  APPLICATION_MISMATCH,
  type ApplicationMismatch,
  applicationMismatch,
  programOf,
} from './application-binding.ts';
import { findApplication } from './applications-store.ts';
import type { Answer } from './eligibility-answer.ts';
import { APPLICATION_LOCKED, isLocked, recordMismatch } from './enrolment-lock.ts';
import { findStoredAnswer, requestFingerprint, storeAnswer } from './idempotency-store.ts';
import { homeOf, keyOfHome, oneBenefitRefusal } from './one-benefit.ts';
import { readJsonBody, validate } from './read-body.ts';
import { isRegistered, noteRepresentative, notRegisteredBody } from './representatives.ts';
import { requestOrigin } from './request-origin.ts';
import {
  type EnrollBody,
  enrollBody,
  type TransferBody,
  tabletFields,
  transferBody,
} from './request-schemas.ts';
import type { SandboxContext } from './sandbox-context.ts';
import {
  type BodyCode,
  ENROLMENT_RULES,
  type EnrolmentCall,
  EVIL_REDIRECT_URL,
  enrolmentScenarioFor,
  isValidResellerCode,
} from './scenarios.ts';
import { insertSubscriberWithOrder } from './subscribers-store.ts';

const MAX_KEY_LENGTH = 255;

function rule(r: { http: number; body: readonly BodyCode[]; message: string }): Answer {
  return { http: r.http, body: { status: r.http, message: r.message, body: r.body } };
}

/**
 * provider-api.md: a refusal for an enrolment that differs from its application, as
 * `errors[].code` (the contract) and as a body code (B §8, which the app reads today).
 */
function mismatchAnswer(mismatch: ApplicationMismatch): Answer {
  const { http, message } = ENROLMENT_RULES.applicationMismatch;
  return {
    http,
    body: {
      status: http,
      message,
      errors: [{ code: APPLICATION_MISMATCH, field: mismatch.field, message: mismatch.message }],
      body: [['error', mismatch.field, APPLICATION_MISMATCH]],
    },
  };
}

/** Issue 39: too many tries that did not match; said as `errors[].code` and as a body code. */
function lockedAnswer(): Answer {
  const { http, message, body } = ENROLMENT_RULES.applicationLocked;
  return {
    http,
    body: { status: http, message, errors: [{ code: APPLICATION_LOCKED, message }], body },
  };
}

type Request = { call: EnrolmentCall; data: TransferBody; deviceId: string | null };

// Runs inside one SQLite transaction with the idempotency record: no other request can slip
// between "is this household enrolled?" and "enrol it".
function decide(context: SandboxContext, c: Context, request: Request): Answer {
  const { call, data, deviceId } = request;
  const origin = requestOrigin(c, context);
  if (data.resellerCode && !isValidResellerCode(data.resellerCode)) {
    return rule(ENROLMENT_RULES.invalidResellerCode);
  }
  // D57: an ID the Representative Accountability Database does not know.
  if (data.repId && !isRegistered(context.representatives, data.repId)) {
    return { http: 400, body: notRegisteredBody(data.repId, true) };
  }
  const scenario = enrolmentScenarioFor(data.emailAddress ?? '', call, deviceId !== null);
  if (scenario && scenario.answer.kind !== 'order') {
    if (scenario.answer.kind === 'json') return scenario.answer;
    const url =
      scenario.answer.to === 'evil'
        ? EVIL_REDIRECT_URL
        : `${origin}${context.basePath}/verifier/handoff/${encodeURIComponent(data.applicationId)}`;
    return { http: 200, body: { url } };
  }
  const application = findApplication(context.db, { applicationId: data.applicationId });
  if (!application || application.status === 'APPLICATION_NOT_FOUND') {
    return rule(ENROLMENT_RULES.applicationNotFound);
  }
  // SUCCESSFUL is the short legacy flow's word for an approved application (B §4).
  if (application.status !== 'COMPLETE' && application.status !== 'SUCCESSFUL') {
    return rule(ENROLMENT_RULES.applicationNotComplete);
  }
  // Issue 28 §1: whoever names an application must be its applicant, for its program; issue
  // 39: and may not guess at it (enrolment-lock.ts).
  if (isLocked(context.db, application.id)) return lockedAnswer();
  const mismatch = applicationMismatch(application, data);
  if (mismatch) {
    return recordMismatch(context.db, application.id).locked
      ? lockedAnswer()
      : mismatchAnswer(mismatch);
  }
  // D53: one benefit per household, judged on the home address; one enrolment per person.
  const home = homeOf(data, application);
  const key = keyOfHome(home);
  const refusal = oneBenefitRefusal(context.db, call, data, application, key);
  if (refusal) return refusal;
  if (deviceId !== null) {
    const device = context.db.prepare('SELECT program FROM devices WHERE id = ?').get(deviceId) as
      | { program: ApiProgram | null }
      | undefined;
    if (!device) return rule(ENROLMENT_RULES.unknownDevice);
    // Issue 28 §8: the ACP's tablet is not a Lifeline device, nor the other way round.
    if (device.program !== null && device.program !== programOf(data)) {
      const refusal = ENROLMENT_RULES.deviceNotInProgram;
      return rule({
        ...refusal,
        message: `Device ${deviceId} is not offered under ${programOf(data)}: enrol without it`,
      });
    }
  }
  const tabletRejected = scenario?.answer.kind === 'order';
  const created = insertSubscriberWithOrder(context.db, {
    kind: call,
    data,
    deviceId,
    deviceStatus: deviceId === null ? 'none' : tabletRejected ? 'rejected' : 'requested',
    separateHousehold: data.iehFlag === '1',
    home,
    homeKey: key,
    personKey: application.person_key,
  });
  return {
    http: 200,
    body: {
      order: { id: created.orderId },
      nladSubscriberId: created.subscriberId,
      activationCode: { activationCode: created.activationCode },
      ...(scenario?.answer.kind === 'order' && scenario.answer.message
        ? { message: scenario.answer.message }
        : {}),
    },
  };
}

function sendText(c: Context, http: number, bodyText: string, replayed: boolean): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8' };
  if (replayed) headers['Idempotent-Replayed'] = 'true';
  return c.body(bodyText, http as 200, headers);
}

async function parseEnrolment(
  c: Context,
  call: EnrolmentCall,
): Promise<{ ok: true; request: Request } | { ok: false; response: Response }> {
  if (call === 'transfer') {
    const parsed = await readJsonBody(c, transferBody);
    return parsed.ok ? { ok: true, request: { call, data: parsed.data, deviceId: null } } : parsed;
  }
  const parsed = await readJsonBody(c, enrollBody);
  if (!parsed.ok) return parsed;
  const data: EnrollBody = parsed.data;
  const deviceId = data.deviceId ? data.deviceId : null;
  // A LIFELINE enrolment sends a carrier's own device by its id alone (enrollBody).
  if (deviceId !== null && data.program !== 'LIFELINE') {
    const tablet = validate(c, tabletFields, data);
    if (!tablet.ok) return tablet;
  }
  return { ok: true, request: { call, data, deviceId } };
}

export function enrolmentRoutes(context: SandboxContext): Hono {
  const app = new Hono();

  const handle = (call: EnrolmentCall) => async (c: Context) => {
    const key = c.req.header('idempotency-key')?.trim() ?? '';
    if (key === '' || key.length > MAX_KEY_LENGTH) {
      return badRequest(c, [
        {
          field: 'Idempotency-Key',
          message: `the Idempotency-Key header is required (1 to ${MAX_KEY_LENGTH} characters)`,
        },
      ]);
    }
    // Invalid requests are not remembered: nothing ran, so a corrected retry may reuse the key.
    const parsed = await parseEnrolment(c, call);
    if (!parsed.ok) return parsed.response;
    noteRepresentative(c, parsed.request.data);
    const fingerprint = requestFingerprint(parsed.request.data);
    // DEC-083: keys live in the namespace of the application they enrol, so a key sent for
    // one application can never answer, or block, a request for another.
    const scope = `${call}:${parsed.request.data.applicationId}`;
    const db = context.db;
    const outcome = db.transaction(() => {
      const stored = findStoredAnswer(db, scope, key);
      if (stored) {
        if (stored.fingerprint !== fingerprint) {
          const reused = rule(ENROLMENT_RULES.idempotencyKeyReused);
          return { http: reused.http, bodyText: JSON.stringify(reused.body), replayed: false };
        }
        return { http: stored.http, bodyText: stored.bodyText, replayed: true };
      }
      const answer = decide(context, c, parsed.request);
      const bodyText = JSON.stringify(answer.body);
      // Only a success is kept. Every refusal is decided before anything is written, so
      // running it again is harmless, and storing it would let whoever sent a wrong body
      // first (an attacker who guessed the key, or the applicant before a correction) hold
      // the key against the right one.
      if (answer.http >= 200 && answer.http < 300) {
        storeAnswer(db, scope, key, { fingerprint, http: answer.http, bodyText });
      }
      return { http: answer.http, bodyText, replayed: false };
    })();
    return sendText(c, outcome.http, outcome.bodyText, outcome.replayed);
  };

  app.post('/public/nlad/enroll', handle('enroll'));
  app.post('/public/nlad/transfer', handle('transfer'));

  // The contract says the answer is not read; it is validated so payload bugs still show.
  app.post('/public/nlad/verify', async (c) => {
    const parsed = await parseEnrolment(c, 'enroll');
    if (!parsed.ok) return parsed.response;
    return c.json({ message: 'Subscriber data verified' });
  });

  return app;
}
