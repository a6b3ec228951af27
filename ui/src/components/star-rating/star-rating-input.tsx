import { useState } from 'react';
import { Label, Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../provider/ui-provider.tsx';
import { Star, starMessages, type starSizes } from './star-rating.tsx';

type StarRatingInputProps = Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange' | 'children'> & {
  /** The question, e.g. "Cleanliness". */
  label: string;
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number) => void;
  max?: number;
  size?: keyof typeof starSizes;
};

/** Rating input: a radio group of stars (arrow keys move and select, pointer hover previews). */
function StarRatingInput({ label, value, defaultValue, onChange, max = 5, size = 'lg', className, ...props }: StarRatingInputProps) {
  const t = useMessages(starMessages);
  const [internal, setInternal] = useState<number | null>(defaultValue ?? null);
  const [hovered, setHovered] = useState<number | null>(null);
  const selected = value !== undefined ? value : internal;
  const shown = hovered ?? selected ?? 0;
  return (
    <RadioGroup
      data-slot="star-rating-input"
      orientation="horizontal"
      value={selected ? String(selected) : null}
      onChange={(v) => {
        const n = Number(v);
        if (value === undefined) setInternal(n);
        onChange?.(n);
      }}
      className={cn('flex flex-col gap-1.5', className as string)}
      {...props}
    >
      <Label className="text-sm font-medium text-foreground">{label}</Label>
      <div className="flex items-center gap-1" onPointerLeave={() => setHovered(null)}>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <Radio
            key={n}
            value={String(n)}
            aria-label={t.stars(n)}
            onHoverStart={() => setHovered(n)}
            className={cn(
              'cursor-pointer rounded-sm p-0.5 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-1 data-[focus-visible]:outline-ring',
              'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
            )}
          >
            <Star fill={n <= shown ? 1 : 0} size={size} />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

export { StarRatingInput, type StarRatingInputProps };
