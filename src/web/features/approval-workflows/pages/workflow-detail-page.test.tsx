import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { fakeApi } from '@web/test/fake-api';
import { me, workflowDetail } from '../components/workflow-fixtures.test-utils';
import { WorkflowDetailPage } from './workflow-detail-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage(id = 7) {
  return renderWithProviders(
    <Routes>
      <Route path="/approval-workflows/:id" element={<WorkflowDetailPage />} />
    </Routes>,
    { auth: authValue({ user: demoUser }), path: `/approval-workflows/${id}` },
  );
}

describe('WorkflowDetailPage', () => {
  it('lets an assigned reviewer approve with a comment, and the status badge follows', async () => {
    const approved = workflowDetail({
      status: 'approved',
      reviewers: [
        { id: 2, name: 'Rita Reviewer', status: 'approved', reviewedAt: '2026-11-02T09:00:00Z' },
      ],
    });
    let current = workflowDetail();
    const calls = fakeApi({
      'GET /api/users/me': { body: me({ id: 2, name: 'Rita Reviewer', username: 'reviewer' }) },
      'GET /api/approval-workflows/7': () => ({ body: current }),
      'POST /api/approval-workflows/7/decisions': () => {
        current = approved;
        return { body: approved };
      },
    });
    renderPage();
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Travel to FOSDEM', level: 1 }),
    ).toBeVisible();
    expect(screen.getByTestId('workflow-status')).toHaveTextContent('Pending');
    expect(screen.getByRole('link', { name: 'FOSDEM 2027' })).toHaveAttribute('href', '/events/3');
    // Rita is a reviewer, not the requester, and not an admin.
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await user.type(await screen.findByLabelText('Comment (optional)'), 'Fine by me');
    await user.click(screen.getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(screen.getByTestId('workflow-status')).toHaveTextContent('Approved'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'approved',
      comment: 'Fine by me',
    });
    const reviewers = screen.getByRole('list', { name: 'Reviewers' });
    expect(within(reviewers).getByText(/^Decided /)).toBeInTheDocument();
  });

  it('gives the requester Edit and Delete but no decision buttons', async () => {
    fakeApi({
      'GET /api/users/me': { body: me() },
      'GET /api/approval-workflows/7': { body: workflowDetail() },
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('Created by Demo User');
  });

  it("shows a reviewer's decision as final, with no buttons to change it", async () => {
    fakeApi({
      'GET /api/users/me': { body: me({ id: 2, name: 'Rita Reviewer', username: 'reviewer' }) },
      'GET /api/approval-workflows/7': {
        body: workflowDetail({
          status: 'rejected',
          reviewers: [
            {
              id: 2,
              name: 'Rita Reviewer',
              status: 'rejected',
              reviewedAt: '2026-11-02T09:00:00Z',
            },
          ],
        }),
      },
    });
    renderPage();
    expect(await screen.findByText(/You decided: rejected\. It stands unless/)).toBeVisible();
    for (const name of ['Approve', 'Reject', 'Request changes']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('lets the requester resubmit a workflow sent back for changes, resetting the decisions', async () => {
    const sentBack = workflowDetail({
      status: 'changes_requested',
      reviewers: [
        {
          id: 2,
          name: 'Rita Reviewer',
          status: 'changes_requested',
          reviewedAt: '2026-11-02T09:00:00Z',
        },
      ],
    });
    const resubmitted = workflowDetail();
    let current = sentBack;
    const calls = fakeApi({
      'GET /api/users/me': { body: me() },
      'GET /api/approval-workflows/7': () => ({ body: current }),
      'POST /api/approval-workflows/7/resubmissions': () => {
        current = resubmitted;
        return { body: resubmitted };
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('What changed (optional)'), 'Split the costs');
    await user.click(screen.getByRole('button', { name: 'Resubmit for Review' }));
    await waitFor(() => expect(screen.getByTestId('workflow-status')).toHaveTextContent('Pending'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      comment: 'Split the costs',
    });
    expect(screen.queryByRole('button', { name: 'Resubmit for Review' })).not.toBeInTheDocument();
  });

  it('offers no decision to a requester whom older data lists as a reviewer', async () => {
    fakeApi({
      'GET /api/users/me': { body: me() },
      'GET /api/approval-workflows/7': {
        body: workflowDetail({
          reviewerIds: [1],
          reviewers: [{ id: 1, name: 'Demo User', status: 'pending', reviewedAt: null }],
        }),
      },
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('links a trip’s travel request back to the trip', async () => {
    fakeApi({
      'GET /api/users/me': { body: me() },
      'GET /api/approval-workflows/7': { body: workflowDetail({ metadata: { tripId: 12 } }) },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Open the trip' })).toHaveAttribute(
      'href',
      '/trips/12',
    );
  });

  it('shows no trip for a workflow made without one', async () => {
    fakeApi({
      'GET /api/users/me': { body: me() },
      'GET /api/approval-workflows/7': { body: workflowDetail({ metadata: { tripId: 'x' } }) },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'FOSDEM 2027' })).toBeVisible();
    expect(screen.queryByText('Trip')).not.toBeInTheDocument();
  });

  it('says when the workflow does not exist', async () => {
    fakeApi({ 'GET /api/users/me': { body: me() } });
    renderPage(404);
    expect(await screen.findByRole('heading', { name: 'Workflow Not Found' })).toBeInTheDocument();
  });
});
