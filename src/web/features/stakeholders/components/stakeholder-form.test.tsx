import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { StakeholderForm } from './stakeholder-form';

function renderForm(onSubmit = vi.fn()) {
  render(
    <Dialog open>
      <DialogContent>
        <DialogTitle>Add Stakeholder</DialogTitle>
        <DialogDescription>Form</DialogDescription>
        <StakeholderForm
          defaultValues={{ name: '', email: '', role: '' as never, organization: '' }}
          submitLabel="Add Stakeholder"
          submitting={false}
          onSubmit={onSubmit}
          onCancel={() => {}}
        />
      </DialogContent>
    </Dialog>,
  );
  return onSubmit;
}

describe('StakeholderForm', () => {
  it('says once that required fields are missing and marks each of them', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Stakeholder' }));
    expect(
      await screen.findAllByText('Missing information: Please fill in all required fields.'),
    ).toHaveLength(1);
    for (const name of ['Name', 'Email', 'Organization']) {
      expect(screen.getByRole('textbox', { name })).toBeInvalid();
      expect(screen.getByText(`${name} is required`)).toBeInTheDocument();
    }
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveAttribute('aria-invalid', 'true');
    expect(role).toHaveAccessibleDescription(
      'Role is required Missing information: Please fill in all required fields.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Department' })).not.toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
