import { useLingui } from '@lingui/react/macro';
import type { NameLength } from '../../../../machines/answers/fields';
import type { QualifyingPerson as Person } from '../../../../machines/answers/qualification';
import { RadioGroup } from '../../../components/radio-group';
import type { BoundField } from '../../../components/step-form/use-step-form';
import { IdNumberChoice } from '../../../shared/person/id-number-choice';
import { PersonFields } from '../../../shared/person/person-fields';
import type { QualificationField, QualifyingPersonForm } from './qualification-schema';

export interface QualifyingPersonProps {
  form: QualifyingPersonForm;
  nameLength: NameLength;
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
  nameLength,
  message,
  forgotten,
  onChange,
}: QualifyingPersonProps) {
  const { t } = useLingui();
  const { min, max } = nameLength;
  const nameHint = t`${min} to ${max} characters, as on their official documents.`;
  const name = (field: 'bqpFirstName' | 'bqpLastName'): BoundField => ({
    id: field,
    value: form[field],
    error: message(field),
    onChange: (event) => onChange({ [field]: event.target.value }),
  });
  return (
    <RadioGroup<Person>
      name="qualifyingPerson"
      legend={t`Who takes part in the program (or whose income counts)?`}
      hint={t`Choose your child or dependent if they take part in the program and you do not. They must live with you.`}
      error={message('qualifyingPerson')}
      value={form.qualifyingPerson}
      onChange={(qualifyingPerson) => onChange({ qualifyingPerson })}
      options={[
        { value: 'applicant', label: t`Me` },
        {
          value: 'dependent',
          label: t`My child or dependent who lives with me`,
          reveal: (
            <>
              <PersonFields
                someoneElse
                text={{
                  firstName: { label: t`Their first name`, hint: nameHint },
                  lastName: { label: t`Their last name`, hint: nameHint },
                  dateOfBirth: t`Their date of birth`,
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
                  legend: t`Which number do you give for them?`,
                  hint: t`We send it only with your application and never store it.`,
                  ssnOption: t`The last 4 digits of their Social Security number`,
                  tribalOption: t`Their Tribal ID number: they are a member of a federally recognised Tribe and have no Social Security number`,
                  ssn4: {
                    label: t`Last 4 digits of their Social Security number`,
                    hint: t`4 numbers, like 1234.`,
                    notice: t`For your safety we do not keep these 4 digits when the page reloads. Please enter them again.`,
                  },
                  tribalId: {
                    label: t`Their Tribal ID number`,
                    hint: t`The number on their Tribal ID card, up to 24 characters.`,
                    notice: t`For your safety we do not keep this number when the page reloads. Please enter it again.`,
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
