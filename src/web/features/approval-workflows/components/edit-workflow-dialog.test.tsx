import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORKFLOW_RULES } from '@shared/schemas/approval-workflow';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { EditWorkflowDialog } from './edit-workflow-dialog';
import { fakeApi } from '@web/test/fake-api';
import { workflowDetail } from './workflow-fixtures.test-utils';

afterEach(() => vi.unstubAllGlobals());

const users = [
  { id: 1, name: 'Demo User', username: 'demo', email: null, headshot: null },
  { id: 2, name: 'Rita Reviewer', username: 'reviewer', email: null, headshot: null },
];

describe('EditWorkflowDialog when the workflow changed after it opened', () => {
  it('shows the decision taken meanwhile; after Reload the reviewers are fixed and the save names the new version', async () => {
    const opened = workflowDetail({ version: 1 });
    const current = workflowDetail({
      version: 2,
      status: 'approved',
      reviewers: [
        { id: 2, name: 'Rita Reviewer', status: 'approved', reviewedAt: '2026-11-02T09:00:00Z' },
      ],
    });
    let saves = 0;
    const calls = fakeApi({
      'GET /api/users': { body: users },
      'GET /api/events/3': { body: { id: 3, name: 'FOSDEM 2027', startDate: '2027-02-06' } },
      'PUT /api/approval-workflows/7': () => {
        saves += 1;
        return saves === 1
          ? { status: 412, body: { message: 'Changed meanwhile', current } }
          : { body: { ...current, title: 'Travel to FOSDEM (revised)', version: 3 } };
      },
    });
    const ifMatches = () =>
      calls.filter((call) => call.method === 'PUT').map((call) => call.ifMatch);
    renderWithProviders(<EditWorkflowDialog workflow={opened} />, {
      auth: authValue({ user: demoUser }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Travel to FOSDEM (revised)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const conflict = await screen.findByRole('alertdialog', {
      name: 'This workflow was changed by someone else',
    });
    expect(within(conflict).getByRole('row', { name: /Reviewers/ })).toHaveTextContent(
      'ReviewersRita Reviewer (pending)Rita Reviewer (approved)',
    );
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
    const reviewers = await screen.findByRole('combobox', { name: 'Reviewers' });
    await waitFor(() => expect(reviewers).toBeDisabled());
    expect(reviewers).toHaveAccessibleDescription(WORKFLOW_RULES.reviewersFixedAfterDecision);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(ifMatches()).toEqual(['"1"', '"2"']));
  });
});
