import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HostCalendarSchema, HostRvListSchema } from '@rove/contract';
import CalendarPage from '../../../app/src/host/calendar-page.tsx';
import { answer } from '../harness/answers.ts';
import { type Screen, screenMeta, screenStory } from '../harness/screen.tsx';

export default { title: 'Screens/Host/Calendar', component: CalendarPage, tags: ['!autodocs', 'visual'], ...screenMeta } satisfies Meta;

/** Jordan's one listed RV (so the grid shows its prices and the actions apply to it). */
const rvs = answer(HostRvListSchema, {
  Items: [
    {
      Id: 88,
      Status: 'published',
      Alias: 'okanagan-class-c-kelowna',
      DisplayName: 'Okanagan Class C with bunks',
      Type: 'ClassC',
      Year: 2019,
      City: 'Kelowna',
      Region: 'BC',
      Country: 'CA',
      CoverUrl: null,
      NightlyPrice: 189,
      Currency: 'CAD',
      CompletenessPercent: 100,
      MissingCount: 0,
      ResumeStep: 'host-acceptance-education',
      UpdatedAt: '2026-05-20T10:00:00Z',
      PublishedAt: '2025-03-01T10:00:00Z',
      DeletedAt: null,
      RestorableUntil: null,
    },
  ],
});

/** Higher prices on June's weekends, a three-night minimum over the long weekend of the 19th. */
const days = Array.from({ length: 30 }, (_, index) => {
  const date = `2026-06-${String(index + 1).padStart(2, '0')}`;
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return { Date: date, NightlyPrice: weekday === 5 || weekday === 6 ? 229 : null, MinimumNights: index >= 18 && index <= 20 ? 3 : null };
});

/**
 * June 2026 seen on the 3rd: the 1st and 2nd are past, Mateo's confirmed trip and Camille's request, nights Jordan
 * blocked, nights imported from another site's calendar (iCal), weekend prices.
 */
const june = answer(HostCalendarSchema, {
  From: '2026-06-01',
  To: '2026-06-30',
  Rvs: [
    {
      Id: 88,
      Name: 'Okanagan Class C with bunks',
      Currency: 'CAD',
      BasePrice: 189,
      MinimumNights: 2,
      Bookings: [
        { BookingId: 48190, StartDate: '2026-06-20', EndDate: '2026-06-23', Status: 'Confirmed', RenterName: 'Mateo R.' },
        { BookingId: 48201, StartDate: '2026-06-12', EndDate: '2026-06-14', Status: 'AwaitingOwnerApproval', RenterName: 'Camille R.' },
      ],
      Blocks: [
        { Id: 5, StartDate: '2026-06-05', EndDate: '2026-06-07', Source: 'host', FeedName: null, Note: 'Annual service' },
        { Id: 6, StartDate: '2026-06-26', EndDate: '2026-06-28', Source: 'ical', FeedName: 'Outdoorsy', Note: null },
      ],
      Days: days,
      ICalExportUrl: 'https://rove.example/api/ical/88/3f9c2b7e4a1d.ics',
      Feeds: [
        {
          Id: 3,
          Name: 'Outdoorsy',
          Url: 'https://www.outdoorsy.com/ical/2291847.ics',
          Source: 'url',
          LastSyncedAt: '2026-06-03T14:00:00Z',
          LastError: null,
          EventCount: 4,
        },
      ],
      Conflicts: [],
    },
  ],
});

const calendar: Screen = {
  route: 'dashboard-calendar',
  params: { dashboard: 'host' },
  session: 'host',
  answers: { '/api/hosts/rvs': rvs, '/api/hosts/calendar?From=2026-06-01&To=2026-06-30': june },
};

export const PhoneEnglish = screenStory(calendar, 'phone', 'en');
export const PhoneFrench = screenStory(calendar, 'phone', 'fr');
export const DesktopEnglish = screenStory(calendar, 'desktop', 'en');
export const DesktopFrench = screenStory(calendar, 'desktop', 'fr');

/** On a phone, two nights tapped in the agenda: the chosen nights and Block / Unblock stay at the bottom, above the
 * tab bar; "More actions" moves to the whole panel (price, minimum stay) and puts the focus on its heading. */
export const PhoneFrenchNightsChosen: StoryObj = {
  ...screenStory(calendar, 'phone', 'fr'),
  // An interaction test: its first frame is PhoneFrench's (the visual test draws stories before their play).
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const agenda = await canvas.findByTestId('calendar-agenda');
    // The static Storybook check draws every story 1024 px wide, where the month is a grid and the agenda (with its
    // bar) is not shown: there, the actions are the panel beside the grid, and no bar is drawn.
    if (!window.matchMedia('(max-width: 47.99rem)').matches) {
      await expect(agenda).not.toBeVisible();
      await expect(canvas.getByRole('heading', { level: 2, name: 'Modifier les nuits choisies' })).toBeVisible();
      await expect(canvasElement.querySelector('[data-slot="calendar-action-bar"]')).toBeNull();
      return;
    }
    const open = within(agenda)
      .getAllByRole('button', { pressed: false })
      .filter((day) => !(day as HTMLButtonElement).disabled);
    await userEvent.click(open[4]);
    await userEvent.click(open[6]);
    const bar = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-slot="calendar-action-bar"]');
      if (!found) throw new Error('no action bar yet');
      return found;
    });
    await expect(within(bar).getByText(/^Sélection : /)).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Bloquer' })).toBeEnabled();
    await userEvent.click(within(bar).getByRole('button', { name: 'Plus d’actions' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Modifier les nuits choisies' })).toHaveFocus();
  },
};
