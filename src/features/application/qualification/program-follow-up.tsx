import { useLingui } from '@lingui/react/macro';
import { RadioGroup } from '../../../components/radio-group';
import { TextField } from '../../../components/text-field';
import {
  INCOME_ROUTE,
  type Program,
  PUBLIC_HOUSING_PROGRAMS,
  type PublicHousingCode,
} from '../../../shared/programs/programs';
import { IncomeCalculator } from './income-calculator';
import {
  type QualificationField,
  type QualificationForm,
  SCHOOL_NAME_MAX,
} from './qualification-form';

/** Whether choosing the program asks one more thing, shown under the chosen option. */
export function hasFollowUp(program: Program): boolean {
  return program.code === 'E4' || program.code === INCOME_ROUTE || program.namesSchool;
}

export interface ProgramFollowUpProps {
  program: Program;
  form: QualificationForm;
  /** The state of the contact address: the income limits depend on it. */
  state: string | null;
  message: (field: QualificationField) => string | undefined;
  onChange: (change: Partial<QualificationForm>) => void;
}

/** What a program asks once chosen: the housing kind, the school, or the income (A §2, §4). */
export function ProgramFollowUp({ program, form, state, message, onChange }: ProgramFollowUpProps) {
  const { t, i18n } = useLingui();
  const schoolField = (label: string, hint: string) => (
    <TextField
      id="schoolName"
      label={label}
      hint={hint}
      error={message('schoolName')}
      value={form.schoolName}
      onChange={(event) => onChange({ schoolName: event.target.value })}
      autoComplete="off"
      maxLength={SCHOOL_NAME_MAX}
    />
  );
  if (program.code === 'E4') {
    return (
      <RadioGroup<PublicHousingCode>
        name="publicHousingCode"
        legend={t`Which housing assistance does your household receive?`}
        error={message('publicHousingCode')}
        options={PUBLIC_HOUSING_PROGRAMS.map((housing) => ({
          value: housing.code,
          label: i18n._(housing.name),
        }))}
        value={form.publicHousingCode as PublicHousingCode | ''}
        onChange={(publicHousingCode) => onChange({ publicHousingCode })}
      />
    );
  }
  if (program.code === INCOME_ROUTE) {
    return (
      <IncomeCalculator
        values={form}
        onChange={onChange}
        state={state}
        errors={{
          adults: message('adults'),
          children: message('children'),
          amount: message('amount'),
        }}
      />
    );
  }
  if (!program.namesSchool) return null;
  if (program.code === 'E50') {
    return schoolField(
      t`School name`,
      t`The school where a child in your household gets free or reduced-price meals`,
    );
  }
  if (program.code === 'E51') {
    return schoolField(
      t`College or school name`,
      t`The college or school that awarded the Pell Grant this award year`,
    );
  }
  return schoolField(
    t`College or school name`,
    t`The school or college through which your household takes part in this program`,
  );
}
