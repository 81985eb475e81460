import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoundField } from '../../../src/components/step-form/use-step-form';
import { PersonFields, type PersonText } from '../../../src/shared/person/person-fields';
import { renderWithI18n } from '../../components/render-i18n';

const bound = (id: string): BoundField => ({ id, value: '', error: undefined, onChange: () => {} });
const dob = (id: string) => ({
  id,
  value: { month: '', day: '', year: '' },
  error: undefined,
  onChange: () => {},
});
const text: PersonText = {
  firstName: { label: 'Given name', hint: 'As on your ID' },
  lastName: { label: 'Family name', hint: 'As on your ID' },
  dateOfBirth: 'Born on',
};

describe('the person fields of both flows', () => {
  it('asks for a middle name only where the page gives its field and its words', () => {
    renderWithI18n(
      <PersonFields text={text} firstName={bound('a')} lastName={bound('b')} dob={dob('d')} />,
    );
    expect(screen.getAllByRole('textbox').map((box) => box.id)).toEqual(['a', 'b']);
  });

  it('takes its words and ids from the page, with the tokens a browser fills them with', () => {
    renderWithI18n(
      <PersonFields
        text={{ ...text, middleName: { label: 'Middle', hint: 'Optional' } }}
        firstName={bound('bqpFirstName')}
        middleName={bound('bqpMiddleName')}
        lastName={bound('bqpLastName')}
        dob={dob('bqpDob')}
      />,
    );
    expect(screen.getByLabelText('Given name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Given name')).toHaveAccessibleDescription('As on your ID');
    expect(screen.getByLabelText('Middle')).toHaveAttribute('autocomplete', 'additional-name');
    expect(screen.getByLabelText('Family name')).toHaveAttribute('id', 'bqpLastName');
    expect(screen.getByRole('group', { name: 'Born on' })).toBeInTheDocument();
    // The error summary links a date of birth to its month, by the page's id.
    expect(screen.getByLabelText('Month')).toHaveAttribute('id', 'bqpDob-month');
  });
});
