import { expect, type Page } from '@playwright/test';
import { completedAnswer } from '../machines/fields/field-list';
import type { LegacyData } from '../machines/flow-types';
import { type LegacyAnswerKey, legacyAnswerFields } from '../machines/legacy-data';
import { type FormEvent, formFills } from '../tests/fill/form-fills';
import type { Applicant } from './application-steps';
import { BUILD_RULES } from './build-rules';
import { playFills } from './playwright-adapter';
import { expectAccessible } from './support';

// A person's way through the short legacy form (B §2, §4) against the sandbox: each page is
// the machine's event for it, its rows' answer (machines/steps/legacy-*.ts), played from its
// form fills (tests/fill/form-fills.ts). `axe` runs the accessibility check on every page.

/** `key`'s answer as its rows' examples give it (machines/steps/legacy-*.ts), with `given`. */
function pageAnswer<K extends LegacyAnswerKey>(key: K, given: Partial<NonNullable<LegacyData[K]>>) {
  const context = { rules: BUILD_RULES, today: new Date(), answers: {} };
  return completedAnswer(legacyAnswerFields[key], given, context) as NonNullable<LegacyData[K]>;
}

/**
 * The machine's event for each page of the short form, as this applicant answers it: the rows'
 * examples, with the applicant's own name, contact details, address and SSN digits, living
 * alone in New York with no different mailing address, by SNAP or by no program.
 */
function shortFormEvents(a: Applicant, program: boolean) {
  return {
    address: {
      type: 'legacy.address.submitted',
      homeAddress: pageAnswer('homeAddress', {
        address: a.street,
        city: 'New York',
        state: a.state,
        zipCode: a.zip,
        mailingDiffers: false,
      }),
    },
    contact: {
      type: 'legacy.contact.submitted',
      contact: pageAnswer('contact', { contactEmail: a.email, contactPhoneNumber: '2125550142' }),
    },
    question: {
      type: 'legacy.question.submitted',
      question: pageAnswer('question', { medicaidOrSnap: '1', ssn4: a.ssn4 }),
    },
    personal: {
      type: 'legacy.personal.submitted',
      personal: pageAnswer('personal', {
        firstName: a.firstName,
        middleName: '',
        lastName: a.lastName,
        dob: '1980-02-29',
      }),
    },
    program: {
      type: 'legacy.program.submitted',
      program: pageAnswer(
        'program',
        program ? { eligibilityProgramCode: 'E2' } : { inProgram: false },
      ),
    },
  } satisfies Record<string, FormEvent>;
}

export async function startShortForm(page: Page, zip = '10001') {
  await page.goto('/ZipCodePage');
  await playFills(page, formFills({ type: 'zip.submitted', zipCode: zip }, BUILD_RULES));
  await expect(page).toHaveURL(/SuccessZipCodePage/);
  await playFills(page, formFills({ type: 'legacy.started' }, BUILD_RULES));
  await expect(page).toHaveURL(/\/HomeAdressPage$/);
}

/** Play `event` (its last action presses Next), then check the page it leads to. */
async function answer(
  page: Page,
  event: FormEvent,
  url: RegExp,
  heading: string | RegExp,
  axe: boolean,
) {
  await playFills(page, formFills(event, BUILD_RULES));
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  if (axe) await expectAccessible(page);
}

export async function fillShortForm(
  page: Page,
  a: Applicant,
  options: { program?: boolean; axe?: boolean } = {},
) {
  const axe = options.axe ?? false;
  const program = options.program ?? true;
  const events = shortFormEvents(a, program);
  if (axe) await expectAccessible(page);
  // The zip checked on the zip page is already in the form.
  await expect(page.locator('#zipCode')).toHaveValue(a.zip);
  await answer(page, events.address, /\/ContactInformation$/, /contact/i, axe);
  await answer(page, events.contact, /\/QuestionPage$/, /Benefits and Social Security number/, axe);
  await answer(page, events.question, /\/PersonalInformationPage$/, /./, axe);
  await answer(page, events.personal, /\/ConfirmProgrammPage$/, /./, axe);
  if (program) {
    await answer(page, events.program, /\/ReviewPage$/, /Check your answers/, axe);
  } else {
    await answer(page, events.program, /\/IdVerificationPage$/, /Confirm who you are/, axe);
  }
}
