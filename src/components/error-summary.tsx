import { Trans } from '@lingui/react/macro';
import { type MouseEvent, useEffect, useRef } from 'react';

export interface SummaryError {
  /** The id of the field the message belongs to; the link moves focus there. */
  fieldId: string;
  message: string;
}

/**
 * GOV.UK's error summary: takes focus when a submit fails, so a screen reader reads every
 * problem at once, and links each one to its field. `attempt` changes on every submit, so a
 * second failed submit moves focus here again.
 */
export function ErrorSummary({ errors, attempt }: { errors: SummaryError[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again on each failed attempt
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, attempt]);
  if (!shown) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };

  return (
    <div
      className="error-summary"
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className="error-summary__title">
        <Trans>There is a problem</Trans>
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
