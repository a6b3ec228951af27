// A booking's documents: the index, the printable invoice (and its PDF), the rental agreement with its typed-name
// signature (signature, success, error), insurance (the protection and the claims), income protection (the host's
// earnings and what the policy keeps for them) and insurance-efnol (a claim with photos from the shared uploads).
import { cancellationPolicies, type Claim, claimKinds, ClaimRequestSchema, maxClaimPhotos, SignAgreementSchema } from '@rove/contract';
import { Banner, Button, Card, Checkbox, Radio, RadioGroup, Skeleton, TextArea, TextField } from '@rove/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../api/api-fetch.ts';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import { BookingFrame, type BookingPage, BookingRoutePage, LoadingBooking, NotAvailable, ActionError } from './booking-parts.tsx';
import { claimBody, claimDayProblems, emptyClaim, type SignatureForm, signatureProblems } from './booking-rules.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { HostPayout } from './booking-sections.tsx';
import {
  type Booking,
  downloadInvoicePdf,
  uploadClaimPhoto,
  useAgreement,
  useCancellation,
  useClaims,
  useInvoice,
} from './bookings-api.ts';
import { useBookingAction } from './use-action.ts';
import { modalQueue } from './booking-modal-registry.ts';
import { toastQueue } from '../shell/modal-registry.tsx';
import { calendarToday } from '../lib/calendar-today.ts';
import type { RouteName } from '../routes/table.ts';

function DocumentsPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { dateTime } = useFormat();
  const owner = booking.ViewerRole === 'owner';
  const docs: { route: RouteName; title: string; text: string; shown: boolean }[] = [
    {
      route: 'dashboard-bookings-id-invoice',
      title: owner ? t('docs.statement') : t('docs.invoice'),
      text: t('docs.invoiceText'),
      shown: true,
    },
    {
      route: 'dashboard-bookings-id-agreement',
      title: t('docs.agreement'),
      text: booking.Agreement
        ? t('docs.signedBy', { name: booking.Agreement.Name, date: dateTime(booking.Agreement.SignedAt) })
        : t('docs.notSigned'),
      shown: true,
    },
    { route: 'dashboard-bookings-id-insurance', title: t('docs.insurance'), text: t('docs.insuranceText'), shown: true },
    { route: 'dashboard-bookings-id-income-protection', title: t('docs.income'), text: t('docs.incomeText'), shown: owner },
    {
      route: 'dashboard-bookings-id-custom-quote',
      title: t('docs.quote'),
      text: booking.CustomQuote ? t(`quote.status.${booking.CustomQuote.Status}`) : '',
      shown: Boolean(booking.CustomQuote),
    },
    {
      route: 'dashboard-bookings-id-full-review',
      title: t('docs.reviews'),
      text: t('docs.reviewsText'),
      shown: booking.Status === 'Completed',
    },
    {
      route: 'dashboard-bookings-id-send-request-money',
      title: t('docs.money'),
      text: t('docs.moneyText'),
      shown: booking.Status === 'Completed',
    },
  ];
  return (
    <BookingFrame booking={booking} title={t('docs.title')}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {docs
          .filter((doc) => doc.shown)
          .map((doc) => (
            <li key={doc.route}>
              <Card className="flex h-full flex-col gap-1 p-4">
                <h2 className="font-display text-lg font-semibold">
                  <Link className="underline-offset-4 hover:underline" to={to(doc.route, { id: booking.Id })}>
                    {doc.title}
                  </Link>
                </h2>
                <p className="text-sm text-muted-foreground">{doc.text}</p>
              </Card>
            </li>
          ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            modalQueue.show({ name: owner ? 'bookingPayoutDetails' : 'bookingPaymentDetails', props: { bookingId: booking.Id } })
          }
        >
          {owner ? t('actions.payoutDetails') : t('actions.paymentDetails')}
        </Button>
      </div>
    </BookingFrame>
  );
}

function InvoicePage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
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

function AgreementPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { dateTime } = useFormat();
  const { data: agreement } = useAgreement(booking.Id);
  if (!agreement) return <LoadingBooking />;
  return (
    <BookingFrame booking={booking} title={agreement.Title} back="dashboard-bookings-id-documents" width="narrow">
      {agreement.Signature ? (
        <Banner tone="success" title={t('agreement.signed')}>
          {t('agreement.signedBy', { name: agreement.Signature.Name, date: dateTime(agreement.Signature.SignedAt) })}
        </Banner>
      ) : booking.ViewerRole === 'owner' ? (
        <Banner tone="info">{t('agreement.waitingRenter', { name: booking.Renter.FirstName })}</Banner>
      ) : null}
      <article className="flex flex-col gap-4" lang={agreement.Language === 'fr' ? 'fr-CA' : 'en'}>
        {agreement.Clauses.map((clause) => (
          <section key={clause.Heading}>
            <h2 className="font-semibold">{clause.Heading}</h2>
            <p>{clause.Body}</p>
          </section>
        ))}
      </article>
      {agreement.CanSign ? (
        <Button asChild size="lg" className="self-start">
          <Link to={to('dashboard-bookings-id-agreement-signature', { id: booking.Id })}>{t('agreement.sign')}</Link>
        </Button>
      ) : !agreement.Signature && booking.ViewerRole === 'renter' ? (
        <p className="text-muted-foreground">{t('agreement.cannotSign')}</p>
      ) : null}
    </BookingFrame>
  );
}

