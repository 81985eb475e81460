import { programNameInSentence } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { plainSchema } from '../../../machines/fields/field-list';
import type { ApiFailure } from '../../../machines/flow-types';
import { screenHeadings } from '../../../machines/screen-headings';
import { zipCodeFields } from '../../../machines/steps/zip-code';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { ProgramNotice } from '../../components/program-notice';
import { ProviderFailure } from '../../components/step-form/provider-failure';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { useProfileText } from '../../i18n/profile-text';
import { zipWords } from './zip-words';

const { zipCode: row } = zipCodeFields;
const words = zipWords.zipCode;
const schema = plainSchema(zipCodeFields);

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
  const { i18n } = useLingui();
  const text = useProfileText();
  // The name begins the sentence: "The Affordable Connectivity Program helps…", "Lifeline helps…".
  const named = text(programNameInSentence);
  const program = named.charAt(0).toUpperCase() + named.slice(1);
  const { bind, errors, submit } = useStepForm({
    initial: { zipCode: stored },
    // Its row's rule, which the machine checks the zip code with again (D8).
    schema,
    messages: words.messages,
    fields: ['zipCode'] as const,
    busy,
    onValid: (value) => onZip(String(value.zipCode)),
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
          {...bind('zipCode')}
          label={i18n._(words.label)}
          hint={i18n._(words.hint)}
          // As its row asks it (StepFields draws the flow's text rows so; this page is drawn
          // before the flow's renderer has loaded, DEC-156).
          inputMode={row.control.inputMode}
          autoComplete={row.control.autoComplete}
          className={`field__input--${row.control.width}`}
        />
        <SubmitButton busy={busy} busyLabel={<Trans>Checking…</Trans>}>
          <Trans>Check my area</Trans>
        </SubmitButton>
      </form>
    </>
  );
}
