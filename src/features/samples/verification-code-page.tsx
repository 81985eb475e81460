import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { useStepForm } from '../../components/step-form/use-step-form';
import { informationPaths } from '../../config/paths';
import { boxId, CodeBoxes } from './code-boxes';
import { emptyCode } from './verification-code';

const CODE_MISSING = msg`Enter all 6 characters of the code`;

/** /VerificationPage: six boxes for a code of letters and digits. */
export function VerificationCodePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [resent, setResent] = useState(0);
  const { values, set, errors, submit } = useStepForm({
    initial: () => ({ code: emptyCode() }),
    check: ({ code }: { code: string[] }) =>
      code.every(Boolean)
        ? { ok: true, value: code.join('') }
        : { ok: false, errors: { code: CODE_MISSING } },
    fields: ['code'] as const,
    // The summary's link goes to the first box still empty.
    targets: ({ code }) => ({ code: boxId(Math.max(0, code.indexOf(''))) }),
    onValid: () => navigate(informationPaths.enrollmentResult),
  });
  const title = t`Enter your verification code`;

  return (
    <>
      <PageTitle title={title} hasErrors={errors.hasErrors} />
      <ErrorSummary errors={errors.summary} attempt={errors.attempt} />
      <PageHeading>{title}</PageHeading>
      <p>
        <Trans>
          A code of 6 letters and numbers is sent to your phone or e-mail, to check that they are
          yours.
        </Trans>
      </p>
      <div className="notice">
        <p>
          <Trans>
            This site does not send codes: no message is actually sent. Any 6 letters or numbers let
            you continue.
          </Trans>
        </p>
      </div>
      <form noValidate onSubmit={submit} className="form">
        <CodeBoxes
          code={values.code}
          error={errors.message('code')}
          onChange={(code) => set('code', code)}
        />
        <div className="actions">
          <button type="submit" className="button">
            <Trans>Continue</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setResent((n) => n + 1)}
          >
            <Trans>Send again</Trans>
          </button>
        </div>
        <p role="status">
          {resent > 0 && (
            // A new node on each press, so a screen reader announces it again.
            <span key={resent}>
              <Trans>We sent a new code (on this site, no message is actually sent).</Trans>
            </span>
          )}
        </p>
      </form>
    </>
  );
}
