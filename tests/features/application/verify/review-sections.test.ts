// @vitest-environment node

import { beforeEach, describe, expect, it } from 'vitest';
import { answerSteps } from '../../../../machines/step-answers';
import {
  type ReviewSection,
  reviewSections,
} from '../../../../src/features/application/verify/review-sections';
import {
  addressLines,
  formatBirthDate,
  formatMoney,
  formatPhone,
  initialsOf,
} from '../../../../src/shared/review/review-answers';
import { activateTestLocale } from '../../../render-flow';
import {
  afterReload,
  application,
  FIXTURE_SSN4,
  FIXTURE_TRIBAL_ID,
  incomeApplication,
  tribalApplication,
} from '../../../support/application-fixture';
import { wordContextFor } from '../../../support/word-context';

function rowsById(sections: ReviewSection[]) {
  return Object.fromEntries(
    sections.flatMap((section) => section.rows).map((row) => [row.id, row]),
  );
}

describe('review formatting', () => {
  it('writes the birth date in the reader’s language, whatever the time zone', () => {
    expect(formatBirthDate('1984-03-09', 'en')).toBe('March 9, 1984');
    expect(formatBirthDate('1984-03-09', 'es')).toBe('9 de marzo de 1984');
    expect(formatBirthDate('2000-01-01', 'en')).toBe('January 1, 2000');
  });

  it('leaves a date it cannot read as it was', () => {
    expect(formatBirthDate('03/09/1984', 'en')).toBe('03/09/1984');
  });

  it('writes ten phone digits as a U.S. number', () => {
    expect(formatPhone('5055550142')).toBe('(505) 555-0142');
    expect(formatPhone('505555014')).toBe('505555014');
  });

  it('shows cents only when there are some', () => {
    expect(formatMoney(2500, 'en')).toBe('$2,500');
    expect(formatMoney(1850.5, 'en')).toBe('$1,850.50');
  });

  it('writes an address as street, then city, state and zip', () => {
    expect(addressLines(' 1 Main St ', 'Tulsa', 'OK', '74103')).toEqual([
      '1 Main St',
      'Tulsa, OK 74103',
    ]);
  });

  it('takes the initials from the name', () => {
    expect(initialsOf(' rosa', 'martinez-Luna')).toBe('RM');
  });
});

describe('the review’s sections', () => {
  beforeEach(() => activateTestLocale('en'));

  it('has one section per step, each row editing its own step', () => {
    const sections = reviewSections(application, wordContextFor(application));
    // Every answer step, in the table's order, is edited from its own section.
    expect(sections.map((section) => [...new Set(section.rows.map((row) => row.step))])).toEqual(
      answerSteps.map((step) => [step]),
    );
  });

  it('never holds the SSN digits or the tribal number', () => {
    for (const data of [application, tribalApplication]) {
      const text = JSON.stringify(reviewSections(data, wordContextFor(data)));
      expect(text).not.toContain(FIXTURE_SSN4);
      expect(text).not.toContain(FIXTURE_TRIBAL_ID);
    }
    expect(rowsById(reviewSections(application, wordContextFor(application))).ssn4?.value).toBe(
      'Given (hidden for your privacy)',
    );
  });

  it('says why the SSN digits are missing after a reload', () => {
    expect(
      rowsById(reviewSections(afterReload(application), wordContextFor(afterReload(application))))
        .ssn4?.value,
    ).toMatch(/type them again/);
    expect(
      rowsById(
        reviewSections(
          afterReload(tribalApplication),
          wordContextFor(afterReload(tribalApplication)),
        ),
      ).ssn4?.value,
    ).toBe('Not needed: you applied with a Tribal number');
  });

  it('reads the answers as a person would', () => {
    const rows = rowsById(reviewSections(application, wordContextFor(application)));
    expect(rows.name?.value).toBe('Rosa Martinez-Luna');
    expect(rows.dob?.value).toBe('March 9, 1984');
    expect(rows.language?.value).toBe('Spanish');
    expect(rows.contactPhoneNumber?.value).toBe('(505) 555-0142');
    expect(rows.home?.value).toEqual(['1420 Calle del Sol SW', 'Albuquerque, NM 87105']);
    expect(rows.mailing?.value).toEqual(['PO Box 2231', 'Albuquerque, NM 87103']);
    expect(rows.optionAdult?.value).toBe('Yes');
    expect(rows.otherAdultReceivesBenefit?.value).toBe('No');
    expect(rows.program?.value).toBe('Federal Public Housing Assistance');
    expect(rows.housing?.value).toBe('Housing Choice Voucher program');
    expect(rows.tribal?.value).toBe('No');
  });

  it('leaves the mailing address out when it is the home address', () => {
    const contact = application.answers.contactInfo;
    if (!contact) throw new Error('fixture');
    const same = {
      ...application,
      answers: {
        ...application.answers,
        contactInfo: {
          ...contact,
          mailingSameAsHome: true,
          contactAddress: contact.address,
          contactZipCode: contact.zipCode,
        },
      },
    };
    expect(rowsById(reviewSections(same, wordContextFor(same))).mailing).toBeUndefined();
  });

  it('shows the follow-up answer only when the applicant lives with another adult', () => {
    const household = application.answers.household;
    if (!household) throw new Error('fixture');
    const alone = {
      ...application,
      answers: { ...application.answers, household: { ...household, optionAdult: '2' as const } },
    };
    const rows = rowsById(reviewSections(alone, wordContextFor(alone)));
    expect(rows.optionAdult?.value).toBe('No');
    expect(rows.otherAdultReceivesBenefit).toBeUndefined();
    expect(rows.householdInitials?.value).toBe('RM, RM');
    const together = { ...application, household: { ...household, optionAdult: '1' as const } };
    expect(
      rowsById(reviewSections(together, wordContextFor(together))).otherAdultReceivesBenefit?.value,
    ).toBe('No');
  });

  it('sums up the income route', () => {
    const rows = rowsById(reviewSections(incomeApplication, wordContextFor(incomeApplication)));
    expect(rows.program?.value).toBe('Eligibility Based on Income');
    expect(rows.householdSize?.value).toBe('3 people: 1 adult and 2 children');
    expect(rows.income?.value).toBe('$1,850.50 a month');
    expect(rows.housing).toBeUndefined();
  });

  it('names the school of E50 and E51', () => {
    const school = {
      ...application,
      answers: {
        ...application.answers,
        qualification: {
          eligibilityProgramCode: 'E51' as const,
          publicHousingCode: '' as const,
          schoolName: ' Central New Mexico Community College ',
          income: null,
        },
      },
    };
    const rows = rowsById(reviewSections(school, wordContextFor(school)));
    expect(rows.program?.value).toBe('Federal Pell Grant');
    expect(rows.school?.value).toBe('Central New Mexico Community College');
  });

  it('shows a program code it does not know as it is', () => {
    const odd = {
      ...application,
      answers: {
        ...application.answers,
        qualification: {
          eligibilityProgramCode: 'E99' as never,
          publicHousingCode: '' as const,
          schoolName: '',
          income: null,
        },
      },
    };
    expect(rowsById(reviewSections(odd, wordContextFor(odd))).program?.value).toBe('E99');
  });

  it('says a tribal applicant lives on Tribal lands, without the number', () => {
    expect(
      rowsById(reviewSections(tribalApplication, wordContextFor(tribalApplication))).tribal?.value,
    ).toBe('Yes (your Tribal number is hidden for your privacy)');
  });
});
