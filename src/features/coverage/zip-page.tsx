import { useFlow, useFlowSend } from '../../lib/flow-context';
import { isConfirmingRestart } from './coverage-screen';
import { RestartConfirmation } from './restart-confirmation';
import { ZipForm } from './zip-form';

export function ZipPage() {
  const confirming = useFlow(isConfirmingRestart);
  return confirming ? <RestartConfirmation /> : <MachineZipForm />;
}

function MachineZipForm() {
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const stored = useFlow((snapshot) => snapshot.context.zipCode);
  return (
    <ZipForm
      stored={stored}
      busy={busy}
      failure={failure}
      onZip={(zipCode) => send({ type: 'zip.submitted', zipCode })}
    />
  );
}
