// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toEligibilityAnswer } from '../../src/api/eligibility-answer';
import {
  checkEligibility,
  completeApplication,
  enrol,
  enrolmentData,
  makeSandbox,
  postJson,
} from './sandbox-fixtures';

// provider-api.md's additions of 2026-11-24 in the sandbox: PENDING_RESOLUTION's failures[] and
// eligibilityExpirationDate, and a status answer that says the household is already enrolled.

const FAILURE_KEYS = {
  '1030': 'TPIV_FAIL_NAME_SSN4',
  '1031': 'TPIV_FAIL_DOB',
  '1032': 'TPIV_FAIL_IDENTITY_NOT_FOUND',
  '1033': 'TPIV_FAIL_DECEASED',
  '1034': 'AMS_FAIL',
  '1035': 'DUPLICATE_ADDRESS',
  '1036': 'STATE_FED_FAIL',
  '1037': 'DUPLICATE_SUBSCRIBER',
} as const;

const inDays = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('PENDING_RESOLUTION with failures', () => {
  it.each(Object.entries(FAILURE_KEYS))(
    '%s answers the failure %s and a date 45 days ahead',
    async (ssn4, code) => {
      const { app } = makeSandbox();
      const { body } = await checkEligibility(app, { ssn4 });
      const answer = body as Record<string, unknown>;
      expect(answer.status).toBe('PENDING_RESOLUTION');
      expect(answer.failures).toEqual([{ code, description: expect.any(String) }]);
      expect([inDays(45), inDays(44)]).toContain(answer.eligibilityExpirationDate);
      // The app reads it all.
      expect(toEligibilityAnswer(answer).failures?.[0]?.code).toBe(code);
    },
  );

  it('1038 answers two failures; the status call answers them again', async () => {
    const { app } = makeSandbox();
    const { body } = await checkEligibility(app, { ssn4: '1038' });
    expect((body as { failures?: unknown[] }).failures).toHaveLength(2);
    const status = await postJson(app, '/public/acp/eligibility-check/status', {
      applicationId: body.applicationId,
    });
    const again = (await status.json()) as { failures?: { code: string }[] };
    expect(again.failures?.map((failure) => failure.code)).toEqual(['TPIV_FAIL_DOB', 'AMS_FAIL']);
  });

  it('1001 keeps its plain answer, with neither', async () => {
    const { app } = makeSandbox();
    const { body } = await checkEligibility(app, { ssn4: '1001' });
    expect(body).not.toHaveProperty('failures');
    expect(body).not.toHaveProperty('eligibilityExpirationDate');
  });
});

describe('a status lookup of an enrolled application', () => {
  it('says enrolled: true with the order id', async () => {
    const { app } = makeSandbox();
    const applicationId = await completeApplication(app);
    const before = await postJson(app, '/public/acp/eligibility-check/status', { applicationId });
    expect(await before.json()).not.toHaveProperty('enrolled');
    const enrolled = await enrol(app, enrolmentData(applicationId), 'key-enrolled-1');
    const { order } = (await enrolled.json()) as { order: { id: string } };
    const after = await postJson(app, '/public/acp/eligibility-check/status', { applicationId });
    const body = (await after.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'COMPLETE', enrolled: true, order: { id: order.id } });
    expect(toEligibilityAnswer(body).enrolledOrderId).toBe(order.id);
  });
});
