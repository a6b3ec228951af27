import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RangeSlider } from '@rove/ui';

const usd = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;

const meta = {
  title: 'Primitives/RangeSlider',
  component: RangeSlider,
  args: {
    label: 'Price',
    minValue: 0,
    maxValue: 500,
    step: 5,
    formatOptions: usd,
    onChange: fn(),
    onChangeEnd: fn(),
    className: 'max-w-md',
  },
} satisfies Meta<typeof RangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Slider inputs are visually hidden; the pointer works on the track and thumbs. */
const thumbs = (root: HTMLElement, name: string) => ({
  min: within(root).getByRole('slider', { name: `Minimum ${name}` }),
  max: within(root).getByRole('slider', { name: `Maximum ${name}` }),
});

export const Price: Story = {
  play: async ({ canvasElement, args }) => {
    const { min, max } = thumbs(canvasElement, 'Price');
    await expect(min).toHaveAttribute('aria-valuetext', '$0');
    await expect(max).toHaveAttribute('aria-valuetext', '$500');
    await expect(canvasElement.querySelector('output')).toHaveTextContent('$0 – $500');
    // Keyboard: each arrow moves one step; End jumps to the upper bound the other thumb allows.
    await userEvent.tab();
    await expect(min).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(min).toHaveValue('10');
    await userEvent.tab();
    await expect(max).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(max).toHaveAttribute('aria-valuetext', '$495');
    await expect(args.onChange).toHaveBeenLastCalledWith([10, 495]);
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith([10, 495]);
    await expect(canvasElement.querySelector('output')).toHaveTextContent('$10 – $495');
    // Pointer: pressing the track near its middle moves the closer thumb there.
    const track = canvasElement.querySelector('[data-slot="range-slider-track"]') as HTMLElement;
    const box = track.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: track,
      coords: { clientX: box.left + box.width * 0.8, clientY: box.top + box.height / 2 },
    });
    await expect(Number((max as HTMLInputElement).value)).toBe(400);
    await expect(min).toHaveValue('10');
  },
};

export const ThumbsCannotCross: Story = {
  args: { defaultValue: [100, 110], step: 10 },
  play: async ({ canvasElement }) => {
    const { min, max } = thumbs(canvasElement, 'Price');
    await userEvent.click(min);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(min).toHaveValue('110');
    await expect(max).toHaveValue('110');
    await expect(min).toHaveAttribute('max', '110');
  },
};

export const Weight: Story = {
  args: {
    label: 'Weight',
    minValue: 0,
    maxValue: 20000,
    step: 500,
    formatOptions: { style: 'unit', unit: 'pound', maximumFractionDigits: 0 },
  },
  play: async ({ canvasElement }) => {
    const { max } = thumbs(canvasElement, 'Weight');
    await expect(max).toHaveAttribute('aria-valuetext', '20,000 lb');
    await userEvent.click(max);
    await userEvent.keyboard('{PageDown}');
    await expect(Number((max as HTMLInputElement).value)).toBeLessThan(20000);
  },
};

export const Length: Story = {
  args: { label: 'Length', minValue: 0, maxValue: 50, step: 1, formatOptions: { style: 'unit', unit: 'foot', maximumFractionDigits: 0 } },
  play: async ({ canvasElement }) => {
    const { min } = thumbs(canvasElement, 'Length');
    await userEvent.click(min);
    await userEvent.keyboard('{End}');
    await expect(min).toHaveAttribute('aria-valuetext', '50 ft');
  },
};

export const Year: Story = {
  // The filter's range runs from 20 years back to next year; fixed here so the story stays deterministic.
  args: { label: 'Year', minValue: 2006, maxValue: 2027, step: 1, formatOptions: { useGrouping: false } },
  play: async ({ canvasElement }) => {
    const { min } = thumbs(canvasElement, 'Year');
    await expect(min).toHaveAttribute('aria-valuetext', '2006');
  },
};

export const WithDescription: Story = {
  args: { description: 'Nightly rate before fees.', minName: 'MinPrice', maxName: 'MaxPrice' },
  play: async ({ canvasElement }) => {
    const { min, max } = thumbs(canvasElement, 'Price');
    await expect(min).toHaveAccessibleDescription('Nightly rate before fees.');
    await expect(max).toHaveAccessibleDescription('Nightly rate before fees.');
    await expect(min).toHaveAttribute('name', 'MinPrice');
    await expect(max).toHaveAttribute('name', 'MaxPrice');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [50, 300] },
  play: async ({ canvasElement }) => {
    const { min, max } = thumbs(canvasElement, 'Price');
    await expect(min).toBeDisabled();
    await expect(max).toBeDisabled();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex max-w-md flex-col gap-8">
      <RangeSlider {...args} defaultValue={[50, 300]} description="Nightly rate before fees." />
      <RangeSlider {...args} label="Length" minValue={0} maxValue={50} step={1} formatOptions={{ style: 'unit', unit: 'foot' }} />
      <RangeSlider {...args} label="Disabled" isDisabled defaultValue={[100, 400]} />
    </div>
  ),
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Prix', formatOptions: { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }, defaultValue: [0, 250] },
  play: async ({ canvasElement }) => {
    const { min, max } = thumbs(canvasElement, 'Prix');
    // French Canadian puts the dollar sign after the number, behind a no-break space.
    await expect(max).toHaveAttribute('aria-valuetext', '250\u00a0$');
    await userEvent.click(min);
    await userEvent.keyboard('{ArrowRight}');
    await expect(min).toHaveAttribute('aria-valuetext', '5\u00a0$');
    await expect(canvasElement.querySelector('output')?.textContent).toBe('5\u00a0$ – 250\u00a0$');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Overview.render,
};
