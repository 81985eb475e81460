import type { QualifyingPerson as Person } from '../../../../machines/steps/qualification';
import { RadioGroup } from '../../../components/radio-group';
import {
  type RichWords,
  say as sayWords,
  show,
  type WordContext,
  type Words,
} from '../../../components/step-form/field-words';
import type { BoundField } from '../../../components/step-form/use-step-form';
import { IdNumberChoice } from '../../../shared/person/id-number-choice';
import { PersonFields } from '../../../shared/person/person-fields';
import type { QualificationField, QualifyingPersonForm } from './qualification-form';
import type { qualificationWords } from './qualification-words';

export interface QualifyingPersonProps {
  form: QualifyingPersonForm;
  words: typeof qualificationWords;
  context: WordContext;
  message: (field: QualificationField) => string | undefined;
  /** Their number was typed on an earlier visit and a reload dropped it (D14). */
  forgotten: boolean;
  onChange: (change: Partial<QualifyingPersonForm>) => void;
}

/**
 * D41: who takes part in the program, the applicant or their child or dependent (the benefit
 * qualifying person); for a child or dependent, their name, date of birth and number, sent
 * with the check as `bqp*`. The number is never stored (D14).
 */
export function QualifyingPerson({
  form,
  words,
  context,
  message,
  forgotten,
  onChange,
}: QualifyingPersonProps) {
  const say = (text: RichWords | undefined) =>
    text === undefined ? '' : String(show(text, context));
  const notice = (text: Words | undefined) => (text === undefined ? '' : sayWords(text, context));
  const nameHint = say(words.bqpFirstName.hint);
  const name = (field: 'bqpFirstName' | 'bqpLastName'): BoundField => ({
    id: field,
    value: form[field],
    error: message(field),
    onChange: (event) => onChange({ [field]: event.target.value }),
  });
  return (
    <RadioGroup<Person>
      name="qualifyingPerson"
      legend={say(words.qualifyingPerson.label)}
      hint={say(words.qualifyingPerson.hint)}
      error={message('qualifyingPerson')}
      value={form.qualifyingPerson}
      onChange={(qualifyingPerson) => onChange({ qualifyingPerson })}
      options={[
        { value: 'applicant', label: say(words.qualifyingPerson.options?.applicant) },
        {
          value: 'dependent',
          label: say(words.qualifyingPerson.options?.dependent),
          reveal: (
            <>
              <PersonFields
                someoneElse
                text={{
                  firstName: { label: say(words.bqpFirstName.label), hint: nameHint },
                  lastName: { label: say(words.bqpLastName.label), hint: nameHint },
                  dateOfBirth: say(words.bqpDob.label),
                }}
                firstName={name('bqpFirstName')}
                lastName={name('bqpLastName')}
                dob={{
                  id: 'bqpDob',
                  value: form.bqpDob,
                  error: message('bqpDob'),
                  onChange: (bqpDob) => onChange({ bqpDob }),
                  youngest: 0,
                  ownBirthday: false,
                }}
              />
              <IdNumberChoice
                name="bqpIdType"
                ids={{ ssn4: 'bqpSsn4', tribalId: 'bqpTribalId' }}
                text={{
                  legend: say(words.bqpIdType.label),
                  hint: say(words.bqpIdType.hint),
                  ssnOption: say(words.bqpIdType.options?.ssn4),
                  tribalOption: say(words.bqpIdType.options?.tribalId),
                  ssn4: {
                    label: say(words.bqpSsn4.label),
                    hint: say(words.bqpSsn4.hint),
                    notice: notice(words.bqpSsn4.forgotten),
                  },
                  tribalId: {
                    label: say(words.bqpTribalId.label),
                    hint: say(words.bqpTribalId.hint),
                    notice: notice(words.bqpTribalId.forgotten),
                  },
                }}
                idType={form.bqpIdType}
                ssn4={form.bqpSsn4}
                tribalId={form.bqpTribalId}
                errors={{
                  idType: message('bqpIdType'),
                  ssn4: message('bqpSsn4'),
                  tribalId: message('bqpTribalId'),
                }}
                forgotten={forgotten}
                onChange={(change) =>
                  onChange({
                    ...(change.idType ? { bqpIdType: change.idType } : {}),
                    ...(change.ssn4 !== undefined ? { bqpSsn4: change.ssn4 } : {}),
                    ...(change.tribalId !== undefined ? { bqpTribalId: change.tribalId } : {}),
                  })
                }
              />
            </>
          ),
        },
      ]}
    />
  );
}
