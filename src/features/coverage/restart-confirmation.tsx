import { Trans, useLingui } from '@lingui/react/macro';
import { screenHeadings } from '../../../machines/screen-headings';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { useFlowSend } from '../../lib/flow-context';

/** D11: opening the zip page with an application in progress asks before wiping it. */
export function RestartConfirmation() {
  const { i18n } = useLingui();
  const send = useFlowSend();
  return (
    <>
      <PageTitle title={i18n._(screenHeadings.restartConfirm)} />
      <PageHeading>{i18n._(screenHeadings.restartConfirm)}</PageHeading>
      <p>
        <Trans>
          You have an application in progress. Starting again deletes the answers you have given so
          far.
        </Trans>
      </p>
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => send({ type: 'restart.cancelled' })}
        >
          <Trans>Continue my application</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => send({ type: 'restart.confirmed' })}
        >
          <Trans>Delete my answers and start again</Trans>
        </button>
      </div>
    </>
  );
}
