import { programNameInSentence } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiFailure } from '../../../machines/flow-types';
import { screenHeadings } from '../../../machines/screen-headings';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { ProgramNotice } from '../../components/program-notice';
import { ProviderFailure } from '../../components/step-form/provider-failure';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { useProfileText } from '../../i18n/profile-text';
import { zipMessages } from '../../shared/rules/zip-rules';
import { ZipFormSchema } from './zip-schema';

export interface ZipFormProps {
  /** The zip code the flow already has (a step back), or ''. */
  stored: string;
  busy: boolean;
  failure: ApiFailure | null | undefined;
  /** A valid zip code, to hand to the machine. */
  onZip(zipCode: string): void;
}

/**
 * The first form of the flow. It reads nothing of the machine itself, so a fresh tab can draw
 * it, and the applicant can answer it, before the machine's code has arrived (DEC-156).
 */
export function ZipForm({ stored, busy, failure, onZip }: ZipFormProps) {
  const { t, i18n } = useLingui();
  const text = useProfileText();
  // The name begins the sentence: "The Affordable Connectivity Program helps…", "Lifeline helps…".
  const named = text(programNameInSentence);
  const program = named.charAt(0).toUpperCase() + named.slice(1);
  const { bind, errors, submit } = useStepForm({
    initial: { zipCode: stored },
    schema: ZipFormSchema,
    messages: zipMessages,
    fields: ['zipCode'] as const,
    busy,
    onValid: (value) => onZip(value.zipCode),
  });

  const zipError = errors.message('zipCode');
  return (
    <>
      <PageTitle title={i18n._(screenHeadings.zip)} hasErrors={Boolean(zipError)} />
      <ErrorSummary attempt={errors.attempt} errors={errors.summary} />
      <PageHeading>{i18n._(screenHeadings.zip)}</PageHeading>
      <ProgramNotice />
      <p>
        <Trans>
          {program} helps households pay for internet service. First, tell us where you live so we
          can check that our service reaches you.
        </Trans>
      </p>
      {!zipError && <ProviderFailure failure={failure} />}
      <form noValidate onSubmit={submit} className="form">
        <TextField
          // What was typed stays, letters too, so the message can say what is wrong with it.
          {...bind('zipCode')}
          label={t`Zip code`}
          hint={t`5 digits, for example 10001`}
          inputMode="numeric"
          autoComplete="postal-code"
          className="field__input--short"
        />
        <SubmitButton busy={busy} busyLabel={<Trans>Checking…</Trans>}>
          <Trans>Check my area</Trans>
        </SubmitButton>
      </form>
    </>
  );
}
