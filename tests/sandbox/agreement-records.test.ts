// @vitest-environment node
// D56: the check may carry the signed agreement; the sandbox validates its shape, keeps each
// record with its application (never the SSN digits or the Tribal ID) and shows the latest on
// its control page, newest first, escaped.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApplicationData } from '../../machines/flow-types.ts';
import { eligibilityCheckBody, wordingText } from '../../machines/requests/eligibility-check.ts';
import { lifelineProfile } from '../../profiles/lifeline.ts';
import { recentAgreements } from '../../sandbox/agreement-records.ts';
import { lifelineApplication, signedAgreement } from '../support/application-fixture.ts';
import {
  CARRIER_URL,
  checkEligibility,
  localGet,
  makeSandbox,
  postJson,
  rowCount,
} from './sandbox-fixtures.ts';

const DIGEST = 'a3f1'.repeat(16);

function agreement(overrides: Record<string, unknown> = {}) {
  return {
    signedAt: '2026-11-28T14:05:09-05:00',
    language: 'es',
    wording: 'carrier',
    wordingDigest: DIGEST,
    statements: [
      { id: 'qualifies', initials: 'RM' },
      { id: 'one-company', initials: 'R. M.' },
    ],
    signature: 'Rosa Martínez',
    ...overrides,
  };
}

