// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { EarlierAnswers } from '../../machines/answers/answer-context';
import { ageOn } from '../../machines/answers/birth-date';
import { isValidAnswer } from '../../machines/application-data';
import { DEFAULT_PROGRAM_RULES } from '../../machines/program-rules';
import { answerSchema } from '../../machines/step-answers';
import {
  application,
  FIXTURE_LIFELINE_TRIBAL_ID,
  lifelineAnswers,
} from '../support/application-fixture';
import { settingsModule } from '../support/settings-module';

// D40, D41, D45 as the answer schemas hold them (the machine's guards and the pages' forms):
// switched on by the Lifeline profile's identityRules, the ACP's answers as they were.

const LIFELINE = settingsModule('lifeline').programRules;
const ACP = DEFAULT_PROGRAM_RULES;
/** The day of issue 27's report: someone born 31 December 2008 is 17 on it. */
const TODAY = new Date(2026, 10, 27);

const personal = lifelineAnswers.personalInfo;
const acpPersonal = application.answers.personalInfo;

function step1(answer: unknown, rules = LIFELINE) {
  return v.safeParse(answerSchema('personalInfo', { rules, today: TODAY, answers: {} }), answer);
}
const problems = (result: { issues?: readonly { message: string }[] }) =>
  (result.issues ?? []).map((issue) => issue.message);

describe('D41: 18 or over by the full date of birth, on the day of applying', () => {
  it('counts whole years by the full date', () => {
    expect(ageOn('2008-12-31', TODAY)).toBe(17);
    expect(ageOn('2008-11-27', TODAY)).toBe(18);
    expect(ageOn('2008-11-28', TODAY)).toBe(17);
    // Born on 29 February: 18 on 1 March in a year without one.
    expect(ageOn('2008-02-29', new Date(2026, 1, 28))).toBe(17);
    expect(ageOn('2008-02-29', new Date(2026, 2, 1))).toBe(18);
  });

  it('refuses someone born 31 December 2008 on 27 November 2026 (17), saying why', () => {
    const result = step1({ ...personal, dob: '2008-12-31' });
    expect(result.success).toBe(false);
    expect(problems(result)).toContain('underAge');
  });

  it('takes someone who is 18 today', () => {
    expect(step1({ ...personal, dob: '2008-11-27' })).toMatchObject({
      success: true,
      output: { dob: '2008-11-27', emancipatedMinor: false },
    });
  });

  it('takes an emancipated minor who says so, and keeps that they did', () => {
    expect(step1({ ...personal, dob: '2008-12-31', emancipatedMinor: true })).toMatchObject({
      success: true,
      output: { emancipatedMinor: true },
    });
  });

  it('does not keep the emancipated-minor box of an adult', () => {
    expect(step1({ ...personal, emancipatedMinor: true })).toMatchObject({
      success: true,
      output: { emancipatedMinor: false },
    });
  });

  it('lists birth years down to the profile’s youngest, never a day after today', () => {
    expect(step1({ ...personal, dob: '2012-11-27', emancipatedMinor: true }).success).toBe(true);
    expect(step1({ ...personal, dob: '2013-01-01', emancipatedMinor: true }).success).toBe(false);
  });

  it('keeps the ACP’s birth-year rule: the year alone (D7), no age by full date', () => {
    expect(step1({ ...acpPersonal, dob: '2008-12-31' }, ACP).success).toBe(true);
    expect(step1({ ...acpPersonal, dob: '2009-01-01' }, ACP).success).toBe(false);
  });
});

