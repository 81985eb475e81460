// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Article, articles, findArticle } from '../../../src/features/blog/articles';

function words(article: Article): number {
  const texts = [
    article.title,
    ...article.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...section.list,
    ]),
  ].map((text) => text.en);
  return texts.join(' ').split(/\s+/).filter(Boolean).length;
}

describe('the blog articles', () => {
  it('are nine, each with its own URL-safe id', () => {
    expect(articles).toHaveLength(9);
    const ids = articles.map((article) => article.id);
    expect(new Set(ids).size).toBe(9);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('each relate to three other articles that exist', () => {
    for (const article of articles) {
      expect(new Set(article.related).size).toBe(3);
      expect(article.related).not.toContain(article.id);
      for (const id of article.related) expect(findArticle(id)).toBeDefined();
    }
  });

  it('are short: about 150 to 250 words each', () => {
    for (const article of articles) {
      const count = words(article);
      expect(count, article.id).toBeGreaterThanOrEqual(140);
      expect(count, article.id).toBeLessThanOrEqual(260);
    }
  });

  it('state the program’s amounts as the program does', () => {
    const all = articles
      .flatMap((article) =>
        article.sections.flatMap((section) => [...section.paragraphs, ...section.list]),
      )
      .map((text) => text.en)
      .join(' ');
    expect(all).toContain('up to $30 a month');
    expect(all).toContain('up to $75 a month');
    expect(all).toContain('up to $100');
    expect(all).toContain('more than $10 and less than $50');
    expect(all).not.toMatch(/lorem|ipsum/i);
  });

  it('finds nothing for an unknown id', () => {
    expect(findArticle('no-such-article')).toBeUndefined();
  });
});
