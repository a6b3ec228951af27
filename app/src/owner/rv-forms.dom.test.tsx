// The owner's RV forms (an edit section, the wizard's first step, an add-on): the contract schema's problems shown in
// place in English and French, the first invalid field focused on submit, and what was typed kept. Typing is slow on a
// busy machine: each journey may take 30 s.
import { rvWords } from '@rove/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddOnsSection } from './manage/addons-section.tsx';
import { SectionForm } from './manage/section-form.tsx';
import { NameField } from './fields/listing-fields.tsx';
import WizardPage from './wizard/wizard-page.tsx';
import { renderPage, shown, starts } from '../forms/form-testing.tsx';
import { i18n, initI18n, setLocale } from '../i18n/i18n.ts';
import { codeText, type Translate } from '../forms/contract-form.ts';

/** A code's sentence as the page words it (forms.json through the app's i18next). */
const rvMessage = (code: string, locale: 'en' | 'fr') => codeText(i18n.t.bind(i18n) as unknown as Translate, rvWords, code, locale);

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await setLocale('en');
});

describe.each(['en', 'fr'] as const)('an RV’s edit section (%s): the contract’s rvUpdateSchema, worded by rvWords', (locale) => {
  it('shows the contract’s words in place, focuses the field and keeps what was typed', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'owner');
    const rv = { Id: 3, Name: 'Big Bertha', Status: 'draft', Type: 'ClassC', Weight: null, DeliveryRadius: 0, Currency: 'USD' } as never;
    renderPage(
      <SectionForm rv={rv} fields={['Name']} label="Details">
        <NameField />
      </SectionForm>,
    );
    const name = screen.getByRole('textbox', { name: starts(t('fields.name')) });
    expect(name).toHaveValue('Big Bertha');
    await userEvent.clear(name);
    await userEvent.type(name, 'ab');
    await userEvent.click(screen.getByRole('button', { name: t('common.save') }));
    expect(await screen.findByText(rvMessage('Name.length', locale))).toBeInTheDocument();
    expect(screen.getByText(shown(t('common.fixErrors')))).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('ab');
  });
});

describe.each(['en', 'fr'] as const)('the RV wizard’s first step (%s): rvUpdateSchema and the step’s required answers', (locale) => {
  it('asks for the type in the contract’s words and focuses its first choice', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'owner');
    const handle = { route: { name: 'dashboard-rvs-new' }, pathLocale: locale };
    const router = createMemoryRouter([{ path: '/:dashboard/rvs/new', element: <WizardPage />, handle }], {
      initialEntries: ['/host/rvs/new'],
    });
    render(
      <SWRConfig value={{ provider: () => new Map(), fetcher: () => new Promise(() => {}) }}>
        <RouterProvider router={router} />
      </SWRConfig>,
    );
    // The group's own radios (react-aria's), once they have taken the native placeholder's place.
    const radios = await waitFor(() => {
      const found = screen.getAllByRole('radio');
      expect(found[0]).not.toHaveAttribute('name', 'rv-type-placeholder');
      return found;
    });
    const next = document.querySelector<HTMLButtonElement>('form button[type=submit]');
    if (!next) throw new Error('no Next button');
    await userEvent.click(next);
    expect(await screen.findByText(rvMessage('Type.required', locale))).toBeInTheDocument();
    expect(screen.getByText(shown(t('common.fixErrors')))).toBeInTheDocument();
    expect(radios[0]).toHaveFocus();
  });
});

describe.each(['en', 'fr'] as const)('an RV’s add-on (%s): RvAddOnInputSchema, worded by rvWords', (locale) => {
  it('shows the contract’s words in place, focuses the first invalid field and keeps what was typed', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'owner');
    const rv = { Id: 3, AddOns: [], Currency: 'USD' } as never;
    renderPage(<AddOnsSection rv={rv} />);
    await userEvent.click(screen.getByRole('button', { name: t('edit.addonAdd') }));
    const description = screen.getByRole('textbox', { name: starts(t('edit.addonDescriptionEn')) });
    await userEvent.type(description, 'Two folding chairs');
    await userEvent.click(screen.getByRole('button', { name: t('edit.addonSave') }));
    expect(await screen.findByText(rvMessage('AddOnName.required', locale))).toBeInTheDocument();
    expect(screen.getByText(rvMessage('AddOnPrice.range', locale).replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: starts(t('edit.addonNameEn')) })).toHaveFocus();
    expect(description).toHaveValue('Two folding chairs');
  });
});