describe('D40: the SSN digits or a Tribal ID, chosen on step 1', () => {
  it('sends the Tribal ID alone when it is chosen (no SSN digits kept)', () => {
    expect(step1({ ...personal, ssn4: '1234' })).toMatchObject({
      success: true,
      output: { idType: 'tribalId', tribalId: FIXTURE_LIFELINE_TRIBAL_ID, ssn4: '' },
    });
  });

  it('sends the SSN digits alone when they are chosen', () => {
    expect(step1({ ...personal, idType: 'ssn4', ssn4: '4821' })).toMatchObject({
      success: true,
      output: { idType: 'ssn4', ssn4: '4821', tribalId: '' },
    });
  });

  it('asks which number, and the number chosen, whatever else the answer holds', () => {
    expect(step1({ ...personal, idType: undefined }).success).toBe(false);
    expect(step1({ ...personal, tribalId: '', ssn4: '4821' }).success).toBe(false);
    expect(step1({ ...personal, idType: 'ssn4', ssn4: '', tribalId: 'TRB-1' }).success).toBe(false);
    expect(step1({ ...personal, idType: 'ssn4', ssn4: '' }).success).toBe(false);
    expect(step1({ ...personal, tribalId: 'T'.repeat(25) }).success).toBe(false);
  });

  it('keeps the ACP’s step 1: the SSN digits, no choice asked', () => {
    const result = step1({ ...acpPersonal, ssn4: '' }, ACP);
    expect(problems(result)[0]).toBe('ssn4Required');
    expect(problems(step1({ ...acpPersonal, idType: 'tribalId', ssn4: '' }, ACP))[0]).toBe(
      'ssn4Required',
    );
    expect(step1(acpPersonal, ACP)).toEqual({
      typed: true,
      success: true,
      output: acpPersonal,
      issues: undefined,
    });
  });
});

describe('D40, D28: names of any length the provider takes, a middle name if they have one', () => {
  it('takes a name of one letter under Lifeline, and refuses it under the ACP (A §5)', () => {
    expect(step1({ ...personal, firstName: 'J', lastName: 'Q' }).success).toBe(true);
    expect(problems(step1({ ...acpPersonal, firstName: 'J' }, ACP))).toEqual(['firstNameTooShort']);
  });

  it('takes names up to the profile’s limit (50), refusing longer ones whole', () => {
    expect(step1({ ...personal, lastName: 'a'.repeat(50) }).success).toBe(true);
    expect(step1({ ...personal, lastName: 'a'.repeat(51) }).success).toBe(false);
    expect(problems(step1({ ...acpPersonal, lastName: 'a'.repeat(25) }, ACP))).toEqual([
      'lastNameTooLong',
    ]);
  });

  it('leaves the middle name out when it is empty, and checks it when given', () => {
    const { middleName: _, ...without } = personal;
    expect(step1(without)).toMatchObject({ success: true, output: { middleName: '' } });
    expect(step1({ ...personal, middleName: ' Elena ' })).toMatchObject({
      output: { middleName: 'Elena' },
    });
    expect(step1({ ...personal, middleName: 'El3na' }).success).toBe(false);
    expect(step1({ ...personal, middleName: 'e'.repeat(51) }).success).toBe(false);
  });
});

