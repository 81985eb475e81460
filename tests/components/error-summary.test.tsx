import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from '../../src/components/error-summary';
import { renderWithI18n } from './render-i18n';

describe('ErrorSummary (GOV.UK)', () => {
  it('focuses its container, and the alert role sits on a child of it', () => {
    renderWithI18n(
      <ErrorSummary errors={[{ fieldId: 'name', message: 'Name is mandatory' }]} attempt={1} />,
    );
    const alert = screen.getByRole('alert', { name: 'There is a problem' });
    const container = alert.parentElement;
    expect(container).toHaveClass('error-summary');
    expect(container).toHaveFocus();
    expect(container).not.toHaveAttribute('role');
  });

  it('scrolls the field’s label into view, then focuses the field without scrolling again', () => {
    renderWithI18n(
      <>
        <ErrorSummary errors={[{ fieldId: 'name', message: 'Name is mandatory' }]} attempt={1} />
        <label htmlFor="name">Name</label>
        <input id="name" />
      </>,
    );
    const label = screen.getByText('Name', { selector: 'label' });
    const field = screen.getByRole('textbox', { name: 'Name' });
    const order: string[] = [];
    label.scrollIntoView = vi.fn(() => order.push('scroll label'));
    const focus = vi.spyOn(field, 'focus').mockImplementation(() => order.push('focus field'));
    fireEvent.click(screen.getByRole('link', { name: 'Name is mandatory' }));
    expect(order).toEqual(['scroll label', 'focus field']);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('scrolls a checkbox’s legend into view', () => {
    renderWithI18n(
      <>
        <ErrorSummary errors={[{ fieldId: 'agree', message: 'Tick the box' }]} attempt={1} />
        <fieldset>
          <legend>Your agreement</legend>
          <input type="checkbox" id="agree" />
          <label htmlFor="agree">I agree</label>
        </fieldset>
      </>,
    );
    const legend = screen.getByText('Your agreement');
    legend.scrollIntoView = vi.fn();
    fireEvent.click(screen.getByRole('link', { name: 'Tick the box' }));
    expect(legend.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveFocus();
  });
});
