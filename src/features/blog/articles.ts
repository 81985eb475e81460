import { siteArticles } from 'virtual:carrier-settings';

// D18: short, plain-language guides to the program's real rules (FCC and USAC), written in the
// build's profile: their ids are the last segment of their URLs, /BlogPage/{id}.

export type Article = (typeof siteArticles)[number];

export const articles: readonly Article[] = siteArticles;

export function findArticle(id: string): Article | undefined {
  return articles.find((article) => article.id === id);
}
