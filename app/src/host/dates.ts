// Days as the host pages write them ("Jun 1", "1 juin"), and ranges of days.
import { useLocale } from '../routes/use-locale-path.ts';
import { dateTimeFormat } from '@rove/ui';
import { intlLocale } from '../i18n/format.ts';

export function useDateText() {
  const locale = useLocale();
  const format = dateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
}

export function rangeText(dateText: (iso: string) => string, start: string, end: string): string {
  return start === end ? dateText(start) : `${dateText(start)} – ${dateText(end)}`;
}
