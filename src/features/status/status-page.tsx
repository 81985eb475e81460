import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { screenHeadings } from '../../../machines/screen-headings';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { ProviderFailure } from '../../components/step-form/provider-failure';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { flowPaths } from '../../config/paths';
import { useFlow, useFlowActor, useFlowSend } from '../../lib/flow-context';
import { AlreadyEnrolled } from './already-enrolled';
import { StatusIntroduction } from './status-introduction';
import { StatusFormSchema, statusMessages } from './status-schema';
import { isAlreadyEnrolled, type StatusScreenKind, statusScreenOf } from './status-screen';
import { type LookupIds, typedIds } from './typed-ids';

type Screen = StatusScreenKind;

/** /CheckEnrollStatusPage, /Reviewing, /Rejected and /Expired: one form, four introductions. */
export function StatusPage() {
  // While the browser leaves for a National Verifier link this page stays on show: keep it as
  // it was rather than fall back to the lookup.
  const last = useRef<Screen>('lookup');
  last.current = useFlow(statusScreenOf) ?? last.current;
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
  const enrolled = useFlow(isAlreadyEnrolled);
  const status = useFlow((snapshot) => snapshot.context.eligibilityStatus);
  const stillPending = useFlow((snapshot) => snapshot.context.stillPending);
  // Set on a Check here; the screen remounts when the answer moves elsewhere.
  const [checked, setChecked] = useState(false);
  const { values, setValues, bind, errors, submit } = useStepForm({
    initial: {
      applicationId: stored.applicationId,
      eligibilityCheckId: stored.eligibilityCheckId,
    },
    schema: StatusFormSchema,
    messages: statusMessages,
    fields: FIELDS,
    busy,
    // The rendered flag can lag a fast double click; the actor's snapshot cannot.
    isBusyNow: () => actor.getSnapshot().hasTag('busy'),
    onValid: (value) => {
      setChecked(true);
      send({ type: 'status.submitted', ...value });
    },
  });

  // An id filled in from the application looked up before goes once its partner is replaced.
  const typeId = (field: keyof LookupIds) => (event: { target: { value: string } }) =>
    setValues((current) => typedIds(current, field, event.target.value, stored));

  // Only an application a lookup found expired is named (issue 39): never an id that a link
  // or the form holds, which may say anything.
  const applicationId = status === 'APP_CLOSED_OR_EXPIRED' ? stored.applicationId : '';
  const titles: Record<Screen, string> = {
    lookup: i18n._(screenHeadings.checkStatus),
    reviewing: i18n._(screenHeadings.reviewing),
    rejected: i18n._(screenHeadings.rejected),
    expired: applicationId
      ? t`Your Application ${applicationId} has been Expired`
      : t`Your Application has been Expired`,
  };

  return (
    <>
      <PageTitle title={titles[screen]} hasErrors={errors.hasErrors} />
      <ErrorSummary errors={errors.summary} attempt={errors.attempt} />
      <PageHeading>{titles[screen]}</PageHeading>
      {enrolled ? (
        <AlreadyEnrolled />
      ) : (
        <StatusIntroduction screen={screen} failure={failure} status={status} />
      )}
      {screen === 'reviewing' && (checked || stillPending) && !busy && !failure && (
        <p className="notice" role="status">
          <Trans>We checked again: your application is still being reviewed.</Trans>
        </p>
      )}
      <form noValidate onSubmit={submit} className="form">
        <TextField
          {...bind('applicationId')}
          onChange={typeId('applicationId')}
          label={t`Application ID`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        <TextField
          id="eligibilityCheckId"
          label={t`Eligibility check ID`}
          value={values.eligibilityCheckId}
          onChange={typeId('eligibilityCheckId')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        <SubmitButton busy={busy} busyLabel={<Trans>Checking…</Trans>}>
          <Trans>Check</Trans>
        </SubmitButton>
      </form>
      {screen !== 'rejected' && <ProviderFailure failure={failure} />}
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
