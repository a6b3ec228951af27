import { type CalendarDate, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { narrowScreen } from './narrow-screen.ts';
import {
  Button,
  DateRangePicker,
  DateRangePickerPreview,
  Dialog,
  DialogContent,
  DialogTrigger,
  serializeTripDates,
  type TripDates,
} from '@rove/ui';

// Fixed days: the stories never depend on today's date.
const firstBookableDay = parseDate('2027-07-01');
const booked = [['2027-07-20', '2027-07-23'] as const, ['2027-08-06', '2027-08-08'] as const].map(([start, end]) => ({
  start: parseDate(start),
  end: parseDate(end),
}));
const isBooked = (date: CalendarDate) => booked.some((range) => date.compare(range.start) >= 0 && date.compare(range.end) <= 0);
const week: TripDates = { start: parseDate('2027-07-09'), end: parseDate('2027-07-14') };

const meta = {
  title: 'Widgets/DateRangePicker',
  component: DateRangePicker,
  args: {
    minValue: firstBookableDay,
    isDateUnavailable: isBooked,
    minNights: 2,
    onChange: fn(),
  },
  decorators: [(Story) => <div className="min-h-[30rem]">{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Overview: Story = {
  tags: ['visual'],
  args: { defaultValue: week, minValue: parseDate('2027-07-05') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Trip dates' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('5 nights');
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const calendar = await body().findByRole('application');
    // Two months on a wide screen, with the booked days unavailable.
    await expect(within(calendar).getAllByRole('grid')).toHaveLength(2);
    const bookedDay = within(calendar).getByRole('button', { name: /July 21, 2027/ });
    await expect(bookedDay.closest('[data-unavailable]') ?? bookedDay).toHaveAttribute('data-unavailable');
    // Days before the first bookable day cannot be picked.
    await expect(within(calendar).getByRole('button', { name: /July 3, 2027/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const TypeThenPickWithTheKeyboard: Story = {
  args: { placeholderValue: firstBookableDay },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Type both days segment by segment (month, day, year in en-US).
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /month/i })[0]);
    await userEvent.keyboard('07092027');
    await userEvent.keyboard('07122027');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 nights'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: parseDate('2027-07-09'), end: parseDate('2027-07-12') });
    // The last digit moves focus on to the clear button; the calendar button is next.
    await expect(canvas.getByRole('button', { name: 'Clear dates' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const calendar = await body().findByRole('application');
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));
    await expect(document.activeElement).toHaveAccessibleName(/July 9, 2027/);
    await userEvent.keyboard('{Enter}');
    // Move with the arrows, as a renter would, until 13 July has focus; then Enter ends the range.
    for (let step = 0; step < 7 && !/July 13, 2027/.test(document.activeElement?.getAttribute('aria-label') ?? ''); step++) {
      await userEvent.keyboard('{ArrowRight}');
    }
    await expect(document.activeElement).toHaveAccessibleName(/July 13, 2027/);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('application')).toBeNull());
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as TripDates;
    await expect(serializeTripDates(last)).toEqual({ StartDate: '2027-07-09', EndDate: '2027-07-13' });
    await expect(canvas.getByRole('status')).toHaveTextContent('4 nights');
  },
};

export const MinimumNightsAndClear: Story = {
  args: { minNights: 3, defaultValue: week },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const calendar = await body().findByRole('application');
    await userEvent.click(within(calendar).getByRole('button', { name: /July 16, 2027/ }));
    await userEvent.click(within(calendar).getByRole('button', { name: /July 17, 2027/ }));
    await waitFor(() => expect(canvas.getByText('Choose at least 3 nights.')).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('1 night');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByText('Choose at least 3 nights.')).toBeNull();
  },
};

export const BookedDaysCannotBeSpanned: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const calendar = await body().findByRole('application');
    // From 17 July, the booking of 20 to 23 July blocks every later end day.
    await userEvent.click(within(calendar).getByRole('button', { name: /July 17, 2027/ }));
    await expect(within(calendar).getByRole('button', { name: /July 19, 2027/ })).not.toHaveAttribute('aria-disabled');
    await expect(within(calendar).getByRole('button', { name: /July 25, 2027/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(calendar).getByRole('button', { name: /July 19, 2027/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: parseDate('2027-07-17'), end: parseDate('2027-07-19') });
    await expect(canvas.getByRole('status')).toHaveTextContent('2 nights');
  },
};

/** A shared link with booked days inside: the error is in the page's language, whatever the browser's. */
export const FrenchBookedDaysInTheLink: Story = {
  globals: { locale: 'fr' },
  args: { defaultValue: { start: parseDate('2027-07-19'), end: parseDate('2027-07-22') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Certains des jours choisis ne sont pas disponibles. Choisissez d’autres dates.'),
    ).toBeVisible();
    await expect(within(canvasElement).queryByText(/Selected date unavailable/)).toBeNull();
  },
};

/**
 * French (year, month, day): days typed with a leading zero ("05"). The start's day is its last segment, so the
 * second digit moves focus on to the end's year; react-aria used to keep the "0" typed first, and leaving the
 * field turned that day 0 into the 1st (issue 23).
 */
export const FrenchTypedDaysWithALeadingZero: Story = {
  globals: { locale: 'fr' },
  args: { placeholderValue: firstBookableDay },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /année/i })[0]);
    await userEvent.keyboard('20270705');
    await userEvent.keyboard('20270709');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ start: parseDate('2027-07-05'), end: parseDate('2027-07-09') }));
    await expect(canvas.getByRole('status')).toHaveTextContent('4 nuits');
    // A month with a leading zero and a day from 10 on still work; so does retyping a day that has a value.
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /jour/i })[0]);
    await userEvent.keyboard('02');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ start: parseDate('2027-07-02'), end: parseDate('2027-07-09') }));
    await expect(canvas.getAllByRole('spinbutton', { name: /année/i })[1]).toHaveFocus();
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /mois/i })[1]);
    await userEvent.keyboard('0812');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ start: parseDate('2027-07-02'), end: parseDate('2027-08-12') }));
    // A "0" after another digit is a digit: October, the 10th, the 20th, the 30th.
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /mois/i })[1]);
    await userEvent.keyboard('1030');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ start: parseDate('2027-07-02'), end: parseDate('2027-10-30') }));
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /jour/i })[1]);
    await userEvent.keyboard('20');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ start: parseDate('2027-07-02'), end: parseDate('2027-10-20') }));
  },
};

