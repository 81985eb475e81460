import { siteAboutTitle } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { env } from '../config/env';
import { flowPaths, informationPaths } from '../config/paths';
import { useProfileText } from '../i18n/profile-text';
import { LanguageSwitch } from './language-switch';

export function SiteHeader() {
  const { t } = useLingui();
  const text = useProfileText();
  const [menuOpen, setMenuOpen] = useState(false);
  const [switchFailed, setSwitchFailed] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu after navigating
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const links = [
    { to: informationPaths.home, label: t`Home` },
    { to: informationPaths.about, label: text(siteAboutTitle) },
    { to: informationPaths.contact, label: t`Contact us` },
    { to: informationPaths.resources, label: t`Resources` },
    { to: flowPaths.checkStatus, label: t`Check Application Status` },
  ];

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to={informationPaths.home} className="site-header__brand">
          {env.siteName}
        </Link>
        <LanguageSwitch onSwitch={(switched) => setSwitchFailed(!switched)} />
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Trans>Menu</Trans>
        </button>
      </div>
      {/* D57: a representative's shift shows here on every page of an assisted application. */}
      <div id="shift-bar" />
      {/* In the page from the start, so a screen reader hears the failure when it is put in. */}
      <p role="status" className="site-header__status">
        {switchFailed ? (
          <Trans>
            The other language could not be loaded. Check your connection, then try again.
          </Trans>
        ) : null}
      </p>
      <nav
        id="site-menu"
        aria-label={t`Main`}
        className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
      >
        <ul className="site-nav__list">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Link to={flowPaths.zip} className="button site-nav__cta">
          <Trans>Validate your eligibility</Trans>
        </Link>
      </nav>
    </header>
  );
}