const unfixable = new Set(['AGREEMENT_ALREADY_SIGNED', 'NOT_ALLOWED_IN_STATUS', 'NOT_ALLOWED_FOR_ROLE']);

function SignaturePage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { data: agreement } = useAgreement(booking.Id);
  const form = useContractForm({
    schema: SignAgreementSchema,
    initial: { Name: '', Agree: false } as SignatureForm,
    toBody: (values) => values,
    check: (values) => signatureProblems(values, agreement?.ExpectedName ?? null),
    namespace: 'bookings',
  });
  const action = useBookingAction(booking.Id);
  const refusal = action.error?.statusMessage;
  useEffect(() => {
    // A refusal that typing again cannot fix (already signed, no longer possible): the error page explains.
    if (refusal && unfixable.has(refusal))
      navigate(`${to('dashboard-bookings-id-agreement-error', { id: booking.Id })}?reason=${encodeURIComponent(refusal)}`, {
        replace: true,
      });
  }, [refusal, navigate, to, booking.Id]);
  if (!agreement) return <LoadingBooking />;
  if (!agreement.CanSign || booking.ViewerRole !== 'renter')
    return (
      <BookingFrame booking={booking} title={t('agreement.signTitle')} back="dashboard-bookings-id-agreement" width="narrow">
        <NotAvailable
          booking={booking}
          message={
            agreement.Signature
              ? t('agreement.alreadySigned')
              : booking.ViewerRole === 'owner'
                ? t('agreement.renterOnly')
                : t('agreement.cannotSign')
          }
        />
      </BookingFrame>
    );
  const submit = form.onSubmit(async (signature) => {
    const answer = await action.run(`/api/bookings/${booking.Id}/agreement/signature`, signature, { toast: t('toast.signed') });
    if (answer) navigate(to('dashboard-bookings-id-agreement-success', { id: booking.Id }));
  });
  return (
    <BookingFrame booking={booking} title={t('agreement.signTitle')} back="dashboard-bookings-id-agreement" width="narrow">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p>{t('agreement.signLead', { name: agreement.ExpectedName })}</p>
        {action.error && !action.error.fields.Name ? <Banner tone="danger">{action.error.message}</Banner> : null}
        <TextField
          label={t('agreement.typeName')}
          description={t('agreement.typeNameHint', { name: agreement.ExpectedName })}
          autoComplete="name"
          isRequired
          {...form.field('Name')}
          isInvalid={Boolean(form.problems.Name || action.error?.fields.Name)}
          errorMessage={form.message('Name') ?? action.error?.fields.Name?.[0]}
          inputClassName="font-display text-xl italic"
        />
        <Checkbox
          isSelected={form.values.Agree}
          onChange={form.set('Agree')}
          isInvalid={Boolean(form.problems.Agree)}
          errorMessage={form.message('Agree')}
        >
          {t('agreement.agree')}
        </Checkbox>
        <Button type="submit" size="lg" loading={action.pending} className="self-start">
          {t('agreement.signButton')}
        </Button>
      </form>
    </BookingFrame>
  );
}

