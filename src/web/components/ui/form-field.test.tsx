import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import '@shared/zod-messages';
import { polyfillPointer } from '@web/test/pointer-polyfill';
import { EnumSelectField } from '../forms/enum-select-field';
import { FormField, fieldMessage } from './form-field';
import { Input } from './input';

describe('FormField', () => {
  it('names the control by its label and describes it by the hint', () => {
    render(
      <FormField label="Event Name" description="As shown on the website" required>
        {(props) => <Input {...props} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Event Name' });
    expect(input).toHaveAccessibleDescription('As shown on the website');
    expect(input).toBeRequired();
    expect(input).not.toBeInvalid();
  });

  it('marks the control invalid and describes it by the error', () => {
    render(
      <FormField label="Event Name" description="As shown on the website" error="Name is required">
        {(props) => <Input {...props} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Event Name' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('As shown on the website Name is required');
  });
});

describe('fieldMessage', () => {
  it('names the field in the error map texts that say nothing alone', () => {
    expect(fieldMessage('Title', 'Required')).toBe('Title is required');
    expect(fieldMessage('Tier', 'Is not valid')).toBe('Tier is not valid');
  });

  it("keeps every other message, the specification's own included", () => {
    expect(fieldMessage('Link', 'Must be a valid URL')).toBe('Must be a valid URL');
    expect(fieldMessage('Event Name', 'Event name is required')).toBe('Event name is required');
    expect(fieldMessage('Name', 'Must be at least 3 characters')).toBe(
      'Must be at least 3 characters',
    );
  });
});

const schema = z.object({
  status: z.enum(['draft', 'final'], { message: 'Choose a status' }),
  title: z.string().trim().min(1),
});
type Values = { status: 'draft' | 'final' | undefined; title: string };

function ExampleForm({ onValid }: { onValid: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { status: undefined, title: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <EnumSelectField
        control={form.control}
        name="status"
        label="Status"
        required
        error={errors.status?.message}
        options={['draft', 'final'] as const}
      />
      <FormField label="Title" required error={errors.title?.message}>
        {(props) => <Input {...props} {...form.register('title')} />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('the form error model', () => {
  it('puts each message under its field as a sentence and focuses the first invalid field', async () => {
    polyfillPointer();
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<ExampleForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const status = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(status).toHaveFocus());
    expect(status).toHaveAccessibleDescription('Choose a status');
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toBeInvalid();
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(screen.queryByText('Required')).toBeNull();

    // With the select chosen, the first invalid field is the title.
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Final' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
  });
});
