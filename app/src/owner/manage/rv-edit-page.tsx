// rvs/{rvId} and its sections (spec 000 section 2): overview (root), details, photos, pricing, add-ons, earn more,
// insurance, preferences; pre-booking-message belongs to the messages area and is only linked from here.
import { applicableSteps, type HostRv, hostRvFacts, type RvFieldName, type RvWizardStep, stepApplies } from '@rove/contract';
import { Badge, Banner, Button, Dialog, DialogContent, rvTypeLabels, Skeleton } from '@rove/ui';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useCurrentRoute } from '../../routes/use-current-route.ts';
import { useLocale, useLocalePath } from '../../routes/use-locale-path.ts';
import { AmenitiesField, ParkAmenitiesField } from '../fields/amenity-fields.tsx';
import { DescriptionField, NameField } from '../fields/listing-fields.tsx';
import { LocationField } from '../fields/location-field.tsx';
import {
  CleaningFeeField,
  DiscountFields,
  MileageDeliveryFields,
  NightlyPriceField,
  RentalTypeField,
  SecurityDepositField,
} from '../fields/pricing-fields.tsx';
import { CalendarFields, PreferencesFields, ProtectionField } from '../fields/rules-fields.tsx';
import { SleepingFields, SlideoutsField } from '../fields/sleeping-fields.tsx';
import {
  BrandField,
  HitchSizeField,
  HitchWeightField,
  LengthField,
  ModelField,
  TypeField,
  WeightField,
  YearField,
} from '../fields/vehicle-fields.tsx';
import { hostRvApi, hostRvKey } from '../host-rv-api.ts';
import { stepFields } from '../rv-form.ts';
import { RvPhotosEditor } from '../rv-photos-editor.tsx';
import { refreshSessionUser } from '../session-refresh.ts';
import { AddOnsSection } from './addons-section.tsx';
import { EarnMoreSection } from './earn-more-section.tsx';
import { SectionForm, SectionGroup } from './section-form.tsx';

const sections = ['root', 'details', 'photos', 'pricing', 'addons', 'earn-more', 'insurance', 'preferences'] as const;
type Section = (typeof sections)[number];
const routeOf = (section: Section | 'pre-booking-message') =>
  section === 'root' ? ('dashboard-rvs-rvId' as const) : (`dashboard-rvs-rvId-${section}` as const);

/** The fields of several steps that apply to the RV, in order. */
const fieldsOf = (rv: HostRv, steps: RvWizardStep[]): RvFieldName[] =>
  steps.filter((step) => stepApplies(step, rv)).flatMap((step) => stepFields(step, rv));

/** Which edit section holds a wizard step's answers (for "what is missing" links). */
export function sectionOfStep(step: string): Section {
  if (step === 'rv-photos') return 'photos';
  if (['base-price', 'cleaning-fee', 'security-deposit', 'longer-stays', 'mileage-and-delivery', 'rental-type'].includes(step))
    return 'pricing';
  if (['calendar-settings', 'booking-preferences', 'host-acceptance-education'].includes(step)) return 'preferences';
  if (step === 'no-insurance') return 'insurance';
  if (step === 'earn-more') return 'earn-more';
  return 'details';
}

