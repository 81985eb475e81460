import type { DateParts } from '../../../../machines/answers/birth-date';
import type { IdType } from '../../../../machines/answers/fields';
import type { QualifyingPerson } from '../../../../machines/steps/qualification';

export {
  MAX_ADULTS,
  MAX_CHILDREN,
  parseIncomeAmount,
} from '../../../../machines/steps/qualification';

// Step 4's form as its parts draw it: the income's parts beside the other fields, as the
// calculator and the program's follow-ups read and change them (the form keeps the income as
// one value, the step's row).

export const SCHOOL_NAME_MAX = 100;
export const INCOME_AMOUNT_MAX_LENGTH = 15;

/** Keys a person may type into the income amount: digits, a dollar sign, separators. */
export function keepAmountCharacters(value: string): string {
  return value.replace(/[^\d$,. ]/g, '');
}

/** D41: who takes part in the program, as the form holds it. */
export interface QualifyingPersonForm {
  qualifyingPerson: QualifyingPerson | '';
  bqpFirstName: string;
  bqpLastName: string;
  bqpDob: DateParts;
  bqpIdType: IdType | '';
  bqpSsn4: string;
  bqpTribalId: string;
}

/** The income's parts as typed. */
export interface IncomeForm {
  adults: string;
  children: string;
  amount: string;
  period: 'monthly' | 'yearly';
}

/** What the parts of the page draw: every control's value, whichever program is chosen. */
export interface QualificationForm extends Partial<QualifyingPersonForm>, IncomeForm {
  eligibilityProgramCode: string;
  publicHousingCode: string;
  schoolName: string;
}

export type QualificationField = Exclude<keyof QualificationForm, 'period'>;

/** The calculator's start: one adult, no child, monthly (A §9). */
export const NEW_INCOME: IncomeForm = { adults: '1', children: '0', amount: '', period: 'monthly' };

/** The income as the form holds it (a kept answer's numbers as typed), or the calculator's start. */
export function incomeForm(value: unknown): IncomeForm {
  if (!value || typeof value !== 'object') return NEW_INCOME;
  const income = value as Record<string, unknown>;
  return {
    adults: String(income.adults ?? NEW_INCOME.adults),
    children: String(income.children ?? NEW_INCOME.children),
    amount: String(income.amount ?? ''),
    period: income.period === 'yearly' ? 'yearly' : 'monthly',
  };
}

const INCOME_PARTS = ['adults', 'children', 'amount', 'period'] as const;

/** The form's values as the page's parts read them: the income's parts at the top. */
export function qualificationView(values: Readonly<Record<string, unknown>>): QualificationForm {
  return { ...(values as unknown as QualificationForm), ...incomeForm(values.income) };
}

/** A change from a part of the page, as the form holds it: the income's parts in its value. */
export function formChange(
  values: Readonly<Record<string, unknown>>,
  change: Partial<QualificationForm>,
): Record<string, unknown> {
  const income: Partial<IncomeForm> = {};
  const rest: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(change)) {
    if ((INCOME_PARTS as readonly string[]).includes(field)) {
      income[field as keyof IncomeForm] = value as never;
    } else rest[field] = value;
  }
  return Object.keys(income).length > 0
    ? { ...rest, income: { ...incomeForm(values.income), ...income } }
    : rest;
}
