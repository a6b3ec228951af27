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
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveDisplayValue(us);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([us, ca]);
    await userEvent.selectOptions(select, ca);
    expect(screen.getByRole('status')).toHaveTextContent('CA');
    expect(select).toHaveDisplayValue(ca);
  });

  it('shows no country until one is chosen', async () => {
    await setLocale(locale);
    render(<Chooser start="" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).not.toHaveDisplayValue(us);
    expect(screen.getByRole('status')).toHaveTextContent('none');
    await userEvent.selectOptions(select, us);
    expect(screen.getByRole('status')).toHaveTextContent('US');
  });
});
