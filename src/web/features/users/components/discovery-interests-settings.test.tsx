import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { DiscoveryInterestsSettings } from './discovery-interests-settings';
import { stubFetch } from './user-fixture.test-utils';

afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderWithProviders(<DiscoveryInterestsSettings />, { auth: authValue({ user: demoUser }) });

describe('DiscoveryInterestsSettings', () => {
  it('shows my saved interests and saves the lists typed with commas, replacing them', async () => {
    const saved = { topics: ['javascript'], countries: ['Germany'], online: false, languages: [] };
    const fetchMock = stubFetch((_url, init) => ({
      body: init.method === 'PUT' ? JSON.parse(String(init.body)) : saved,
    }));
    const user = userEvent.setup();
    render();
    const topics = await screen.findByRole('textbox', { name: 'Topics' });
    expect(topics).toHaveValue('javascript');
    expect(screen.getByRole('textbox', { name: 'Countries' })).toHaveValue('Germany');

    await user.type(topics, ', devops ,');
    await user.type(screen.getByRole('textbox', { name: 'Languages' }), 'en, de');
    await user.click(screen.getByRole('checkbox', { name: 'Online conferences' }));
    await user.click(screen.getByRole('button', { name: 'Save Interests' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('/api/me/discovery-interests');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      topics: ['javascript', 'devops'],
      countries: ['Germany'],
      online: true,
      languages: ['en', 'de'],
    });
  });

  it('says what is wrong under the field and sends nothing', async () => {
    const fetchMock = stubFetch(() => ({
      body: { topics: [], countries: [], online: false, languages: [] },
    }));
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByRole('textbox', { name: 'Languages' }), 'english please');
    await user.click(screen.getByRole('button', { name: 'Save Interests' }));
    expect(await screen.findByText(/at most 10/i)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Languages' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
