import { incomeRule, programRules } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { adultAge } from '../../../../machines/program-rules';
import { RadioGroup } from '../../../components/radio-group';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useProfileText } from '../../../i18n/profile-text';
import { formatMoney } from '../../../lib/money';
import { isStateCode, stateName } from '../../../shared/address/us-states';
import {
  annualIncome,
  guidelineYear,
  incomeLimitForState,
  isAboveIncomeLimit,
  PERCENT_OF_GUIDELINES,
} from '../../../shared/programs/income-limits';
import {
  INCOME_AMOUNT_MAX_LENGTH,
  keepAmountCharacters,
  MAX_ADULTS,
  MAX_CHILDREN,
  parseIncomeAmount,
  type QualificationForm,
} from './qualification-form';

type IncomeValues = Pick<QualificationForm, 'adults' | 'children' | 'amount' | 'period'>;

const adult = adultAge(programRules);

export interface IncomeCalculatorProps {
  values: IncomeValues;
  onChange: (change: Partial<IncomeValues>) => void;
  /** The applicant's home state (D13); null before the contact step. */
  state: string | null;
  errors: Partial<Record<'adults' | 'children' | 'amount', string | undefined>>;
}

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
}

/** Dollars for people in the U.S., in either language ("$39,440"). */
function useDollars() {
  const { i18n } = useLingui();
  return (value: number) => formatMoney(value, i18n.locale, { cents: 'whenAny' });
}

/**
 * The income route's calculator (A §9, D12, D13, D37): household size and income against the
 * profile's percent of the poverty guidelines in force, for the applicant's home state (given
 * at step 2). Its warning is advice, never a block: the National Verifier decides.
 */
export function IncomeCalculator({ values, onChange, state, errors }: IncomeCalculatorProps) {
  const { t, i18n } = useLingui();
  const dollars = useDollars();
  const profileText = useProfileText();

  const adults = Number.parseInt(values.adults, 10);
  const children = Number.parseInt(values.children, 10);
  const size = (Number.isNaN(adults) ? 0 : adults) + (Number.isNaN(children) ? 0 : children);
  const limit = size >= 1 ? incomeLimitForState(size, state) : null;
  const amount = parseIncomeAmount(values.amount);
  const yearly = amount === null ? null : annualIncome(amount, values.period);
  const above = limit !== null && yearly !== null && isAboveIncomeLimit(yearly, limit);
  const place = state && isStateCode(state) ? stateName(state, i18n.locale) : null;
  const limitText = limit === null ? '' : dollars(limit);
  const yearlyText = yearly === null ? '' : dollars(yearly);
  const year = guidelineYear();
  const percent = PERCENT_OF_GUIDELINES;

  return (
    <div>
      <p>
        <Trans>
          Count everyone who lives with you and shares income and expenses, including you.
        </Trans>
      </p>
      <SelectField
        id="adults"
        label={t`Adults in your household`}
        hint={t`People aged ${adult} or over, including you`}
        options={range(1, MAX_ADULTS).map((value) => ({ value, label: value }))}
        value={values.adults}
        error={errors.adults}
        onChange={(event) => onChange({ adults: event.target.value })}
      />
      <SelectField
        id="children"
        label={t`Children in your household`}
        hint={t`People under ${adult}`}
        options={range(0, MAX_CHILDREN).map((value) => ({ value, label: value }))}
        value={values.children}
        error={errors.children}
        onChange={(event) => onChange({ children: event.target.value })}
      />
      <TextField
        id="amount"
        label={t`Household income before taxes, in dollars`}
        hint={t`Add up the income of everyone in your household, for example 1500`}
        error={errors.amount}
        value={values.amount}
        onChange={(event) => onChange({ amount: keepAmountCharacters(event.target.value) })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={INCOME_AMOUNT_MAX_LENGTH}
        className="field__input--short"
      />
      <RadioGroup
        name="period"
        inline
        legend={t`Is that amount per month or per year?`}
        options={[
          { value: 'monthly', label: t`Per month` },
          { value: 'yearly', label: t`Per year` },
        ]}
        value={values.period}
        onChange={(period) => onChange({ period })}
      />
      {limit !== null && (
        <div className="notice">
          <p>
            {place ? (
              <Trans>
                Income limit for a household of {size} in {place}: <strong>{limitText}</strong> a
                year.
              </Trans>
            ) : (
              <Trans>
                Income limit for a household of {size}: <strong>{limitText}</strong> a year.
              </Trans>
            )}
          </p>
          {yearly !== null && values.period === 'monthly' && (
            <p>
              <Trans>
                Your household income in a year: <strong>{yearlyText}</strong>.
              </Trans>
            </p>
          )}
          <p className="field__hint">
            {percent === 200 ? (
              <Trans>
                The limit is twice the {year} federal poverty guidelines. Alaska and Hawaii have
                higher limits.
              </Trans>
            ) : (
              <Trans>
                The limit is {percent}% of the {year} federal poverty guidelines. Alaska and Hawaii
                have higher limits.
              </Trans>
            )}
          </p>
        </div>
      )}
      {/* Always in the page, so screen readers announce the warning when it appears. */}
      <div role="status" className={above ? 'warning' : undefined}>
        {above && (
          <>
            <p>
              <strong>{profileText(incomeRule.overLimitHeading)}</strong>
            </p>
            <p>
              <Trans>
                Your income is above the limit for your household. You can still continue, and the
                National Verifier will decide. If someone in your household takes part in one of the
                other programs, choosing it instead may be quicker.
              </Trans>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
