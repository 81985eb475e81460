import { heapAtEnd } from './heap';
import { launchBrowser, startServer } from './page-weight';
const a = await startServer(4581);
const b = await startServer(4582, '/work/perf/dist-nohints');
const browser = await launchBrowser();
try {
  for (let i = 0; i < 3; i++) {
    for (const [name, s] of [['before', b], ['after', a]] as const) {
      try { const h = await heapAtEnd(browser, s.origin, 'acp'); console.log(name, (h.before/1048576).toFixed(2), (h.after/1048576).toFixed(2)); }
      catch (e) { console.log(name, 'ERR', String(e).slice(0, 200)); }
    }
  }
} finally { await browser.close(); a.stop(); b.stop(); }
