import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summaryBox } from '../../error-summary-focus';
import { setupUser } from '../../support/user';
import { renderSample } from './render-sample';

const box = (n: number) => screen.getByLabelText(`Character ${n} of 6`);
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value);

describe('VerificationCodePage', () => {
  it('has six labelled one-character boxes, the first open to one-time-code autofill', () => {
    renderSample('/VerificationPage');
    for (const n of [1, 2, 3, 4, 5, 6]) {
      expect(box(n)).toHaveAttribute('maxlength', '1');
      expect(box(n)).toHaveAttribute('inputmode', 'text');
    }
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).not.toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeVisible();
  });

  it('moves to the next box as each character is typed, upper-casing it', async () => {
    const user = setupUser();
    renderSample('/VerificationPage');
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1)).toHaveValue('A');
    expect(box(2)).toHaveFocus();
    await user.keyboard('7');
    expect(box(3)).toHaveFocus();
    expect(values()).toEqual(['A', '7', '', '', '', '']);
  });

  it('ignores characters that are not letters or digits', async () => {
    const user = setupUser();
    renderSample('/VerificationPage');
    await user.click(box(1));
    await user.keyboard('-');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('moves back and clears the previous box on Backspace in an empty box', async () => {
    const user = setupUser();
    renderSample('/VerificationPage');
    await user.click(box(1));
    await user.keyboard('abc');
    expect(box(4)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(values()).toEqual(['A', 'B', '', '', '', '']);

    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(values()).toEqual(['A', '', '', '', '', '']);
  });

  it('fills every box from a code pasted into any box, keeping only A–Z and 0–9', async () => {
    const user = setupUser();
    renderSample('/VerificationPage');
    await user.click(box(4));
    await user.paste('ab-12 c9');
    expect(values()).toEqual(['A', 'B', '1', '2', 'C', '9']);
    expect(box(6)).toHaveFocus();
  });

  it('fills from the first box and focuses the next empty one for a short paste', async () => {
    const user = setupUser();
    renderSample('/VerificationPage');
    await user.click(box(5));
    await user.paste('x 1');
    expect(values()).toEqual(['X', '1', '', '', '', '']);
    expect(box(3)).toHaveFocus();
  });

  it('replaces the character of a filled box typed over', async () => {
    const user = setupUser();
    renderSample('/VerificationPage');
    await user.click(box(1));
    await user.keyboard('ab');
    await user.click(box(1));
    await user.keyboard('z');
    expect(values()).toEqual(['Z', 'B', '', '', '', '']);
    expect(box(2)).toHaveFocus();
  });

  it('keeps the new character when a keyboard appends past the one-character limit', () => {
    renderSample('/VerificationPage');
    fireEvent.change(box(1), { target: { value: 'A' } });
    fireEvent.change(box(1), { target: { value: 'AB' } });
    expect(values()).toEqual(['B', '', '', '', '', '']);
  });

  it('spreads a whole code put into the first box by one-time-code autofill', () => {
    renderSample('/VerificationPage');
    fireEvent.change(box(1), { target: { value: 'q7w8e9' } });
    expect(values()).toEqual(['Q', '7', 'W', '8', 'E', '9']);
  });

  it('needs all six characters to continue', async () => {
    const user = setupUser();
    const view = renderSample('/VerificationPage');
    await user.click(box(1));
    await user.keyboard('abc12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Enter all 6 characters of the code');
    expect(summaryBox(summary)).toHaveFocus();
    expect(
      screen.getByRole('link', { name: 'Enter all 6 characters of the code' }),
    ).toHaveAttribute('href', '#code-5');
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      /Enter all 6 characters of the code/,
    );
    expect(box(6)).toHaveAttribute('aria-invalid', 'true');
    expect(box(1)).not.toHaveAttribute('aria-invalid');
    expect(view.url()).toBe('/VerificationPage');

    await user.click(box(6));
    await user.keyboard('z');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(view.url()).toBe('/EnrollmentResultPage');
  });

  it('says a new code was sent, and honestly that no message really is', async () => {
    const user = setupUser();
    renderSample('/VerificationPage');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(status).toHaveTextContent('We sent a new code');
    expect(status).toHaveTextContent(/no message is actually sent/);
    expect(screen.getByText(/This site does not send codes/)).toBeVisible();
  });
});
