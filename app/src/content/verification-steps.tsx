// The renter verification's two steps (spec: verification/{id}/account and /driver), each checked with the contract's
// schema (VerificationAccountSchema, VerificationDriverSchema) and saved on the server.
import type { Verification } from '@rove/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../forms/country-select.tsx';
import { Banner, Button, FileInput, TextField } from '@rove/ui';
import { ApiError, apiFetch } from '../api/api-fetch.ts';
import { useLocale } from '../routes/use-locale-path.ts';
import { photoFileProblem, photoLimitMegabytes } from '../forms/photo-files.ts';
import { uploadPhotoFile } from '../api/photo-upload.ts';
import type { FieldProblem } from '../forms/contract-form.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import {
  type AccountForm,
  accountBody,
  accountFieldOf,
  accountRuleProblems,
  type DriverForm,
  driverBody,
  driverFieldOf,
  driverRuleProblems,
  emptyAccount,
  emptyDriver,
} from './verification-form.ts';

const todayIso = () => new Date().toISOString().slice(0, 10);

const languageHeaders = (locale: string) => ({ 'Accept-Language': locale === 'fr' ? 'fr-CA' : 'en' });

function useSubmit(id: string, step: 'account' | 'driver', onDone: (v: Verification) => void) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const inFlight = useRef(false);
  /** Sends the step; a 400's field errors go to `onFields` (its answer), its sentence above the button. */
  async function send(body: unknown, onFields: (refusal: ApiError) => void) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setMessage(null);
    try {
      // PUT replaces the step's answers: sending it again never duplicates anything.
      onDone(
        await apiFetch<Verification>(`/api/verifications/${id}/${step}`, {
          method: 'PUT',
          body,
          headers: languageHeaders(locale),
          quietStatuses: [400],
        }),
      );
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) {
        onFields(caught);
        setMessage(caught.message);
      } else setMessage(caught instanceof ApiError ? caught.message : t('verification.errors.network'));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }
  return { pending, message, setMessage, send };
}

export function AccountStep({ verification, onDone }: { verification: Verification; onDone: (v: Verification) => void }) {
  const { t } = useTranslation('content');
  const form = useContractForm({
    schema: () => import('./verification-schemas.ts').then((m) => m.VerificationAccountSchema),
    initial: (): AccountForm =>
      verification.Account
        ? {
            ...emptyAccount,
            firstName: verification.Account.FirstName,
            lastName: verification.Account.LastName,
            dateOfBirth: verification.Account.DateOfBirth,
          }
        : emptyAccount,
    toBody: accountBody,
    fieldOf: accountFieldOf,
    check: (values) => accountRuleProblems(values, todayIso()),
    namespace: 'content',
  });
  const { pending, message, setMessage, send } = useSubmit(verification.Id, 'account', onDone);
  const field = (name: keyof AccountForm, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} isRequired {...form.field(name)} {...extra} />
  );
  const submit = form.onSubmit((body) => {
    setMessage(null);
    return send(body, (refusal) => form.showServerErrors(refusal.body));
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-labelledby="step-title">
      {field('firstName', t('verification.firstName'), { autoComplete: 'given-name' })}
      {field('lastName', t('verification.lastName'), { autoComplete: 'family-name' })}
      {field('dateOfBirth', t('verification.dateOfBirth'), { type: 'date', autoComplete: 'bday' })}
      <div className="grid grid-cols-[6rem_1fr] gap-3">
        {field('countryPhoneCode', t('verification.phoneCode'), { autoComplete: 'tel-country-code' })}
        {field('phoneNumber', t('verification.phone'), { type: 'tel', autoComplete: 'tel-national' })}
      </div>
      <StepFooter pending={pending} message={message ?? (form.invalid ? t('verification.errors.fix') : null)} />
    </form>
  );
}

function StepFooter({ pending, message }: { pending: boolean; message: string | null }) {
  const { t } = useTranslation('content');
  return (
    <div className="space-y-3 sm:col-span-2">
      <div aria-live="polite">{message ? <Banner tone="danger" title={message} /> : null}</div>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t('verification.saving') : t('verification.save')}
      </Button>
    </div>
  );
}

