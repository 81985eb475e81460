import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from '../../../src/components/step-form/submit-button';
import { renderWithI18n } from '../render-i18n';

function renderButton(props: { busy?: boolean; timedOut?: boolean }, onSubmit = vi.fn()) {
  renderWithI18n(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SubmitButton busyLabel="Checking…" {...props}>
        Continue
      </SubmitButton>
    </form>,
  );
  return onSubmit;
}

describe('SubmitButton', () => {
  it('submits with its label when nothing is under way', () => {
    const onSubmit = renderButton({});
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy: says so, is aria-disabled (never disabled), and a press submits nothing', () => {
    const onSubmit = renderButton({ busy: true });
    const button = screen.getByRole('button', { name: 'Checking…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says Resubmit after a time-out, and sends again', () => {
    const onSubmit = renderButton({ timedOut: true });
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
