import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UnknownRoute } from '../../src/app/unknown-route';
import { referralCode } from '../../src/lib/referral-code';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function visit(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/" element={<Where />} />
        <Route path="/ZipCodePage" element={<Where />} />
        <Route path="*" element={<UnknownRoute />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByTestId('where').textContent;
}

describe('unknown URLs (D4)', () => {
  it('keeps the last segment as the referral code and goes to the parent, query kept', () => {
    expect(visit('/ZipCodePage/PARTNER42?lang=es')).toBe('/ZipCodePage?lang=es');
    expect(referralCode()).toBe('PARTNER42');
  });

  it('climbs to the nearest known path', () => {
    expect(visit('/no/such/PARTNER7')).toBe('/');
    expect(referralCode()).toBe('PARTNER7');
  });

  it('does not keep something that is not a code', () => {
    expect(visit('/%3Cscript%3E')).toBe('/');
    expect(referralCode()).toBeNull();
  });
});
