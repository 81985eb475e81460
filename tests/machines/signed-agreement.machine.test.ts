// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApplicationData, EligibilityAnswer } from '../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES } from '../../machines/program-rules';
import { isSignedAgreement } from '../../machines/signed-agreement';
import { reviewedApplication, signedAgreement } from '../support/application-fixture';
import { answering, settle, startAt } from './machine-harness';

// D56: the machine holds, with the initials and the signature, when, in which language and over
// which wording the agreement was signed: the check's record is made from them when it is sent.
// An agreement without them is no signed agreement (and a kept flow holding one is dropped, D60).

const rules = DEFAULT_PROGRAM_RULES;
const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };

describe('a signed agreement (D56)', () => {
  it('is the fixture’s, with its time, language and wording', () => {
    expect(isSignedAgreement(signedAgreement, rules)).toBe(true);
  });

  it.each([
    ['no time', { signedAt: undefined }],
    ['a time without its offset', { signedAt: '2026-11-28T14:05:09' }],
    ['a date alone', { signedAt: '2026-11-28' }],
    ['words for a time', { signedAt: 'Saturday 28 November, 2:05 pm' }],
    ['no date at all', { signedAt: '2026-13-45T99:05:09-05:00' }],
    ['a minute past the hour’s last', { signedAt: '2026-11-28T14:60:09-05:00' }],
    ['another language', { language: 'fr' }],
    ['no language', { language: undefined }],
    ['another wording', { wording: 'fcc' }],
  ])('is refused with %s', (_, change) => {
    expect(isSignedAgreement({ ...signedAgreement, ...change }, rules)).toBe(false);
  });

  it.each(['2026-11-28T14:05:09Z', '2026-11-28T14:05:09+10:00', '2026-11-28T14:05:09.123-05:00'])(
    'takes %s',
    (signedAt) => {
      expect(isSignedAgreement({ ...signedAgreement, signedAt }, rules)).toBe(true);
    },
  );
});

describe('the agreement step', () => {
  function atAgreement() {
    const check = answering<{ application: ApplicationData }, EligibilityAnswer>({
      status: 'IN_PROGRESS',
      applicationId: 'A1',
      eligibilityCheckId: 'EC1',
    });
    const started = startAt(
      { application: { agreement: 'editing' } },
      { ...served, application: reviewedApplication },
      { checkEligibility: check.logic },
    );
    return { ...started, calls: check.calls };
  }

  it('keeps when, in which language and over which wording it was signed, and sends the check', async () => {
    const { actor, calls } = atAgreement();
    const agreement = { ...signedAgreement, language: 'es' as const, wording: 'carrier' as const };
    actor.send({ type: 'agreement.submitted', agreement });
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.application.agreement).toEqual(agreement);
    expect(actor.getSnapshot().context.application.agreement).toMatchObject({
      signedAt: '2026-11-28T14:05:09-05:00',
      language: 'es',
      wording: 'carrier',
    });
  });

  it('sends nothing for an agreement that does not say when it was signed', async () => {
    const { actor, calls } = atAgreement();
    const { signedAt: _, ...undated } = signedAgreement;
    actor.send({ type: 'agreement.submitted', agreement: undated as typeof signedAgreement });
    await settle();
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().matches({ application: { agreement: 'editing' } })).toBe(true);
  });
});
