// The iCal panel shows the server's refusal of a hostile calendar ("This calendar has too many events", issue 36) in
// the page's language, as it shows every other refusal of an import.
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { CalendarRv } from '@rove/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { IcalPanel } from './ical-panel.tsx';

afterEach(() => vi.restoreAllMocks());

const rv: CalendarRv = {
  Id: 7,
  Name: 'Test Class C',
  Currency: 'CAD',
  BasePrice: 100,
  MinimumNights: 2,
  Bookings: [],
  Blocks: [],
  Days: [],
  ICalExportUrl: 'http://127.0.0.1:3000/api/calendar/abcdefghijklmnopqrstuvwx.ics',
  Feeds: [],
  Conflicts: [],
};

const refusal = {
  en: 'This calendar has too many events: Rove imports at most 5000 events over the next two years. Export a shorter period and try again.',
  fr: 'Ce calendrier contient trop d’événements : Rove en importe au plus 5000 sur les deux prochaines années. Exportez une période plus courte et réessayez.',
};

describe('importing a calendar with too many events', () => {
  it.each([
    ['en', 'Import a calendar by address', 'Name', 'Calendar address (iCal)', 'Import'],
    ['fr', 'Importer un calendrier par son adresse', 'Nom', 'Adresse du calendrier (iCal)', 'Importer'],
  ] as const)('shows the server’s refusal on a page in %s', async (language, formName, nameLabel, urlLabel, importLabel) => {
    await act(async () => {
      await initI18n(language);
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ Status: 422, Message: refusal[language], StatusMessage: 'ICAL_TOO_MANY_EVENTS' }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    render(<IcalPanel rv={rv} onChanged={() => {}} />);
    const form = within(screen.getByRole('form', { name: formName }));
    fireEvent.change(form.getByLabelText(nameLabel), { target: { value: 'Other site' } });
    fireEvent.change(form.getByLabelText(urlLabel), { target: { value: 'https://calendar.example.com/feed.ics' } });
    fireEvent.click(form.getByRole('button', { name: importLabel }));
    expect(await screen.findByText(refusal[language])).toBeInTheDocument();
    const [, init] = fetchSpy.mock.calls[0];
    expect(new Headers(init?.headers).get('Accept-Language')).toBe(language === 'fr' ? 'fr-CA' : 'en-US');
  });
});
