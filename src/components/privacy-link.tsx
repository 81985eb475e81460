import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { informationPaths } from '../config/paths';

/**
 * Issue 16 §5: where a step asks for personal data, a way to read what happens to it. The
 * answers are kept in the tab (D14), so following it and coming back loses nothing.
 */
export function PrivacyLink() {
  return (
    <p className="privacy-link">
      <Link to={informationPaths.privacy}>
        <Trans>How we use and keep your information (privacy notice)</Trans>
      </Link>
    </p>
  );
}
