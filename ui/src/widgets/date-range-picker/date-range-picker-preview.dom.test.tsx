// The preview stands in for the closed picker until its code runs (a server-rendered page): the same words, the same
// keyboard stops in the same order, the same buttons' names and the same classes on the parts that make its box.
import '@testing-library/jest-dom/vitest';
import { parseDate } from '@internationalized/date';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type UiLocale, UiProvider } from '../../provider/ui-provider.tsx';
import { DateRangePicker, DateRangePickerPreview, type DateRangePickerProps } from './date-range-picker.tsx';

/** Both as the server writes them, in a container each. */
function both(locale: UiLocale, props: Omit<DateRangePickerProps, 'onChange' | 'defaultValue'>) {
  const draw = (node: React.ReactNode) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<UiProvider locale={locale}>{node}</UiProvider>);
    return container;
  };
  return { picker: draw(<DateRangePicker {...props} />), preview: draw(<DateRangePickerPreview {...props} />) };
}

const stops = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>('[tabindex], button, input:not([type=hidden])')]
    .filter((element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled)
    .map((element) =>
      element.dataset.type ? `segment ${element.dataset.type} ${element.textContent}` : element.getAttribute('aria-label'),
    );

/** What makes the box: the classes of the root, the label, the field, the days, the nights, the description, the error. */
const boxClasses = (root: Element) =>
  [...root.querySelectorAll('[class]:not(input[type=hidden])')].map(
    (element) => `${element.tagName === 'svg' ? 'svg' : ''}${element.getAttribute('class')}`,
  );

const minValue = parseDate('2031-01-01');
const cases: [string, UiLocale, Omit<DateRangePickerProps, 'onChange' | 'defaultValue'>][] = [
  ['no dates, English', 'en-US', { label: 'Trip dates', description: 'At least 3 nights.', minNights: 3, minValue }],
  ['no dates, French', 'fr-CA', { label: 'Dates du voyage', description: 'Au moins 3 nuits.', minNights: 3, minValue }],
  ['dates, English', 'en-US', { value: { start: parseDate('2031-07-01'), end: parseDate('2031-07-05') }, minNights: 3, minValue }],
  ['dates, French', 'fr-CA', { value: { start: parseDate('2031-07-01'), end: parseDate('2031-07-05') }, minNights: 3, minValue }],
  ['one night, English', 'en-US', { value: { start: parseDate('2031-07-01'), end: parseDate('2031-07-02') }, minValue }],
  ['too short, French', 'fr-CA', { value: { start: parseDate('2031-07-01'), end: parseDate('2031-07-02') }, minNights: 3, minValue }],
  [
    'a booked end, English',
    'en-US',
    {
      value: { start: parseDate('2031-07-01'), end: parseDate('2031-07-05') },
      isDateUnavailable: (date) => date.toString() === '2031-07-05',
      minValue,
    },
  ],
  ['disabled', 'en-US', { value: { start: parseDate('2031-07-01'), end: parseDate('2031-07-05') }, isDisabled: true, minValue }],
];

describe('DateRangePickerPreview', () => {
  it.each(cases)('%s: the same words, stops and box as the closed picker', (_name, locale, props) => {
    const { picker, preview } = both(locale, props);
    expect(preview.textContent).toBe(picker.textContent);
    expect(stops(preview)).toEqual(stops(picker));
    expect(boxClasses(preview)).toEqual(boxClasses(picker));
    expect(preview.querySelector('[data-slot=date-range-picker]')?.hasAttribute('data-invalid')).toBe(
      picker.querySelector('[data-slot=date-range-picker]')?.hasAttribute('data-invalid'),
    );
  });

  it('names its field by its label and its buttons as the picker does', () => {
    const { preview } = both('fr-CA', { value: { start: parseDate('2031-07-01'), end: parseDate('2031-07-05') }, minValue });
    document.body.replaceChildren(preview);
    expect(preview.querySelector('[role=group]')).toHaveAccessibleName('Dates du voyage');
    expect([...preview.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))).toEqual([
      'Effacer les dates',
      'Calendrier',
    ]);
    expect(preview.querySelector('button[aria-haspopup]')).toHaveAccessibleName('Calendrier Dates du voyage');
  });
});
