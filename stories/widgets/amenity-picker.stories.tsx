import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AmenityPicker,
  amenityLabels,
  HeaterIcon,
  MicrowaveIcon,
  RefrigeratorIcon,
  ShowerIcon,
  SnowflakeIcon,
  ToiletIcon,
  useUiLocale,
} from '@rove/ui';

const icons = {
  AirConditioner: <SnowflakeIcon />,
  Heater: <HeaterIcon />,
  InsideShower: <ShowerIcon />,
  Microwave: <MicrowaveIcon />,
  Refrigerator: <RefrigeratorIcon />,
  Toilet: <ToiletIcon />,
} as const;

function Demo({ onChange, initial = ['Heater'] }: { onChange?: (value: string[]) => void; initial?: string[] }) {
  const { language } = useUiLocale();
  const [value, setValue] = useState<string[]>(initial);
  const options = (Object.keys(icons) as (keyof typeof icons)[]).map((key) => ({
    value: key,
    label: amenityLabels[language][key],
    icon: icons[key],
  }));
  return (
    <AmenityPicker
      label={language === 'fr' ? 'Qu’offre votre VR?' : 'What does your RV have?'}
      description={language === 'fr' ? 'Les locataires filtrent par commodités.' : 'Renters filter by amenities.'}
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/AmenityPicker',
  component: Demo,
  // The widget's own props on the docs page, beside the story's.
  subcomponents: { AmenityPicker },
  args: { onChange: fn() },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardAndPointer: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'What does your RV have?' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Heater' })).toBeChecked();
    await expect(canvas.getByText('1 of 6 selected')).toBeVisible();
    // Pointer: a click anywhere on a tile toggles it.
    await userEvent.click(canvas.getByText('Toilet'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Heater', 'Toilet']);
    // Keyboard: Tab to a tile, Space toggles it; the order of the options is kept.
    canvas.getByRole('checkbox', { name: 'Air conditioning' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['AirConditioner', 'Heater', 'Toilet']);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Heater' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Heater' })).not.toBeChecked();
    await expect(canvas.getByText('2 of 6 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Select all' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'AirConditioner',
      'Heater',
      'InsideShower',
      'Microwave',
      'Refrigerator',
      'Toilet',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const FrenchDark: Story = {
  globals: { locale: 'fr', theme: 'dark' },
  args: { initial: ['Toilet', 'Refrigerator'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 sur 6 sélectionnés')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Micro-ondes' }));
    await expect(canvas.getByText('3 sur 6 sélectionnés')).toBeVisible();
  },
};
