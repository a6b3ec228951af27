// Helpers for the owners' RV tests: a host with a token, the wizard's answers step by step, test photos.
import sharp from 'sharp';
import type { HostRv } from '@rove/contract';
import type { TestContext } from '../helpers.ts';

export const jpeg = (width = 1200, height = 800, colour = '#3a7') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

export function send(ctx: TestContext, headers: Record<string, string>, method: string, path: string, body?: unknown, lang = 'en') {
  return ctx.json<HostRv & { Message?: string; StatusMessage?: string; Errors?: Record<string, string[]>; Data?: unknown }>(path, {
    method,
    headers: { ...headers, 'Accept-Language': lang, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function uploadPhoto(ctx: TestContext, headers: Record<string, string>, colour = '#3a7', name = 'van.jpg') {
  const form = new FormData();
  form.set('file', new Blob([await jpeg(1200, 800, colour)]), name);
  form.set('kind', 'rv-photo');
  const res = await ctx.json<{ Id: string; Urls: Record<string, string> }>('/api/uploads', { method: 'POST', body: form, headers });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
  return res.body;
}

/** The answers of every step a Class C picked up in Calgary needs, in the wizard's order. */
export const classCAnswers: [string, Record<string, unknown>][] = [
  ['rv-type', { Type: 'ClassC' }],
  ['rv-year', { Year: 2021 }],
  ['rv-manufacturer', { Brand: 'Winnebago' }],
  ['rv-model', { Model: 'Minnie Winnie', Fuel: 'Gasoline' }],
  ['rv-length', { Length: 25 }],
  ['rv-weight', { Weight: 9000 }],
  ['rv-location', { Location: { Address: 'Calgary, AB', Street: '1 Main St', PostalCode: 'T2P 1J9' } }],
  ['earn-more', {}],
  ['rental-type', { RentalType: 'PickupOnly' }],
  [
    'rv-sleeping-spots',
    {
      Sleeps: 5,
      Seatbelts: 5,
      Beds: [
        { Type: 'BedQueen', Count: 1 },
        { Type: 'BedDinette', Count: 1 },
      ],
    },
  ],
  ['rv-slideouts', { Slideouts: 1 }],
  ['rv-amenities', { Amenities: ['Heater', 'Toilet', 'Refrigerator'] }],
  ['rv-name', { Name: 'Moose Mobile Test RV' }],
  ['rv-description', { Description: { en: 'A cosy Class C that sleeps five, ready for the Rockies and the prairies.', fr: '' } }],
  ['rv-photos', {}],
  ['base-price', { NightlyPrice: 180 }],
  ['cleaning-fee', { CleaningFee: 75 }],
  ['security-deposit', { SecurityDeposit: 1000 }],
  ['longer-stays', { WeeklyDiscountPercent: 10, MonthlyDiscountPercent: 20 }],
  ['mileage-and-delivery', { MileageIncludedPerDay: 200, MileageOveragePrice: 0.4, GeneratorHoursIncludedPerDay: null }],
  ['calendar-settings', { MinimumNights: 2, PickupTime: '14:00', DropoffTime: '11:00' }],
  ['booking-preferences', { InstantBook: true, PetsAllowed: true }],
  ['no-insurance', { ProtectionAcknowledged: true }],
  ['host-acceptance-education', { HostAcceptanceAcknowledged: true }],
];

/** Creates a draft and answers every step (uploading three photos at rv-photos); returns the draft, unpublished. */
export async function completeDraft(ctx: TestContext, headers: Record<string, string>, answers = classCAnswers): Promise<HostRv> {
  const [first, ...rest] = answers;
  const created = await send(ctx, headers, 'POST', '/api/hosts/rvs', { ...first[1], WizardStep: first[0] });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.Id;
  let rv = created.body;
  for (const [step, values] of rest) {
    if (step === 'rv-photos') {
      for (const colour of ['#3a7', '#a37', '#37a']) {
        const upload = await uploadPhoto(ctx, headers, colour);
        const attached = await send(ctx, headers, 'POST', `/api/hosts/rvs/${id}/photos`, { UploadId: upload.Id });
        if (attached.status !== 201) throw new Error(`attach: ${attached.status} ${JSON.stringify(attached.body)}`);
      }
    }
    const saved = await send(ctx, headers, 'PATCH', `/api/hosts/rvs/${id}`, { ...values, WizardStep: step });
    if (saved.status !== 200) throw new Error(`${step}: ${saved.status} ${JSON.stringify(saved.body)}`);
    rv = saved.body;
  }
  return rv;
}
