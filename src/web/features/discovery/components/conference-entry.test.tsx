import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DiscoveredConference } from '@shared/schemas/discovered-conference';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { cfpCountdown } from './cfp-countdown';
import { ConferenceEntry } from './conference-entry';
import { conferenceSample } from './conference-sample.test-utils';

const TODAY = new Date(2026, 2, 1);

function renderEntry(conference: DiscoveredConference) {
  const actions = { onTrack: vi.fn(), onLinkMatch: vi.fn(), onMark: vi.fn() };
  renderWithProviders(<ConferenceEntry conference={conference} today={TODAY} {...actions} />, {
    auth: authValue({ user: demoUser }),
  });
  return { ...actions, entry: screen.getByRole('article', { name: conference.name }) };
}

describe('cfpCountdown', () => {
  it('counts calendar days to the deadline and says when it has closed', () => {
    expect(cfpCountdown('2026-03-13', TODAY)).toEqual({ text: 'closes in 12 days', level: 'soon' });
    expect(cfpCountdown('2026-03-02', TODAY)?.text).toBe('closes tomorrow');
    expect(cfpCountdown('2026-03-01', TODAY)).toEqual({ text: 'closes today', level: 'urgent' });
    expect(cfpCountdown('2026-02-28', TODAY)).toEqual({ text: 'closed', level: 'closed' });
    expect(cfpCountdown('2026-05-01', TODAY)?.level).toBe('later');
    expect(cfpCountdown(null, TODAY)).toBeNull();
  });
});

describe('ConferenceEntry', () => {
  it('shows the name linking to its site, dates, place, languages, topics, the CFP and its links', () => {
    const { entry } = renderEntry(conferenceSample());
    expect(within(entry).getByRole('link', { name: 'JSConf Portugal' })).toHaveAttribute(
      'href',
      'https://jsconf.pt',
    );
    expect(entry).toHaveTextContent('Jun 10, 2026 - Jun 11, 2026');
    expect(entry).toHaveTextContent('Lisbon, Portugal');
    expect(entry).toHaveTextContent('Languages: EN, PT');
    expect(
      within(within(entry).getByRole('list', { name: 'Topics' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['javascript', 'typescript']);
    expect(entry).toHaveTextContent('CFP deadline Mar 13, 2026: closes in 12 days');
    expect(within(entry).getByRole('link', { name: 'Call for papers' })).toHaveAttribute(
      'href',
      'https://jsconf.pt/cfp',
    );
    expect(within(entry).getByRole('link', { name: 'Code of conduct' })).toHaveAttribute(
      'href',
      'https://jsconf.pt/coc',
    );
  });

  it('says Online for a conference with no city, and closed for a past deadline', () => {
    const { entry } = renderEntry(
      conferenceSample({ city: null, country: null, online: true, cfpEndDate: '2026-02-01' }),
    );
    expect(entry).toHaveTextContent('Online');
    expect(entry).toHaveTextContent('CFP deadline Feb 1, 2026: closed');
  });

  it('says when no CFP deadline is listed', () => {
    const { entry } = renderEntry(conferenceSample({ cfpEndDate: null, cfpUrl: null }));
    expect(entry).toHaveTextContent('No CFP deadline listed');
    expect(within(entry).queryByRole('link', { name: 'Call for papers' })).not.toBeInTheDocument();
  });

  it('offers Track, and Interested and Dismiss as marks for me', async () => {
    const conference = conferenceSample();
    const { entry, onTrack, onMark } = renderEntry(conference);
    const user = userEvent.setup();
    await user.click(within(entry).getByRole('button', { name: 'Track JSConf Portugal' }));
    expect(onTrack).toHaveBeenCalledWith(conference);
    const interested = within(entry).getByRole('button', { name: 'Interested' });
    expect(interested).toHaveAttribute('aria-pressed', 'false');
    await user.click(interested);
    expect(onMark).toHaveBeenLastCalledWith(conference, 'interested');
    await user.click(within(entry).getByRole('button', { name: 'Dismiss JSConf Portugal' }));
    expect(onMark).toHaveBeenLastCalledWith(conference, 'dismissed');
  });

  it('shows its event instead of Track once tracked', () => {
    const { entry } = renderEntry(conferenceSample({ event: { id: 42, name: 'JSConf PT 2026' } }));
    expect(within(entry).getByRole('link', { name: 'JSConf PT 2026' })).toHaveAttribute(
      'href',
      '/events/42',
    );
    expect(within(entry).queryByRole('button', { name: /^Track/ })).not.toBeInTheDocument();
    expect(within(entry).queryByRole('button', { name: /Link to existing event/ })).toBeNull();
  });

  it('offers a likely match as the existing event to link, beside Track', async () => {
    const conference = conferenceSample({ likelyMatch: { id: 9, name: 'JSConf Lisbon' } });
    const { entry, onLinkMatch } = renderEntry(conference);
    expect(within(entry).getByRole('button', { name: 'Track JSConf Portugal' })).toBeVisible();
    await userEvent
      .setup()
      .click(within(entry).getByRole('button', { name: 'Link to existing event: JSConf Lisbon' }));
    expect(onLinkMatch).toHaveBeenCalledWith(conference);
  });

  it('marks Interested as pressed, and a second press takes the mark off', async () => {
    const interested = conferenceSample({ mark: 'interested' });
    const first = renderEntry(interested);
    expect(within(first.entry).getByRole('button', { name: 'Interested' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.setup().click(within(first.entry).getByRole('button', { name: 'Interested' }));
    expect(first.onMark).toHaveBeenCalledWith(interested, null);
  });

  it('brings a dismissed conference back with Show again', async () => {
    const dismissed = conferenceSample({ mark: 'dismissed' });
    const { entry, onMark } = renderEntry(dismissed);
    expect(entry).toHaveTextContent('Dismissed');
    await userEvent.setup().click(within(entry).getByRole('button', { name: 'Show again' }));
    expect(onMark).toHaveBeenCalledWith(dismissed, null);
  });
});