function SignatureResultPage({ booking, outcome }: { booking: Booking; outcome: 'success' | 'error' }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { dateTime } = useFormat();
  const [search] = useSearchParams();
  const reason = search.get('reason');
  const signed = booking.Agreement;
  return (
    <BookingFrame
      booking={booking}
      title={outcome === 'success' && signed ? t('agreement.successTitle') : t('agreement.errorTitle')}
      width="narrow"
    >
      {outcome === 'success' && signed ? (
        <Card className="flex flex-col gap-2 p-5">
          <p className="text-lg">{t('agreement.successText', { name: signed.Name, date: dateTime(signed.SignedAt) })}</p>
          <p className="text-muted-foreground">{t('agreement.successNext')}</p>
        </Card>
      ) : (
        <Banner tone="danger" title={t('agreement.errorTitle')}>
          {reason === 'AGREEMENT_ALREADY_SIGNED'
            ? t('agreement.alreadySigned')
            : reason === 'NOT_ALLOWED_IN_STATUS'
              ? t('agreement.cannotSign')
              : t('agreement.errorText')}
        </Banner>
      )}
      <div className="flex flex-wrap gap-3">
        {outcome === 'error' && booking.Abilities.Sign ? (
          <Button asChild>
            <Link to={to('dashboard-bookings-id-agreement-signature', { id: booking.Id })}>{t('retry')}</Link>
          </Button>
        ) : null}
        <Button asChild variant={outcome === 'error' && booking.Abilities.Sign ? 'outline' : 'primary'}>
          <Link to={to('dashboard-bookings-id-agreement', { id: booking.Id })}>{t('agreement.view')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('viewBooking')}</Link>
        </Button>
      </div>
    </BookingFrame>
  );
}