export function DriverStep({ verification, onDone }: { verification: Verification; onDone: (v: Verification) => void }) {
  const { t, i18n } = useTranslation('content');
  const form = useContractForm({
    schema: () => import('./verification-schemas.ts').then((m) => m.VerificationDriverSchema),
    initial: (): DriverForm =>
      verification.Driver
        ? {
            ...emptyDriver,
            region: verification.Driver.Region,
            country: verification.Driver.Country,
            expiresOn: verification.Driver.ExpiresOn,
          }
        : emptyDriver,
    toBody: driverBody,
    fieldOf: driverFieldOf,
    check: (values) => driverRuleProblems(values, todayIso()),
    namespace: 'content',
  });
  const [photo, setPhoto] = useState<{ name: string; progress: number | null }>({ name: '', progress: null });
  const { pending, message, setMessage, send } = useSubmit(verification.Id, 'driver', onDone);
  const field = (name: 'licenceNumber' | 'region' | 'expiresOn', label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} isRequired {...form.field(name)} {...extra} />
  );
  const setPhotoProblem = (problem: FieldProblem | null) =>
    form.setProblems(({ photoId: _, ...rest }) => (problem ? { ...rest, photoId: problem } : rest));

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      const code = problem === 'tooLarge' ? 'photoSize' : problem === 'empty' ? 'photoEmpty' : 'photoType';
      setPhotoProblem({ code, values: { megabytes: photoLimitMegabytes } });
      return;
    }
    setPhotoProblem(null);
    setPhoto({ name: file.name, progress: 0 });
    try {
      const upload = await uploadPhotoFile(file, {
        language: i18n.language,
        kind: 'licence-photo',
        onProgress: (progress) => setPhoto({ name: file.name, progress }),
      });
      form.set('photoId')(upload.Id);
      setPhoto({ name: file.name, progress: null });
    } catch (caught) {
      setPhoto({ name: '', progress: null });
      setPhotoProblem(caught instanceof ApiError ? { code: 'server', text: caught.message } : { code: 'required' });
    }
  }

  const submit = form.onSubmit((body) => {
    setMessage(null);
    return send(body, (refusal) => form.showServerErrors(refusal.body));
  });
  const photoError = form.message('photoId');
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-labelledby="step-title">
      {field('licenceNumber', t('verification.licenceNumber'), { autoComplete: 'off' })}
      <CountrySelect label={t('verification.licenceCountry')} value={form.values.country} onChange={form.set('country')} />
      {field('region', t('verification.licenceRegion'), { maxLength: 2 })}
      {field('expiresOn', t('verification.licenceExpires'), { type: 'date' })}
      <div className="sm:col-span-2">
        <label htmlFor="licence-photo" className="block text-sm font-semibold">
          {t('verification.photo')} <span aria-hidden="true">*</span>
        </label>
        <p id="licence-photo-help" className="mt-1 text-sm text-muted-foreground">
          {t('verification.photoHelp', { megabytes: photoLimitMegabytes })}
        </p>
        <FileInput
          id="licence-photo"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          required
          aria-describedby={photoError ? 'licence-photo-help licence-photo-error' : 'licence-photo-help'}
          aria-invalid={photoError ? true : undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="mt-2"
        />
        <p aria-live="polite" className="mt-2 text-sm">
          {photo.progress !== null
            ? t('verification.photoUploading', { percent: `${Math.round(photo.progress * 100)}%` })
            : form.values.photoId && photo.name
              ? t('verification.photoUploaded', { name: photo.name })
              : ''}
        </p>
        {photoError ? (
          <p id="licence-photo-error" className="mt-1 text-sm font-semibold text-danger-foreground">
            {photoError}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground sm:col-span-2">{t('verification.privacy')}</p>
      <StepFooter pending={pending || photo.progress !== null} message={message ?? (form.invalid ? t('verification.errors.fix') : null)} />
    </form>
  );
}
