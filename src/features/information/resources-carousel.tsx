import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';

export interface CarouselGuide {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * B §2's carousel as the WAI-ARIA APG carousel: a region whose controls come before the
 * slides, one slide shown at a time, no auto-rotation. The buttons stop at either end (B §4)
 * but stay focusable (aria-disabled, not disabled), so focus is not lost at the last guide and
 * the position is still read out beside them.
 */
export function ResourcesCarousel({ guides }: { guides: readonly CarouselGuide[] }) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const id = useId();
  const total = guides.length;
  const position = current + 1;
  const currentTitle = guides[current]?.title ?? '';
  const atFirst = current === 0;
  const atLast = current >= total - 1;

  return (
    <section
      className="carousel"
      aria-roledescription={t`carousel`}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>
        <Trans>Guides</Trans>
      </h2>
      <div className="carousel__controls">
        <button
          type="button"
          className="button button--secondary carousel__button"
          aria-controls={`${id}-slides`}
          aria-disabled={atFirst || undefined}
          onClick={() => {
            if (!atFirst) setCurrent(current - 1);
          }}
        >
          <span className="carousel__arrow" aria-hidden="true">
            ‹
          </span>
          {/* "guide" is heard, not shown, so both buttons fit side by side on a phone. */}
          <Trans>
            Previous <span className="visually-hidden">guide</span>
          </Trans>
        </button>
        <button
          type="button"
          className="button button--secondary carousel__button"
          aria-controls={`${id}-slides`}
          aria-disabled={atLast || undefined}
          onClick={() => {
            if (!atLast) setCurrent(current + 1);
          }}
        >
          <Trans>
            Next <span className="visually-hidden">guide</span>
          </Trans>
          <span className="carousel__arrow" aria-hidden="true">
            ›
          </span>
        </button>
        <p className="carousel__status" aria-live="polite" aria-atomic="true">
          <Trans>
            Guide {position} of {total}: {currentTitle}
          </Trans>
        </p>
      </div>
      <div id={`${id}-slides`}>
        {guides.map((guide, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are groups, not form fieldsets.
            <div
              key={guide.id}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${number} of ${total}`}
              className="carousel__slide"
              hidden={index !== current}
            >
              <h3>{guide.title}</h3>
              {guide.content}
            </div>
          );
        })}
      </div>
    </section>
  );
}
