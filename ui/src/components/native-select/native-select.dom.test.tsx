import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { NativeSelect, type NativeSelectProps } from './native-select.tsx';

function Types(props: Omit<NativeSelectProps, 'children'>) {
  return (
    <NativeSelect label="RV type" {...props}>
      <option value="class-a">Class A</option>
      <option value="class-b">Class B</option>
      <option value="toy-hauler" disabled>
        Toy hauler
      </option>
    </NativeSelect>
  );
}

function Chooser({ start }: { start: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <Types value={value} onChange={setValue} />
      <output>{value || 'none'}</output>
    </>
  );
}

describe('NativeSelect', () => {
  it('is a select named by its visible label', () => {
    render(<Types />);
    const select = screen.getByRole('combobox', { name: 'RV type' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByText('RV type')).toHaveAttribute('for', select.id);
  });

  it('hands back the value of the option the user chooses', async () => {
    const onChange = vi.fn<(value: string) => void>();
    render(<Types defaultValue="class-a" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'RV type' }), 'Class B');
    expect(onChange).toHaveBeenLastCalledWith('class-b');
  });

  it('shows the placeholder while a controlled value is empty, then the chosen option', async () => {
    render(<Chooser start="" />);
    const select = screen.getByRole('combobox', { name: 'RV type' });
    expect(select).toHaveDisplayValue('Select an item');
    expect(screen.getByRole('status')).toHaveTextContent('none');
    await userEvent.selectOptions(select, 'class-b');
    expect(screen.getByRole('status')).toHaveTextContent('class-b');
    expect(select).toHaveDisplayValue('Class B');
  });

  it('says the placeholder in French under a French provider', () => {
    render(
      <UiProvider locale="fr-CA">
        <Types value="" onChange={() => {}} />
      </UiProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'RV type' })).toHaveDisplayValue('Sélectionner un élément');
  });

  it('announces the description, and the error only while invalid', () => {
    const { rerender } = render(<Types description="Drivable or towable." errorMessage="Choose an RV type." />);
    const select = screen.getByRole('combobox', { name: 'RV type' });
    expect(select).toHaveAccessibleDescription('Drivable or towable.');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Choose an RV type.')).toBeNull();

    rerender(<Types description="Drivable or towable." errorMessage="Choose an RV type." isInvalid />);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Drivable or towable. Choose an RV type.');
  });

  it('keeps a description the caller links itself', () => {
    render(
      <>
        <p id="note">Towables need a hitch.</p>
        <Types aria-describedby="note" description="Drivable or towable." />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'RV type' })).toHaveAccessibleDescription('Towables need a hitch. Drivable or towable.');
  });

  it('passes required, disabled and name to the select', () => {
    render(<Types isRequired isDisabled name="type" />);
    const select = screen.getByRole('combobox', { name: 'RV type' });
    expect(select).toBeRequired();
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('name', 'type');
  });
});
