// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { secretsIn } from '../../e2e/secrets.ts';
import {
  ELIGIBILITY_SCENARIOS,
  type EligibilityScenario,
  TIMEOUT_MESSAGE,
} from '../../sandbox/scenarios.ts';
import {
  CARRIER_URL,
  type CheckAnswer,
  checkEligibility,
  makeSandbox,
  postJson,
  rowCount,
} from './sandbox-fixtures.ts';

function inputFor(row: EligibilityScenario): Record<string, unknown> {
  const { match } = row;
  if ('ssn4' in match) return { ssn4: match.ssn4 };
  if ('tribalId' in match) return { ssn4: undefined, tribalId: match.tribalId };
  if ('tribalIdPrefix' in match) return { ssn4: undefined, tribalId: `${match.tribalIdPrefix}-77` };
  return { state: 'AK', zipCode: '99501' };
}

function expectLink(row: EligibilityScenario, body: CheckAnswer) {
  if (!row.link) {
    expect(body._links).toBeUndefined();
    return;
  }
  const href = body._links?.[row.link.rel]?.href ?? '';
  switch (row.link.target) {
    case 'verifier':
      expect(href).toBe(
        `http://localhost/api/verifier/${row.link.rel}/${body.applicationId}?carrierUrl=${encodeURIComponent(CARRIER_URL)}`,
      );
      break;
    case 'javascript':
      expect(href).toBe('javascript:alert(1)');
      break;
    case 'offsite':
      expect(new URL(href).host).toBe('evil.example');
      break;
    case 'userinfo': {
      const url = new URL(href);
      expect(url.username).toBe('localhost');
      expect(url.host).toBe('evil.example');
      break;
    }
    case 'protocol-relative':
      expect(href.startsWith('//evil.example/')).toBe(true);
      break;
  }
}

