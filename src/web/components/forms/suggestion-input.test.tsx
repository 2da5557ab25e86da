import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { SuggestionField } from './suggestion-input';

type Values = { role: string };

function RoleForm({ onSave }: { onSave: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { role: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <SuggestionField
        control={form.control}
        name="role"
        label="Role"
        error={undefined}
        suggestions={['Speaker', 'Organizer', 'Booth Staff']}
        listLabel="Roles"
      />
      <button type="submit">Save</button>
    </form>
  );
}

const setup = () => {
  const onSave = vi.fn();
  const user = userEvent.setup();
  render(<RoleForm onSave={onSave} />);
  const input = screen.getByRole('combobox', { name: 'Role' });
  const saved = async () => {
    await user.click(screen.getByRole('button', { name: 'Save' }));
    return onSave.mock.calls.at(-1)?.[0] as Values;
  };
  return { user, input, saved };
};

describe('SuggestionField', () => {
  it('is a combobox named by its label that keeps text no suggestion has', async () => {
    const { user, input, saved } = setup();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'Keynote host');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(await saved()).toEqual({ role: 'Keynote host' });
  });

  it('filters the list by the typed text, ignoring case', async () => {
    const { user, input } = setup();
    await user.type(input, 'OR');
    const list = screen.getByRole('listbox', { name: 'Roles' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Organizer',
    ]);
  });

  it('takes the existing spelling of a value typed in another case', async () => {
    const { user, input, saved } = setup();
    await user.type(input, 'speaker');
    await user.tab();
    expect(input).toHaveValue('Speaker');
    expect(await saved()).toEqual({ role: 'Speaker' });
  });

  it('takes the existing spelling when Enter submits the form', async () => {
    const { user, input } = setup();
    await user.type(input, 'booth staff');
    await user.keyboard('{Escape}{Enter}');
    expect(input).toHaveValue('Booth Staff');
  });

  it('moves with Down and Up, names the highlight, and takes it with Enter', async () => {
    const { user, input, saved } = setup();
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Booth Staff');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveFocus();
    expect(await saved()).toEqual({ role: 'Booth Staff' });
  });

  it('closes the list with Escape and keeps the text', async () => {
    const { user, input } = setup();
    await user.type(input, 'Spea');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Spea');
  });

  it('takes a suggestion clicked in the list', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Organizer' }));
    expect(input).toHaveValue('Organizer');
    expect(input).toHaveFocus();
  });
});
