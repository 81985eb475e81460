import { describe, expect, it } from 'vitest';
import { distDir } from '../../server/dist-dir';

describe('distDir', () => {
  it('is dist/ unless DIST_DIR names another folder', () => {
    expect(distDir('/repo', {})).toBe('/repo/dist');
    expect(distDir('/repo', { DIST_DIR: '  ' })).toBe('/repo/dist');
    expect(distDir('/repo', { DIST_DIR: 'dist-lifeline' })).toBe('/repo/dist-lifeline');
  });
});
