import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['tests/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'],
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      testTimeout: 15_000,
    },
  }),
);
