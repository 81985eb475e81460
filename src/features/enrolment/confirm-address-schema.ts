import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import { flatAnswers } from '../../../machines/flat-answers';
import type { SavedEnrolment } from '../../../machines/flow-types';
import type { ContactRules } from '../../../machines/program-rules';
import { type DateParts, fromIsoDate, fromUsDate, toUsDate } from '../../lib/date-of-birth';
import { dateOfBirthMessages, dateOfBirthSchema } from '../../lib/date-of-birth-schema';
import { isStateCode } from '../../shared/address/us-states';
import { hasUnlimitedData } from '../../shared/plans/plan-card';
import { contactMessages, EMAIL_PATTERN } from '../../shared/rules/contact-rules';
import {
  firstNameKeys,
  lastNameKeys,
  nameMessages,
  nameSchema,
} from '../../shared/rules/name-rules';

/** A §5 "Confirm address" with D27's words: empty and invalid differ, each names its question. */
export const confirmAddressMessages = {
  ...nameMessages,
  ...dateOfBirthMessages,
  emailRequired: contactMessages.emailRequired,
  emailInvalid: contactMessages.emailInvalid,
  phoneRequired: contactMessages.phoneRequired,
  phoneInvalid: msg`Enter a 10-digit U.S. phone number, like 5551234567; it cannot start with 0 or 1`,
  stateRequired: msg`Choose the state to ship to`,
  cityRequired: msg`Enter the city to ship to`,
  addressRequired: msg`Enter the shipping address`,
  addressInvalid: msg`Shipping address must be 2 characters or more`,
  zipRequired: msg`Enter the zip code to ship to`,
  zipInvalid: msg`Enter a 5-digit zip code`,
};

export interface AddressFormValues {
  firstName: string;
  lastName: string;
  dob: DateParts;
  emailAddress: string;
  contactPhoneNumber: string;
  shippingState: string;
  shippingCity: string;
  shippingAddress1: string;
  shippingAddress2: string;
  shippingZipcode: string;
}

/** The form's fields in page order: the error summary lists them so. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'dob',
  'emailAddress',
  'contactPhoneNumber',
  'shippingAddress1',
  'shippingAddress2',
  'shippingCity',
  'shippingState',
  'shippingZipcode',
] as const;

/** D9: ten digits; U.S. numbers never start with 0 or 1. */
export const CONFIRM_PHONE_PATTERN = /^[2-9]\d{9}$/;

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

const phoneDigits = v.transform((value: string) => value.replace(/\D/g, ''));

/**
 * `today` bounds the birth years (D7). The date comes out as MM/DD/YYYY. Where the contact
 * rules let an applicant have no phone or e-mail (D42), each may stay empty here too.
 */
export function confirmAddressSchema(
  today: Date,
  contact: Pick<ContactRules, 'phoneAndEmailOptional'> = { phoneAndEmailOptional: false },
) {
  const optional = contact.phoneAndEmailOptional;
  return v.object({
    firstName: nameSchema(firstNameKeys),
    lastName: nameSchema(lastNameKeys),
    dob: dateOfBirthSchema(today, toUsDate),
    emailAddress: optional
      ? v.pipe(
          v.string(),
          v.trim(),
          v.check((value) => value === '' || EMAIL_PATTERN.test(value), 'emailInvalid'),
        )
      : v.pipe(required('emailRequired'), v.regex(EMAIL_PATTERN, 'emailInvalid')),
    contactPhoneNumber: optional
      ? v.pipe(
          v.string(),
          phoneDigits,
          v.check((value) => value === '' || CONFIRM_PHONE_PATTERN.test(value), 'phoneInvalid'),
        )
      : v.pipe(
          v.string(),
          phoneDigits,
          v.nonEmpty('phoneRequired'),
          v.regex(CONFIRM_PHONE_PATTERN, 'phoneInvalid'),
        ),
    shippingState: v.pipe(v.string(), v.check(isStateCode, 'stateRequired')),
    shippingCity: required('cityRequired'),
    shippingAddress1: v.pipe(required('addressRequired'), v.minLength(2, 'addressInvalid')),
    shippingAddress2: v.pipe(v.string(), v.trim()),
    shippingZipcode: v.pipe(required('zipRequired'), v.regex(/^\d{5}$/, 'zipInvalid')),
  });
}

