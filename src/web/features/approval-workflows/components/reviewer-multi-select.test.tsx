import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { fakeApi } from './fake-api.test-utils';
import { ReviewerMultiSelect } from './reviewer-multi-select';

// jsdom lays nothing out and has no scrollIntoView: record on which row it is called.
const scrollIntoView = vi.fn();
Element.prototype.scrollIntoView = scrollIntoView;
afterEach(() => {
  scrollIntoView.mockClear();
  vi.unstubAllGlobals();
});

const users = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  name: `Reviewer ${String(index + 1).padStart(2, '0')}`,
  username: `reviewer${index + 1}`,
  email: null,
  headshot: null,
}));

describe('ReviewerMultiSelect', () => {
  it('arrows through the reviewers, keeping the focused one in view, and picks with Space', async () => {
    fakeApi({ 'GET /api/users': { body: users } });
    const onChange = vi.fn();
    renderWithProviders(<ReviewerMultiSelect value={[]} onChange={onChange} aria-label="Pick" />, {
      auth: authValue({ user: demoUser }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Pick' }));
    const group = await screen.findByRole('group', { name: 'Reviewers' });
    await within(group).findByRole('checkbox', { name: /Reviewer 20/ });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveFocus();

    await user.keyboard('{ArrowDown>15/}');
    const fifteenth = within(group).getByRole('checkbox', { name: /Reviewer 15/ });
    expect(fifteenth).toHaveFocus();
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(fifteenth.closest('label'));

    await user.keyboard('{End}');
    const last = within(group).getByRole('checkbox', { name: /Reviewer 20/ });
    expect(last).toHaveFocus();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(last.closest('label'));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([20]);

    await user.keyboard('{Home}{ArrowUp}');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveFocus();
  });
});
