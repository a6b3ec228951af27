// Page module (one lazy chunk): /{dashboard}/bookings/{id}/insurance-efnol: filing a claim (first notice of loss), with
// photos.
import { type Claim, claimKinds, maxClaimPhotos } from '@rove/contract';
import { Button, Checkbox, FileInput, TextArea, TextField } from '@rove/ui';
import { useRef, useState } from 'react';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-fetch.ts';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, LoadingBooking, NotAvailable, ActionError, bookingPage } from '../booking-parts.tsx';
import { claimBody, claimDayProblems, emptyClaim } from '../booking-rules.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { RadioChoiceAfterFirstPage } from '../../forms/fields-after-first-page.tsx';
import { type Booking, uploadClaimPhoto, useClaims } from '../bookings-api.ts';
import { useBookingAction } from '../use-action.ts';
import { toastQueue } from '../../shell/modal-registry.tsx';
import { calendarToday } from '../../lib/calendar-today.ts';

export function ClaimPage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { locale } = useFormat();
  const { data: claims } = useClaims(booking.Id);
  const form = useContractForm({
    schema: () => import('../booking-schemas.ts').then((m) => m.ClaimRequestSchema),
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
        <RadioChoiceAfterFirstPage
          label={t('claims.kind')}
          isRequired
          {...form.field('Kind')}
          options={claimKinds.map((kind) => ({ value: kind, label: t(`claims.kinds.${kind}`) }))}
        />
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
          <FileInput
            ref={fileInput}
            accept="image/jpeg,image/png,.jpg,.jpeg,.png"
            multiple
            aria-describedby="claim-photos-hint"
            aria-label={t('claims.addPhotos')}
            chooseLabel={t('claims.addPhotos')}
            showChosen={false}
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

export default bookingPage(ClaimPage);
