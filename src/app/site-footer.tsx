import { siteAboutTitle } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { env } from '../config/env';
import { flowPaths, informationPaths } from '../config/paths';
import { useProfileText } from '../i18n/profile-text';

export function SiteFooter() {
  const { t } = useLingui();
  const text = useProfileText();
  // B §2 shows 2023, the year the site began; the range runs to the year of the build, so a
  // prerendered page and the same page drawn in the browser always agree.
  const years = `2023–${__BUILD_YEAR__}`;
  return (
    <footer className="site-footer">
      <section className="site-footer__support" aria-labelledby="support-title">
        <h2 id="support-title">
          <Trans>Need help?</Trans>
        </h2>
        <p>
          <Trans>
            E-mail <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a> or call{' '}
            <a href={`tel:${env.supportPhone.replace(/[^\d+]/g, '')}`}>{env.supportPhone}</a>.
          </Trans>
        </p>
        <p>
          <Trans>Support hours:</Trans>
          {/* One line each, as the carrier wrote them (the contact page shows them alike). */}
          {env.supportHours.map((line) => (
            <Fragment key={line.en}>
              <br />
              {text(line)}
            </Fragment>
          ))}
        </p>
      </section>
      <nav aria-label={t`Footer`}>
        <ul className="site-footer__links">
          <li>
            <Link to={informationPaths.home}>{t`Home`}</Link>
          </li>
          <li>
            <Link to={informationPaths.about}>{text(siteAboutTitle)}</Link>
          </li>
          <li>
            <Link to={informationPaths.contact}>{t`Contact us`}</Link>
          </li>
          <li>
            <Link to={informationPaths.resources}>{t`Resources`}</Link>
          </li>
          <li>
            <Link to={flowPaths.checkStatus}>{t`Check Application Status`}</Link>
          </li>
          <li>
            <Link to={flowPaths.zip}>{t`Validate your eligibility`}</Link>
          </li>
          <li>
            <Link to={informationPaths.privacy}>{t`Privacy policy`}</Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__copyright">
        <Trans>
          © {years} {env.siteName}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
