import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/button/index.ts';
import { Checkbox } from '../../components/checkbox/index.ts';
import { CheckboxGroup } from '../../components/checkbox-group/index.ts';
import { ListBoxItem } from '../../components/list-box/index.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/popover/index.ts';
import { Select } from '../../components/select/index.ts';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '../../components/sheet/index.ts';
import { Switch } from '../../components/switch/index.ts';
import { VisuallyHidden } from '../../components/visually-hidden/index.ts';
import { ChevronDownIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { useMessages, useUiLocale } from '../../provider/ui-provider.tsx';
import { type Country, currencyOf } from '@rove/contract/vocabulary';
import { amenities, drivableTypes, towableTypes } from '@rove/contract/vocabulary';
import { amenityLabels, rvTypeLabels } from '../rv-vocabulary.ts';
import { useMediaQuery, WIDE_SCREEN } from '../use-media-query.ts';
import {
  activeFilterCount,
  defaultSearchFilters,
  filterBounds,
  type NumberRange,
  type RangeKey,
  rangeFilter,
  type SearchFiltersValue,
  type ToggleKey,
  toggleKeys,
} from './filter-rules.ts';
import { RangeField } from './range-field.tsx';
import { searchFiltersMessages } from './search-filters-messages.ts';

function thisYear(): number {
  return new Date().getFullYear();
}

type SearchFiltersProps = {
  value: SearchFiltersValue;
  onChange: (value: SearchFiltersValue) => void;
  /** The year the year range is built from (current - 20 to current + 1); inject it in stories and tests. */
  currentYear?: number;
  /** The market, for the price currency. */
  country: Country;
  /** Brands to choose from; no brand field without them. */
  brands?: readonly string[];
  /** 'auto': popovers on wide screens, a sheet on narrow ones. */
  layout?: 'auto' | 'bar' | 'sheet';
  /** The number of matching RVs, for the sheet's "Show 42 RVs" button. */
  resultCount?: number | null;
  className?: string;
};

/** The search page's filters: types, price, amenities, more (ranges, options, brand); controlled. */
function SearchFilters({
  value,
  onChange,
  currentYear: givenYear,
  country,
  brands = [],
  layout = 'auto',
  resultCount = null,
  className,
}: SearchFiltersProps) {
  const t = useMessages(searchFiltersMessages);
  // Read once: the year range must not move under the renter mid-session.
  const [ownYear] = useState(thisYear);
  const currentYear = givenYear ?? ownYear;
  const { language } = useUiLocale();
  const wide = useMediaQuery(WIDE_SCREEN);
  const mode = layout === 'auto' ? (wide ? 'bar' : 'sheet') : layout;
  const bounds = filterBounds(currentYear);
  const count = activeFilterCount(value, currentYear);
  const set = (patch: Partial<SearchFiltersValue>) => onChange({ ...value, ...patch });
  const clearAll = () => onChange(defaultSearchFilters(currentYear));
  const currency = currencyOf(country);
  const isOn = (key: RangeKey) => rangeFilter(value[key], bounds[key]) !== null;

  const range = (key: RangeKey, label: string, format: Intl.NumberFormatOptions, step: number) => (
    <RangeField
      label={label}
      bounds={bounds[key]}
      value={value[key]}
      step={step}
      formatOptions={format}
      onChange={(next: NumberRange) => set({ [key]: next } as Partial<SearchFiltersValue>)}
    />
  );

  const typeSection = (
    <div className="flex flex-col gap-5 sm:flex-row sm:gap-10">
      <CheckboxGroup
        label={t.drivable}
        value={value.drivableTypes}
        onChange={(next) => set({ drivableTypes: drivableTypes.filter((type) => next.includes(type)) })}
      >
        {drivableTypes.map((type) => (
          <Checkbox key={type} value={type}>
            {rvTypeLabels[language][type]}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label={t.towable}
        value={value.towableTypes}
        onChange={(next) => set({ towableTypes: towableTypes.filter((type) => next.includes(type)) })}
      >
        {towableTypes.map((type) => (
          <Checkbox key={type} value={type}>
            {rvTypeLabels[language][type]}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );

  const priceSection = range('rvPrice', t.price, { style: 'currency', currency, maximumFractionDigits: 0 }, 5);

  const amenitiesSection = (
    <CheckboxGroup
      label={t.amenities}
      value={value.amenities}
      onChange={(next) => set({ amenities: amenities.filter((amenity) => next.includes(amenity)) })}
      className="[&_[data-slot=checkbox-group-items]]:grid [&_[data-slot=checkbox-group-items]]:grid-cols-1 sm:[&_[data-slot=checkbox-group-items]]:grid-cols-2"
    >
      {amenities.map((amenity) => (
        <Checkbox key={amenity} value={amenity}>
          {amenityLabels[language][amenity]}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );

  const toggleLabels: Record<ToggleKey, string> = {
    delivery: t.delivery,
    instantBook: t.instantBook,
    petFriendly: t.petFriendly,
    festivalFriendly: t.festivalFriendly,
    experienceNotRequired: t.experienceNotRequired,
    superhost: t.superhost,
  };

  const moreSection = (
    <div className="flex flex-col gap-6">
      {range('rvWeight', t.weight, { useGrouping: true }, 500)}
      {range('rvLength', t.length, {}, 1)}
      {range('rvYear', t.year, { useGrouping: false }, 1)}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-foreground">{t.options}</legend>
        {toggleKeys.map((key) => (
          <Switch
            key={key}
            isSelected={value[key]}
            onChange={(on) => set({ [key]: on } as Partial<SearchFiltersValue>)}
            description={key === 'delivery' ? t.deliveryDescription : undefined}
          >
            {toggleLabels[key]}
          </Switch>
        ))}
      </fieldset>
      {brands.length > 0 ? (
        <Select
          label={t.brand}
          selectedKey={value.rvBrand ?? '__any'}
          onSelectionChange={(key) => set({ rvBrand: key === '__any' || key === null ? null : String(key) })}
        >
          {[
            <ListBoxItem key="__any" id="__any">
              {t.anyBrand}
            </ListBoxItem>,
            ...brands.map((brand) => (
              <ListBoxItem key={brand} id={brand}>
                {brand}
              </ListBoxItem>
            )),
          ]}
        </Select>
      ) : null}
    </div>
  );

  const moreCount =
    (['rvWeight', 'rvLength', 'rvYear'] as const).filter(isOn).length +
    toggleKeys.filter((key) => value[key]).length +
    (value.rvBrand ? 1 : 0);
  const summary = (
    <output className="text-sm text-muted-foreground" data-slot="search-filters-count">
      {t.activeCount(count)}
    </output>
  );

  if (mode === 'sheet') {
    return (
      <div data-slot="search-filters" data-layout="sheet" className={cn('flex items-center gap-3', className)}>
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="outline">{t.filtersWithCount(count)}</Button>
          </SheetTrigger>
          <SheetContent
            side="bottom"
            title={t.filters}
            footer={
              <div className="flex w-full items-center justify-between gap-3">
                <Button variant="ghost" onClick={clearAll} disabled={count === 0}>
                  {t.clearAll}
                </Button>
                <SheetClose asChild>
                  <Button>{t.showResults(resultCount)}</Button>
                </SheetClose>
              </div>
            }
          >
            <div className="flex flex-col gap-8">
              {summary}
              <SheetSection title={t.type}>{typeSection}</SheetSection>
              <SheetSection title={t.price}>{priceSection}</SheetSection>
              <SheetSection title={t.amenities}>{amenitiesSection}</SheetSection>
              <SheetSection title={t.more}>{moreSection}</SheetSection>
            </div>
          </SheetContent>
        </Sheet>
      </div>
    );
  }

  return (
    <div data-slot="search-filters" data-layout="bar" className={cn('flex flex-wrap items-center gap-2', className)}>
      <FilterPopover label={t.type} count={value.drivableTypes.length + value.towableTypes.length} countLabel={t.selectedCount} wide>
        {typeSection}
      </FilterPopover>
      <FilterPopover label={t.price} count={isOn('rvPrice') ? 1 : 0} countLabel={t.selectedCount}>
        {priceSection}
      </FilterPopover>
      <FilterPopover label={t.amenities} count={value.amenities.length} countLabel={t.selectedCount} wide>
        {amenitiesSection}
      </FilterPopover>
      <FilterPopover label={t.more} count={moreCount} countLabel={t.selectedCount} wide>
        {moreSection}
      </FilterPopover>
      {count > 0 ? (
        <Button variant="link" onClick={clearAll}>
          {t.clearAll}
        </Button>
      ) : null}
      <span className="ms-auto">{summary}</span>
    </div>
  );
}

function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-display text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function FilterPopover({
  label,
  count,
  countLabel,
  wide,
  children,
}: {
  label: string;
  count: number;
  countLabel: (count: number) => string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" data-active={count > 0 ? '' : undefined} className="data-[active]:border-primary">
          {label}
          {count > 0 ? (
            <>
              <span aria-hidden="true" className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
                {count}
              </span>
              <VisuallyHidden>{countLabel(count)}</VisuallyHidden>
            </>
          ) : null}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label={label} className={cn(wide ? 'w-[min(36rem,calc(100vw-1rem))]' : 'w-80')}>
        {children}
      </PopoverContent>
    </Popover>
  );
}

export { SearchFilters, type SearchFiltersProps };
