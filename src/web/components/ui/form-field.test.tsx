import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
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
