import { Trans, useLingui } from '@lingui/react/macro';
import { RadioGroup } from '../../components/radio-group';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { useProfileText } from '../../i18n/profile-text';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import {
  CONFIRM_PROGRAM_FIELDS,
  type ConfirmProgramForm,
  confirmProgramForm,
  confirmProgramMessages,
  confirmProgramSchema,
  LEGACY_PROGRAMS,
} from './confirm-program-schema';
import { LegacyLayout } from './legacy-layout';

// Radio groups are reached through their first option.
const SUMMARY_TARGETS = {
  inProgram: 'inProgram-0',
  eligibilityProgramCode: 'eligibilityProgramCode-0',
};

/** /ConfirmProgrammPage (B §2): a qualifying program, or none and the ID page next. */
export function ConfirmProgramPage() {
  const { t, i18n } = useLingui();
  const text = useProfileText();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const legacy = useFlow((snapshot) => snapshot.context.legacy);
  const {
    values: form,
    setValues: setForm,
    errors,
    submit,
  } = useStepForm({
    initial: (): ConfirmProgramForm => confirmProgramForm(legacy),
    schema: confirmProgramSchema,
    messages: confirmProgramMessages,
    fields: CONFIRM_PROGRAM_FIELDS,
    targets: SUMMARY_TARGETS,
    busy,
    onValid: (value) => send({ type: 'legacy.program.submitted', program: value }),
  });
  const saidMedicaidOrSnap = legacy.question?.medicaidOrSnap === '1';
  // The question says "these programs": name them before the list is revealed.
  const programNames = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(
    LEGACY_PROGRAMS.map((program) => text(program.name)),
  );

  const update = (change: Partial<ConfirmProgramForm>) => {
    setForm((current) => ({ ...current, ...change }));
    for (const field of Object.keys(change)) errors.clear(field as keyof ConfirmProgramForm);
  };

  const programList = (
    <RadioGroup
      name="eligibilityProgramCode"
      legend={t`Which program?`}
      hint={
        saidMedicaidOrSnap
          ? t`You told us someone in your household gets Medicaid or SNAP: choose the one they get. If it takes part in more than one program, choose any one.`
          : t`If your household takes part in more than one, choose any one of them.`
      }
      error={errors.message('eligibilityProgramCode')}
      options={LEGACY_PROGRAMS.map((program) => ({
        value: program.code,
        label: text(program.name),
        ...(program.hint ? { hint: text(program.hint) } : {}),
      }))}
      value={form.eligibilityProgramCode}
      onChange={(eligibilityProgramCode) => update({ eligibilityProgramCode })}
    />
  );

  const noProgram = (
    <p className="notice">
      <Trans>
        That is fine. On the next page you confirm who you are, with the last 4 digits of your
        Social Security number or with a government document such as a driver’s license or passport.
      </Trans>
    </p>
  );

  return (
    <LegacyLayout page={5} screen="legacyProgram" errors={errors.summary} attempt={errors.attempt}>
      <p>
        <Trans>
          Taking part in a government assistance program is the quickest way to show that your
          household qualifies. A child or another dependent in your household counts too.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} className="form">
        <RadioGroup<'yes' | 'no'>
          name="inProgram"
          legend={t`Do you or anyone in your household take part in one of these programs?`}
          hint={programNames}
          error={errors.message('inProgram')}
          options={[
            { value: 'yes', label: t`Yes`, reveal: programList },
            { value: 'no', label: t`No`, reveal: noProgram },
          ]}
          value={form.inProgram}
          onChange={(inProgram) => update({ inProgram })}
        />
        <div className="actions">
          <SubmitButton busy={busy}>
            <Trans>Next</Trans>
          </SubmitButton>
        </div>
      </form>
    </LegacyLayout>
  );
}
