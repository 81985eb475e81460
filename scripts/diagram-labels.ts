// Do the edge labels of the machine docs' diagrams overlap (issue 40)? Renders every Mermaid
// block of docs/machine.md and docs/machine/*.md with Mermaid 11 in headless Chromium, at
// 1,200 px as a reader's page shows them, and lists each pair of arrow labels whose boxes
// overlap, with the smallest text size a diagram is drawn at. Mermaid is not a dependency of
// the project (a hundred packages for this one check): install it apart and name its bundle:
//   npm i --prefix /tmp/mermaid mermaid@11
//   MERMAID_JS=/tmp/mermaid/node_modules/mermaid/dist/mermaid.min.js npx tsx scripts/diagram-labels.ts
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const bundle = process.env.MERMAID_JS;
if (!bundle) {
  console.error('MERMAID_JS must name Mermaid 11’s mermaid.min.js (see the header of this file).');
  process.exit(2);
}
const files = ['docs/machine.md', ...readdirSync('docs/machine').map((f) => `docs/machine/${f}`)];
const blocks = files.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match, index) => ({
    where: `${file}#${index + 1}`,
    code: match[1] as string,
  })),
);
const executablePath = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
  readdirSync('/usr/bin').includes(path.slice('/usr/bin/'.length)),
);
const browser = await chromium.launch({
  ...(process.env.CHROMIUM_PATH || executablePath
    ? { executablePath: process.env.CHROMIUM_PATH ?? executablePath }
    : {}),
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
await page.setContent('<html><body></body></html>');
await page.addScriptTag({ path: bundle });
let overlapping = 0;
for (const [index, block] of blocks.entries()) {
  const found = await page.evaluate(
    async ({ code, id }) => {
      const { mermaid } = window as unknown as {
        mermaid: {
          initialize: (o: object) => void;
          render: (id: string, code: string) => Promise<{ svg: string }>;
        };
      };
      mermaid.initialize({ startOnLoad: false });
      const holder = document.createElement('div');
      holder.innerHTML = (await mermaid.render(id, code)).svg;
      document.body.replaceChildren(holder);
      // The outermost element of each label that has words.
      const labels = [...holder.querySelectorAll('.edgeLabel')].filter(
        (label) => !label.parentElement?.closest('.edgeLabel') && label.textContent?.trim(),
      );
      const boxes = labels.map((label) => label.getBoundingClientRect());
      const pairs: string[] = [];
      boxes.forEach((a, i) => {
        boxes.slice(i + 1).forEach((b, j) => {
          const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (across > 2 && down > 2)
            pairs.push(
              `"${labels[i]?.textContent?.trim()}" × "${labels[i + 1 + j]?.textContent?.trim()}"`,
            );
        });
      });
      const svg = holder.querySelector('svg') as SVGSVGElement;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return { pairs, text: 16 * Math.min(1, scale) };
    },
    { code: block.code, id: `diagram${index}` },
  );
  if (found.pairs.length > 0) overlapping += 1;
  console.log(
    `${block.where}: text ${found.text.toFixed(1)} px${found.pairs.map((pair) => `\n  ${pair}`).join('')}`,
  );
}
await browser.close();
console.log(`${overlapping} of ${blocks.length} diagrams have overlapping arrow labels.`);
process.exit(overlapping > 0 ? 1 : 0);
