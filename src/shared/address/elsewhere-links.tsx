import { notServedHelp } from 'virtual:carrier-settings';
import { useProfileText } from '../../i18n/profile-text';

/**
 * D49: never a dead end. Where a household whose area or state the carrier does not serve can
 * turn instead (the profile's links: other companies, the National Verifier's own application;
 * for the closed ACP, the FCC's page). Plain links: they open in this tab, as links do, and
 * their words name the site. The zip page's "not served" answer and step 2 (D58) show it.
 */
export function ElsewhereLinks({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const text = useProfileText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="card" aria-labelledby="elsewhere-heading">
      <Heading id="elsewhere-heading">{text(notServedHelp.heading)}</Heading>
      <p>{text(notServedHelp.text)}</p>
      <ul>
        {notServedHelp.links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{text(link.text)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
