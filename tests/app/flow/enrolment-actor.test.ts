import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type EnrolmentContext,
  enrolmentMachine,
  initialContext,
} from '../../../machines/enrolment.machine';
import { storableSnapshot } from '../../../src/app/flow/enrolment-actor';
import type { EnrolmentActor } from '../../../src/lib/flow-context';
import { fullLegacy } from '../../machines/legacy-fixtures';
import { FIXTURE_SSN4, reviewedApplication } from '../../support/application-fixture';

describe('what the flow stores (D14)', () => {
  it('keeps every answer but the SSN digits, the tribal number and a document number', () => {
    const legacy = {
      ...fullLegacy,
      program: { inProgram: false, eligibilityProgramCode: '' },
      identity: {
        method: 'document' as const,
        documentType: 'passport' as const,
        documentNumber: 'P-99887766',
        photoName: 'passport.png',
      },
    };
    const snapshot = enrolmentMachine.resolveState({
      value: { legacy: { review: 'editing' } },
      context: { ...initialContext(), application: reviewedApplication, legacy },
    });
    const actor = createActor(enrolmentMachine, {
      snapshot,
      input: {},
    }) as unknown as EnrolmentActor;
    const stored = JSON.stringify(storableSnapshot(actor));
    expect(stored).not.toContain(FIXTURE_SSN4);
    expect(stored).not.toContain('"1011"');
    expect(stored).not.toContain('P-99887766');
    expect(stored).toContain('passport.png');
    expect(stored).toContain(fullLegacy.homeAddress?.address);
  });

  it('does not keep a lost connection, which a reload has mended, but keeps what the provider said', () => {
    const stored = (failure: EnrolmentContext['failure']) => {
      const snapshot = enrolmentMachine.resolveState({
        value: { application: 'agreement' },
        context: { ...initialContext(), application: reviewedApplication, failure },
      });
      const actor = createActor(enrolmentMachine, { snapshot, input: {} });
      return (
        storableSnapshot(actor as unknown as EnrolmentActor) as unknown as {
          context: EnrolmentContext;
        }
      ).context.failure;
    };
    expect(stored({ kind: 'network' })).toBeNull();
    expect(stored({ kind: 'timeout' })).toEqual({ kind: 'timeout' });
    const refused = { kind: 'rejected' as const, code: 'DUPLICATE', message: 'Already enrolled' };
    expect(stored(refused)).toEqual(refused);
    expect(stored(null)).toBeNull();
  });
});