export default function RvEditPage() {
  const { t } = useTranslation('owner');
  const to = useLocalePath();
  const route = useCurrentRoute();
  const location = useLocation();
  const { dashboard = 'host', rvId = '' } = useParams();
  const section = (sections.find((s) => routeOf(s) === route?.name) ?? 'root') as Section;
  const { data: rv, error, mutate } = useApi<HostRv>(hostRvKey(rvId));
  if (error instanceof ApiError && error.status === 404) throw error;
  const notDraft = (location.state as { notice?: string } | null)?.notice === 'notDraft';

  if (!rv) {
    return (
      <div className="mx-auto max-w-page px-4 py-8 sm:px-6">
        {error ? (
          <Banner tone="danger" action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}>
            {t('common.networkError')}
          </Banner>
        ) : (
          <div aria-busy="true">
            <output className="sr-only">{t('common.loading')}</output>
            <Skeleton className="h-10 w-1/2" />
            <Skeleton className="mt-6 h-64 w-full" />
          </div>
        )}
      </div>
    );
  }

  const navItems = [...sections, 'pre-booking-message'] as const;
  return (
    <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <Link to={to('dashboard-rvs', { dashboard })} className="w-fit text-sm font-semibold text-primary underline underline-offset-4">
          {t('list.title')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-display text-3xl font-semibold">
            {rv.DisplayName}
            <span className="sr-only"> — {t(`edit.sections.${section}`)}</span>
          </h1>
          <Badge variant={rv.Status === 'published' ? 'success' : rv.Status === 'draft' ? 'info' : 'neutral'}>
            {t(`status.${rv.Status}`)}
          </Badge>
        </div>
        {rv.Status === 'published' && rv.Alias ? (
          <Link to={to('rv-rental', { alias: rv.Alias })} className="w-fit text-sm font-semibold text-primary underline underline-offset-4">
            {t('edit.publicLink')}
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">{t('edit.notListedYet')}</p>
        )}
      </header>
      {notDraft ? <Banner tone="info">{t('wizard.notDraft')}</Banner> : null}
      <div className="flex flex-col gap-6 lg:flex-row">
        <nav aria-label={t('edit.sectionsLabel')} className="lg:w-56 lg:shrink-0">
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
            {navItems.map((item) => (
              <li key={item}>
                <Link
                  to={to(routeOf(item), { dashboard, rvId: String(rv.Id) })}
                  aria-current={item === section ? 'page' : undefined}
                  className="block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground"
                >
                  {t(`edit.sections.${item}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <h2 className="sr-only">{t(`edit.sections.${section}`)}</h2>
          <SectionBody key={`${rv.Id}:${section}`} rv={rv} section={section} dashboard={dashboard} />
        </div>
      </div>
    </div>
  );
}

function SectionBody({ rv, section, dashboard }: { rv: HostRv; section: Section; dashboard: string }) {
  const { t } = useTranslation('owner');
  switch (section) {
    case 'details':
      return (
        <SectionForm
          rv={rv}
          label={t('edit.sections.details')}
          fields={fieldsOf(rv, [
            'rv-type',
            'rv-year',
            'rv-manufacturer',
            'rv-model',
            'rv-length',
            'rv-weight',
            'hitch-size',
            'hitch-weight',
            'rv-location',
            'rv-sleeping-spots',
            'rv-slideouts',
            'rv-amenities',
            'park-amenities',
            'rv-name',
            'rv-description',
          ])}
        >
          <SectionGroup title={t('edit.listing')}>
            <NameField />
            <DescriptionField />
          </SectionGroup>
          <SectionGroup title={t('edit.vehicle')}>
            <TypeField />
            <YearField />
            <BrandField />
            <ModelField />
            <LengthField />
            <WeightField />
            {stepApplies('hitch-size', rv) ? (
              <>
                <HitchSizeField />
                <HitchWeightField />
              </>
            ) : null}
          </SectionGroup>
          <SectionGroup title={t('edit.where')}>
            <LocationField />
          </SectionGroup>
          <SectionGroup title={t('edit.sleeping')}>
            <SleepingFields />
            <SlideoutsField />
          </SectionGroup>
          <SectionGroup title={t('edit.onBoard')}>
            <AmenitiesField />
            {stepApplies('park-amenities', rv) ? <ParkAmenitiesField /> : null}
          </SectionGroup>
        </SectionForm>
      );
    case 'pricing':
      return (
        <SectionForm
          rv={rv}
          label={t('edit.sections.pricing')}
          fields={[
            ...fieldsOf(rv, ['base-price', 'cleaning-fee', 'security-deposit', 'longer-stays', 'rental-type']),
            ...stepFields('mileage-and-delivery', { Type: rv.Type, RentalType: 'PickupAndDelivery' }),
          ]}
        >
          <SectionGroup title={t('edit.nightly')}>
            <NightlyPriceField />
            <CleaningFeeField />
            <SecurityDepositField />
          </SectionGroup>
          <SectionGroup title={t('edit.discounts')}>
            <DiscountFields />
          </SectionGroup>
          <SectionGroup title={t('edit.allowances')}>
            <RentalTypeField />
            <MileageDeliveryFields />
          </SectionGroup>
        </SectionForm>
      );
    case 'preferences':
      return (
        <SectionForm rv={rv} label={t('edit.sections.preferences')} fields={fieldsOf(rv, ['calendar-settings', 'booking-preferences'])}>
          <SectionGroup title={t('edit.rules')}>
            <PreferencesFields />
          </SectionGroup>
          <SectionGroup title={t('edit.times')}>
            <CalendarFields />
          </SectionGroup>
        </SectionForm>
      );
    case 'insurance':
      return <InsuranceSection rv={rv} />;
    case 'photos':
      return <RvPhotosEditor rv={rv} withCaptions headingLevel={3} />;
    case 'addons':
      return <AddOnsSection rv={rv} />;
    case 'earn-more':
      return <EarnMoreSection rv={rv} />;
    default:
      return <Overview rv={rv} dashboard={dashboard} />;
  }
}

function InsuranceSection({ rv }: { rv: HostRv }) {
  const { t } = useTranslation('owner');
  if (!rv.ProtectionAcknowledged)
    return (
      <SectionForm rv={rv} label={t('edit.sections.insurance')} fields={['ProtectionAcknowledged']}>
        <SectionGroup title={t('edit.protection')}>
          <ProtectionField />
        </SectionGroup>
      </SectionForm>
    );
  return (
    <SectionGroup title={t('edit.protection')}>
      <div className="flex max-w-2xl flex-col gap-4">
        <p>{t('wizard.protectionBody1')}</p>
        <p>{t('wizard.protectionBody2')}</p>
        <p>{t('wizard.protectionBody3')}</p>
      </div>
    </SectionGroup>
  );
}

/** Status, what publishing still needs (each linked to where it is answered), and the RV's actions. */
function Overview({ rv, dashboard }: { rv: HostRv; dashboard: string }) {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const missing = rv.Completeness.Missing;

  async function act(action: 'publish' | 'unpublish' | 'delete') {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      if (action === 'publish') {
        await hostRvApi.publish(rv.Id);
        await refreshSessionUser();
      } else if (action === 'unpublish') await hostRvApi.unpublish(rv.Id);
      else {
        await hostRvApi.remove(rv.Id);
        navigate(to('dashboard-rvs-deleted', { dashboard }));
      }
    } catch (error) {
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : t('common.networkError'));
    } finally {
      setBusy(false);
      setConfirmDelete(false);
    }
  }

  const stepsLeft = applicableSteps(hostRvFacts(rv)).filter((step) => missing.some((m) => m.Step === step));
  const none = '—';
  const facts: [string, string][] = [
    [t('fields.type'), rv.Type ? rvTypeLabels[locale][rv.Type] : none],
    [t('fields.location'), rv.Location ? `${rv.Location.City}, ${rv.Location.RegionName}` : none],
    [t('fields.sleeps'), rv.Sleeps !== null ? String(rv.Sleeps) : none],
    [t('fields.nightlyPrice'), rv.NightlyPrice !== null ? formatMoney(rv.NightlyPrice, rv.Currency, locale) : none],
    [t('edit.sections.photos'), String(rv.Photos.length || rv.GeneratedPhotoCount)],
    [t('edit.sections.addons'), String(rv.AddOns.length)],
  ];
  return (
    <div className="flex flex-col gap-6">
      {failure ? <Banner tone="danger">{failure}</Banner> : null}
      <section className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 sm:flex-row">
        <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-lg bg-muted sm:w-56">
          {rv.Photos[0] ? <img src={rv.Photos[0].Urls.card} alt={rv.Photos[0].Caption[locale]} className="size-full object-cover" /> : null}
        </div>
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
        <p className="font-semibold">{t('edit.statusLine', { status: t(`status.${rv.Status}`) })}</p>
        {missing.length ? (
          <>
            <h3 className="font-display text-lg font-semibold">{t('edit.missingTitle')}</h3>
            <ul className="list-disc ps-5">
              {stepsLeft.map((step) => (
                <li key={step}>
                  <Link
                    className="text-primary underline underline-offset-4"
                    to={
                      rv.Status === 'draft'
                        ? to(`dashboard-rvs-new-${step}`, { dashboard, step: String(rv.Id) })
                        : to(routeOf(sectionOfStep(step)), { dashboard, rvId: String(rv.Id) })
                    }
                  >
                    {t(`steps.${step}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('edit.readyToPublish')}</p>
        )}
        <div className="flex flex-wrap gap-3">
          {rv.Status === 'draft' ? (
            <Button asChild>
              <Link to={to(`dashboard-rvs-new-${rv.Wizard.ResumeStep}`, { dashboard, step: String(rv.Id) })}>{t('edit.fixInWizard')}</Link>
            </Button>
          ) : null}
          {rv.Status === 'unpublished' ? (
            <Button loading={busy} onClick={() => void act('publish')}>
              {t('list.publish')}
            </Button>
          ) : null}
          {rv.Status === 'published' ? (
            <Button variant="outline" loading={busy} onClick={() => void act('unpublish')}>
              {t('list.unpublish')}
            </Button>
          ) : null}
          <Button variant="ghost" disabled={busy} onClick={() => setConfirmDelete(true)}>
            {t('edit.deleteRv')}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('list.updated', {
            date: new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', { dateStyle: 'long' }).format(new Date(rv.UpdatedAt)),
          })}
        </p>
      </section>
      {confirmDelete ? (
        <Dialog open onOpenChange={(open) => !open && setConfirmDelete(false)}>
          <DialogContent
            size="sm"
            title={t('list.confirmDeleteTitle', { name: rv.DisplayName })}
            description={t('list.confirmDeleteBody')}
            closeLabel={t('common.close')}
            footer={
              <>
                <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
                  {t('common.cancel')}
                </Button>
                <Button variant="destructive" loading={busy} onClick={() => void act('delete')}>
                  {t('list.delete')}
                </Button>
              </>
            }
          >
            {null}
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}
