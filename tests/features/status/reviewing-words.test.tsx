// Issue 40: the /Reviewing page and docs/failure-guidance.md say the same for each review
// status: the page shows the failure guidance's own lines for it, in both languages.
import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eligibilityStatusGuidance } from '../../../src/shared/guidance/failure-guidance';
import { renderFlow } from '../../render-flow';

const storedIds = {
  applicationId: 'A12345678',
  eligibilityCheckId: 'EC-ABCDEFGH23',
  tribalStatusConfirmed: false,
};

describe('the reviewing page’s words', () => {
  for (const status of ['IN_PROGRESS', 'PENDING_REVIEW'] as const) {
    for (const locale of ['en', 'es'] as const) {
      it(`are the guidance’s for ${status} (${locale})`, async () => {
        renderFlow(
          '/Reviewing',
          {},
          {
            state: {
              value: { status: { reviewing: 'editing' } },
              context: { eligibility: storedIds, eligibilityStatus: status },
            },
            locale,
          },
        );
        const guidance = eligibilityStatusGuidance[status];
        for (const line of [guidance.what, ...guidance.next]) {
          expect(await screen.findByText(i18n._(line))).toBeInTheDocument();
        }
      });
    }
  }
});