function ClaimList({ claims }: { claims: Claim[] }) {
  const { t } = useTranslation('bookings');
  const { day } = useFormat();
  if (!claims.length) return <p className="text-muted-foreground">{t('insurance.noClaims')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {claims.map((claim) => (
        <li key={claim.Id}>
          <Card className="flex flex-col gap-1 p-4">
            <p className="font-semibold">
              {claim.Number} · {t(`claims.kinds.${claim.Kind}`)}
            </p>
            <p className="text-sm text-muted-foreground">
              {t('insurance.claimLine', {
                date: day(claim.IncidentDate, 'long'),
                place: claim.Location,
                by: t(`insurance.filedBy.${claim.FiledBy}`),
              })}
            </p>
            <p className="text-sm">{claim.Description}</p>
            {claim.Photos.length ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {claim.Photos.map((photo, index) => (
                  <li key={photo.Id}>
                    <a href={photo.Gallery} target="_blank" rel="noreferrer">
                      <img
                        src={photo.Thumb}
                        alt={t('claims.photoAlt', { n: index + 1 })}
                        width={96}
                        height={72}
                        className="h-18 w-24 rounded object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function InsurancePage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { money } = useFormat();
  const { data: claims } = useClaims(booking.Id);
  const f = booking.Financial;
  const currency = f.Currency ?? 'USD';
  const level = f.InsuranceProtectionLevel;
  return (
    <BookingFrame booking={booking} title={t('insurance.title')} back="dashboard-bookings-id-documents">
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="font-display text-lg font-semibold">
          {level ? t('insurance.plan', { level: t(`levels.${level}`) }) : t('insurance.noPlan')}
        </h2>
        {level ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('insurance.deductible')}</dt>
            <dd>{money(f.Deductible ?? 0, currency)}</dd>
            <dt className="text-muted-foreground">{t('insurance.premium')}</dt>
            <dd>{money(f.TotalInsurances, currency)}</dd>
            <dt className="text-muted-foreground">{t('insurance.roadside')}</dt>
            <dd>{f.TotalRoadsides > 0 ? money(f.TotalRoadsides, currency) : t('insurance.noRoadside')}</dd>
          </dl>
        ) : null}
        {level ? <p className="text-sm">{t(`insurance.coverage.${level}`)}</p> : null}
        <p className="text-sm text-muted-foreground">{t('insurance.howToClaim')}</p>
      </Card>
      <section aria-labelledby="claims-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="claims-heading" className="font-display text-xl font-semibold">
            {t('insurance.claims')}
          </h2>
          {claims?.CanFile ? (
            <Button asChild>
              <Link to={to('dashboard-bookings-id-insurance-efnol', { id: booking.Id })}>{t('actions.claim')}</Link>
            </Button>
          ) : null}
        </div>
        {claims ? <ClaimList claims={claims.Items} /> : <Skeleton className="h-20 w-full" />}
      </section>
    </BookingFrame>
  );
}

function IncomeProtectionPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { money } = useFormat();
  const { data: ifRenterCancels } = useCancellation(booking.ViewerRole === 'owner' ? booking.Id : undefined, 'renter');
  if (booking.ViewerRole !== 'owner')
    return (
      <BookingFrame booking={booking} title={t('income.title')} width="narrow">
        <NotAvailable booking={booking} message={t('income.hostOnly')} />
      </BookingFrame>
    );
  const policy = cancellationPolicies[booking.CancellationPolicy.Name];
  const currency = booking.Financial.Currency ?? 'USD';
  const live = ['AwaitingOwnerApproval', 'AwaitingPayment', 'Confirmed'].includes(booking.Status);
  return (
    <BookingFrame
      booking={booking}
      title={t('income.title')}
      back="dashboard-bookings-id-documents"
      aside={<HostPayout booking={booking} />}
    >
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="font-display text-lg font-semibold">{t('income.cancellations')}</h2>
        <p>{t('income.policy', { name: t(`policies.${policy.Name}.name`) })}</p>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('income.rulesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-start">
                {t('income.when')}
              </th>
              <th scope="col" className="text-end">
                {t('income.renterGets')}
              </th>
            </tr>
          </thead>
          <tbody>
            {policy.Rules.map((rule) => (
              <tr key={rule.MinDaysBefore}>
                <td>{t('income.daysBefore', { count: rule.MinDaysBefore })}</td>
                <td className="text-end">{t('income.percent', { percent: rule.RefundPercent })}</td>
              </tr>
            ))}
            <tr>
              <td>{t('income.later')}</td>
              <td className="text-end">{t('income.protectionOnly')}</td>
            </tr>
          </tbody>
        </table>
        {live && ifRenterCancels ? (
          <p className="font-medium" data-testid="host-keeps">
            {t('income.ifNow', { name: booking.Renter.FirstName, amount: money(ifRenterCancels.HostKeeps, currency) })}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{t('income.hostCancels')}</p>
      </Card>
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="font-display text-lg font-semibold">{t('income.damage')}</h2>
        <p className="text-sm">
          {booking.Financial.SecurityDeposit.Amount > 0
            ? t('income.deposit', { amount: money(booking.Financial.SecurityDeposit.Amount, currency) })
            : t('income.noDeposit')}
        </p>
        <p className="text-sm">{t('income.closeout')}</p>
      </Card>
    </BookingFrame>
  );
}

function ClaimPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { locale } = useFormat();
  const { data: claims } = useClaims(booking.Id);
  const form = useContractForm({
    schema: ClaimRequestSchema,
    initial: emptyClaim,
    toBody: claimBody,
    check: (values) => claimDayProblems(values, { start: booking.StartDate, end: booking.EndDate, today: calendarToday() }),
    namespace: 'bookings',
  });
  const [thumbs, setThumbs] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const action = useBookingAction<Claim>(booking.Id);
  if (!claims) return <LoadingBooking />;
  if (!claims.CanFile)
    return (
      <BookingFrame booking={booking} title={t('claims.title')} back="dashboard-bookings-id-insurance" width="narrow">
        <NotAvailable booking={booking} message={t('claims.notNow')} />
      </BookingFrame>
    );
  async function addPhotos(files: FileList | null) {
    if (!files?.length) return;
    setUploadError(null);
    for (const file of [...files].slice(0, maxClaimPhotos - form.values.Photos.length)) {
      setUploading((n) => n + 1);
      try {
        const upload = await uploadClaimPhoto(file, locale);
        form.setValues((current) => ({ ...current, Photos: [...current.Photos, upload.Id] }));
        setThumbs((current) => ({ ...current, [upload.Id]: upload.Urls.thumb }));
      } catch (caught) {
        setUploadError(caught instanceof ApiError ? `${file.name}: ${caught.message}` : t('errors.network'));
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (fileInput.current) fileInput.current.value = '';
  }
  const submit = form.onSubmit((filed) =>
    action.run(`/api/bookings/${booking.Id}/claims`, filed, {
      onDone: (claim) => {
        toastQueue.add({ title: t('toast.claimFiled', { number: claim.Number }), tone: 'success' });
        navigate(to('dashboard-bookings-id-insurance', { id: booking.Id }));
      },
    }),
  );
  return (
    <BookingFrame booking={booking} title={t('claims.title')} back="dashboard-bookings-id-insurance" width="narrow">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p>{t('claims.lead')}</p>
        <ActionError error={action.error} />
        <RadioGroup label={t('claims.kind')} isRequired {...form.field('Kind')}>
          {claimKinds.map((kind) => (
            <Radio key={kind} value={kind}>
              {t(`claims.kinds.${kind}`)}
            </Radio>
          ))}
        </RadioGroup>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('claims.date')}
            description={t('claims.dateHint')}
            type="date"
            isRequired
            {...form.field('IncidentDate')}
            isInvalid={Boolean(form.problems.IncidentDate || action.error?.fields.IncidentDate)}
            errorMessage={form.message('IncidentDate') ?? action.error?.fields.IncidentDate?.[0]}
          />
          <TextField label={t('claims.time')} type="time" {...form.field('IncidentTime')} />
        </div>
        <TextField label={t('claims.location')} isRequired {...form.field('Location')} />
        <TextArea
          label={t('claims.description')}
          description={t('claims.descriptionHint')}
          rows={6}
          isRequired
          {...form.field('Description')}
        />
        <Checkbox isSelected={form.values.OtherPartyInvolved} onChange={form.set('OtherPartyInvolved')}>
          {t('claims.otherParty')}
        </Checkbox>
        <TextField label={t('claims.police')} {...form.field('PoliceReport')} />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t('claims.photos', { max: maxClaimPhotos })}</legend>
          <p id="claim-photos-hint" className="text-sm text-muted-foreground">
            {t('claims.photosHint')}
          </p>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,.jpg,.jpeg,.png"
            multiple
            aria-describedby="claim-photos-hint"
            aria-label={t('claims.addPhotos')}
            className="text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-surface file:px-3 file:py-1.5"
            onChange={(event) => void addPhotos(event.currentTarget.files)}
            disabled={form.values.Photos.length >= maxClaimPhotos}
          />
          <output aria-live="polite" className="text-sm text-muted-foreground">
            {uploading ? t('claims.uploading') : t('claims.photoCount', { count: form.values.Photos.length })}
          </output>
          {uploadError ? <p className="text-sm text-danger-foreground">{uploadError}</p> : null}
          {form.values.Photos.length ? (
            <ul className="flex flex-wrap gap-2">
              {form.values.Photos.map((id, index) => (
                <li key={id} className="flex flex-col items-center gap-1">
                  <img
                    src={thumbs[id]}
                    alt={t('claims.photoAlt', { n: index + 1 })}
                    width={96}
                    height={72}
                    className="h-18 w-24 rounded object-cover"
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => form.setValues((current) => ({ ...current, Photos: current.Photos.filter((photo) => photo !== id) }))}
                  >
                    {t('claims.removePhoto', { n: index + 1 })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>
        <Button type="submit" size="lg" loading={action.pending} disabled={uploading > 0} className="self-start">
          {t('claims.submit')}
        </Button>
      </form>
    </BookingFrame>
  );
}

const pages: Partial<Record<RouteName, BookingPage>> = {
  'dashboard-bookings-id-invoice': InvoicePage,
  'dashboard-bookings-id-agreement': AgreementPage,
  'dashboard-bookings-id-agreement-signature': SignaturePage,
  'dashboard-bookings-id-agreement-success': ({ booking }) => <SignatureResultPage booking={booking} outcome="success" />,
  'dashboard-bookings-id-agreement-error': ({ booking }) => <SignatureResultPage booking={booking} outcome="error" />,
  'dashboard-bookings-id-insurance': InsurancePage,
  'dashboard-bookings-id-income-protection': IncomeProtectionPage,
  'dashboard-bookings-id-insurance-efnol': ClaimPage,
};

export default function BookingDocumentsPage() {
  return <BookingRoutePage pages={pages} fallback={DocumentsPage} />;
}
