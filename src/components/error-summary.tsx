import { Trans } from '@lingui/react/macro';
import { type MouseEvent, useEffect, useRef } from 'react';

export interface SummaryError {
  /** The id of the field the message belongs to; the link moves focus there. */
  fieldId: string;
  message: string;
}

/**
 * What to scroll into view above a field, as GOV.UK's error summary does: a checkbox's or
 * radio's legend; another field's legend when the field would still sit in the top half of
 * the screen; otherwise the field's own label.
 */
function legendOrLabel(field: HTMLElement): Element | null {
  const legend = field.closest('fieldset')?.querySelector('legend');
  if (legend) {
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      return legend;
    }
    const fieldRect = field.getBoundingClientRect();
    if (fieldRect.height && window.innerHeight) {
      const fieldBottom = fieldRect.top + fieldRect.height;
      if (fieldBottom - legend.getBoundingClientRect().top < window.innerHeight / 2) return legend;
    }
  }
  const label = Array.from(document.getElementsByTagName('label')).find(
    (candidate) => candidate.htmlFor === field.id,
  );
  return label ?? field.closest('label');
}

/**
 * GOV.UK's error summary: takes focus when a submit fails, so a screen reader reads every
 * problem at once, and links each one to its field. `attempt` changes on every submit, so a
 * second failed submit moves focus here again. The focused element is the container and the
 * alert role sits on its child, so the move of focus and the announcement do not race.
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
    const context = legendOrLabel(field);
    if (context) {
      // The question first, then the field without a second scroll, so the field never
      // lands at the top of the screen with its label out of sight.
      context.scrollIntoView?.();
      field.focus({ preventScroll: true });
    } else {
      field.focus();
      field.scrollIntoView?.({ block: 'center' });
    }
  };

  return (
    <div className="error-summary" ref={ref} tabIndex={-1}>
      <div role="alert" aria-labelledby="error-summary-title">
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
    </div>
  );
}
