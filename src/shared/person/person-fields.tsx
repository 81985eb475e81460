import { DateOfBirthField } from '../../components/date-of-birth-field';
import type { BoundField } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import type { DateParts } from '../../lib/date-of-birth';

/** A name field's words. */
export interface NameText {
  label: string;
  hint: string;
}

/**
 * The words of the group, from the page: they belong to the page's catalog, which is loaded
 * with it, rather than to `common`, which every page loads (lingui.config.ts).
 */
export interface PersonText {
  firstName: NameText;
  /** With the `middleName` field, where the form asks for one. */
  middleName?: NameText;
  lastName: NameText;
  dateOfBirth: string;
}

export interface PersonFieldsProps {
  text: PersonText;
  firstName: BoundField;
  middleName?: BoundField;
  lastName: BoundField;
  /** The month select's id is `${id}-month`: the error summary links there. */
  dob: {
    id: string;
    value: DateParts;
    error: string | undefined;
    onChange: (value: DateParts) => void;
  };
}

/**
 * Who is applying, asked the same way in the application's first step and the short form:
 * the names in the order of an ID with the tokens a browser fills them with, and D7's date
 * of birth.
 */
export function PersonFields({ text, firstName, middleName, lastName, dob }: PersonFieldsProps) {
  return (
    <>
      <TextField {...firstName} {...text.firstName} autoComplete="given-name" spellCheck={false} />
      {middleName && text.middleName && (
        <TextField
          {...middleName}
          {...text.middleName}
          autoComplete="additional-name"
          spellCheck={false}
        />
      )}
      <TextField {...lastName} {...text.lastName} autoComplete="family-name" spellCheck={false} />
      <DateOfBirthField legend={text.dateOfBirth} {...dob} />
    </>
  );
}
