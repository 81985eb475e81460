// Issue 40: every information page and the agreement read at Flesch-Kincaid grade 8 or below in
// English, under both profiles (scripts/reading-level.ts says what is counted). Each page is
// rendered as the profile's build draws it. `npm run reading-grade` prints every page's grade
// and its hardest lines; with READING_GRADE_ALL=1, every line with its own grade.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { ProfileId } from '../../profiles/schema';
import { gradeOf, hardestLines, MAX_GRADE, proseLines } from '../../scripts/reading-level';
import { reviewedApplication } from '../support/application-fixture';
import { renderStep } from '../support/profile-flow';
import { settingsModule } from '../support/settings-module';

const PRINT = Boolean(process.env.READING_GRADE_PRINT);
const report: string[] = [];

afterEach(() => vi.doUnmock('virtual:carrier-settings'));
afterAll(() => {
  if (PRINT) console.log(`Flesch-Kincaid grade (at most ${MAX_GRADE}):\n${report.join('\n')}`);
});

async function pagesUnder(program: ProfileId) {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () => settingsModule(program));
  const home = await import('../../src/features/information/home-page');
  const about = await import('../../src/features/information/about-page');
  const resources = await import('../../src/features/information/resources-page');
  const blog = await import('../../src/features/blog/blog-page');
  const article = await import('../../src/features/blog/blog-article-page');
  const articles = await import('../../src/features/blog/articles');
  const contact = await import('../../src/features/contact/contact-page');
  const privacy = await import('../../src/features/privacy/privacy-page');
  const { renderPage } = await import('../features/information/render-page');
  return { home, about, resources, blog, article, articles, contact, privacy, renderPage };
}

function measure(program: ProfileId, page: string, container: HTMLElement) {
  const lines = proseLines(container);
  const grade = gradeOf(lines);
  report.push(`  ${program.padEnd(8)} ${page.padEnd(40)} ${grade.toFixed(1).padStart(5)}`);
  if (process.env.READING_GRADE_ALL) {
    for (const line of lines)
      report.push(`             ${gradeOf([line]).toFixed(1).padStart(5)}  ${line}`);
  } else if (PRINT || grade > MAX_GRADE) {
    for (const { line, grade: own } of hardestLines(lines)) {
      report.push(`             ${own.toFixed(1).padStart(5)}  ${line.slice(0, 110)}`);
    }
  }
  return { grade, lines };
}

for (const program of ['acp', 'lifeline'] as const) {
  describe(`the ${program} pages read at grade ${MAX_GRADE} or below`, () => {
    it('the information pages and every blog article', async () => {
      const pages = await pagesUnder(program);
      const drawn: [string, () => ReturnType<typeof pages.renderPage>][] = [
        ['home', () => pages.renderPage(<pages.home.HomePage />)],
        ['about', () => pages.renderPage(<pages.about.AboutPage />)],
        ['resources', () => pages.renderPage(<pages.resources.ResourcesPage />)],
        ['blog', () => pages.renderPage(<pages.blog.BlogPage />)],
        ['contact', () => pages.renderPage(<pages.contact.ContactPage />)],
        ['privacy', () => pages.renderPage(<pages.privacy.PrivacyPage />)],
        ...pages.articles.articles.map(
          (entry) =>
            [
              `blog/${entry.id}`,
              () =>
                pages.renderPage(
                  <Routes location={`/BlogPage/${entry.id}`}>
                    <Route
                      path="/BlogPage/:articleId"
                      element={<pages.article.BlogArticlePage />}
                    />
                  </Routes>,
                ),
            ] as [string, () => ReturnType<typeof pages.renderPage>],
        ),
      ];
      const over: string[] = [];
      for (const [name, draw] of drawn) {
        const view = draw();
        await screen.findByRole('heading', { level: 1 });
        const { grade, lines } = measure(program, name, view.container);
        expect(lines.length, `${name} has prose`).toBeGreaterThan(0);
        if (grade > MAX_GRADE) over.push(`${name} ${grade}`);
        view.unmount();
      }
      expect(over).toEqual([]);
    });

    it('the agreement (step 7)', async () => {
      const { view } = await renderStep(
        program,
        '/AgreementPage?profileStep=7',
        { application: { agreement: 'editing' } },
        { application: reviewedApplication },
        'en',
        { checkEligibility: fromPromise(async () => ({ status: 'IN_PROGRESS' })) },
      );
      const { grade } = measure(program, 'agreement', view.container as HTMLElement);
      expect(grade).toBeLessThanOrEqual(MAX_GRADE);
    });
  });
}
