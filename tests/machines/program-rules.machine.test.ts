// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { enrolmentMachine, initialContext } from '../../machines/enrolment.machine';
import type { ApplicationData, Qualification } from '../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from '../../machines/program-rules';
import { acpProfile } from '../../profiles/acp';
import { lifelineProfile } from '../../profiles/lifeline';
import { programRules } from '../../profiles/program-rules';
import { settingsModule } from '../support/settings-module';
import { agreement, fullApplication } from './fixtures';

// The profile's facts reach the machine as input (DEC-116): which programs name a school, and
// how many certifications the agreement initials.

const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };

function startAt(
  value: unknown,
  rules?: ProgramRules,
  application: ApplicationData = fullApplication,
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

const base = fullApplication.qualification as Qualification;

describe('the profile’s rules as the machine’s input', () => {
  it('are, without input, the default profile’s: the ACP’s school programs and six certifications', () => {
    expect(DEFAULT_PROGRAM_RULES).toEqual(
      programRules(acpProfile.qualifyingPrograms, acpProfile.certifications),
    );
    expect(initialContext().programRules).toEqual({
      schoolProgramCodes: ['E50', 'E51'],
      certificationCount: 6,
    });
  });

  it('are what the build serves, per profile', () => {
    expect(settingsModule('acp').programRules).toEqual(DEFAULT_PROGRAM_RULES);
    expect(settingsModule('lifeline').programRules).toEqual({
      schoolProgramCodes: [],
      certificationCount: lifelineProfile.certifications.length,
    });
    expect(lifelineProfile.certifications).toHaveLength(9);
  });

  it('stay in the context when the flow is cleared', () => {
    const rules = { schoolProgramCodes: [], certificationCount: 9 };
    const actor = startAt({ application: 'qualification' }, rules);
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().context.programRules).toEqual(rules);
  });
});

describe('the school rule (E50/E51 as the profile’s namesSchool)', () => {
  const application = { ...fullApplication, qualification: null, tribal: null };
  const submit = (code: string, schoolName = '') => ({
    type: 'qualification.submitted' as const,
    qualification: { ...base, eligibilityProgramCode: code, schoolName },
  });

  it('refuses a school program without its school, by the given rules', () => {
    const actor = startAt(
      { application: 'qualification' },
      {
        schoolProgramCodes: ['E15'],
        certificationCount: 9,
      },
      application,
    );
    actor.send(submit('E15'));
    expect(actor.getSnapshot().matches({ application: 'qualification' })).toBe(true);
    actor.send(submit('E15', 'Central High'));
    expect(actor.getSnapshot().matches({ application: 'tribalStatus' })).toBe(true);
  });

  it('asks no school of a program the profile does not mark', () => {
    const actor = startAt(
      { application: 'qualification' },
      { schoolProgramCodes: [], certificationCount: 9 },
      application,
    );
    actor.send(submit('E50'));
    expect(actor.getSnapshot().matches({ application: 'tribalStatus' })).toBe(true);
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
  const reviewed = { ...fullApplication, reviewConsent: true };

  it('wants nine initials under Lifeline’s rules, not six', () => {
    const actor = startAt(
      { application: { agreement: 'editing' } },
      { schoolProgramCodes: [], certificationCount: 9 },
      reviewed,
    );
    actor.send(signed(6));
    expect(actor.getSnapshot().matches({ application: { agreement: 'editing' } })).toBe(true);
    actor.send(signed(9));
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
