import { msg } from '@lingui/core/macro';
import * as v from 'valibot';

export const statusMessages = {
  oneRequired: msg`Enter your application ID or your eligibility check ID`,
};

/** A §5 "Status pages": either id is enough; the one message sits on the first field. */
export const StatusFormSchema = v.pipe(
  v.object({
    applicationId: v.pipe(v.string(), v.trim()),
    eligibilityCheckId: v.pipe(v.string(), v.trim()),
  }),
  v.forward(
    v.check((ids) => ids.applicationId !== '' || ids.eligibilityCheckId !== '', 'oneRequired'),
    ['applicationId'],
  ),
);
