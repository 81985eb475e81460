import { representativeStatement } from 'virtual:carrier-settings';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { screenHeadings } from '../../../machines/screen-headings';
import { CheckboxField } from '../../components/checkbox-field';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { useProfileText } from '../../i18n/profile-text';
import { useFlow, useFlowSend } from '../../lib/flow-context';

const ConfirmSchema = v.object({ confirmed: v.literal(true, 'required') });
const confirmMessages = {
  required: msg`Tick the box to confirm, or go back to the agreement if you cannot`,
};

/**
 * /RepresentativeConfirmation (D57): the applicant has signed; before the check goes out, the
 * representative confirms on a page of their own that the applicant gave the answers and
 * signed themselves, in the profile's words or the carrier's (D46).
 */
export function RepresentativeConfirmPage() {
  const { i18n } = useLingui();
  const text = useProfileText();
  const send = useFlowSend();
  const repId = useFlow((snapshot) => snapshot.context.representative);
  const { values, setValues, errors, submit } = useStepForm({
    initial: { confirmed: false },
    schema: ConfirmSchema,
    messages: confirmMessages,
    fields: ['confirmed'] as const,
    onValid: () => send({ type: 'representative.confirmed' }),
  });
  const heading = i18n._(screenHeadings.representativeConfirm);
  return (
    <>
      <PageTitle title={heading} hasErrors={errors.hasErrors} />
      <ErrorSummary errors={errors.summary} attempt={errors.attempt} />
      <PageHeading>{heading}</PageHeading>
      <p>
        <Trans>
          For the representative ({repId}). The application is signed. Before we send it to be
          checked, confirm that the applicant gave the answers and signed it themselves.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} className="form">
        <CheckboxField
          id="confirmed"
          checked={values.confirmed}
          onChange={(event) => setValues({ confirmed: event.target.checked })}
          label={text(representativeStatement)}
          error={errors.message('confirmed')}
        />
        <div className="actions">
          <SubmitButton>
            <Trans>Confirm and send the application</Trans>
          </SubmitButton>
          <button
            type="button"
            className="link-button"
            onClick={() => send({ type: 'representative.backed' })}
          >
            <Trans>Back to the agreement</Trans>
          </button>
        </div>
      </form>
    </>
  );
}
