// The host's calendar on a phone (issue 38): the agenda gives every day a row with its price in full, hatches blocked
// nights without a price, greys past days (not selectable), and chooses nights by taps. The iCal panel's export
// address has a Copy button that says "Copied" in a live region, and its file button speaks the page's language.
import '@testing-library/jest-dom/vitest';
import { parseDate } from '@internationalized/date';
import { UiProvider } from '@rove/ui';
import type { CalendarRv } from '@rove/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { formatMoney, moneyLocale } from '../i18n/format.ts';
import { CalendarAgenda } from './calendar-agenda.tsx';
import { type DaySelection, tapDay } from './calendar-view.ts';
import { IcalPanel } from './ical-panel.tsx';

const rv: CalendarRv = {
  Id: 7,
  Name: 'Test Class C',
  Currency: 'CAD',
  BasePrice: 1250,
  MinimumNights: 2,
  Bookings: [
    { BookingId: 9, StartDate: '2026-07-20', EndDate: '2026-07-22', Status: 'Confirmed', RenterName: 'Rita R.' },
    { BookingId: 10, StartDate: '2026-07-25', EndDate: '2026-07-26', Status: 'AwaitingPayment', RenterName: '' },
  ],
  Blocks: [{ Id: 3, StartDate: '2026-07-10', EndDate: '2026-07-12', Source: 'host', FeedName: null, Note: null }],
  Days: [{ Date: '2026-07-11', NightlyPrice: 1500, MinimumNights: null }],
  ICalExportUrl: 'http://127.0.0.1:3000/api/calendar/abcdefghijklmnopqrstuvwx.ics',
  Feeds: [],
  Conflicts: [],
};

function Agenda({ locale }: { locale: 'en' | 'fr' }) {
  const [selection, setSelection] = useState<DaySelection>({ range: null, anchored: false });
  return (
    <CalendarAgenda
      month={parseDate('2026-07-01')}
      onMonthChange={() => {}}
      today={parseDate('2026-07-05')}
      rvs={[rv]}
      oneRv={rv}
      selected={selection.range}
      onTap={(iso) => setSelection((current) => tapDay(current, iso, '2026-07-05'))}
      money={(amount, currency) => formatMoney(amount, currency, moneyLocale(locale, 'USD'))}
      label="Calendar of Test Class C"
    />
  );
}

const row = (name: RegExp) => screen.getByRole('button', { name });

