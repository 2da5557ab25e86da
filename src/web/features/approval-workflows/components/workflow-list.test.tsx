import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { fakeApi } from '@web/test/fake-api';
import { workflowDetail } from './workflow-fixtures.test-utils';
import { WorkflowList } from './workflow-list';

afterEach(() => vi.unstubAllGlobals());

const auth = authValue({ user: demoUser });

describe('WorkflowList', () => {
  it('asks the API for the tab status and shows each card with its fields', async () => {
    const calls = fakeApi({
      'GET /api/approval-workflows': {
        body: [
          workflowDetail(),
          workflowDetail({
            id: 8,
            title: 'Booth',
            itemType: 'cfp_submission',
            itemId: 42,
            itemName: null,
            dueDate: null,
            priority: 'critical',
          }),
        ],
      },
    });
    renderWithProviders(<WorkflowList status="pending" />, { auth });

    expect(await screen.findByRole('heading', { name: 'Travel to FOSDEM' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/api/approval-workflows',
      search: '?status=pending&limit=25&offset=0',
    });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 1 to 2 of 2 workflows',
    );
    expect(screen.getByText('Travel Request · FOSDEM 2027')).toBeInTheDocument();
    expect(screen.getByText('CFP Submission · Event #42')).toBeInTheDocument();
    expect(screen.getByText('Due Jan 20, 2027')).toBeInTheDocument();
    expect(screen.getByText('No due date')).toBeInTheDocument();
    expect(screen.getByText('Critical priority')).toBeInTheDocument();
    expect(screen.getAllByText('Pending')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View Details: Booth' })).toHaveAttribute(
      'href',
      '/approval-workflows/8',
    );
  });

  it('sends no status for All Workflows and says when there is nothing', async () => {
    const calls = fakeApi({ 'GET /api/approval-workflows': { body: [] } });
    renderWithProviders(<WorkflowList />, { auth });
    expect(await screen.findByText('No approval workflows found')).toBeInTheDocument();
    expect(calls[0]!.search).toBe('?limit=25&offset=0');
  });

  it('shows skeletons while loading and the load error with its message', async () => {
    fakeApi({ 'GET /api/approval-workflows': { status: 500, body: { message: 'Database down' } } });
    renderWithProviders(<WorkflowList />, { auth });
    expect(screen.getByRole('status', { name: 'Loading workflows' })).toBeInTheDocument();
    expect(
      await screen.findByText('Error loading workflows: Database down', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
