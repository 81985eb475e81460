import { describe, expect, it } from 'vitest';
import type { ScreenKey } from '../../../machines/screens';
import { screensToPrefetch } from '../../../src/app/flow/prefetch-scope';

describe('screensToPrefetch', () => {
  it('from the served answer, brings step 1 and not the short legacy form', () => {
    expect(screensToPrefetch('/SuccessZipCodePage', ['personalInfo', 'legacyHomeAddress'])).toEqual(
      ['personalInfo'],
    );
  });

  it('from the agreement, brings the offer and not the verifier, status or refusal screens', () => {
    const next: ScreenKey[] = [
      'verify',
      'contactInfo',
      'toVerifier',
      'reviewing',
      'enrollStep',
      'rejected',
    ];
    expect(screensToPrefetch('/AgreementPage', next)).toEqual([
      'verify',
      'contactInfo',
      'enrollStep',
    ]);
  });

  it('from the offer, brings the confirmation and none of the failures, transfer or address screens', () => {
    const next: ScreenKey[] = [
      'confirmAddress',
      'completed',
      'enrolmentFailure',
      'transferFailure',
      'enrollStepPlanOnly',
      'transfer',
    ];
    expect(screensToPrefetch('/EnrollStep', next)).toEqual(['completed']);
  });

  it('on the legacy form, brings its next page', () => {
    expect(screensToPrefetch('/HomeAdressPage', ['legacyContact', 'zipNotServed'])).toEqual([
      'legacyContact',
    ]);
  });

  it('on the status lookup, brings its answers', () => {
    expect(
      screensToPrefetch('/CheckEnrollStatusPage', ['reviewing', 'rejected', 'legacyHomeAddress']),
    ).toEqual(['reviewing', 'rejected']);
  });
});
