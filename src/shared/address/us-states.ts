// The 50 states, DC and the territories/freely associated states served by the programme.
// Kept in English name order. `nameEs` is the name a Spanish reader knows where it differs
// (issue 16: "New York" stayed English in Spanish selects); the value sent is always the USPS
// code. Data rather than catalog messages: the same list serves every page and the server-free
// scripts, and a state's name is not a sentence to translate.
const STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AS', name: 'American Samoa', nameEs: 'Samoa Americana' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia', nameEs: 'Distrito de Columbia' },
  { code: 'FM', name: 'Federated States of Micronesia', nameEs: 'Estados Federados de Micronesia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'GU', name: 'Guam' },
  { code: 'HI', name: 'Hawaii', nameEs: 'Hawái' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana', nameEs: 'Luisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MH', name: 'Marshall Islands', nameEs: 'Islas Marshall' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi', nameEs: 'Misisipi' },
  { code: 'MO', name: 'Missouri', nameEs: 'Misuri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire', nameEs: 'Nuevo Hampshire' },
  { code: 'NJ', name: 'New Jersey', nameEs: 'Nueva Jersey' },
  { code: 'NM', name: 'New Mexico', nameEs: 'Nuevo México' },
  { code: 'NY', name: 'New York', nameEs: 'Nueva York' },
  { code: 'NC', name: 'North Carolina', nameEs: 'Carolina del Norte' },
  { code: 'ND', name: 'North Dakota', nameEs: 'Dakota del Norte' },
  { code: 'MP', name: 'Northern Mariana Islands', nameEs: 'Islas Marianas del Norte' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon', nameEs: 'Oregón' },
  { code: 'PW', name: 'Palau', nameEs: 'Palaos' },
  { code: 'PA', name: 'Pennsylvania', nameEs: 'Pensilvania' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina', nameEs: 'Carolina del Sur' },
  { code: 'SD', name: 'South Dakota', nameEs: 'Dakota del Sur' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'VI', name: 'U.S. Virgin Islands', nameEs: 'Islas Vírgenes de EE. UU.' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia', nameEs: 'Virginia Occidental' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

export type StateCode = (typeof STATES)[number]['code'];

export interface UsState {
  code: StateCode;
  name: string;
  nameEs?: string;
}

export const US_STATES: readonly UsState[] = STATES;

const BY_CODE: ReadonlyMap<string, UsState> = new Map(STATES.map((state) => [state.code, state]));

function localName(state: UsState, locale: string): string {
  return locale.toLowerCase().startsWith('es') ? (state.nameEs ?? state.name) : state.name;
}

/**
 * A state select's options in the reader's language. In Spanish they are sorted again, so
 * "Nueva York" sits among the N's and "Carolina del Norte" among the C's.
 */
type StateOption = { value: StateCode; label: string };

// One list a language, built once: the state select draws on every keystroke of its form, and
// a Spanish list needs a collator, which is costly to create.
const stateOptionsByLocale = new Map<string, readonly StateOption[]>();

export function stateOptions(locale: string): readonly StateOption[] {
  const known = stateOptionsByLocale.get(locale);
  if (known) return known;
  const options = US_STATES.map((state) => ({
    value: state.code,
    label: localName(state, locale),
  }));
  if (locale.toLowerCase().startsWith('es')) {
    const collator = new Intl.Collator('es');
    options.sort((a, b) => collator.compare(a.label, b.label));
  }
  stateOptionsByLocale.set(locale, options);
  return options;
}

export function isStateCode(value: string): value is StateCode {
  return BY_CODE.has(value);
}

/** A state's name, in English unless a Spanish `locale` is given. */
export function stateName(code: StateCode, locale = 'en'): string {
  // The map is built from the same array StateCode is derived from, so a miss is impossible.
  const state = BY_CODE.get(code);
  return state ? localName(state, locale) : code;
}
