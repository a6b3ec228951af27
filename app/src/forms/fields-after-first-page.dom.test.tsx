import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { holdUntilFirstPageShown } from '../lib/app-ready.tsx';
import { NumberFieldAfterFirstPage, RadioChoiceAfterFirstPage } from './fields-after-first-page.tsx';

const kinds = [
  { value: 'Collision', label: 'Collision' },
  { value: 'Theft', label: 'Theft' },
  { value: 'Other', label: 'Something else' },
];

function Kind() {
  const [value, setValue] = useState('Theft');
  return (
    <>
      <RadioChoiceAfterFirstPage label="What happened?" isRequired value={value} onChange={setValue} options={kinds} />
      <output>{value}</output>
    </>
  );
}

function Quantity({ label, variant }: { label: string; variant?: 'stepper' }) {
  const [value, setValue] = useState(2);
  return (
    <>
      <NumberFieldAfterFirstPage label={label} variant={variant} minValue={0} maxValue={5} value={value} onChange={setValue} />
      <output data-testid={label}>{value}</output>
    </>
  );
}

describe('fields loaded once the page has shown', () => {
  it('draws a radio choice in its place, hidden from assistive technology, then the operable group with the same value', async () => {
    const open = holdUntilFirstPageShown();
    const { container } = render(<Kind />);
    // Before the page has shown: the label and each option drawn, the chosen one filled, nothing to operate.
    expect(container).toHaveTextContent('What happened?*CollisionTheftSomething else');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    open();
    const group = await screen.findByRole('radiogroup', { name: 'What happened?' });
    expect(within(group).getByRole('radio', { name: 'Theft' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Something else' }));
    expect(screen.getByRole('status')).toHaveTextContent('Other');
  });

  it('draws the number field, plain or as a stepper, with its value, then the operable field', async () => {
    const open = holdUntilFirstPageShown();
    const { container } = render(
      <>
        <Quantity label="Nights" />
        <Quantity label="Kayaks" variant="stepper" />
      </>,
    );
    expect(container).toHaveTextContent('Nights2');
    expect(container).toHaveTextContent('Kayaks2');
    expect(screen.queryByRole('textbox')).toBeNull();
    open();
    for (const label of ['Nights', 'Kayaks']) {
      const field = await screen.findByRole('textbox', { name: label });
      expect(field).toHaveValue('2');
      await userEvent.type(field, '{ArrowUp}');
      expect(screen.getByTestId(label)).toHaveTextContent('3');
    }
    // The stepper's buttons, once it has loaded.
    const stepper = screen.getByTestId('Kayaks').previousElementSibling as HTMLElement;
    await userEvent.click(within(stepper).getByRole('button', { name: /Increase/ }));
    expect(screen.getByTestId('Kayaks')).toHaveTextContent('4');
  });
});
