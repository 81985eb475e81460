import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { IdType } from '../../../../machines/answers/fields';
import { DateControl } from '../../../components/step-form/controls/date-control';
import { say, show } from '../../../components/step-form/field-words';
import { StepFields } from '../../../components/step-form/step-fields';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useListStep } from '../../../components/step-form/use-list-step';
import { IdNumberChoice } from '../../../shared/person/id-number-choice';
import { Ssn4Field } from '../../../shared/person/ssn4-field';
import { StepLayout } from '../step-layout';
import { personalInfoWords as words } from './personal-info-words';

const CONTROLS = { date: DateControl };

/** The language asked for by default: the one the applicant is reading the site in. */
export function defaultLanguage(locale: string): 'English' | 'Spanish' {
  return locale.toLowerCase().startsWith('es') ? 'Spanish' : 'English';
}

/**
 * Step 1 (A §5, D7; D40, D41 under the profile's identityRules), drawn from the step's rows.
 * The number the applicant gives is drawn here: a choice whose answer reveals its field
 * (GOV.UK's conditional reveal), which a row's control does not describe.
 */
export function PersonalInfoPage() {
  const { i18n } = useLingui();
  const {
    form,
    busy,
    fields,
    wordContext: context,
  } = useListStep('personalInfo', words, {
    language: defaultLanguage(i18n.locale),
  });
  const { values, change, errors } = form;
  const kept = fields.kept ?? null;
  // D14: the number is never stored, so after a reload the rest is back but it is not.
  const forgotten =
    kept !== null && (kept.idType === 'tribalId' ? kept.tribalId === '' : kept.ssn4 === '');
  const text = (field: 'ssn4' | 'tribalId') => ({
    label: String(show(words[field].label, context)),
    hint: String(show(words[field].hint ?? words[field].label, context)),
    notice: words[field].forgotten ? say(words[field].forgotten, context) : '',
  });
  const numberField = {
    idType: () => (
      <IdNumberChoice
        name="idType"
        ids={{ ssn4: 'ssn4', tribalId: 'tribalId' }}
        text={{
          legend: String(show(words.idType.label, context)),
          hint: String(show(words.idType.hint ?? words.idType.label, context)),
          ssnOption: String(show(words.idType.options?.ssn4 ?? words.idType.label, context)),
          tribalOption: String(show(words.idType.options?.tribalId ?? words.idType.label, context)),
          ssn4: text('ssn4'),
          tribalId: text('tribalId'),
        }}
        idType={(values.idType as IdType | '') ?? ''}
        ssn4={String(values.ssn4 ?? '')}
        tribalId={String(values.tribalId ?? '')}
        errors={{
          idType: errors.message('idType'),
          ssn4: errors.message('ssn4'),
          tribalId: errors.message('tribalId'),
        }}
        forgotten={forgotten}
        onChange={change}
      />
    ),
    // With a choice of number, its field is drawn by the choice (above).
    ssn4: () =>
      'idType' in values ? null : (
        <Ssn4Field
          text={text('ssn4')}
          value={String(values.ssn4 ?? '')}
          error={errors.message('ssn4')}
          forgotten={forgotten}
          onChange={(ssn4) => change({ ssn4 })}
        />
      ),
    tribalId: () => null,
  };
  return (
    <StepLayout step="personalInfo" errors={errors.summary} attempt={errors.attempt}>
      <p>
        <Trans>
          Tell us who is applying. Use your name as it appears on your official documents, so the
          National Verifier can find your records.
        </Trans>
      </p>
      <form noValidate onSubmit={form.submit} className="form">
        <StepFields {...fields} controls={CONTROLS} custom={numberField} />
        <SubmitButton busy={busy}>
          <Trans>Continue</Trans>
        </SubmitButton>
      </form>
    </StepLayout>
  );
}
