import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { useCurrentUserProfile } from '@web/lib/current-user-profile';
import { ProfileForm } from './profile-form';
import { me } from './user-fixture.test-utils';

afterEach(() => vi.unstubAllGlobals());

/** The settings form as the page shows it: fed by the signed-in user's query. */
function SettingsProfile() {
  const { data } = useCurrentUserProfile();
  return data ? <ProfileForm variant="settings" user={data} /> : null;
}

describe('ProfileForm versions (settings)', () => {
  it('follows its own saves, and shows a save from elsewhere as a conflict with Reload', async () => {
    const loaded = me({ role: 'other', jobTitle: 'Writer', bio: 'Hi', version: 2 });
    const elsewhere = {
      ...loaded,
      jobTitle: 'Engineer',
      bio: 'Changed in another tab',
      version: 4,
    };
    const answers = [
      { status: 200, body: { ...loaded, jobTitle: 'Engineer', version: 3 } },
      { status: 412, body: { message: 'Changed meanwhile', current: elsewhere } },
      { status: 200, body: { ...elsewhere, version: 5 } },
    ];
    const ifMatches: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        if (init.method !== 'PUT') return Response.json(loaded);
        ifMatches.push(new Headers(init.headers).get('If-Match'));
        const answer = answers.shift()!;
        return Response.json(answer.body, { status: answer.status });
      }),
    );
    renderWithProviders(<SettingsProfile />, { auth: authValue({ user: demoUser }) });
    const user = userEvent.setup();
    const jobTitle = await screen.findByRole('textbox', { name: /^Job Title/ });
    await user.clear(jobTitle);
    await user.type(jobTitle, 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(ifMatches).toEqual(['"2"']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());

    // The page's own save moved the version: the next save names it.
    await user.type(screen.getByRole('textbox', { name: /^Bio/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const conflict = await screen.findByRole('alertdialog', {
      name: 'This profile was changed by someone else',
    });
    expect(ifMatches).toEqual(['"2"', '"3"']);
    expect(within(conflict).getByRole('row', { name: /Bio/ })).toHaveTextContent(
      'BioHiChanged in another tab',
    );
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Bio/ })).toHaveValue('Changed in another tab'),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(ifMatches).toEqual(['"2"', '"3"', '"4"']));
  });
});
