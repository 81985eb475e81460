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
    /** The latest birth year listed is this many years ago (D7: 18). */
    youngest?: number;
    /** Someone else's date of birth (a dependent's, D41): no birthday autofill. */
    ownBirthday?: boolean;
  };
  /** The names are someone else's (a dependent's, D41): no autofill from the user's own. */
  someoneElse?: boolean;
}

/**
 * Who is applying, asked the same way in the application's first step and the short form:
 * the names in the order of an ID with the tokens a browser fills them with, and D7's date
 * of birth.
 */
export function PersonFields({
  text,
  firstName,
  middleName,
  lastName,
  dob,
  someoneElse = false,
}: PersonFieldsProps) {
  const token = (own: string) => (someoneElse ? 'off' : own);
  return (
    <>
      <TextField
        {...firstName}
        {...text.firstName}
        autoComplete={token('given-name')}
        spellCheck={false}
      />
      {middleName && text.middleName && (
        <TextField
          {...middleName}
          {...text.middleName}
          autoComplete={token('additional-name')}
          spellCheck={false}
        />
      )}
      <TextField
        {...lastName}
        {...text.lastName}
        autoComplete={token('family-name')}
        spellCheck={false}
      />
      <DateOfBirthField legend={text.dateOfBirth} {...dob} />
    </>
  );
}
