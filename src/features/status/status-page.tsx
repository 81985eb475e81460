import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { SubmitButton } from '../../components/step-form/submit-button';
import { TextField } from '../../components/text-field';
import { flowPaths } from '../../config/paths';
import { failureMessage } from '../../lib/failure-message';
import { type EnrolmentSnapshot, useFlow, useFlowActor, useFlowSend } from '../../lib/flow-context';
import { useFormErrors } from '../../lib/use-form-errors';
import { validate } from '../../lib/validate';
import { StatusFormSchema, statusMessages } from './status-schema';

type Screen = 'lookup' | 'reviewing' | 'rejected' | 'expired';

function screenOf(snapshot: EnrolmentSnapshot): Screen | null {
  if (snapshot.matches({ status: 'lookup' })) return 'lookup';
  if (snapshot.matches({ status: 'reviewing' })) return 'reviewing';
  if (snapshot.matches({ status: 'rejected' })) return 'rejected';
  if (snapshot.matches({ status: 'expired' })) return 'expired';
  return null;
}

/** /CheckEnrollStatusPage, /Reviewing, /Rejected and /Expired: one form, four introductions. */
export function StatusPage() {
  // While the browser leaves for a National Verifier link this page stays on show: keep it as
  // it was rather than fall back to the lookup.
  const last = useRef<Screen>('lookup');
  last.current = useFlow(screenOf) ?? last.current;
  const screen = last.current;
  // A new screen is a new page for the applicant: remount, so its heading takes focus and the
  // fields show the ids the machine now holds.
  return <StatusScreen key={screen} screen={screen} />;
}

const FIELDS = ['applicationId', 'eligibilityCheckId'] as const;

function StatusScreen({ screen }: { screen: Screen }) {
  const { t, i18n } = useLingui();
  const actor = useFlowActor();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const stored = useFlow((snapshot) => snapshot.context.eligibility);
  const [values, setValues] = useState({
    applicationId: stored.applicationId,
    eligibilityCheckId: stored.eligibilityCheckId,
  });
  const form = useFormErrors(FIELDS);
  // Set on a Check here; the screen remounts when the answer moves elsewhere.
  const [checked, setChecked] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The rendered flag can lag a fast double click; the actor's snapshot cannot.
    if (busy || actor.getSnapshot().hasTag('busy')) return;
    const result = validate(StatusFormSchema, values, statusMessages);
    form.report(result.ok ? {} : result.errors);
    if (!result.ok) return;
    setChecked(true);
    send({ type: 'status.submitted', ...result.value });
  };

  const failureText = failure ? failureMessage(i18n, failure) : null;
  const applicationId = stored.applicationId;
  const titles: Record<Screen, string> = {
    lookup: t`Check Application Status`,
    reviewing: t`Reviewing`,
    rejected: t`We could not confirm your application`,
    expired: applicationId
      ? t`Your Application ${applicationId} has been Expired`
      : t`Your Application has been Expired`,
  };

  return (
    <>
      <PageTitle title={titles[screen]} hasErrors={form.hasErrors} />
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <PageHeading>{titles[screen]}</PageHeading>
      <Introduction screen={screen} failureText={failureText} />
      {screen === 'reviewing' && checked && !busy && !failure && (
        <p className="notice" role="status">
          <Trans>We checked again: your application is still being reviewed.</Trans>
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="form">
        <TextField
          id="applicationId"
          label={t`Application ID`}
          error={form.message('applicationId')}
          value={values.applicationId}
          onChange={(event) => setValues({ ...values, applicationId: event.target.value })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        <TextField
          id="eligibilityCheckId"
          label={t`Eligibility check ID`}
          value={values.eligibilityCheckId}
          onChange={(event) => setValues({ ...values, eligibilityCheckId: event.target.value })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        <SubmitButton busy={busy} busyLabel={<Trans>Checking…</Trans>}>
          <Trans>Check</Trans>
        </SubmitButton>
      </form>
      {screen !== 'rejected' && failureText && (
        <div className="notice notice--error" role="alert">
          <p>{failureText}</p>
        </div>
      )}
      {(screen === 'rejected' || screen === 'expired') && (
        <p>
          <Link to={flowPaths.zip}>
            <Trans>Start a new application</Trans>
          </Link>
        </p>
      )}
    </>
  );
}

function Introduction({ screen, failureText }: { screen: Screen; failureText: string | null }) {
  switch (screen) {
    case 'lookup':
      return (
        <p>
          <Trans>
            Enter your application ID or your eligibility check ID. One of them is enough. You find
            them in the messages we and the National Verifier sent you.
          </Trans>
        </p>
      );
    case 'reviewing':
      return (
        <p>
          <Trans>
            Your application is being reviewed. This can take some time: please check again later.
            Keep your IDs; they are filled in below.
          </Trans>
        </p>
      );
    case 'rejected':
      return (
        <>
          <div className="notice notice--error" role="alert">
            <p>{failureText ?? <Trans>Application ID not found</Trans>}</p>
          </div>
          <p>
            <Trans>
              Check that the IDs are typed exactly as you received them, then check again.
            </Trans>
          </p>
        </>
      );
    case 'expired':
      return (
        <p>
          <Trans>
            An expired application cannot be used to enrol. You can start a new application, or
            check another application below.
          </Trans>
        </p>
      );
  }
}
