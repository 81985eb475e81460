import { msg } from '@lingui/core/macro';
import { act, fireEvent, screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from '../../../src/components/error-summary';
import { SubmitButton } from '../../../src/components/step-form/submit-button';
import { useStepForm } from '../../../src/components/step-form/use-step-form';
import { TextField } from '../../../src/components/text-field';
import { renderWithI18n } from '../render-i18n';

const messages = { first: msg`First is mandatory`, second: msg`Second is mandatory` };
const Schema = v.object({
  first: v.pipe(v.string(), v.nonEmpty('first')),
  second: v.pipe(v.string(), v.nonEmpty('second')),
});

function Harness({ onValid, busy = false }: { onValid: (value: unknown) => void; busy?: boolean }) {
  const form = useStepForm({
    initial: { first: '', second: '' },
    schema: Schema,
    messages,
    fields: ['first', 'second'] as const,
    busy,
    onValid,
  });
  return (
    <>
      <ErrorSummary errors={form.errors.summary} attempt={form.errors.attempt} />
      <form noValidate onSubmit={form.submit}>
        <TextField
          id="first"
          label="First"
          error={form.errors.message('first')}
          value={form.values.first}
          onChange={(event) => form.set('first', event.target.value)}
        />
        <TextField
          id="second"
          label="Second"
          error={form.errors.message('second')}
          value={form.values.second}
          onChange={(event) => form.set('second', event.target.value)}
        />
        <SubmitButton busy={busy}>Continue</SubmitButton>
      </form>
    </>
  );
}

/** A form judged by a check of its own: the output need not be the values. */
function CheckHarness({ onValid }: { onValid: (value: unknown) => void }) {
  const form = useStepForm({
    initial: { first: '' },
    check: (values: { first: string }) =>
      values.first === ''
        ? { ok: false, errors: { first: messages.first } }
        : { ok: true, value: { answer: values.first.toUpperCase() } },
    fields: ['first'] as const,
    onValid,
  });
  return (
    <>
      <ErrorSummary errors={form.errors.summary} attempt={form.errors.attempt} />
      <form noValidate onSubmit={form.submit}>
        <TextField label="First" {...form.bind('first')} />
        <SubmitButton>Continue</SubmitButton>
      </form>
    </>
  );
}

/** A summary link whose target follows the values: the box of the first empty answer. */
function TargetHarness() {
  const form = useStepForm({
    initial: { first: '', second: '' },
    schema: v.object({ all: v.pipe(v.string(), v.nonEmpty('first')) }),
    messages,
    input: (values: { first: string; second: string }) => ({
      all: values.first && values.second,
    }),
    fields: ['all'] as const,
    targets: (values) => ({ all: values.first ? 'second' : 'first' }),
    onValid: () => undefined,
  });
  return (
    <>
      <ErrorSummary errors={form.errors.summary} attempt={form.errors.attempt} />
      <form noValidate onSubmit={form.submit}>
        <TextField
          id="first"
          label="First"
          value={form.values.first}
          onChange={(event) => form.set('first', event.target.value)}
        />
        <TextField
          id="second"
          label="Second"
          value={form.values.second}
          onChange={(event) => form.set('second', event.target.value)}
        />
        <SubmitButton>Continue</SubmitButton>
      </form>
    </>
  );
}

describe('useStepForm', () => {
  it('reports every field’s message at once, inline and in the summary (D23)', () => {
    const onValid = vi.fn();
    renderWithI18n(<Harness onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('First is mandatory');
    expect(summary).toHaveTextContent('Second is mandatory');
    expect(screen.getByLabelText('First')).toHaveAccessibleDescription(/First is mandatory/);
    expect(screen.getByLabelText('Second')).toHaveAccessibleDescription(/Second is mandatory/);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends the valid value once, and clears the messages', () => {
    const onValid = vi.fn();
    renderWithI18n(<Harness onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(screen.getByLabelText('First'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('Second'), { target: { value: 'b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ first: 'a', second: 'b' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores a second submit that arrives before the page has drawn again', () => {
    const onValid = vi.fn();
    renderWithI18n(<Harness onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('First'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('Second'), { target: { value: 'b' } });
    const form = screen.getByRole('button', { name: 'Continue' }).closest('form');
    if (!form) throw new Error('no form');
    // Two submit events before React commits: one act() holds back the render between them.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the flow is busy', () => {
    const onValid = vi.fn();
    renderWithI18n(<Harness onValid={onValid} busy />);
    fireEvent.change(screen.getByLabelText('First'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('Second'), { target: { value: 'b' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }).closest('form') as Element);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('judges with a check of the page’s own when given one, and sends what it gives', () => {
    const onValid = vi.fn();
    renderWithI18n(<CheckHarness onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('First is mandatory');
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('First'), { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onValid).toHaveBeenCalledWith({ answer: 'A' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links the summary to a target that follows the values, when given as a function', () => {
    renderWithI18n(<TargetHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const link = () => screen.getByRole('link', { name: 'First is mandatory' });
    expect(link()).toHaveAttribute('href', '#first');
    fireEvent.change(screen.getByLabelText('First'), { target: { value: 'a' } });
    expect(link()).toHaveAttribute('href', '#second');
  });
});