describe('D56: the signed agreement with the eligibility check', () => {
  it('keeps the record with its application, as received, with only its own keys', async () => {
    const { app, db } = makeSandbox();
    const { body } = await checkEligibility(app, {
      ssn4: '7391',
      agreement: { ...agreement(), ssn4: '7391', tribalId: 'TRB-5555' },
    });
    expect(body.status).toBe('COMPLETE');
    const [kept, ...others] = recentAgreements(db, 10);
    expect(others).toEqual([]);
    expect(kept).toMatchObject({ application_id: body.applicationId, record: agreement() });
    expect(kept?.received_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const stored = JSON.stringify(db.prepare('SELECT * FROM agreement_records').all());
    expect(stored).not.toContain('7391');
    expect(stored).not.toContain('TRB-5555');
  });

  it('takes a check without one (an older client), and keeps nothing for it', async () => {
    const { app, db } = makeSandbox();
    expect((await checkEligibility(app)).body.status).toBe('COMPLETE');
    expect(rowCount(db, 'agreement_records')).toBe(0);
  });

  it('takes signedAt in Z, and a digest in capitals (kept in lower case)', async () => {
    const { app, db } = makeSandbox();
    const { body } = await checkEligibility(app, {
      agreement: agreement({
        signedAt: '2026-11-28T19:05:09.123Z',
        wordingDigest: DIGEST.toUpperCase(),
      }),
    });
    expect(body.status).toBe('COMPLETE');
    expect(recentAgreements(db, 1)[0]?.record.wordingDigest).toBe(DIGEST);
  });

  it.each([
    ['not an object', 'signed', 'agreement'],
    ['no offset', agreement({ signedAt: '2026-11-28T14:05:09' }), 'agreement.signedAt'],
    ['a date alone', agreement({ signedAt: '2026-11-28' }), 'agreement.signedAt'],
    ['not a real date', agreement({ signedAt: '2026-02-30T10:00:00Z' }), 'agreement.signedAt'],
    ['another language', agreement({ language: 'fr' }), 'agreement.language'],
    ['another wording', agreement({ wording: 'fcc' }), 'agreement.wording'],
    ['a short digest', agreement({ wordingDigest: 'abc' }), 'agreement.wordingDigest'],
    ['no statements', agreement({ statements: [] }), 'agreement.statements'],
    [
      'a statement twice',
      agreement({
        statements: [
          { id: 'qualifies', initials: 'RM' },
          { id: 'qualifies', initials: 'RM' },
        ],
      }),
      'agreement.statements',
    ],
    [
      'initials that are not letters',
      agreement({ statements: [{ id: 'qualifies', initials: '12' }] }),
      'agreement.statements.0.initials',
    ],
    [
      'an id that is not lowercase-with-hyphens',
      agreement({ statements: [{ id: 'Qualifies 1', initials: 'RM' }] }),
      'agreement.statements.0.id',
    ],
    ['no signature', agreement({ signature: ' ' }), 'agreement.signature'],
    [
      'a signature with a control character',
      agreement({ signature: 'Rosa\u0000' }),
      'agreement.signature',
    ],
  ])(
    'refuses an agreement with %s: 400 naming the field, nothing stored',
    async (_, value, field) => {
      const { app, db } = makeSandbox();
      const { response, body } = await checkEligibility(app, { agreement: value });
      expect(response.status).toBe(400);
      expect(body.errors?.map((error) => (error as { field?: string }).field)).toEqual([field]);
      expect(body.message).toMatch(/^Invalid request: agreement/);
      expect(rowCount(db, 'applications')).toBe(0);
      expect(rowCount(db, 'agreement_records')).toBe(0);
    },
  );

  it('shows the records on the control page, newest first and escaped, only on this machine', async () => {
    const { app } = makeSandbox();
    await checkEligibility(app, { agreement: agreement({ signature: 'First Signer' }) });
    await checkEligibility(app, {
      firstName: 'Eve',
      address: '14 Main St',
      agreement: agreement({
        signature: '<script>alert(1)</script>',
        statements: [{ id: 'penalty', initials: "D'A" }],
      }),
    });
    const page = await (await localGet(app, '/_sandbox')).text();
    expect(page).toContain('Signed agreements (D56)');
    const newest = page.indexOf('&lt;script&gt;alert(1)&lt;/script&gt;');
    const oldest = page.indexOf('First Signer');
    expect(newest).toBeGreaterThan(0);
    expect(oldest).toBeGreaterThan(newest);
    expect(page).not.toContain('<script>');
    expect(page).toContain(`<code>${DIGEST}</code>`);
    expect(page).toContain('<code>qualifies</code>: RM<br><code>one-company</code>: R. M.');
    expect(page).toContain('<code>penalty</code>: D&#39;A');
    const remote = await (await app.request('/_sandbox')).text();
    expect(remote).not.toContain('First Signer');
  });
});

describe('the app’s own Lifeline check (D56, D58, D59)', () => {
  it('is taken: the record, the household size, and no contact with consentInd "N"', async () => {
    const { app, db } = makeSandbox();
    const ids = lifelineProfile.certifications.map(({ id }) => id);
    const application: ApplicationData = {
      ...lifelineApplication,
      reviewConsent: true,
      answers: {
        ...lifelineApplication.answers,
        contactInfo: {
          ...lifelineApplication.answers.contactInfo,
          contactPhoneNumber: '',
          contactEmail: '',
          consent: false,
        },
        qualification: {
          ...lifelineApplication.answers.qualification,
          eligibilityProgramCode: 'E13',
          qualifyingPerson: 'applicant',
          income: { adults: 2, children: 1, amount: 1200, period: 'monthly' },
        },
      } as ApplicationData['answers'],
      agreement: { ...signedAgreement, initials: ids.map(() => 'RM') },
    };
    const body = eligibilityCheckBody(application, {
      carrierUrl: CARRIER_URL,
      resellerCode: null,
      program: 'LIFELINE',
      shownWording: {
        statementIds: ids,
        wordingDigest: createHash('sha256')
          .update(wordingText(lifelineProfile.certifications.map(({ en }) => en)))
          .digest('hex'),
      },
    });
    expect(body).toMatchObject({ consentInd: 'N', contactEmail: '', householdSize: 3 });
    const response = await postJson(app, '/public/acp/eligibility-check', body);
    const answer = (await response.json()) as { applicationId?: string; message?: string };
    expect(response.status, answer.message).toBe(200);
    const [kept] = recentAgreements(db, 1);
    expect(kept?.application_id).toBe(answer.applicationId);
    expect(kept?.record.statements.map(({ id }) => id)).toEqual(ids);
  });
});
