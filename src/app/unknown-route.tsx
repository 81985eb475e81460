import { Navigate, useLocation } from 'react-router-dom';
import { canonicalPath } from '../config/paths';
import { rememberReferralCode } from '../lib/referral-code';

/**
 * D4: an unknown URL's last path segment is a referral (reseller) code. Keep it for the
 * session and go to the nearest known parent path, query string kept.
 */
export function UnknownRoute() {
  const location = useLocation();
  const segments = location.pathname.split('/').filter(Boolean);
  const code = segments.pop();
  if (code) rememberReferralCode(decodeURIComponentSafe(code));
  while (segments.length > 0 && canonicalPath(`/${segments.join('/')}`) === null) segments.pop();
  const parent = canonicalPath(`/${segments.join('/')}`) ?? '/';
  return <Navigate to={`${parent}${location.search}`} replace />;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
