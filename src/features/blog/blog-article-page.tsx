import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { blogArticlePath, flowPaths, informationPaths } from '../../config/paths';
import { useAmountText } from '../../shared/programs/amount-text';
import { type Article, findArticle } from './articles';

export function BlogArticlePage() {
  const { articleId = '' } = useParams();
  const article = findArticle(articleId);
  // Keyed by id: moving to a related article is a new page, so its heading takes focus again.
  return article ? <ArticleView key={article.id} article={article} /> : <ArticleNotFound />;
}

function ArticleView({ article }: { article: Article }) {
  const text = useAmountText();
  const title = text(article.title);
  const related = article.related.flatMap((id) => {
    const found = findArticle(id);
    return found ? [found] : [];
  });
  return (
    <>
      <PageTitle title={title} />
      <Link to={informationPaths.blog} className="back-link">
        <Trans>All articles</Trans>
      </Link>
      <article aria-labelledby="main-heading">
        <PageHeading>{title}</PageHeading>
        <p className="article__lead">{text(article.summary)}</p>
        {article.sections.map((section) => (
          <section key={section.heading.en}>
            <h2>{text(section.heading)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.en}>{text(paragraph)}</p>
            ))}
            {section.list.length > 0 && (
              <ul>
                {section.list.map((item) => (
                  <li key={item.en}>{text(item)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
      <nav className="article__related" aria-labelledby="related-title">
        <h2 id="related-title">
          <Trans>Related articles</Trans>
        </h2>
        <ul>
          {related.map((other) => (
            <li key={other.id}>
              <Link to={blogArticlePath(other.id)}>{text(other.title)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <aside className="card" aria-labelledby="apply-title">
        <h2 id="apply-title">
          <Trans>Ready to apply?</Trans>
        </h2>
        <p>
          <Trans>
            Start with your zip code: we tell you straight away whether we serve your area.
          </Trans>
        </p>
        <div className="actions">
          <Link to={flowPaths.zip} className="button">
            <Trans>Check your zip code</Trans>
          </Link>
        </div>
        <p>
          <Trans>
            Questions? <Link to={informationPaths.contact}>Contact us</Link>.
          </Trans>
        </p>
      </aside>
    </>
  );
}

function ArticleNotFound() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`We could not find that article`} />
      <PageHeading>
        <Trans>We could not find that article</Trans>
      </PageHeading>
      <p>
        <Trans>
          The web address may be mistyped, or the article may have moved. All our articles are on
          the blog page.
        </Trans>
      </p>
      <Link to={informationPaths.blog}>
        <Trans>See all articles</Trans>
      </Link>
    </>
  );
}
