import { legacyForm } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RadioGroup } from '../../components/radio-group';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { flowPaths } from '../../config/paths';
import { useProfileText } from '../../i18n/profile-text';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { Ssn4Field } from '../../shared/person/ssn4-field';
import { LegacyLayout } from './legacy-layout';
import { type QuestionForm, QuestionSchema, questionMessages } from './question-schema';
import { useSsn4Text } from './ssn4-text';

const FIELDS = ['medicaidOrSnap', 'ssn4'] as const;

export function QuestionPage() {
  const { t } = useLingui();
  const text = useProfileText();
  const ssn4Text = useSsn4Text();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useFlow((snapshot) => snapshot.context.legacy.question);
  const { values, set, errors, submit } = useStepForm({
    initial: (): QuestionForm => ({
      medicaidOrSnap: saved?.medicaidOrSnap ?? '',
      ssn4: saved?.ssn4 ?? '',
    }),
    schema: QuestionSchema,
    messages: questionMessages,
    fields: FIELDS,
    targets: { medicaidOrSnap: 'medicaidOrSnap-0' },
    busy,
    onValid: (value) => send({ type: 'legacy.question.submitted', question: value }),
  });
  // D14: the digits are never stored, so after a reload the answer is back but they are not.
  const [ssnForgotten] = useState(() => saved !== null && saved.ssn4 === '');

  return (
    <LegacyLayout page={3} screen="legacyQuestion" errors={errors.summary} attempt={errors.attempt}>
      <form noValidate onSubmit={submit} className="form">
        <RadioGroup
          name="medicaidOrSnap"
          legend={t`Do you or anyone in your household get Medicaid or SNAP (food stamps)?`}
          hint={text(legacyForm.questionHint)}
          error={errors.message('medicaidOrSnap')}
          value={values.medicaidOrSnap}
          onChange={(answer) => set('medicaidOrSnap', answer)}
          inline
          options={[
            { value: '1', label: t`Yes` },
            { value: '2', label: t`No` },
          ]}
        />
        <Ssn4Field
          text={ssn4Text}
          value={values.ssn4}
          error={errors.message('ssn4')}
          forgotten={ssnForgotten}
          onChange={(ssn4) => set('ssn4', ssn4)}
        />
        <div className="actions">
          <SubmitButton busy={busy}>
            <Trans>Next</Trans>
          </SubmitButton>
          <Link to={flowPaths.legacyContact} className="link-button">
            <Trans>Back</Trans>
          </Link>
        </div>
      </form>
    </LegacyLayout>
  );
}
