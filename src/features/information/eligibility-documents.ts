import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// What the National Verifier accepts as proof, and what each document proves. Nothing to
// download: these are papers the applicant already has (B §2's "downloadable documents").

export type DocumentGroup = 'program' | 'income' | 'identity';

export const DOCUMENT_GROUPS: readonly { id: DocumentGroup; title: MessageDescriptor }[] = [
  { id: 'program', title: msg`If you qualify through a program` },
  { id: 'income', title: msg`If you qualify through your income` },
  { id: 'identity', title: msg`If you are asked who you are or where you live` },
];

export interface EligibilityDocument {
  id: string;
  group: DocumentGroup;
  document: MessageDescriptor;
  proves: MessageDescriptor;
}

export const ELIGIBILITY_DOCUMENTS: readonly EligibilityDocument[] = [
  {
    id: 'benefit-letter',
    group: 'program',
    document: msg`A benefit award letter, approval letter or statement of benefits from SNAP, Medicaid, Supplemental Security Income (SSI), WIC, Federal Public Housing Assistance, or a Veterans or Survivors Pension`,
    proves: msg`Proves that you, your child or another dependent takes part in that program.`,
  },
  {
    id: 'tribal-letter',
    group: 'program',
    document: msg`A letter from Bureau of Indian Affairs General Assistance, Tribal TANF, the Food Distribution Program on Indian Reservations or Tribal Head Start`,
    proves: msg`Proves that someone in your household takes part in that Tribal program.`,
  },
  {
    id: 'pell-grant',
    group: 'program',
    document: msg`A Federal Pell Grant award letter for the current award year`,
    proves: msg`Proves that you or someone in your household receives a Pell Grant this year.`,
  },
  {
    id: 'school-meals',
    group: 'program',
    document: msg`A letter from your child’s school or school district approving free or reduced-price meals this school year, or showing that the school is in the Community Eligibility Provision`,
    proves: msg`Proves that your household qualifies through the school lunch or breakfast program.`,
  },
  {
    id: 'tax-return',
    group: 'income',
    document: msg`Last year’s federal, state or Tribal tax return`,
    proves: msg`Proves your household’s yearly income.`,
  },
  {
    id: 'pay-stubs',
    group: 'income',
    document: msg`Pay stubs for three months in a row, or a current income statement from your employer`,
    proves: msg`Proves what your household earns now.`,
  },
  {
    id: 'income-benefits',
    group: 'income',
    document: msg`A statement of benefits from Social Security, Veterans Affairs, unemployment or workers’ compensation, or a retirement or pension statement`,
    proves: msg`Proves income you receive from those benefits.`,
  },
  {
    id: 'other-income',
    group: 'income',
    document: msg`A divorce decree, a child support award or another official document that shows income`,
    proves: msg`Proves other income your household receives.`,
  },
  {
    id: 'identity',
    group: 'identity',
    document: msg`A driver’s license, state ID, passport or Tribal ID`,
    proves: msg`Proves who you are, when the National Verifier cannot confirm it from your Social Security digits.`,
  },
  {
    id: 'address',
    group: 'identity',
    document: msg`A recent utility bill, lease, mortgage statement or letter from a government agency, with your name and address`,
    proves: msg`Proves where you live, if the National Verifier asks (for example for the Enhanced Tribal Benefit).`,
  },
];
