import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { legacyProgramFields } from '../../../machines/steps/legacy-program';
import type { Text } from '../../../profiles/schema';
import type { RichWords, StepWords, WordContext } from '../../components/step-form/field-words';
import { PROGRAMS, programName } from '../../shared/programs/programs';

// /ConfirmProgrammPage's words (B §2, §5), a row each for the rows of
// machines/steps/legacy-program.ts. The programs' names and hints are the profile's texts.

/** A profile text, by each program's code that has one. */
const byCode = (part: (program: (typeof PROGRAMS)[number]) => Text | undefined) =>
  Object.fromEntries(
    PROGRAMS.flatMap((program) => {
      const words = part(program);
      return words ? [[program.code, ({ text }: WordContext) => text(words)]] : [];
    }),
  ) as Record<string, RichWords>;

/** The names of the programs the short form offers, in the provider's order. */
const offered = ({ rules, text }: WordContext) =>
  PROGRAMS.filter((program) => rules.legacyProgramCodes.includes(program.code)).map((program) =>
    text(program.name),
  );

/** The program list's hint, by whether the question page said Medicaid or SNAP. */
export const programListHints = {
  medicaidOrSnap: msg`You told us someone in your household gets Medicaid or SNAP: choose the one they get. If it takes part in more than one program, choose any one.`,
  any: msg`If your household takes part in more than one, choose any one of them.`,
};

export const confirmProgramWords: StepWords<typeof legacyProgramFields> = {
  inProgram: {
    label: msg`Do you or anyone in your household take part in one of these programs?`,
    // The question says "these programs": name them before the list is revealed.
    hint: (context) =>
      new Intl.ListFormat(context.i18n.locale, { type: 'disjunction' }).format(offered(context)),
    messages: {
      // B §5's words for a question left unanswered.
      inProgram: msg`Choose yes if you or anyone in your household takes part in one of these programs, or no`,
    },
    // Without a program, what comes next.
    after: ({ values }) =>
      values.inProgram === false && (
        <p className="notice">
          <Trans>
            That is fine. On the next page you confirm who you are, with the last 4 digits of your
            Social Security number or with a government document such as a driver’s license or
            passport.
          </Trans>
        </p>
      ),
  },
  eligibilityProgramCode: {
    label: msg`Which program?`,
    hint: programListHints.any,
    // Revealed under the yes (GOV.UK's conditional reveal): its legend asks the question.
    intro: {},
    options: byCode((program) => program.name),
    optionHints: byCode((program) => program.hint),
    messages: { eligibilityProgramCode: msg`Choose the program you take part in` },
    review: msg`Program`,
    reviewValue: (value, { i18n }) =>
      value ? (programName(String(value), i18n.locale) ?? String(value)) : i18n._(msg`None`),
  },
};
