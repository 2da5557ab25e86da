import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_WORKFLOW_FIELDS, WORKFLOW_RULES } from '@shared/schemas/approval-workflow';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { fakeApi } from '@web/test/fake-api';
import { WorkflowForm } from './workflow-form';
import { EMPTY_WORKFLOW } from './workflow-form-values';

afterEach(() => vi.unstubAllGlobals());

const auth = authValue({ user: demoUser });
const users = [
  { id: 1, name: 'Demo User', username: 'demo', email: null, headshot: null },
  { id: 2, name: 'Rita Reviewer', username: 'reviewer', email: null, headshot: null },
  { id: 3, name: null, username: 'sam', email: null, headshot: null },
];

function setup(
  defaults = EMPTY_WORKFLOW,
  props: {
    mode?: 'create' | 'edit';
    reviewersLocked?: string;
    knownReviewers?: { id: number; name: string | null }[];
  } = {},
) {
  fakeApi({
    'GET /api/users': { body: users },
    'GET /api/events/3': { body: { id: 3, name: 'FOSDEM 2027', startDate: '2027-02-06' } },
  });
  const onSubmit = vi.fn();
  renderWithProviders(
    <WorkflowForm
      mode={props.mode ?? 'create'}
      defaultValues={defaults}
      submitting={false}
      onSubmit={onSubmit}
      onCancel={() => {}}
      requesterId={1}
      reviewersLocked={props.reviewersLocked}
      knownReviewers={props.knownReviewers}
    />,
    { auth },
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('WorkflowForm', () => {
  it('shows the one missing-information message once and marks the missing fields', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_WORKFLOW_FIELDS);
    expect(screen.getAllByText(MISSING_WORKFLOW_FIELDS)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    for (const field of ['Title', 'Request Type', 'Event', 'Reviewers']) {
      expect(screen.getByText(`${field} is required`)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Reviewers' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('picks several reviewers, never offering the requester, and sends numeric ids with null due date and costs', async () => {
    const { onSubmit, user } = setup({
      ...EMPTY_WORKFLOW,
      title: 'Travel',
      itemType: 'travel_request',
      itemId: 3,
    });
    await user.click(screen.getByRole('combobox', { name: 'Reviewers' }));
    await user.click(await screen.findByRole('option', { name: /Rita Reviewer/ }));
    await user.click(screen.getByRole('option', { name: /sam/ }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Reviewers' })).toHaveTextContent(
      '2 reviewers selected',
    );
    await user.click(screen.getByRole('button', { name: 'Remove sam' }));
    await user.click(screen.getByRole('combobox', { name: 'Reviewers' }));
    const offered = await screen.findByRole('listbox', { name: 'Reviewers' });
    await waitFor(() => expect(within(offered).getAllByRole('option')).toHaveLength(2));
    // Demo User (id 1) asks for the review, so cannot give it.
    expect(within(offered).queryByRole('option', { name: /Demo User/ })).toBeNull();
    await user.click(within(offered).getByRole('option', { name: /sam/ }));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: 'Travel',
      description: null,
      itemType: 'travel_request',
      itemId: 3,
      priority: 'medium',
      dueDate: null,
      estimatedCosts: null,
      reviewerIds: [2, 3],
      stakeholderIds: [],
      metadata: {},
    });
  });

  it('shows locked reviewers with the reason, without a way to change them', async () => {
    const reason = WORKFLOW_RULES.reviewersFixedAfterDecision;
    const { onSubmit, user } = setup(
      {
        ...EMPTY_WORKFLOW,
        title: 'Travel',
        itemType: 'travel_request',
        itemId: 3,
        reviewerIds: [2],
      },
      { mode: 'edit', reviewersLocked: reason, knownReviewers: [{ id: 2, name: 'Rita Reviewer' }] },
    );
    const picker = screen.getByRole('combobox', { name: 'Reviewers' });
    expect(picker).toBeDisabled();
    expect(picker).toHaveAccessibleDescription(reason);
    const chosen = await screen.findByRole('list', { name: 'Selected reviewers' });
    expect(chosen).toHaveTextContent('Rita Reviewer');
    expect(within(chosen).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ reviewerIds: [2] });
  });
});
