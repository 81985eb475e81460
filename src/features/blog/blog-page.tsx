import { programNameInSentence } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { blogArticlePath } from '../../config/paths';
import { useAmountText } from '../../shared/programs/amount-text';
import { articles } from './articles';

export function BlogPage() {
  const { t } = useLingui();
  const text = useAmountText();
  const program = text(programNameInSentence);
  return (
    <>
      <PageTitle title={t`Blog`} />
      <PageHeading>
        <Trans>Blog</Trans>
      </PageHeading>
      <p>
        <Trans>
          Plain guides to {program}. Read who qualifies, how to apply and how to keep your benefit.
        </Trans>
      </p>
      <ul className="blog-list">
        {articles.map((article) => {
          const title = text(article.title);
          return (
            <li key={article.id} className="card blog-card">
              <h2>{title}</h2>
              <p>{text(article.summary)}</p>
              {/* Every card has a "Read" link: the hidden title tells them apart in a links list. */}
              <Link to={blogArticlePath(article.id)} className="blog-card__link">
                <Trans>
                  Read <span className="visually-hidden">{title}</span>
                </Trans>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
