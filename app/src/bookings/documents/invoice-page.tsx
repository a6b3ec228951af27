// Page module (one lazy chunk): /{dashboard}/bookings/{id}/invoice: the invoice in the page's language, printable, with
// its PDF in either language.
import { Button } from '@rove/ui';
import { useState } from 'react';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, LoadingBooking, NotAvailable, bookingPage } from '../booking-parts.tsx';
import { type Booking, downloadInvoicePdf, useInvoice } from '../bookings-api.ts';
import { toastQueue } from '../../shell/modal-registry.tsx';

export function InvoicePage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const { cents, day, locale } = useFormat();
  const { data: invoice, error } = useInvoice(booking.Id);
  const [downloading, setDownloading] = useState(false);
  if (error && !invoice) return <NotAvailable booking={booking} message={error.message} />;
  if (!invoice) return <LoadingBooking />;
  // An invoice shows every amount to the cent.
  const amount = (value: number) => cents(value, invoice.Currency);
  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      await downloadInvoicePdf(booking.Id, locale);
      toastQueue.add({ title: t('toast.pdf'), tone: 'success' });
    } catch {
      toastQueue.add({ title: t('errors.pdf'), tone: 'danger' });
    } finally {
      setDownloading(false);
    }
  }
  return (
    <BookingFrame booking={booking} title={`${invoice.Title} ${invoice.Number}`} back="dashboard-bookings-id-documents">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => void download()} loading={downloading}>
          {t('invoice.download')}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          {t('invoice.print')}
        </Button>
      </div>
      <article
        className="flex flex-col gap-6 rounded-lg border bg-surface p-6 print:border-0 print:p-0"
        aria-labelledby="invoice-title"
        lang={invoice.Language === 'fr' ? 'fr-CA' : 'en'}
      >
        <header className="flex flex-wrap justify-between gap-4">
          <div>
            <p className="font-display text-2xl font-semibold">Rove</p>
            <h2 id="invoice-title" className="text-lg font-semibold">
              {invoice.Title} {invoice.Number}
            </h2>
            <p className="text-sm text-muted-foreground">{day(invoice.IssuedOn, 'long')}</p>
          </div>
          <div className="grid grid-cols-2 gap-6 text-sm">
            <address className="not-italic">
              {invoice.Seller.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <address className="not-italic">
              <span className="block font-semibold">{t('invoice.billedTo')}</span>
              {invoice.BilledTo.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        </header>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {invoice.Trip.map((fact) => (
            <div key={fact.Label} className="flex gap-2">
              <dt className="font-semibold">{t('invoice.label', { label: fact.Label })}</dt>
              <dd>{fact.Value}</dd>
            </div>
          ))}
        </dl>
        {invoice.Sections.map((section) => (
          <section key={section.Heading} aria-labelledby={`invoice-${section.Heading}`}>
            <h3 id={`invoice-${section.Heading}`} className="border-b border-border pb-1 font-semibold">
              {section.Heading}
            </h3>
            <table className="w-full text-sm">
              <tbody>
                {section.Lines.map((line, index) => (
                  <tr key={`${line.Label}-${index}`}>
                    <th scope="row" className="py-1 text-start font-normal">
                      {line.Label}
                      {line.Detail ? <span className="block text-muted-foreground">{line.Detail}</span> : null}
                    </th>
                    <td className="py-1 text-end tabular-nums">{amount(line.Amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
        <table className="w-full border-t-2 border-foreground text-sm">
          <tbody>
            {invoice.Totals.map((total) => (
              <tr key={total.Label}>
                <th scope="row" className="py-1 text-start font-semibold">
                  {total.Label}
                </th>
                <td className="py-1 text-end font-semibold tabular-nums">{amount(total.Amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <footer className="text-xs text-muted-foreground">
          {invoice.Notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </footer>
      </article>
    </BookingFrame>
  );
}

export default bookingPage(InvoicePage);
