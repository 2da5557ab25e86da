import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { fakeApi } from '@web/test/fake-api';
import { ReviewerMultiSelect, type KnownReviewer } from './reviewer-multi-select';

// jsdom lays nothing out and has no scrollIntoView: record on which option it is called.
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

/** The API's search: name or username containing q, up to limit. */
function usersApi() {
  return fakeApi({
    'GET /api/users': (url) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? users.length);
      const found = users.filter((user) =>
        `${user.name} ${user.username}`.toLowerCase().includes(q),
      );
      return { body: found.slice(0, limit) };
    },
  });
}

function Picker({
  known,
  onChange,
}: {
  known?: KnownReviewer[];
  onChange: (ids: number[]) => void;
}) {
  const [value, setValue] = useState<number[]>(known?.map((user) => user.id) ?? []);
  return (
    <ReviewerMultiSelect
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
      excludeIds={[1]}
      known={known}
      aria-label="Pick"
    />
  );
}

function renderPicker(known?: KnownReviewer[]) {
  const onChange = vi.fn();
  renderWithProviders(<Picker known={known} onChange={onChange} />, {
    auth: authValue({ user: demoUser }),
  });
  return onChange;
}

describe('ReviewerMultiSelect', () => {
  it('keeps the highlighted reviewer in view while arrowing past the visible rows', async () => {
    usersApi();
    const onChange = renderPicker();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Pick' }));
    const list = await screen.findByRole('listbox', { name: 'Reviewers' });
    await within(list).findByRole('option', { name: /Reviewer 20/ });
    // The requester (1) is left out.
    expect(within(list).queryByRole('option', { name: /Reviewer 01/ })).not.toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'Search users' });
    expect(search).toHaveFocus();

    for (let step = 0; step < 14; step += 1) await user.keyboard('{ArrowDown}');
    const sixteenth = within(list).getByRole('option', { name: /Reviewer 16/ });
    expect(search).toHaveAttribute('aria-activedescendant', sixteenth.id);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(sixteenth);

    await user.keyboard('{End}');
    const last = within(list).getByRole('option', { name: /Reviewer 20/ });
    expect(search).toHaveAttribute('aria-activedescendant', last.id);
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(last);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([20]);
    expect(last).toHaveAttribute('aria-checked', 'true');
  });

  it('highlights the first of new search results when they leave out the highlighted one', async () => {
    usersApi();
    renderPicker();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Pick' }));
    const list = await screen.findByRole('listbox', { name: 'Reviewers' });
    await within(list).findByRole('option', { name: /Reviewer 20/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const search = screen.getByRole('combobox', { name: 'Search users' });
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: /Reviewer 04/ }).id,
    );
    await user.type(search, 'reviewer1');
    await waitFor(() =>
      expect(within(list).queryByRole('option', { name: /Reviewer 04/ })).not.toBeInTheDocument(),
    );
    const first = within(list).getByRole('option', { name: /Reviewer 10/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: /Reviewer 11/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('chooses several, searching in the API, and keeps each chosen name when a search leaves it out', async () => {
    const calls = usersApi();
    const onChange = renderPicker([{ id: 7, name: 'Reviewer 07' }]);
    const user = userEvent.setup();
    expect(screen.getByRole('combobox', { name: 'Pick' })).toHaveTextContent('1 reviewer selected');

    await user.click(screen.getByRole('combobox', { name: 'Pick' }));
    const list = await screen.findByRole('listbox', { name: 'Reviewers' });
    await user.type(screen.getByRole('combobox', { name: 'Search users' }), 'reviewer1');
    await waitFor(() =>
      expect(calls.map((call) => call.search)).toContain('?q=reviewer1&limit=20&active=true'),
    );
    await waitFor(() =>
      expect(within(list).queryByRole('option', { name: /Reviewer 02/ })).not.toBeInTheDocument(),
    );
    await user.click(within(list).getByRole('option', { name: /Reviewer 12/ }));
    await user.click(within(list).getByRole('option', { name: /Reviewer 15/ }));
    // The list stays open for more; a second click takes one back.
    await user.click(within(list).getByRole('option', { name: /Reviewer 12/ }));
    expect(onChange).toHaveBeenLastCalledWith([7, 15]);
    expect(within(list).getByRole('option', { name: /Reviewer 15/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Pick' })).toHaveTextContent(
      '2 reviewers selected',
    );
    const chosen = screen.getByRole('list', { name: 'Selected reviewers' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Reviewer 07', 'Reviewer 15']);
    await user.click(within(chosen).getByRole('button', { name: 'Remove Reviewer 07' }));
    expect(onChange).toHaveBeenLastCalledWith([15]);
  });
});
