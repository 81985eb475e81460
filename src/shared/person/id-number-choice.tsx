import type { IdType } from '../../../machines/answers/fields';
import { RadioGroup } from '../../components/radio-group';
import { TextField } from '../../components/text-field';
import { Ssn4Field, type Ssn4Text } from './ssn4-field';

/** The group's words, from the page (its catalog's; see PersonText). */
export interface IdNumberChoiceText {
  legend: string;
  hint?: string;
  ssnOption: string;
  tribalOption: string;
  ssn4: Ssn4Text;
  tribalId: Ssn4Text;
}

export interface IdNumberChoiceProps {
  /** The radio group's name: its first option's id is `${name}-0`. */
  name: string;
  /** The ids of the two number fields. */
  ids: { ssn4: string; tribalId: string };
  text: IdNumberChoiceText;
  idType: IdType | '';
  ssn4: string;
  tribalId: string;
  errors: { idType?: string | undefined; ssn4?: string | undefined; tribalId?: string | undefined };
  /** The number chosen was typed on an earlier visit and a reload dropped it (D14). */
  forgotten: boolean;
  onChange: (change: { idType?: IdType; ssn4?: string; tribalId?: string }) => void;
}

/**
 * D40, D41: the last 4 SSN digits, or a Tribal ID for a member of a federally recognised Tribe
 * who has no SSN: the person chooses which, and only that number's field shows (the other is
 * never sent). The applicant's own on step 1, a child's or dependent's on step 4.
 */
export function IdNumberChoice({
  name,
  ids,
  text,
  idType,
  ssn4,
  tribalId,
  errors,
  forgotten,
  onChange,
}: IdNumberChoiceProps) {
  const tribalNoticeId = `${ids.tribalId}-notice`;
  return (
    <RadioGroup<IdType>
      name={name}
      legend={text.legend}
      hint={text.hint}
      error={errors.idType}
      value={idType}
      onChange={(chosen) => onChange({ idType: chosen })}
      options={[
        {
          value: 'ssn4',
          label: text.ssnOption,
          reveal: (
            <Ssn4Field
              id={ids.ssn4}
              text={text.ssn4}
              value={ssn4}
              error={errors.ssn4}
              forgotten={forgotten}
              onChange={(digits) => onChange({ ssn4: digits })}
            />
          ),
        },
        {
          value: 'tribalId',
          label: text.tribalOption,
          reveal: (
            <>
              {forgotten && (
                <p className="notice" id={tribalNoticeId}>
                  {text.tribalId.notice}
                </p>
              )}
              <TextField
                id={ids.tribalId}
                label={text.tribalId.label}
                hint={text.tribalId.hint}
                error={errors.tribalId}
                value={tribalId}
                onChange={(event) => onChange({ tribalId: event.target.value })}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={[
                  forgotten && tribalNoticeId,
                  `${ids.tribalId}-hint`,
                  errors.tribalId && `${ids.tribalId}-error`,
                ]
                  .filter(Boolean)
                  .join(' ')}
              />
            </>
          ),
        },
      ]}
    />
  );
}
