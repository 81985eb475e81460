import { programShortName } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { env } from '../../config/env';
import { informationPaths } from '../../config/paths';
import { useProfileText } from '../../i18n/profile-text';
import { FLOW_LIFETIME_MS, forgetTab } from '../../lib/tab-storage';

/**
 * Issue 16 §5: what the application asks and why, where it goes, what the browser keeps and
 * for how long (D14), and how to clear it. The words follow the code: src/lib/tab-storage.ts
 * (what the tab keeps, and the clearing) and the locale's storage and cookie (src/i18n).
 */
export function PrivacyPage() {
  const { t } = useLingui();
  const text = useProfileText();
  const program = text(programShortName);
  const provider = env.siteName;
  const lifetimeMinutes = FLOW_LIFETIME_MS / 60_000;
  const [cleared, setCleared] = useState(false);
  const clear = () => {
    forgetTab();
    setCleared(true);
  };
  return (
    <>
      <PageTitle title={t`Privacy notice`} />
      <PageHeading>
        <Trans>Privacy notice</Trans>
      </PageHeading>
      <p className="hero__lead">
        <Trans>
          We ask for personal information only to help you apply for {program} and sign up for a
          plan with {provider}. This page says what we ask and why, where it goes, what your browser
          keeps and how to clear it.
        </Trans>
      </p>

      <section aria-labelledby="privacy-asked">
        <h2 id="privacy-asked">
          <Trans>What we ask and why</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Your name and date of birth, to confirm who you are.</Trans>
          </li>
          <li>
            <Trans>
              The last 4 digits of your Social Security number, or your Tribal ID number, to match
              you with government records. Your browser never stores them: if you reload a page that
              needs them, we ask for them again.
            </Trans>
          </li>
          <li>
            <Trans>
              Your home address and, if it is different, your mailing address, to check that we
              serve your area, to apply the rules that depend on where you live and to send you
              anything you order.
            </Trans>
          </li>
          <li>
            <Trans>
              Your phone number and e-mail address, to contact you about your application.
            </Trans>
          </li>
          <li>
            <Trans>
              The benefit program you take part in, or your household's size and income, to show
              that your household qualifies.
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-where">
        <h2 id="privacy-where">
          <Trans>Where your information goes</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              To {provider}, the company that provides your service. It sends your application and
              signs you up for your plan.
            </Trans>
          </li>
          <li>
            <Trans>
              To the National Verifier, the government system run by the Universal Service
              Administrative Company (USAC), which checks whether your household can get the
              benefit.
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-kept">
        <h2 id="privacy-kept">
          <Trans>What your browser keeps, and for how long</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Your answers to the application, in this browser tab only, so that reloading the page
              loses nothing. They are deleted {lifetimeMinutes} minutes after your last change, when
              you finish, when you start a new application and when you close the tab. The last 4
              digits of your Social Security number and your Tribal ID number are never kept.
            </Trans>
          </li>
          <li>
            <Trans>
              A random code for each sign-up request, so that sending it twice cannot sign you up
              twice. It holds none of your answers and is deleted when you close the tab.
            </Trans>
          </li>
          <li>
            <Trans>
              The partner code of the link that brought you here, if there was one, until you close
              the tab.
            </Trans>
          </li>
          <li>
            <Trans>
              Your choice of language, in this browser and in a cookie that tells our server which
              language to send first. It says nothing else about you and is kept for one year.
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-clear">
        <h2 id="privacy-clear">
          <Trans>How to clear it</Trans>
        </h2>
        <p>
          <Trans>
            This button deletes your answers, the sign-up codes and the partner code from this
            browser. Your choice of language stays.
          </Trans>
        </p>
        <div className="actions">
          <button type="button" className="button button--secondary" onClick={clear}>
            <Trans>Clear my answers from this browser</Trans>
          </button>
        </div>
        <div role="status">
          {cleared && (
            <p className="notice">
              <Trans>Your answers were deleted from this browser.</Trans>
            </p>
          )}
        </div>
        <p>
          <Trans>
            You can also close this tab, or delete this site's data (cookies and site data) in your
            browser's settings. Clearing your browser does not withdraw an application you already
            sent: to ask about one, <Link to={informationPaths.contact}>contact us</Link>.
          </Trans>
        </p>
      </section>
    </>
  );
}
