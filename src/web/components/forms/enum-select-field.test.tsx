import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { polyfillPointer } from '@web/test/pointer-polyfill';
import { EnumSelectField } from './enum-select-field';

type Values = { status?: 'in_progress' | 'done' };

function StatusForm({ error, onSave }: { error?: string; onSave: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: {} });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <EnumSelectField
        control={form.control}
        name="status"
        label="Status"
        required
        error={error}
        options={['in_progress', 'done']}
        placeholder="Select a status"
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('EnumSelectField', () => {
  it('is named by its label, shows the placeholder, and puts the chosen value in the form', async () => {
    polyfillPointer();
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<StatusForm onSave={onSave} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveTextContent('Select a status');
    expect(select).toHaveAttribute('aria-required', 'true');

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'In progress' }));
    expect(select).toHaveTextContent('In progress');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ status: 'in_progress' }, expect.anything());
  });

  it('marks the select invalid and described by its message', () => {
    render(<StatusForm error="Please select a status." onSave={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a status.');
  });
});
