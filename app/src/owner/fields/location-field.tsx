// Where the RV is: a city from the gazetteer's suggestions (the server geocodes it), a private street and postal code.
import { LocationSearch, TextField } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { loadPlaceSuggestions } from '../../api/place-suggestions.ts';
import type { RvFormValues } from '../rv-form.ts';
import { useRvForm } from './rv-form-context.tsx';

export function LocationField() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  const location = (values.Location ?? {}) as NonNullable<RvFormValues['Location']>;
  const update = (patch: NonNullable<RvFormValues['Location']>) => set({ Location: { ...location, ...patch } });
  const problem = error('Location');
  return (
    <div className="flex max-w-md flex-col gap-5">
      <div className="flex flex-col gap-1">
        <LocationSearch
          label={t('fields.location')}
          placeholder={t('fields.locationPlaceholder')}
          defaultInputValue={location.Label ?? ''}
          loadSuggestions={loadPlaceSuggestions}
          onSelect={(place) =>
            update({
              PlaceId: place.placeId,
              Address: undefined,
              Label: [place.mainText, place.secondaryText].filter(Boolean).join(', '),
            })
          }
        />
        {location.Label ? <p className="text-sm text-muted-foreground">{t('fields.locationCurrent', { place: location.Label })}</p> : null}
        {problem.isInvalid ? (
          <p className="text-sm font-medium text-danger-foreground" data-field-error="Location">
            {problem.errorMessage}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('fields.street')}
        description={t('fields.streetHelp')}
        value={location.Street ?? ''}
        onChange={(Street) => update({ Street })}
        autoComplete="street-address"
        maxLength={120}
      />
      <TextField
        label={t('fields.postalCode')}
        value={location.PostalCode ?? ''}
        onChange={(PostalCode) => update({ PostalCode })}
        autoComplete="postal-code"
        maxLength={12}
        className="max-w-48"
      />
    </div>
  );
}
