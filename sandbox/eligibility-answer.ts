import type { ApplicationRow } from './applications-store.ts';
import type { EligibilityCheckBody } from './request-schemas.ts';
import {
  type ApiError,
  DEFAULT_ELIGIBILITY_KEY,
  ELIGIBILITY_SCENARIOS,
  type EligibilityScenario,
  findEligibilityScenario,
  type LinkTarget,
  VERIFIER_OUTCOMES,
} from './scenarios.ts';
import { onTribalLands } from './tribal-lands.ts';

export type Answer = { http: number; body: unknown };
export type LinkContext = { origin: string; basePath: string };

// The row's place in the table, not its match: a match holds SSN digits or a tribal id, and
// the sandbox stores neither (issue 15 §7). The digits pick the row, then are dropped.
export const scenarioId = (scenario: EligibilityScenario) =>
  `eligibility-${ELIGIBILITY_SCENARIOS.indexOf(scenario)}`;

const defaultScenario = findEligibilityScenario({
  ssn4: DEFAULT_ELIGIBILITY_KEY,
}) as EligibilityScenario;

// Precedence: the state check and the tribal id check come before any identity key, as a
// real verifier rejects the input before looking the person up.
export function chooseEligibilityScenario(
  body: EligibilityCheckBody,
  unsupportedStates: ReadonlySet<string>,
): EligibilityScenario {
  const byMatch = findEligibilityScenario;
  if (unsupportedStates.has(body.state.toUpperCase())) {
    return byMatch({ unsupportedState: true }) as EligibilityScenario;
  }
  const tribalId = body.tribalId?.trim() ?? '';
  const badPrefix = ELIGIBILITY_SCENARIOS.find(
    (row) =>
      'tribalIdPrefix' in row.match && tribalId.toUpperCase().startsWith(row.match.tribalIdPrefix),
  );
  if (tribalId !== '' && badPrefix) return badPrefix;
  if (body.ssn4) return byMatch({ ssn4: body.ssn4 }) ?? defaultScenario;
  if (tribalId !== '') {
    return byMatch({ tribalId }) ?? byMatch({ ssn4: tribalId.slice(-4) }) ?? defaultScenario;
  }
  const alternateId = body.alternateId?.trim() ?? '';
  return byMatch({ ssn4: alternateId.slice(-4) }) ?? defaultScenario;
}

/**
 * Whether a COMPLETE answer says `tribalStatusConfirmed`. Under the ACP any Tribal ID made the
 * applicant a Tribal one (D25). Under Lifeline (D54)
 * it is what the stand-in Verifier confirms from the home address (tribal-lands.ts): a Tribal
 * ID is an identity document (D40), and neither it, the Tribal row nor a Tribal-lands-only
 * program (E8–E11) confirms anything by itself.
 */
export function tribalLandsConfirmed(body: EligibilityCheckBody): boolean {
  if (body.program === 'LIFELINE') return onTribalLands(body.zipCode);
  return Boolean(body.tribalId);
}

function linkHref(
  target: LinkTarget,
  rel: string,
  application: ApplicationRow,
  context: LinkContext,
): string {
  switch (target) {
    case 'verifier':
      return `${context.origin}${context.basePath}/verifier/${rel}/${encodeURIComponent(application.id)}?carrierUrl=${encodeURIComponent(application.carrier_url)}`;
    case 'javascript':
      return 'javascript:alert(1)';
    case 'offsite':
      return 'https://evil.example/x';
    case 'userinfo':
      return `https://${new URL(context.origin).host}@evil.example/x`;
    case 'protocol-relative':
      return '//evil.example/x';
  }
}

function withProblems(
  body: Record<string, unknown>,
  problems: { errors?: ApiError[]; error?: string; message?: string },
) {
  if (problems.errors) body.errors = problems.errors;
  if (problems.error) body.error = problems.error;
  if (problems.message) body.message = problems.message;
}

// provider-api.md's additions: what the verifier could not confirm, and by when to resolve it.
function withResolution(
  body: Record<string, unknown>,
  scenario: EligibilityScenario,
  application: ApplicationRow,
) {
  if (scenario.failures) body.failures = scenario.failures;
  if (scenario.resolveWithinDays !== undefined) {
    const created = new Date(application.created_at);
    created.setUTCDate(created.getUTCDate() + scenario.resolveWithinDays);
    body.eligibilityExpirationDate = created.toISOString().slice(0, 10);
  }
}

export function httpStatusForApplication(status: string): number {
  return status === 'APPLICATION_NOT_FOUND' ? 404 : 200;
}

// The answer is rebuilt from the stored row each time, so a status changed on the verifier
// page shows in the next status call, and links follow the host the browser used this time.
export function applicationAnswer(application: ApplicationRow, context: LinkContext): Answer {
  const body: Record<string, unknown> = {
    applicationId: application.id,
    eligibilityCheckId: application.eligibility_check_id,
    status: application.status,
  };
  const outcome = VERIFIER_OUTCOMES.find((row) => row.id === application.outcome);
  const scenario =
    ELIGIBILITY_SCENARIOS.find((row) => scenarioId(row) === application.scenario) ??
    defaultScenario;
  if (outcome?.status !== undefined) {
    withProblems(body, outcome);
  } else {
    if (scenario.link) {
      body._links = {
        [scenario.link.rel]: {
          href: linkHref(scenario.link.target, scenario.link.rel, application, context),
        },
      };
    }
    withProblems(body, scenario);
    if (application.status === 'PENDING_RESOLUTION') withResolution(body, scenario, application);
  }
  if (application.status === 'COMPLETE') body.tribalStatusConfirmed = application.tribal === 1;
  return { http: httpStatusForApplication(application.status), body };
}

// Scenarios that reject the check: nothing is stored, so there are no ids to give.
export function rejectionAnswer(scenario: EligibilityScenario): Answer {
  if (scenario.misfitBody !== undefined) return { http: scenario.http, body: scenario.misfitBody };
  const body: Record<string, unknown> = {};
  withProblems(body, scenario);
  return { http: scenario.http, body };
}

export function notFoundAnswer(ids: {
  applicationId?: string | undefined;
  eligibilityCheckId?: string | undefined;
}): Answer {
  return {
    http: 404,
    body: {
      ...(ids.applicationId ? { applicationId: ids.applicationId } : {}),
      ...(ids.eligibilityCheckId ? { eligibilityCheckId: ids.eligibilityCheckId } : {}),
      status: 'APPLICATION_NOT_FOUND',
      message: 'Application ID not found',
    },
  };
}
