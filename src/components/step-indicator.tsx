import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A §2's six-item breadcrumb, as a step indicator (USWDS): where the applicant is, what is
 * done and what is left. Step 1 and 2 both belong to "Contact Information".
 */
export function StepIndicator({ current }: { current: number }) {
  const { t } = useLingui();
  const items = [
    t`Contact Information`,
    t`Household Information`,
    t`Qualification`,
    t`Tribal Status`,
    t`Verification`,
    t`Agreement`,
  ];
  const total = items.length;
  return (
    <nav className="step-indicator" aria-label={t`Application progress`}>
      <p className="step-indicator__count">
        <Trans>
          Part {current} of {total}
        </Trans>
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
              {label}
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
