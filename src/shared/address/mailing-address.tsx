import { CheckboxField } from '../../components/checkbox-field';
import { AddressFields, type AddressFieldsProps, type AddressPart } from './address-fields';

export interface MailingAddressProps<TPart extends AddressPart> {
  /**
   * The box that shows or hides the fields, with the page's words: the application ticks it
   * for "the same as my home address", the short form for "different".
   */
  toggle: {
    id: string;
    label: string;
    hint: string;
    checked: boolean;
    onChange: (checked: boolean) => void;
  };
  /** Whether the mailing address is asked. */
  open: boolean;
  legend: string;
  fields: Omit<AddressFieldsProps<TPart>, 'autoCompleteSection'>;
}

/** The mailing address, asked only when it is not the home address (A §5, B §2). */
export function MailingAddress<TPart extends AddressPart>({
  toggle,
  open,
  legend,
  fields,
}: MailingAddressProps<TPart>) {
  return (
    <>
      <CheckboxField
        id={toggle.id}
        label={toggle.label}
        hint={toggle.hint}
        checked={toggle.checked}
        onChange={(event) => toggle.onChange(event.target.checked)}
        // Only while the fields exist: a reference to a missing id is an axe failure.
        aria-controls={open ? 'mailing-address' : undefined}
      />
      {open && (
        <fieldset id="mailing-address" className="fieldset choice__reveal">
          <legend className="fieldset__legend">{legend}</legend>
          <AddressFields<TPart> {...fields} autoCompleteSection="section-mailing" />
        </fieldset>
      )}
    </>
  );
}