describe('eligibility check: every row of the scenario table', () => {
  it.each(ELIGIBILITY_SCENARIOS.map((row) => [JSON.stringify(row.match), row] as const))(
    '%s',
    async (_name, row) => {
      const { app, db } = makeSandbox();
      const { response, body } = await checkEligibility(app, inputFor(row));
      expect(response.status).toBe(row.http);

      if (row.misfitBody !== undefined) {
        expect(body).toEqual(row.misfitBody);
        expect(rowCount(db, 'applications')).toBe(0);
        return;
      }
      expect(body.errors).toEqual(row.errors);
      expect(body.error).toBe(row.error);
      expect(body.message).toBe(row.message);

      if (row.status === undefined) {
        expect(body.applicationId).toBeUndefined();
        expect(rowCount(db, 'applications')).toBe(0);
        return;
      }
      expect(body.status).toBe(row.status);
      expect(body.applicationId).toMatch(/^A\d{8}$/);
      expect(body.eligibilityCheckId).toMatch(/^EC-[A-Z0-9]{10}$/);
      expect(body.tribalStatusConfirmed).toBe(row.tribalStatusConfirmed);
      expectLink(row, body);
      expect(rowCount(db, 'applications')).toBe(1);

      // The status call answers the stored application the same way.
      const status = await postJson(app, '/public/acp/eligibility-check/status', {
        applicationId: body.applicationId,
        eligibilityCheckId: body.eligibilityCheckId,
        carrierUrl: CARRIER_URL,
      });
      expect(status.status).toBe(row.http);
      expect(await status.json()).toEqual(body);
    },
  );

  it('covers every status the app must handle, with unique keys', () => {
    const statuses = new Set(ELIGIBILITY_SCENARIOS.map((row) => row.status));
    for (const status of [
      'COMPLETE',
      'PENDING_RESOLUTION',
      'PENDING_CONTINUED_ELIGIBILITY',
      'PENDING_CONTINUED_ELIGIBILITY_BATCH',
      'PENDING_CERT',
      'IN_PROGRESS',
      'PENDING_REVIEW',
      'APP_CLOSED_OR_EXPIRED',
      'APPLICATION_NOT_FOUND',
      'SUCCESSFUL',
      'FAILURE',
    ]) {
      expect(statuses.has(status)).toBe(true);
    }
    const keys = ELIGIBILITY_SCENARIOS.map((row) => JSON.stringify(row.match));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('eligibility check: behaviour spelled out', () => {
  it('answers PENDING_RESOLUTION with a same-origin verifier link for 1001', async () => {
    const { app } = makeSandbox();
    const { response, body } = await checkEligibility(app, { ssn4: '1001' });
    expect(response.status).toBe(200);
    expect(body.status).toBe('PENDING_RESOLUTION');
    expect(body._links?.resolution?.href).toMatch(
      /^http:\/\/localhost\/api\/verifier\/resolution\/A\d{8}\?carrierUrl=https%3A%2F%2Fcarrier\.example%2FACPEligibilityCheck$/,
    );
  });

  it('builds links from the forwarded host and protocol of a trusted proxy', async () => {
    const { app } = makeSandbox({ trustProxy: true, hosts: ['app.example.org'] });
    const { body } = await checkEligibility(
      app,
      { ssn4: '1004' },
      { 'X-Forwarded-Host': 'app.example.org', 'X-Forwarded-Proto': 'https' },
    );
    expect(
      body._links?.certification?.href.startsWith(
        'https://app.example.org/api/verifier/certification/',
      ),
    ).toBe(true);
  });

  it('refuses a forwarded host that is not a host name, rather than link to it', async () => {
    const { app } = makeSandbox({ trustProxy: true });
    const { response, body } = await checkEligibility(
      app,
      { ssn4: '1001' },
      { 'X-Forwarded-Host': 'evil.example/"><script>' },
    );
    expect(response.status).toBe(403);
    expect(JSON.stringify(body)).not.toContain('<script>');
  });

  it('treats an unlisted key as COMPLETE', async () => {
    const { app } = makeSandbox();
    const { body } = await checkEligibility(app, { ssn4: '4321' });
    expect(body.status).toBe('COMPLETE');
    expect(body.tribalStatusConfirmed).toBe(false);
  });

  it('keys a tribal applicant without ssn4 by the tribal id, and confirms tribal status', async () => {
    const { app } = makeSandbox();
    const pending = await checkEligibility(app, { ssn4: undefined, tribalId: 'NAV-1004' });
    expect(pending.body.status).toBe('PENDING_CERT');
    const complete = await checkEligibility(app, { ssn4: '', tribalId: 'NAV-555' });
    expect(complete.body.status).toBe('COMPLETE');
    expect(complete.body.tribalStatusConfirmed).toBe(true);
  });

  it('rejects a tribal id starting with BAD as INVALID_TRIBAL_ID', async () => {
    const { app, db } = makeSandbox();
    const { response, body } = await checkEligibility(app, { ssn4: undefined, tribalId: 'bad123' });
    expect(response.status).toBe(400);
    expect(body.errors).toEqual([
      { code: 'INVALID_TRIBAL_ID', message: 'The Tribal ID could not be verified' },
    ]);
    expect(rowCount(db, 'applications')).toBe(0);
  });

  it('rejects an unsupported state, and follows the configured list', async () => {
    const { app } = makeSandbox();
    const alaska = await checkEligibility(app, { state: 'AK' });
    expect(alaska.response.status).toBe(400);
    expect(alaska.body.error).toBe('STATE_NOT_SUPPORTED');
    expect(alaska.body.message).toMatch(/state/);

    const custom = makeSandbox({ unsupportedStates: ['ny'] });
    expect((await checkEligibility(custom.app, { state: 'NY' })).body.error).toBe(
      'STATE_NOT_SUPPORTED',
    );
    expect((await checkEligibility(custom.app, { state: 'AK' })).body.status).toBe('COMPLETE');
  });

  it('answers the gateway time-out and a server error for 1504 and 1500', async () => {
    const { app } = makeSandbox();
    const timeout = await checkEligibility(app, { ssn4: '1504' });
    expect(timeout.response.status).toBe(504);
    expect(timeout.body).toEqual({ message: TIMEOUT_MESSAGE });
    expect(TIMEOUT_MESSAGE).toBe('Endpoint request timed out');
    const error = await checkEligibility(app, { ssn4: '1500' });
    expect(error.response.status).toBe(500);
    expect(typeof error.body.message).toBe('string');
  });

  it('rejects a reseller code that is not valid, and stores a valid one', async () => {
    const { app, db } = makeSandbox();
    const invalid = await checkEligibility(app, { resellerCode: 'NOPE' });
    expect(invalid.response.status).toBe(400);
    expect(invalid.body.errors?.[0]?.code).toBe('INVALID_RESELLER_CODE');
    const valid = await checkEligibility(app, { resellerCode: 'partner-nyc' });
    expect(valid.body.status).toBe('COMPLETE');
    const stored = db.prepare('SELECT reseller_code FROM applications').get() as {
      reseller_code: string;
    };
    expect(stored.reseller_code).toBe('partner-nyc');
  });

  it('stores no SSN digits', async () => {
    const { app, db } = makeSandbox();
    await checkEligibility(app, { ssn4: '4321' });
    const row = db.prepare('SELECT * FROM applications').get() as Record<string, unknown>;
    // Ids and timestamps are random digits: only the four standing alone would be the SSN's.
    expect(secretsIn(JSON.stringify(row), ['4321'])).toEqual([]);
  });
});

describe('eligibility status call', () => {
  it('answers APPLICATION_NOT_FOUND with 404 for unknown ids', async () => {
    const { app } = makeSandbox();
    const response = await postJson(app, '/public/acp/eligibility-check/status', {
      applicationId: 'A00000000',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      applicationId: 'A00000000',
      status: 'APPLICATION_NOT_FOUND',
      message: 'Application ID not found',
    });
  });

  it('finds an application by either id, but not by two ids of different applications', async () => {
    const { app } = makeSandbox();
    const first = (await checkEligibility(app, { ssn4: '1005' })).body;
    const second = (await checkEligibility(app, { ssn4: '1006' })).body;
    const byCheckId = await postJson(app, '/public/acp/eligibility-check/status', {
      eligibilityCheckId: first.eligibilityCheckId,
    });
    expect(((await byCheckId.json()) as CheckAnswer).status).toBe('IN_PROGRESS');
    const mixed = await postJson(app, '/public/acp/eligibility-check/status', {
      applicationId: first.applicationId,
      eligibilityCheckId: second.eligibilityCheckId,
    });
    expect(mixed.status).toBe(404);
  });

  it('answers 400 when neither id is given', async () => {
    const { app } = makeSandbox();
    const response = await postJson(app, '/public/acp/eligibility-check/status', {
      applicationId: '',
      carrierUrl: CARRIER_URL,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      'applicationId or eligibilityCheckId is required',
    );
  });
});
