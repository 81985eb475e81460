import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type Choice, ChoiceSelect } from '../../src/components/choice-select';

function Harness({ choices, note }: { choices: Choice[]; note: string }) {
  const [value, setValue] = useState('b');
  return (
    <>
      <label htmlFor="pick">Pick</label>
      <ChoiceSelect
        id="pick"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        options={choices}
      />
      <p>{note}</p>
    </>
  );
}

const letters: Choice[] = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo' },
  { value: 'c', label: 'Charlie' },
];

describe('ChoiceSelect', () => {
  it('shows each choice as an option, with the value chosen', () => {
    render(<Harness choices={letters} note="" />);
    const select = screen.getByLabelText('Pick');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(select).toHaveValue('b');
    fireEvent.change(select, { target: { value: 'c' } });
    expect(select).toHaveValue('c');
  });

  it('shows markup in a label or a value as text, never as HTML', () => {
    const tricky: Choice[] = [
      { value: '"><img src=x onerror=alert(1)>', label: '<b>bold</b> & "quoted" \'single\'' },
      { value: 'b', label: 'Plain' },
    ];
    const { container } = render(<Harness choices={tricky} note="" />);
    expect(container.querySelector('img, b')).toBeNull();
    const [first] = within(screen.getByLabelText('Pick')).getAllByRole('option');
    expect(first).toHaveTextContent('<b>bold</b> & "quoted" \'single\'');
    expect(first).toHaveValue('"><img src=x onerror=alert(1)>');
  });

  it('keeps its option elements through a render that changes nothing about them', () => {
    const { rerender } = render(<Harness choices={letters} note="one" />);
    const before = within(screen.getByLabelText('Pick')).getAllByRole('option');
    rerender(<Harness choices={[...letters]} note="two" />);
    const after = within(screen.getByLabelText('Pick')).getAllByRole('option');
    expect(after).toHaveLength(3);
    for (const [index, option] of after.entries()) expect(option).toBe(before[index]);
  });

  it('keeps the chosen value when the choices change around it', () => {
    const { rerender } = render(<Harness choices={letters} note="" />);
    rerender(<Harness choices={[...letters, { value: 'd', label: 'Delta' }]} note="" />);
    const select = screen.getByLabelText('Pick');
    expect(within(select).getAllByRole('option')).toHaveLength(4);
    expect(select).toHaveValue('b');
  });
});
