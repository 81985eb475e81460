import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RadioGroup } from '../../../components/radio-group';
import { stepUrls } from '../../../config/paths';
import { programName } from '../../../shared/programs/programs';

export interface TribalLandsQuestionProps {
  value: boolean | '';
  error: string | undefined;
  /** D45: the program chosen on step 4, when it counts only on Tribal lands. */
  tribalOnlyProgram: string | null;
  onChange: (onLands: boolean) => void;
}

/**
 * D40: where step 1 asks for the Tribal ID, this step asks one thing, whether the household
 * lives on federally recognised Tribal lands: it decides the Tribal benefit ($34.25, D35, D50)
 * and never asks for a number. D45: a program that counts only on Tribal lands is named, with
 * the way back to change it.
 */
export function TribalLandsQuestion({
  value,
  error,
  tribalOnlyProgram,
  onChange,
}: TribalLandsQuestionProps) {
  const { t, i18n } = useLingui();
  const program = tribalOnlyProgram ? (programName(tribalOnlyProgram, i18n.locale) ?? '') : '';
  return (
    <>
      {tribalOnlyProgram && (
        <div className="notice" id="tribalProgram-notice">
          <p>
            <Trans>
              You qualify through {program}, which counts only for households on federally
              recognised Tribal lands. If you do not live on them,{' '}
              <Link to={stepUrls.qualification}>change how you qualify</Link>.
            </Trans>
          </p>
        </div>
      )}
      <RadioGroup<'yes' | 'no'>
        name="checkTribal"
        legend={t`Do you live on federally recognised Tribal lands?`}
        hint={t`Tribal lands include reservations, pueblos, former reservations in Oklahoma, Alaska Native regions, Indian allotments and Hawaiian Home Lands.`}
        error={error}
        value={value === '' ? '' : value ? 'yes' : 'no'}
        onChange={(answer) => onChange(answer === 'yes')}
        inline
        options={[
          { value: 'yes', label: t`Yes` },
          { value: 'no', label: t`No` },
        ]}
      />
    </>
  );
}
