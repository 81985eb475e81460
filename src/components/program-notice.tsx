import { programStatus } from 'virtual:carrier-settings';
import { useProfileText } from '../i18n/profile-text';

/**
 * D34: a closed program says so on the first screens, in the profile's words, without blocking
 * the flow: a note, not an alert, so nothing is announced over the page.
 */
export function ProgramNotice() {
  const text = useProfileText();
  if (programStatus.state !== 'closed') return null;
  return (
    <p className="notice program-notice" role="note">
      {text(programStatus.notice)}
    </p>
  );
}
