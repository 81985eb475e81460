import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['tests/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'],
      // tests/deploy needs the built dist/ and Debian's nginx: `npm run deploy:check` runs it
      // after the build in `npm test`.
      exclude: process.env.DEPLOY_CHECK
        ? ['**/node_modules/**']
        : ['**/node_modules/**', 'tests/deploy/**'],
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      testTimeout: 15_000,
      // Vitest leaves one core to the main process by default: on these 2-core machines that is
      // a single worker, and the suite took twice as long as with two.
      maxWorkers: 2,
    },
  }),
);
