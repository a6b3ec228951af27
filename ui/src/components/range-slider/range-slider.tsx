import { cva } from 'class-variance-authority';
import { type ReactNode, type Ref, useId } from 'react';
import {
  Label as AriaLabel,
  Slider as AriaSlider,
  SliderFill as AriaSliderFill,
  SliderOutput as AriaSliderOutput,
  type SliderProps as AriaSliderProps,
  SliderThumb as AriaSliderThumb,
  SliderTrack as AriaSliderTrack,
  Text as AriaText,
} from 'react-aria-components';
import { useMessages } from '../../provider/ui-provider.tsx';
import { composeClassName, labelVariants } from '../field/index.ts';
import { rangeSliderMessages } from './range-slider-messages.ts';

type Range = [number, number];

const sliderThumbVariants = cva([
  'top-1/2 size-5 rounded-full border-2 border-primary bg-surface shadow-sm cursor-grab',
  'transition-[box-shadow,scale] duration-fast ease-standard motion-reduce:transition-none',
  'data-[hovered]:ring-4 data-[hovered]:ring-primary/20 data-[dragging]:scale-110 data-[dragging]:cursor-grabbing',
  'data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-ring',
  'data-[disabled]:cursor-not-allowed data-[disabled]:border-input',
  'forced-colors:border-[ButtonText] forced-colors:bg-[ButtonFace] forced-colors:data-[focus-visible]:outline-[Highlight]',
]);

type RangeSliderProps = Omit<AriaSliderProps<number[]>, 'children' | 'value' | 'defaultValue' | 'onChange' | 'onChangeEnd'> & {
  /** The visible label; each thumb is named "Minimum <label>" / "Maximum <label>". */
  label?: ReactNode;
  description?: ReactNode;
  value?: Range;
  defaultValue?: Range;
  onChange?: (value: Range) => void;
  /** Called when a drag or key press ends: the moment to write the value into the URL. */
  onChangeEnd?: (value: Range) => void;
  /** The words before the label for each thumb (defaults: Minimum/Maximum, en and fr). */
  minThumbLabel?: string;
  maxThumbLabel?: string;
  /** Form field names for the two values (e.g. MinPrice, MaxPrice). */
  minName?: string;
  maxName?: string;
  /** Hide the formatted "low – high" output next to the label. */
  hideOutput?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/**
 * Two thumbs over one range (price, weight, length, year filters). Values are formatted by `formatOptions`
 * (Intl.NumberFormat, e.g. `{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }`) in the current locale.
 */
function RangeSlider({
  label,
  description,
  minThumbLabel,
  maxThumbLabel,
  minName,
  maxName,
  hideOutput = false,
  onChange,
  onChangeEnd,
  className,
  minValue = 0,
  maxValue = 100,
  value,
  defaultValue,
  ...props
}: RangeSliderProps) {
  const t = useMessages(rangeSliderMessages);
  const names = [minName, maxName];
  // react-aria's slider has no description slot: link the text to each thumb ourselves.
  const descriptionId = useId();
  const thumbLabels = [minThumbLabel ?? t.minimum, maxThumbLabel ?? t.maximum];
  return (
    <AriaSlider<number[]>
      data-slot="range-slider"
      minValue={minValue}
      maxValue={maxValue}
      value={value}
      defaultValue={value ? undefined : (defaultValue ?? [minValue, maxValue])}
      onChange={onChange ? (next) => onChange(next as Range) : undefined}
      onChangeEnd={onChangeEnd ? (next) => onChangeEnd(next as Range) : undefined}
      className={composeClassName(className, 'group/field flex w-full flex-col gap-2 touch-none')}
      {...props}
    >
      <div className="flex items-baseline justify-between gap-4">
        {label != null ? (
          <AriaLabel data-slot="field-label" className={labelVariants()}>
            {label}
          </AriaLabel>
        ) : null}
        {hideOutput ? null : (
          <AriaSliderOutput data-slot="range-slider-output" className="text-sm font-medium tabular-nums text-foreground">
            {({ state }) => state.values.map((_, index) => state.getThumbValueLabel(index)).join(' – ')}
          </AriaSliderOutput>
        )}
      </div>
      {description != null ? (
        <AriaText id={descriptionId} data-slot="field-description" className="-mt-1 text-sm text-muted-foreground">
          {description}
        </AriaText>
      ) : null}
      {/* The track leaves half a thumb on each side so the thumbs stay inside the field at the ends. */}
      <AriaSliderTrack data-slot="range-slider-track" className="relative mx-2.5 h-6 cursor-pointer data-[disabled]:cursor-not-allowed">
        {/* The rail: react-aria sizes the fill in percent of it (full height, left/width along it). */}
        <div
          data-slot="range-slider-rail"
          className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-input/40 forced-colors:bg-[GrayText]"
        >
          <AriaSliderFill
            data-slot="range-slider-fill"
            className="rounded-full bg-primary group-data-[disabled]/field:bg-input forced-colors:bg-[Highlight]"
          />
        </div>
        {thumbLabels.map((thumbLabel, index) => (
          <AriaSliderThumb
            // The two thumbs are fixed and positional: minimum then maximum.
            key={index}
            index={index}
            name={names[index]}
            aria-label={thumbLabel}
            aria-describedby={description != null ? descriptionId : undefined}
            data-slot={index === 0 ? 'range-slider-thumb-min' : 'range-slider-thumb-max'}
            className={sliderThumbVariants()}
          />
        ))}
      </AriaSliderTrack>
    </AriaSlider>
  );
}

export { RangeSlider, sliderThumbVariants, type RangeSliderProps };
