import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { BlogArticlePage } from '../../../src/features/blog/blog-article-page';
import { BlogPage } from '../../../src/features/blog/blog-page';
import { activateTestLocale } from '../../render-flow';

function visit(url: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/BlogPage" element={<BlogPage />} />
          <Route path="/BlogPage/:articleId" element={<BlogArticlePage />} />
          <Route path="/ZipCodePage" element={<p>Zip page</p>} />
          <Route path="/ContactUsPage" element={<p>Contact page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('the blog list', () => {
  beforeEach(() => activateTestLocale());

  it('shows nine cards, each with a title, a summary and a Read link naming the article', () => {
    visit('/BlogPage');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(9);
    for (const card of cards) {
      const title = within(card).getByRole('heading', { level: 2 }).textContent ?? '';
      expect(title).not.toBe('');
      expect(card.querySelector('p')?.textContent).toMatch(/\.$/);
      const link = within(card).getByRole('link');
      expect(link).toHaveAccessibleName(`Read ${title}`);
      expect(link.getAttribute('href')).toMatch(/^\/BlogPage\/[a-z0-9-]+$/);
    }
    expect(
      screen.getByRole('link', { name: 'Read What is the Affordable Connectivity Program?' }),
    ).toHaveAttribute('href', '/BlogPage/what-is-the-acp');
  });

  it('opens the article from its Read link', async () => {
    visit('/BlogPage');
    await userEvent.click(screen.getByRole('link', { name: 'Read Getting a tablet for $10.01' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Getting a tablet for $10.01' }),
    ).toBeInTheDocument();
  });
});

describe('a blog article', () => {
  beforeEach(() => activateTestLocale());

  it('shows its title, its sections and three related articles', () => {
    visit('/BlogPage/tablet-for-10-01');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Getting a tablet for $10.01' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Getting a tablet for $10.01 – ACP Connect');
    const article = screen.getByRole('article', { name: 'Getting a tablet for $10.01' });
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(2);
    expect(article).toHaveTextContent('more than $10 and less than $50');

    const related = screen.getByRole('navigation', { name: 'Related articles' });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['How to apply, step by step', '/BlogPage/how-to-apply'],
      ['What is the Affordable Connectivity Program?', '/BlogPage/what-is-the-acp'],
      ['Transferring your ACP benefit to another provider', '/BlogPage/transfer-benefit'],
    ]);
  });

  it('moves to a related article and back to the list', async () => {
    visit('/BlogPage/what-is-the-acp');
    const related = screen.getByRole('navigation', { name: 'Related articles' });
    await userEvent.click(
      within(related).getByRole('link', { name: 'Who qualifies for the ACP?' }),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Who qualifies for the ACP?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'All articles' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('links to the application', () => {
    visit('/BlogPage/how-to-apply');
    expect(screen.getByRole('link', { name: 'Check your zip code' })).toHaveAttribute(
      'href',
      '/ZipCodePage',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/ContactUsPage',
    );
  });

  it('says clearly when the article does not exist, with a way back to the list', async () => {
    visit('/BlogPage/no-such-article');
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not find that article' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('We could not find that article – ACP Connect');
    expect(screen.queryByRole('navigation', { name: 'Related articles' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'See all articles' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });
});
