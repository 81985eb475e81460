import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { StepName } from '../../../../machines/application-data';
import type { ApplicationData } from '../../../../machines/flow-types';
import type { Answers } from '../../../../machines/step-answers';
import { contactInfoFields } from '../../../../machines/steps/contact-info';
import { householdFields } from '../../../../machines/steps/household';
import type { WordContext } from '../../../components/step-form/field-words';
import {
  type ProgramCode,
  PUBLIC_HOUSING_PROGRAMS,
  programName,
  SCHOOL_PROGRAMS,
} from '../../../shared/programs/programs';
import { formatBirthDate, formatMoney } from '../../../shared/review/review-answers';
import { contactInfoWords } from '../contact-info/contact-info-words';
import { householdWords } from '../household/household-words';
import { type ReviewRow, reviewRows } from './review-rows';

export type EditableStep = Exclude<StepName, 'verify' | 'agreement'>;
export type { ReviewRow };

export interface ReviewSection {
  id: string;
  title: string;
  rows: ReviewRow[];
}

/**
 * Step 6's "check your answers": every stored answer as text, one section per step, each row
 * pointing at the step that changes it. The last SSN digits and the tribal number are never
 * part of the text: a shared or shoulder-read screen must not show them.
 */
export function reviewSections(
  application: ApplicationData,
  context: WordContext,
): ReviewSection[] {
  const { i18n } = context;
  return [
    personalSection(application.answers, i18n),
    contactSection(application.answers, context),
    householdSection(application.answers, context),
    qualificationSection(application.answers, i18n),
    tribalSection(application.answers, i18n),
  ].filter((section): section is ReviewSection => section !== null);
}

/** The number a person gave, never shown: given, or to be typed again after a reload (D14). */
function hiddenNumber(value: string | undefined, i18n: I18n): string {
  return value
    ? i18n._(msg`Given (hidden for your privacy)`)
    : i18n._(msg`Not kept after the page reloaded: please type it again below`);
}

/** D40: the applicant chose which number they give (step 1 asks), shown without it. */
function chosenNumberRow(personal: NonNullable<Answers['personalInfo']>, i18n: I18n): ReviewRow {
  const tribal = personal.idType === 'tribalId';
  return {
    id: 'idNumber',
    key: tribal
      ? i18n._(msg`Your Tribal ID number`)
      : i18n._(msg`Last 4 digits of your Social Security number`),
    value: hiddenNumber(tribal ? personal.tribalId : personal.ssn4, i18n),
    edits: i18n._(msg`the number you give`),
    step: 'personalInfo',
  };
}

function personalSection({ personalInfo: personal, tribalStatus: tribal }: Answers, i18n: I18n) {
  if (!personal) return null;
  const ssnValue = /^\d{4}$/.test(personal.ssn4)
    ? msg`Given (hidden for your privacy)`
    : tribal?.checkTribal
      ? msg`Not needed: you applied with a Tribal number`
      : msg`Not kept after the page reloaded: please type them again below`;
  const step = 'personalInfo' as const;
  const name = [personal.firstName, personal.middleName, personal.lastName]
    .filter((part) => part?.trim())
    .join(' ');
  return {
    id: 'personal',
    title: i18n._(msg`Your details`),
    rows: [
      {
        id: 'name',
        key: i18n._(msg`Name`),
        value: name,
        edits: i18n._(msg`name`),
        step,
      },
      {
        id: 'dob',
        key: i18n._(msg`Date of birth`),
        value: formatBirthDate(personal.dob, i18n.locale),
        edits: i18n._(msg`date of birth`),
        step,
      },
      ...(personal.emancipatedMinor
        ? [
            {
              id: 'emancipatedMinor',
              key: i18n._(msg`Emancipated minor`),
              value: i18n._(msg`Yes`),
              edits: i18n._(msg`whether you are an emancipated minor`),
              step,
            },
          ]
        : []),
      personal.idType
        ? chosenNumberRow(personal, i18n)
        : {
            id: 'ssn4',
            key: i18n._(msg`Last 4 digits of your Social Security number`),
            value: i18n._(ssnValue),
            edits: i18n._(msg`last 4 digits of your Social Security number`),
            step,
          },
      {
        id: 'language',
        key: i18n._(msg`Preferred language`),
        value: personal.language === 'Spanish' ? i18n._(msg`Spanish`) : i18n._(msg`English`),
        edits: i18n._(msg`preferred language`),
        step,
      },
    ],
  } satisfies ReviewSection;
}

function contactSection({ contactInfo }: Answers, context: WordContext) {
  if (!contactInfo) return null;
  return {
    id: 'contact',
    title: context.i18n._(msg`Contact details`),
    rows: reviewRows('contactInfo', contactInfoFields, contactInfoWords, contactInfo, context),
  };
}

