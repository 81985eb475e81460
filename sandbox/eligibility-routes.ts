import { Hono } from 'hono';
import type { ApiProgram } from '../profiles/schema.ts';
import { keepAgreement } from './agreement-records.ts';
import { jsonAnswer } from './api-answers.ts';
import { findApplication, insertApplication } from './applications-store.ts';
import {
  applicationAnswer,
  chooseEligibilityScenario,
  notFoundAnswer,
  rejectionAnswer,
  scenarioId,
  tribalLandsConfirmed,
} from './eligibility-answer.ts';
import { personKey } from './person-key.ts';
import { readJsonBody } from './read-body.ts';
import { isRegistered, noteRepresentative, notRegisteredBody } from './representatives.ts';
import { requestOrigin } from './request-origin.ts';
import { eligibilityCheckBody, eligibilityStatusBody } from './request-schemas.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { INVALID_RESELLER_ERROR, isValidResellerCode, programCodeRefusal } from './scenarios.ts';

const programOf = (program: ApiProgram | null | undefined) => (program ? { program } : {});

/**
 * An answer carries the `program` it was asked about (provider-api.md, additions of 2026-11-24);
 * a request that named none gets none back, as before. A body that is not an object (a misfit
 * answer, kept as it is to test the app) is left alone.
 */
function withProgram(body: unknown, program: ApiProgram | null | undefined): unknown {
  if (!program || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return { ...body, program };
}

import { findOrderOfApplication } from './subscribers-store.ts';

export function eligibilityRoutes(context: SandboxContext): Hono {
  const app = new Hono();

  app.post('/public/acp/eligibility-check', async (c) => {
    const parsed = await readJsonBody(c, eligibilityCheckBody);
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    noteRepresentative(c, body);
    if (body.resellerCode && !isValidResellerCode(body.resellerCode)) {
      return c.json({ errors: [INVALID_RESELLER_ERROR] }, 400);
    }
    // D57: an ID the Representative Accountability Database does not know.
    if (body.repId && !isRegistered(context.representatives, body.repId)) {
      return c.json(notRegisteredBody(body.repId, false), 400);
    }
    // Each program has its own qualifying programs (issue 17 §4); no `program` means ACP. The
    // state and the identity come after, as the scenario table says.
    const refusal = programCodeRefusal(body.eligibilityProgramCode, body.program ?? 'ACP');
    if (refusal) return c.json({ errors: [refusal], ...programOf(body.program) }, 400);
    const scenario = chooseEligibilityScenario(body, context.unsupportedStates);
    if (scenario.status === undefined) {
      const answer = rejectionAnswer(scenario);
      return jsonAnswer(c, answer.http, withProgram(answer.body, body.program));
    }
    const application = insertApplication(context.db, {
      scenario: scenarioId(scenario),
      status: scenario.status,
      tribal: tribalLandsConfirmed(body),
      firstName: body.firstName,
      lastName: body.lastName,
      dob: body.dob,
      state: body.state.toUpperCase(),
      zipCode: body.zipCode,
      carrierUrl: body.carrierUrl,
      resellerCode: body.resellerCode || null,
      program: body.program ?? null,
      // D53: the home an enrolment that names none is judged on, and who the applicant is
      // (a keyed hash: the SSN digits and the Tribal ID are never stored).
      home: {
        address1: body.address,
        address2: body.primaryAddress2 ?? '',
        city: body.city,
        urbanization: body.primaryUrbanizationCode ?? '',
      },
      personKey: personKey(context.db, body),
    });
    // D56: the signed agreement, kept as the carrier's record.
    if (body.agreement) keepAgreement(context.db, application.id, body.agreement);
    const answer = applicationAnswer(application, {
      origin: requestOrigin(c, context),
      basePath: context.basePath,
    });
    return jsonAnswer(c, answer.http, withProgram(answer.body, application.program));
  });

  app.post('/public/acp/eligibility-check/status', async (c) => {
    const parsed = await readJsonBody(c, eligibilityStatusBody);
    if (!parsed.ok) return parsed.response;
    const application = findApplication(context.db, parsed.data);
    const answer = application
      ? applicationAnswer(application, {
          origin: requestOrigin(c, context),
          basePath: context.basePath,
        })
      : notFoundAnswer(parsed.data);
    // The program this call names, else the one its check named.
    const program = parsed.data.program ?? application?.program ?? undefined;
    // provider-api.md: a household already enrolled through us is said so, with its order.
    const order = application ? findOrderOfApplication(context.db, application.id) : undefined;
    const body =
      order && typeof answer.body === 'object' && answer.body !== null
        ? { ...(answer.body as object), enrolled: true, order: { id: order.id } }
        : answer.body;
    return jsonAnswer(c, answer.http, withProgram(body, program));
  });

  return app;
}
