import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A §2's six-item breadcrumb, as a step indicator (USWDS): where the applicant is, what is
 * done and what is left. Step 1 and 2 both belong to "Contact Information" (or the profile's
 * `contactRules.partName`, `firstPart`, which names both steps' pages). The line above
 * the bars names the current part at every width ("Part 2 of 6: Household Information"); each
 * bar carries its number, so the count and the bars agree on a phone too, where the part
 * labels do not fit. Done, current and to-do differ by more than colour (app.css): a solid,
 * thick or dashed bar, which forced-colours mode keeps.
 */
export function StepIndicator({ current, firstPart }: { current: number; firstPart?: string }) {
  const { t } = useLingui();
  const items = [
    // A profile may name part 1 so that it agrees with its pages' headings (D42).
    firstPart ?? t`Contact Information`,
    t`Household Information`,
    t`Qualification`,
    t`Tribal Status`,
    t`Verification`,
    t`Agreement`,
  ];
  const total = items.length;
  const currentLabel = items[current - 1] ?? '';
  return (
    <nav className="step-indicator" aria-label={t`Application progress`}>
      <p className="step-indicator__count">
        <span className="step-indicator__count-number">
          <Trans>
            Part {current} of {total}
          </Trans>
        </span>
        {/* The part's own name (translated above); the colon reads the same in Spanish. */}
        <span className="step-indicator__count-label">{`: ${currentLabel}`}</span>
      </p>
      <ol className="step-indicator__list">
        {items.map((label, index) => {
          const position = index + 1;
          const state = position < current ? 'done' : position === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={`step-indicator__item step-indicator__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="step-indicator__number" aria-hidden="true">
                {position}
              </span>
              <span className="step-indicator__label">{label}</span>
              {state === 'done' && (
                <span className="visually-hidden">
                  {' '}
                  <Trans>completed</Trans>
                </span>
              )}
              {state === 'todo' && (
                <span className="visually-hidden">
                  {' '}
                  <Trans>not completed</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
