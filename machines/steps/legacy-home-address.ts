import * as v from 'valibot';
import { type AnswerOf, type ApiTarget, fieldList, type Given } from '../fields/field-list';
import { contactInfoFields as step2 } from './contact-info';

// The short form's first page (/HomeAdressPage, B §2, §5): the home and mailing addresses are
// the application's own rows (step 2's), with Puerto Rico's urbanization; the mailing address is
// asked only when the "different" box is ticked, else its fields are empty and the check sends
// the home address.

const differs = (given: Given) => given.mailingDiffers === true;
/** Only Puerto Rico addresses have an urbanization (B §3's urbanizationCode). */
const inPuertoRico = (state: unknown) => state === 'PR';

/** A mailing field: sent as typed when the address differs, else the home address's field. */
const mailing = (name: string, home: string): { check: ApiTarget } => ({
  check: (value: string, answers: Given) => ({
    [name]: differs(answers) ? value : String(answers[home] ?? ''),
  }),
});

/** An urbanization ("URB Las Gladiolas"): optional; the field's length stops a runaway paste. */
const urbanization = { kind: 'text', maxLength: 50 } as const;
const urbanizationRule = () => v.pipe(v.string(), v.trim());

export const legacyHomeAddressFields = fieldList({
  address: step2.address,
  city: step2.city,
  state: step2.state,
  urbanizationCode: {
    control: urbanization,
    group: 'home',
    when: (given) => inPuertoRico(given.state),
    otherwise: '',
    rule: urbanizationRule,
    review: { as: 'text', row: 'home', lead: true },
    api: { check: 'urbanizationCode' },
    example: '',
  },
  zipCode: step2.zipCode,
  mailingDiffers: {
    control: { kind: 'checkbox', controls: 'mailing' },
    rule: () => v.boolean(),
    example: false,
  },
  contactAddress: {
    ...step2.contactAddress,
    otherwise: '',
    api: mailing('contactAddress', 'address'),
  },
  contactCity: { ...step2.contactCity, otherwise: '', api: mailing('contactCity', 'city') },
  contactState: { ...step2.contactState, otherwise: '', api: mailing('contactState', 'state') },
  contactUrbCode: {
    control: urbanization,
    group: 'mailing',
    when: (given) => differs(given) && inPuertoRico(given.contactState),
    otherwise: '',
    rule: urbanizationRule,
    review: { as: 'text', row: 'mailing', lead: true, when: differs },
    api: mailing('contactUrbCode', 'urbanizationCode'),
    example: '',
  },
  contactZipCode: {
    ...step2.contactZipCode,
    otherwise: '',
    api: mailing('contactZipCode', 'zipCode'),
  },
});

export type LegacyHomeAddress = AnswerOf<typeof legacyHomeAddressFields>;
