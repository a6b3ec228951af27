import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country } from '@rove/contract';
import { initI18n, setLocale } from '../i18n/i18n.ts';
import { CountrySelect } from './country-select.tsx';

function Chooser({ start }: { start: Country | '' }) {
  const [value, setValue] = useState<Country | ''>(start);
  return (
    <>
      <CountrySelect label="Country" value={value} onChange={setValue} />
      <output>{value || 'none'}</output>
    </>
  );
}

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await setLocale('en');
});

describe.each([
  ['en', 'United States', 'Canada'],
  ['fr', 'États-Unis', 'Canada'],
] as const)('the country select (%s)', (locale, us, ca) => {
  it("offers the contract's countries by name and hands back the chosen code", async () => {
    await setLocale(locale);
    render(<Chooser start="US" />);
    const trigger = screen.getByRole('button', { name: /Country/ });
    expect(trigger).toHaveTextContent(us);
    await userEvent.click(trigger);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([us, ca]);
    await userEvent.click(screen.getByRole('option', { name: ca }));
    expect(screen.getByRole('status')).toHaveTextContent('CA');
  });

  it('shows no country until one is chosen', async () => {
    await setLocale(locale);
    render(<Chooser start="" />);
    expect(screen.getByRole('button', { name: /Country/ })).not.toHaveTextContent(us);
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});