/** English (month, day, year) typed straight through, with days and a month that end in zero. */
export const TypedDatesEndingInZero: Story = {
  args: { placeholderValue: firstBookableDay },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /month/i })[0]);
    await userEvent.keyboard('0720202710102027');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ start: parseDate('2027-07-20'), end: parseDate('2027-10-10') }));
  },
};

/** A phone: every min-width media query fails, so the calendar shows one month. */
export const NarrowScreen: Story = {
  args: { defaultValue: week },
  beforeEach: narrowScreen,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const calendar = await body().findByRole('application');
    await expect(within(calendar).getAllByRole('grid')).toHaveLength(1);
  },
};

export const FrenchOneMonth: Story = {
  tags: ['visual'],
  globals: { locale: 'fr', theme: 'dark' },
  args: { defaultValue: week, visibleMonths: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Dates du voyage' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('5 nuits');
    await userEvent.click(canvas.getByRole('button', { name: /Calendrier/ }));
    const calendar = await body().findByRole('application');
    await expect(within(calendar).getAllByRole('grid')).toHaveLength(1);
    await expect(within(calendar).getByRole('heading')).toHaveTextContent(/juillet 2027/);
  },
};

/** The Radix-modal plus react-aria-popover trap: clicks in the calendar must not close the dialog. */
export const InsideADialog: Story = {
  render: (args) => {
    const [dates, setDates] = useState<TripDates | null>(week);
    return (
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">Change dates</Button>
        </DialogTrigger>
        <DialogContent title="Change your trip dates">
          <DateRangePicker
            {...args}
            value={dates}
            onChange={(next) => {
              setDates(next);
              args.onChange?.(next);
            }}
          />
        </DialogContent>
      </Dialog>
    );
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change dates' }));
    const dialog = await body().findByRole('dialog', { name: 'Change your trip dates' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Calendar/ }));
    const calendar = await body().findByRole('application');
    await userEvent.click(within(calendar).getByRole('button', { name: /July 24, 2027/ }));
    await userEvent.click(within(calendar).getByRole('button', { name: /July 28, 2027/ }));
    // The popover closed on the completed range; the dialog is still open and holds the new dates.
    await waitFor(() => expect(body().queryByRole('application')).toBeNull());
    await expect(body().getByRole('dialog', { name: 'Change your trip dates' })).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('4 nights');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: parseDate('2027-07-24'), end: parseDate('2027-07-28') });
    // Escape in the calendar closes the calendar only, and the next Escape the dialog.
    await userEvent.click(within(dialog).getByRole('button', { name: /Calendar/ }));
    await body().findByRole('application');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('application')).toBeNull());
    await expect(body().getByRole('dialog', { name: 'Change your trip dates' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The day that has keyboard focus in the calendar shows a visible ring (a 2 px solid outline), in every picker. */
export const FocusedDayHasAVisibleRing: Story = {
  args: { defaultValue: week },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /month/i })[0]);
    await userEvent.tab({ shift: false });
    // Focus on to the calendar button, then open the calendar with the keyboard.
    while (document.activeElement && !/Calendar/.test(document.activeElement.getAttribute('aria-label') ?? '')) {
      await userEvent.tab();
    }
    await userEvent.keyboard('{Enter}');
    const calendar = await body().findByRole('application');
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}');
    const day = document.activeElement as HTMLElement;
    await expect(day).toHaveAccessibleName(/July 10, 2027/);
    const style = getComputedStyle(day);
    await expect(style.outlineStyle).not.toBe('none');
    await expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  },
};

/**
 * The preview a server renders before the picker's code runs (a listing's booking panel): the same box, words and
 * keyboard stops as the closed picker, drawn above it here. In the app the picker takes its place once it is loaded.
 */
export const ServerPreview: Story = {
  tags: ['visual'],
  args: { defaultValue: week, minValue: parseDate('2027-07-05') },
  render: (args) => (
    <div className="flex max-w-md flex-col gap-6">
      <div data-testid="preview">
        <DateRangePickerPreview value={week} minValue={args.minValue} isDateUnavailable={isBooked} minNights={2} />
      </div>
      <div data-testid="picker">
        <DateRangePicker {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByTestId('preview');
    const picker = canvas.getByTestId('picker');
    // The same words, in the same order, and the same height: nothing moves when the picker takes over.
    await expect(preview.textContent).toBe(picker.textContent);
    await expect(Math.round(preview.getBoundingClientRect().height)).toBe(Math.round(picker.getBoundingClientRect().height));
    await expect(within(preview).getByText('5 nights')).toBeVisible();
  },
};
