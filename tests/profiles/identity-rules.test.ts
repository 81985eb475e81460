// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { acpProfile } from '../../profiles/acp.ts';
import { lifelineProfile } from '../../profiles/lifeline.ts';
import { identityProgramRules } from '../../profiles/program-rules.ts';
import { IdentityRulesSchema } from '../../profiles/schema.ts';

// The profile's identityRules (D40, D41, D45): the ACP's reproduce A §4, §5, §9 and D7 as they
// were; the Lifeline's switch the rules of issue 27 on.

describe('identityRules', () => {
  it('keep the ACP’s application as it was: 2 to 24 characters, SSN digits, birth year alone, the Tribal benefit on the applicant’s word (D25)', () => {
    expect(identityProgramRules(acpProfile.identityRules, acpProfile.qualifyingPrograms)).toEqual({
      nameLength: { min: 2, max: 24 },
      middleName: false,
      tribalIdForSsn: false,
      age: null,
      benefitQualifyingPerson: false,
      tribalLandsOnlyCodes: [],
      tribalBenefitNeedsConfirmation: false,
    });
  });

  it('ask Lifeline’s: any name the provider takes, a Tribal ID for the SSN, age 18, a qualifying person, E8–E11 on Tribal lands, the Tribal benefit as the Verifier confirmed it (D54)', () => {
    expect(
      identityProgramRules(lifelineProfile.identityRules, lifelineProfile.qualifyingPrograms),
    ).toEqual({
      nameLength: { min: 1, max: 50 },
      middleName: true,
      tribalIdForSsn: true,
      age: { adult: 18, youngestListed: 14 },
      benefitQualifyingPerson: true,
      tribalLandsOnlyCodes: ['E8', 'E9', 'E10', 'E11'],
      tribalBenefitNeedsConfirmation: true,
    });
  });

  it.each([
    ['a shortest name above the longest', { nameLength: { min: 30, max: 20 } }],
    ['names of no character', { nameLength: { min: 0, max: 20 } }],
    ['birth years listed after the adult age', { age: { adult: 18, youngestListed: 19 } }],
    ['a rule it does not know', { ssnOptional: true }],
  ])('are refused with %s', (_, change) => {
    expect(
      v.safeParse(IdentityRulesSchema, { ...lifelineProfile.identityRules, ...change }).success,
    ).toBe(false);
  });
});