export type AddressFormOutput = v.InferOutput<ReturnType<typeof confirmAddressSchema>>;

type Known = Pick<EnrolmentContext, 'savedEnrolment' | 'application' | 'eligibility'>;

/** What the form starts with: the saved enrolment data, else the application's answers. */
export function initialAddressValues({ savedEnrolment, application }: Known): AddressFormValues {
  if (savedEnrolment) {
    return {
      firstName: savedEnrolment.firstName,
      lastName: savedEnrolment.lastName,
      dob: fromUsDate(savedEnrolment.dob),
      emailAddress: savedEnrolment.emailAddress,
      contactPhoneNumber: savedEnrolment.contactPhoneNumber,
      shippingState: savedEnrolment.shippingState,
      shippingCity: savedEnrolment.shippingCity,
      shippingAddress1: savedEnrolment.shippingAddress1,
      shippingAddress2: savedEnrolment.shippingAddress2,
      shippingZipcode: savedEnrolment.shippingZipcode,
    };
  }
  const a = flatAnswers(application.answers);
  // A §4 ships to the mailing address, which holds the home address when they are the same.
  return {
    firstName: a.firstName ?? '',
    lastName: a.lastName ?? '',
    dob: a.dob ? fromIsoDate(a.dob) : { year: '', month: '', day: '' },
    emailAddress: a.contactEmail ?? '',
    contactPhoneNumber: a.contactPhoneNumber ?? '',
    shippingState: a.contactState ?? '',
    shippingCity: a.contactCity ?? '',
    shippingAddress1: a.contactAddress ?? '',
    shippingAddress2: '',
    shippingZipcode: a.contactZipCode ?? '',
  };
}

/** The application id the enrolment is for; '' when the flow has none. */
export function knownApplicationId({ eligibility, savedEnrolment }: Known): string {
  return eligibility.applicationId || savedEnrolment?.applicationId || '';
}

/**
 * A §3's saved enrolment data from the checked form. `state` is where the household lives,
 * which the shipping state only stands in for when nothing else says so. What the form does
 * not ask (the home address's permanence, D43; a separate household's certification, D44)
 * stays as the saved data had it.
 */
export function toSavedEnrolment(form: AddressFormOutput, known: Known): SavedEnrolment {
  const residence =
    known.savedEnrolment?.state || flatAnswers(known.application.answers).state || '';
  const saved = known.savedEnrolment;
  return {
    ...(saved?.primaryPermanentAddressFlag && {
      primaryPermanentAddressFlag: saved.primaryPermanentAddressFlag,
    }),
    ...(saved?.iehFlag && {
      iehFlag: saved.iehFlag,
      iehCertificationDate: saved.iehCertificationDate ?? '',
    }),
    firstName: form.firstName,
    lastName: form.lastName,
    emailAddress: form.emailAddress,
    contactPhoneNumber: form.contactPhoneNumber,
    shippingAddress1: form.shippingAddress1,
    shippingAddress2: form.shippingAddress2,
    shippingCity: form.shippingCity,
    shippingState: form.shippingState,
    state: residence || form.shippingState,
    shippingZipcode: form.shippingZipcode,
    shippingCountry: 'US',
    dob: form.dob,
    applicationId: knownApplicationId(known),
    ebbpTribalBenefitFlag:
      known.savedEnrolment?.ebbpTribalBenefitFlag ?? (hasUnlimitedData(known) ? '1' : '0'),
  };
}

/** The phone field takes digits only, ten at most (A §9). */
export function keepPhoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 10);
}