describe('the agenda of a narrow screen', () => {
  it('gives each day of the month a row: prices in full, blocked nights hatched without one, past days greyed', async () => {
    await act(async () => {
      await initI18n('en');
    });
    render(<Agenda locale="en" />);
    const list = screen.getByRole('list', { name: 'Calendar of Test Class C' });
    // The month opens on today: the four days already gone are folded under one button.
    expect(within(list).getAllByRole('listitem')).toHaveLength(27);
    fireEvent.click(screen.getByRole('button', { name: 'Show the 4 days already gone' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(31);
    expect(screen.getByRole('button', { name: 'Hide the 4 days already gone' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'July 2026' })).toBeInTheDocument();
    // A free night: its price in full (CA$1,250 for this Canadian RV in English, never "CA$1…").
    expect(row(/Wednesday, July 15, 2026/)).toHaveTextContent('AvailableCA$1,250');
    // A blocked night, even with its own price: hatched, no price.
    const blocked = row(/Saturday, July 11, 2026/);
    expect(blocked).toHaveAttribute('data-kind', 'blocked');
    expect(blocked).toHaveTextContent('Blocked');
    expect(blocked).not.toHaveTextContent('$');
    expect(row(/Tuesday, July 21, 2026/)).toHaveTextContent('Booked: Rita R.');
    // Without the renter's name: "Booked", never "Booked: Booked".
    expect(row(/Saturday, July 25, 2026/)).toHaveTextContent(/2026Booked$/);
    expect(row(/Saturday, July 25, 2026/)).not.toHaveTextContent('Booked: ');
    // Past days: greyed and not selectable; today is said.
    expect(row(/Thursday, July 2, 2026/)).toBeDisabled();
    expect(row(/Thursday, July 2, 2026/)).toHaveAttribute('data-past', 'true');
    expect(row(/Sunday, July 5, 2026/)).toBeEnabled();
    expect(row(/Sunday, July 5, 2026/)).toHaveTextContent('Today');
  });

  it('chooses the first and the last night by taps, as the wide screens’ calendar does', async () => {
    await act(async () => {
      await initI18n('en');
    });
    render(<Agenda locale="en" />);
    fireEvent.click(row(/Monday, July 13, 2026/));
    expect(row(/Monday, July 13, 2026/)).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(row(/Thursday, July 16, 2026/));
    for (const day of [13, 14, 15, 16]) expect(row(new RegExp(`July ${day}, 2026`))).toHaveAttribute('aria-pressed', 'true');
    expect(row(/Friday, July 17, 2026/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes on to the next month from its end (near a month’s end only a few days are left), its heading taking focus', async () => {
    await act(async () => {
      await initI18n('en');
    });
    function Paged() {
      const [month, setMonth] = useState(parseDate('2026-07-01'));
      return (
        <CalendarAgenda
          month={month}
          onMonthChange={setMonth}
          today={parseDate('2026-07-30')}
          rvs={[rv]}
          oneRv={rv}
          selected={null}
          onTap={() => {}}
          money={(amount, currency) => formatMoney(amount, currency, 'en-US')}
          label="Calendar of Test Class C"
        />
      );
    }
    render(<Paged />);
    expect(within(screen.getByRole('list', { name: 'Calendar of Test Class C' })).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to August 2026' }));
    const heading = screen.getByRole('heading', { name: 'August 2026' });
    expect(heading).toHaveFocus();
    expect(within(screen.getByRole('list', { name: 'Calendar of Test Class C' })).getAllByRole('listitem')).toHaveLength(31);
    expect(screen.getByRole('button', { name: 'Continue to September 2026' })).toBeInTheDocument();
  });

  it('speaks French with French prices', async () => {
    await act(async () => {
      await initI18n('fr');
    });
    render(<Agenda locale="fr" />);
    expect(screen.getByRole('heading', { name: 'juillet 2026' })).toBeInTheDocument();
    expect(row(/mercredi 15 juillet 2026/)).toHaveTextContent(/Libre1\s250\s\$/);
    expect(row(/samedi 11 juillet 2026/)).toHaveTextContent('Bloqué');
    expect(row(/mardi 21 juillet 2026/)).toHaveTextContent(/Réservé\s: Rita R\./);
    expect(screen.getByRole('button', { name: 'Continuer en août 2026' })).toBeInTheDocument();
  });
});

describe('the iCal panel', () => {
  it('shows the whole export address and says "Copied" in a live region once copied', async () => {
    await act(async () => {
      await initI18n('en');
    });
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<IcalPanel rv={rv} onChanged={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Secret calendar address' })).toHaveValue(rv.ICalExportUrl);
    const status = screen.getByTestId('ical-copied');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await within(status).findByText('Copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(rv.ICalExportUrl);
  });

  it.each([
    ['en', 'iCal file (.ics)', 'Choose a file', 'No file chosen'],
    ['fr', 'Fichier iCal (.ics)', 'Choisir un fichier', 'Aucun fichier choisi'],
  ] as const)('has a file button in the page’s language (%s), and names the file chosen', async (language, label, button, none) => {
    await act(async () => {
      await initI18n(language);
    });
    // The ui's own words (the file button's) follow the page's language through its provider, as in the app's shell.
    render(
      <UiProvider locale={language === 'fr' ? 'fr-CA' : 'en-US'}>
        <IcalPanel rv={rv} onChanged={() => {}} />
      </UiProvider>,
    );
    const input = screen.getByLabelText(label) as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText(button)).toBeInTheDocument();
    expect(screen.getByText(none)).toBeInTheDocument();
    // The visible button opens the (hidden) input's picker.
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByText(button));
    expect(click).toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['BEGIN:VCALENDAR'], 'other.ics', { type: 'text/calendar' })] } });
    expect(await screen.findByText('other.ics')).toBeInTheDocument();
  });
});