describe('D41: the benefit qualifying person, on step 4', () => {
  const step4 = (answer: unknown, answers: EarlierAnswers = {}, rules = LIFELINE) =>
    v.safeParse(answerSchema('qualification', { rules, today: TODAY, answers }), answer);
  const person = lifelineAnswers.qualification;
  const me = {
    ...person,
    qualifyingPerson: 'applicant',
    bqpFirstName: 'Left',
    bqpSsn4: '9999',
  };

  it('keeps the child’s name, date of birth and the number chosen', () => {
    expect(step4(person)).toMatchObject({ success: true, output: person });
  });

  it('keeps nothing of another person when the applicant takes part', () => {
    expect(step4(me)).toMatchObject({
      success: true,
      output: {
        qualifyingPerson: 'applicant',
        bqpFirstName: '',
        bqpLastName: '',
        bqpDob: '',
        bqpIdType: '',
        bqpSsn4: '',
        bqpTribalId: '',
      },
    });
  });

  it('keeps only the number chosen for the child: a Tribal ID, no SSN digits', () => {
    expect(
      step4({ ...person, bqpIdType: 'tribalId', bqpTribalId: 'TRB-7315', bqpSsn4: '7315' }),
    ).toMatchObject({ success: true, output: { bqpTribalId: 'TRB-7315', bqpSsn4: '' } });
  });

  it.each([
    ['no name', { bqpFirstName: '' }],
    ['no date of birth', { bqpDob: '' }],
    ['a date of birth after today', { bqpDob: '2026-11-28' }],
    ['no number chosen', { bqpIdType: '' }],
    ['SSN digits cut short', { bqpSsn4: '73' }],
    ['no Tribal ID when one is chosen', { bqpIdType: 'tribalId', bqpTribalId: '' }],
    ['no SSN digits when they are chosen', { bqpSsn4: '', bqpTribalId: 'TRB-7315' }],
  ])('refuses a child or dependent with %s', (_, change) => {
    expect(step4({ ...person, ...change }).success).toBe(false);
  });

  it('takes a baby born today, and a one-letter name', () => {
    expect(step4({ ...person, bqpDob: '2026-11-27', bqpFirstName: 'M' }).success).toBe(true);
  });

  it('asks who takes part', () => {
    const { qualifyingPerson: _, ...unsaid } = person;
    expect(step4(unsaid).success).toBe(false);
  });

  it('asks nothing of it under the ACP: its answer holds no such field', () => {
    const acp = application.answers.qualification;
    expect(step4(acp, {}, ACP)).toMatchObject({ success: true, output: acp });
    expect(step4(acp).success).toBe(false);
  });
});

describe('D45: E8–E11 only for a household on Tribal lands, whichever step comes first', () => {
  const tribalTanf = { ...lifelineAnswers.qualification, eligibilityProgramCode: 'E9' };
  const step4 = (answers: EarlierAnswers, rules = LIFELINE) =>
    v.safeParse(answerSchema('qualification', { rules, today: TODAY, answers }), tribalTanf);
  const step5 = (answer: unknown, code: string, rules = LIFELINE) =>
    v.safeParse(
      answerSchema('tribalStatus', {
        rules,
        today: TODAY,
        answers: { qualification: { eligibilityProgramCode: code } },
      }),
      answer,
    );

  it('refuses a Tribal program on step 4 after the household said it is not on Tribal lands', () => {
    const result = step4({ tribalStatus: { checkTribal: false } });
    expect(problems(result)).toEqual(['tribalLandsProgram']);
    expect(step4({ tribalStatus: { checkTribal: true } }).success).toBe(true);
    expect(step4({}).success).toBe(true);
  });

  it.each(['E8', 'E9', 'E10', 'E11'])(
    'refuses "not on Tribal lands" on step 5 after %s was chosen',
    (code) => {
      expect(problems(step5({ checkTribal: false }, code))).toEqual(['tribalLandsProgram']);
      expect(step5({ checkTribal: true }, code).success).toBe(true);
    },
  );

  it('takes "not on Tribal lands" with any other program, and never asks a number there', () => {
    expect(step5({ checkTribal: false }, 'E2')).toMatchObject({
      success: true,
      output: { checkTribal: false },
    });
    expect(step5({ checkTribal: true }, 'E2')).toEqual(
      expect.objectContaining({ success: true, output: { checkTribal: true } }),
    );
    expect(step5({}, 'E2').success).toBe(false);
  });

  it('keeps the ACP’s step 5: the box and its Tribal number, E8 with or without it', () => {
    expect(step5({ checkTribal: false, tribalId: '' }, 'E8', ACP).success).toBe(true);
    expect(step5({ checkTribal: true, tribalId: '' }, 'E8', ACP).success).toBe(false);
    expect(
      isValidAnswer(
        'qualification',
        {
          ...application.answers.qualification,
          eligibilityProgramCode: 'E8',
          publicHousingCode: '',
        },
        ACP,
        { tribalStatus: { checkTribal: false, tribalId: '' } },
      ),
    ).toBe(true);
  });
});
