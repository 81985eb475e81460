import { Trans } from '@lingui/react/macro';
import type { StatusScreenKind } from './status-screen';

/** What each of the four status screens says above the form. */
export function StatusIntroduction({
  screen,
  failureText,
}: {
  screen: StatusScreenKind;
  failureText: string | null;
}) {
  switch (screen) {
    case 'lookup':
      return (
        <p>
          <Trans>
            Enter your application ID or your eligibility check ID. One of them is enough. You find
            them in the messages we and the National Verifier sent you.
          </Trans>
        </p>
      );
    case 'reviewing':
      return (
        <p>
          <Trans>
            Your application is being reviewed. This can take some time: please check again later.
            Keep your IDs; they are filled in below.
          </Trans>
        </p>
      );
    case 'rejected':
      return (
        <>
          <div className="notice notice--error" role="alert">
            <p>{failureText ?? <Trans>Application ID not found</Trans>}</p>
          </div>
          <p>
            <Trans>
              Check that the IDs are typed exactly as you received them, then check again.
            </Trans>
          </p>
        </>
      );
    case 'expired':
      return (
        <p>
          <Trans>
            An expired application cannot be used to enrol. You can start a new application, or
            check another application below.
          </Trans>
        </p>
      );
  }
}
