import { siteGuides } from 'virtual:carrier-settings';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { env } from '../../config/env';
import { flowPaths } from '../../config/paths';
import { useAmountText } from '../../shared/programs/amount-text';
import type { CarouselGuide } from './resources-carousel';

/** The id of the documents list on the Resources page, for in-page links. */
export const DOCUMENTS_ID = 'documents';

type Guide = (typeof siteGuides)[number];

/** The link that closes a guide, as the profile names it. */
function GuideAction({ action }: { action: Guide['action'] }) {
  switch (action) {
    case 'apply':
      return (
        <p>
          <Link to={flowPaths.zip}>
            <Trans>Start your application</Trans>
          </Link>
        </p>
      );
    case 'documents':
      return (
        <p>
          <a href={`#${DOCUMENTS_ID}`}>
            <Trans>See the full list of documents and what each one proves</Trans>
          </a>
        </p>
      );
    case 'status':
      return (
        <p>
          <Link to={flowPaths.checkStatus}>
            <Trans>Check Application Status</Trans>
          </Link>
        </p>
      );
    case 'support':
      return (
        <p>
          <Trans>
            Questions? E-mail <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a> or call{' '}
            <a href={`tel:${env.supportPhone.replace(/[^\d+]/g, '')}`}>{env.supportPhone}</a>.
          </Trans>
        </p>
      );
    default:
      return null;
  }
}

function GuideContent({ guide }: { guide: Guide }) {
  const text = useAmountText();
  const items = guide.items.map((item) => <li key={item.en}>{text(item)}</li>);
  return (
    <>
      {guide.intro.map((paragraph) => (
        <p key={paragraph.en}>{text(paragraph)}</p>
      ))}
      {items.length > 0 && (guide.ordered ? <ol>{items}</ol> : <ul>{items}</ul>)}
      {guide.outro.map((paragraph) => (
        <p key={paragraph.en}>{text(paragraph)}</p>
      ))}
      <GuideAction action={guide.action} />
    </>
  );
}

/** The guides of the Resources carousel, from the profile (D18: real help where B had videos). */
export function useResourceGuides(): CarouselGuide[] {
  const text = useAmountText();
  return siteGuides.map((guide) => ({
    id: guide.id,
    title: text(guide.title),
    content: <GuideContent guide={guide} />,
  }));
}
