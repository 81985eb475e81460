// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { enrolmentMachine, initialContext } from '../../machines/enrolment.machine';
import type { ApplicationData, Qualification } from '../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from '../../machines/program-rules';
import { acpProfile } from '../../profiles/acp';
import { lifelineProfile } from '../../profiles/lifeline';
import { identityProgramRules, programRules } from '../../profiles/program-rules';
import { signedAgreement as agreement, reviewedApplication } from '../support/application-fixture';
import { settingsModule } from '../support/settings-module';

// The profile's facts reach the machine as input (DEC-116): which programs name a school, and
// how many certifications the agreement initials.

const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };

function startAt(
  value: unknown,
  rules?: ProgramRules,
  application: ApplicationData = reviewedApplication,
) {
  const input = rules ? { programRules: rules } : {};
  const snapshot = enrolmentMachine.resolveState({
    value: value as never,
    context: { ...initialContext(input), ...served, application },
  });
  const actor = createActor(enrolmentMachine, { snapshot, input });
  actor.start();
  return actor;
}

const base = reviewedApplication.answers.qualification as Qualification;

describe('the profile’s rules as the machine’s input', () => {
  it('are, without input, the default profile’s: the ACP’s school programs and six certifications', () => {
    expect(DEFAULT_PROGRAM_RULES).toEqual({
      ...programRules(
        acpProfile.qualifyingPrograms,
        acpProfile.income.code,
        acpProfile.certifications,
        acpProfile.legacyForm,
        { contact: acpProfile.contactRules, household: acpProfile.householdRules },
      ),
      identity: identityProgramRules(acpProfile.identityRules, acpProfile.qualifyingPrograms),
    });
    expect(initialContext().programRules).toMatchObject({
      incomeRoute: 'E13',
      schoolProgramCodes: ['E50', 'E51'],
      certificationCount: 6,
    });
  });

  it('are what the build serves, per profile', () => {
    expect(settingsModule('acp').programRules).toEqual(DEFAULT_PROGRAM_RULES);
    expect(settingsModule('lifeline').programRules).toEqual({
      programCodes: lifelineProfile.qualifyingPrograms.map((program) => program.code),
      incomeRoute: 'E13',
      schoolProgramCodes: [],
      certificationCount: lifelineProfile.certifications.length,
      // D48: the page before the National Verifier.
      verifierLinks: { pageBeforeLeaving: true },
      legacyFormOffered: false,
      legacyProgramCodes: lifelineProfile.qualifyingPrograms
        .filter((program) => program.code !== 'E13' && !program.tribalLandsOnly)
        .map((program) => program.code),
      contact: {
        phoneAndEmailOptional: true,
        homeAddressNoPoBox: true,
        asksTemporaryAddress: true,
        questionsZipOfOtherState: true,
        // D52, D58.
        homeAddressLines: true,
        questionsUnservedState: true,
      },
      household: { worksheet: true },
      identity: identityProgramRules(
        lifelineProfile.identityRules,
        lifelineProfile.qualifyingPrograms,
      ),
    });
    expect(settingsModule('lifeline').programRules.programCodes).not.toContain('E54');
    expect(lifelineProfile.certifications).toHaveLength(13);
  });

  it('stay in the context when the flow is cleared', () => {
    const rules = { ...DEFAULT_PROGRAM_RULES, schoolProgramCodes: [], certificationCount: 11 };
    const actor = startAt({ application: 'qualification' }, rules);
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().context.programRules).toEqual(rules);
  });
});

describe('the school rule (E50/E51 as the profile’s namesSchool)', () => {
  const application = {
    ...reviewedApplication,
    answers: { ...reviewedApplication.answers, qualification: undefined },
  };
  const submit = (code: Qualification['eligibilityProgramCode'], schoolName = '') => ({
    type: 'qualification.submitted' as const,
    answer: { ...base, eligibilityProgramCode: code, publicHousingCode: '' as const, schoolName },
  });
  const answered = (actor: ReturnType<typeof startAt>) =>
    actor.getSnapshot().context.application.answers.qualification !== undefined;

  it('refuses a school program without its school, by the given rules', () => {
    const actor = startAt(
      { application: 'qualification' },
      { ...DEFAULT_PROGRAM_RULES, schoolProgramCodes: ['E15'], certificationCount: 9 },
      application,
    );
    actor.send(submit('E15'));
    expect(actor.getSnapshot().matches({ application: 'qualification' })).toBe(true);
    actor.send(submit('E15', 'Central High'));
    expect(answered(actor)).toBe(true);
  });

  it('asks no school of a program the profile does not mark', () => {
    const actor = startAt(
      { application: 'qualification' },
      { ...DEFAULT_PROGRAM_RULES, schoolProgramCodes: [], certificationCount: 9 },
      application,
    );
    actor.send(submit('E50'));
    expect(answered(actor)).toBe(true);
  });

  it('keeps the ACP’s rule by default', () => {
    const actor = startAt({ application: 'qualification' }, undefined, application);
    actor.send(submit('E51'));
    expect(actor.getSnapshot().matches({ application: 'qualification' })).toBe(true);
  });
});

describe('the certification count', () => {
  const signed = (count: number) => ({
    type: 'agreement.submitted' as const,
    agreement: { ...agreement, initials: Array.from({ length: count }, () => 'AD') },
  });
  const reviewed = { ...reviewedApplication, reviewConsent: true };

  it('wants thirteen initials under Lifeline’s rules, not six', () => {
    const actor = startAt(
      { application: { agreement: 'editing' } },
      settingsModule('lifeline').programRules,
      reviewed,
    );
    actor.send(signed(6));
    expect(actor.getSnapshot().matches({ application: { agreement: 'editing' } })).toBe(true);
    actor.send(signed(11));
    expect(actor.getSnapshot().matches({ application: { agreement: 'editing' } })).toBe(true);
    actor.send(signed(13));
    expect(actor.getSnapshot().matches({ application: { agreement: 'submitting' } })).toBe(true);
  });

  it('wants six by default', () => {
    const actor = startAt({ application: { agreement: 'editing' } }, undefined, reviewed);
    actor.send(signed(9));
    expect(actor.getSnapshot().matches({ application: { agreement: 'editing' } })).toBe(true);
    actor.send(signed(6));
    expect(actor.getSnapshot().matches({ application: { agreement: 'submitting' } })).toBe(true);
  });
});
