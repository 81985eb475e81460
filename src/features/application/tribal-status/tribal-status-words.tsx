import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { tribalStatusFields } from '../../../../machines/steps/tribal-status';
import type { StepWords, WordContext } from '../../../components/step-form/field-words';
import { stepUrls } from '../../../config/paths';
import { programName } from '../../../shared/programs/programs';

// Step 5's words (A §4, §5; D40, D45), a row each for the rows of
// machines/steps/tribal-status.ts.

/** D40: where step 1 asks for the Tribal ID, this step asks only about Tribal lands. */
const landsOnly = ({ rules }: WordContext) => rules.identity.tribalIdForSsn;

/** D45: the program chosen on step 4, when it counts only on Tribal lands. */
function tribalOnlyProgram({ rules, values, i18n }: WordContext): string | null {
  const code = String(values.eligibilityProgramCode ?? '');
  if (!rules.identity.tribalLandsOnlyCodes.some((tribalOnly) => tribalOnly === code)) return null;
  return programName(code, i18n.locale) ?? code;
}

export const tribalStatusWords: StepWords<typeof tribalStatusFields> = {
  checkTribal: {
    // D45: a program that counts only on Tribal lands is named, with the way back to change it.
    before: (context) => {
      const program = landsOnly(context) ? tribalOnlyProgram(context) : null;
      return (
        program && (
          <div className="notice" id="tribalProgram-notice">
            <p>
              <Trans>
                You qualify through {program}, which counts only for households on federally
                recognised Tribal lands. If you do not live on them,{' '}
                <Link to={stepUrls.qualification}>change how you qualify</Link>.
              </Trans>
            </p>
          </div>
        )
      );
    },
    label: (context) =>
      landsOnly(context)
        ? context.i18n._(msg`Do you live on federally recognised Tribal lands?`)
        : context.i18n._(msg`I live on qualifying Tribal lands`),
    hint: (context) =>
      landsOnly(context)
        ? context.i18n._(
            msg`Tribal lands include reservations, pueblos, former reservations in Oklahoma, Alaska Native regions, Indian allotments and Hawaiian Home Lands.`,
          )
        : context.i18n._(
            msg`Leave this empty if you do not. You can still apply for the standard benefit.`,
          ),
    messages: {
      checkTribal: msg`Choose whether you live on federally recognised Tribal lands`,
      tribalLandsProgram: msg`The program you chose counts only for households on federally recognised Tribal lands. Choose Yes if you live on them, or change how you qualify`,
    },
    review: (context) =>
      landsOnly(context)
        ? msg`Do you live on federally recognised Tribal lands?`
        : msg`Do you live on qualifying Tribal lands?`,
    reviewValue: (value, context) => {
      if (value !== true) return context.i18n._(msg`No`);
      return landsOnly(context)
        ? context.i18n._(msg`Yes`)
        : context.i18n._(msg`Yes (your Tribal number is hidden for your privacy)`);
    },
    edits: msg`tribal status`,
  },
  tribalId: {
    label: msg`Tribal number`,
    hint: msg`The identification number on your Tribal ID card, up to 24 characters.`,
    forgotten: msg`For your privacy we do not keep your Tribal number, so please enter it again.`,
    after: () => (
      <p className="field__hint">
        <Trans>
          When you apply as living on Tribal lands, we send your Tribal number to the National
          Verifier instead of the last 4 digits of your Social Security number.
        </Trans>
      </p>
    ),
    messages: {
      tribalId: msg`Enter your Tribal number`,
      tribalIdTooLong: msg`Tribal number must be 24 characters or fewer`,
    },
  },
};
