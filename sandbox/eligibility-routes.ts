import { Hono } from 'hono';
import { jsonAnswer } from './api-answers.ts';
import { findApplication, insertApplication } from './applications-store.ts';
import {
  applicationAnswer,
  chooseEligibilityScenario,
  notFoundAnswer,
  rejectionAnswer,
  scenarioId,
} from './eligibility-answer.ts';
import { readJsonBody } from './read-body.ts';
import { requestOrigin } from './request-origin.ts';
import { eligibilityCheckBody, eligibilityStatusBody } from './request-schemas.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { INVALID_RESELLER_ERROR, isValidResellerCode } from './scenarios.ts';
import { findOrderOfApplication } from './subscribers-store.ts';

export function eligibilityRoutes(context: SandboxContext): Hono {
  const app = new Hono();

  app.post('/public/acp/eligibility-check', async (c) => {
    const parsed = await readJsonBody(c, eligibilityCheckBody);
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    if (body.resellerCode && !isValidResellerCode(body.resellerCode)) {
      return c.json({ errors: [INVALID_RESELLER_ERROR] }, 400);
    }
    const scenario = chooseEligibilityScenario(body, context.unsupportedStates);
    if (scenario.status === undefined) {
      const answer = rejectionAnswer(scenario);
      return jsonAnswer(c, answer.http, answer.body);
    }
    const application = insertApplication(context.db, {
      scenario: scenarioId(scenario),
      status: scenario.status,
      tribal: Boolean(body.tribalId),
      firstName: body.firstName,
      lastName: body.lastName,
      state: body.state.toUpperCase(),
      zipCode: body.zipCode,
      carrierUrl: body.carrierUrl,
      resellerCode: body.resellerCode || null,
    });
    const answer = applicationAnswer(application, {
      origin: requestOrigin(c),
      basePath: context.basePath,
    });
    return jsonAnswer(c, answer.http, answer.body);
  });

  app.post('/public/acp/eligibility-check/status', async (c) => {
    const parsed = await readJsonBody(c, eligibilityStatusBody);
    if (!parsed.ok) return parsed.response;
    const application = findApplication(context.db, parsed.data);
    if (!application) {
      const answer = notFoundAnswer(parsed.data);
      return jsonAnswer(c, answer.http, answer.body);
    }
    const answer = applicationAnswer(application, {
      origin: requestOrigin(c),
      basePath: context.basePath,
    });
    // provider-api.md: a household already enrolled through us is said so, with its order.
    const order = findOrderOfApplication(context.db, application.id);
    const body = order
      ? { ...(answer.body as object), enrolled: true, order: { id: order.id } }
      : answer.body;
    return jsonAnswer(c, answer.http, body);
  });

  return app;
}