function householdSection({ household }: Answers, context: WordContext) {
  if (!household) return null;
  return {
    id: 'household',
    title: context.i18n._(msg`Your household`),
    rows: reviewRows('household', householdFields, householdWords, household, context),
  };
}

function qualificationSection({ qualification }: Answers, i18n: I18n) {
  if (!qualification) return null;
  const step = 'qualification' as const;
  const code = qualification.eligibilityProgramCode;
  const program = programName(code, i18n.locale);
  const rows: ReviewRow[] = [
    {
      id: 'program',
      key: i18n._(msg`How you qualify`),
      value: program ?? code,
      edits: i18n._(msg`how you qualify`),
      step,
    },
  ];
  const housing = PUBLIC_HOUSING_PROGRAMS.find(
    (candidate) => candidate.code === qualification.publicHousingCode,
  )?.name;
  if (code === 'E4' && housing) {
    rows.push({
      id: 'housing',
      key: i18n._(msg`Type of housing assistance`),
      value: i18n._(housing),
      edits: i18n._(msg`type of housing assistance`),
      step,
    });
  }
  if (SCHOOL_PROGRAMS.includes(code as ProgramCode) && qualification.schoolName.trim()) {
    rows.push({
      id: 'school',
      key: i18n._(msg`School name`),
      value: qualification.schoolName.trim(),
      edits: i18n._(msg`school name`),
      step,
    });
  }
  if (code === 'E13' && qualification.income) {
    const { adults, children, amount, period } = qualification.income;
    const total = adults + children;
    const money = formatMoney(amount, i18n.locale);
    rows.push(
      {
        id: 'householdSize',
        key: i18n._(msg`People in your household`),
        value: i18n._(
          msg`${plural(total, { one: '# person', other: '# people' })}: ${plural(adults, { one: '# adult', other: '# adults' })} and ${plural(children, { one: '# child', other: '# children' })}`,
        ),
        edits: i18n._(msg`people in your household`),
        step,
      },
      {
        id: 'income',
        key: i18n._(msg`Household income`),
        value: period === 'yearly' ? i18n._(msg`${money} a year`) : i18n._(msg`${money} a month`),
        edits: i18n._(msg`household income`),
        step,
      },
    );
  }
  rows.push(...qualifyingPersonRows(qualification, i18n));
  return { id: 'qualification', title: i18n._(msg`Qualification`), rows };
}

/** D41: who takes part in the program; a dependent's name and date of birth, never their number. */
function qualifyingPersonRows(
  qualification: NonNullable<Answers['qualification']>,
  i18n: I18n,
): ReviewRow[] {
  const { qualifyingPerson: person } = qualification;
  if (!person) return [];
  const step = 'qualification' as const;
  const who: ReviewRow = {
    id: 'qualifyingPerson',
    key: i18n._(msg`Who takes part in the program`),
    value: person === 'dependent' ? i18n._(msg`My child or dependent`) : i18n._(msg`Me`),
    edits: i18n._(msg`who takes part in the program`),
    step,
  };
  if (person !== 'dependent') return [who];
  const tribal = qualification.bqpIdType === 'tribalId';
  return [
    who,
    {
      id: 'bqpName',
      key: i18n._(msg`Their name`),
      value: `${qualification.bqpFirstName ?? ''} ${qualification.bqpLastName ?? ''}`.trim(),
      edits: i18n._(msg`your child’s or dependent’s name`),
      step,
    },
    {
      id: 'bqpDob',
      key: i18n._(msg`Their date of birth`),
      value: formatBirthDate(qualification.bqpDob ?? '', i18n.locale),
      edits: i18n._(msg`your child’s or dependent’s date of birth`),
      step,
    },
    {
      id: 'bqpNumber',
      key: tribal
        ? i18n._(msg`Their Tribal ID number`)
        : i18n._(msg`Last 4 digits of their Social Security number`),
      value: hiddenNumber(tribal ? qualification.bqpTribalId : qualification.bqpSsn4, i18n),
      edits: i18n._(msg`your child’s or dependent’s number`),
      step,
    },
  ];
}

function tribalSection({ tribalStatus: tribal }: Answers, i18n: I18n) {
  if (!tribal) return null;
  // D40: where step 1 asks for the Tribal ID, this step holds no number.
  const landsOnly = tribal.tribalId === undefined;
  return {
    id: 'tribal',
    title: i18n._(msg`Tribal status`),
    rows: [
      {
        id: 'tribal',
        key: landsOnly
          ? i18n._(msg`Do you live on federally recognised Tribal lands?`)
          : i18n._(msg`Do you live on qualifying Tribal lands?`),
        value: !tribal.checkTribal
          ? i18n._(msg`No`)
          : landsOnly
            ? i18n._(msg`Yes`)
            : i18n._(msg`Yes (your Tribal number is hidden for your privacy)`),
        edits: i18n._(msg`tribal status`),
        step: 'tribalStatus' as const,
      },
    ],
  } satisfies ReviewSection;
}
