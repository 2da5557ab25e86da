import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@web/lib/toast';
import { assetFixture, renderAssets, routeFetch } from '../test/assets-test-utils';
import { UploadAssetDialog } from './upload-asset-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});
// Dialog and form journeys in jsdom take seconds when the shared machine is busy.
vi.setConfig({ testTimeout: 15_000 });

const fileOf = (name: string, size: number, type = 'application/pdf') => {
  const file = new File(['%PDF-'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function open() {
  const onOpenChange = vi.fn();
  renderAssets(<UploadAssetDialog open onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole('dialog', { name: 'Upload New Asset' });
  return { dialog, onOpenChange, user: userEvent.setup({ applyAccept: false }) };
}

async function fillFields(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Asset Name' }), 'Speaker bio');
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Description' }),
    'A short bio for the programme.',
  );
}

describe('UploadAssetDialog', () => {
  it('shows every field message before anything is sent', async () => {
    const calls = routeFetch({});
    const { dialog, user } = open();
    expect(within(dialog).getByText(/Maximum file size: 10MB/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload Asset' }));
    expect(
      await within(dialog).findByText('Name must be at least 3 characters'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Description must be at least 10 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a file')).toBeInTheDocument();

    const picker = within(dialog).getByLabelText(/^File/);
    await user.upload(picker, fileOf('huge.pdf', 10 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText('Max file size is 10MB')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).queryByText('Max file size is 10MB')).not.toBeInTheDocument();

    await user.upload(picker, fileOf('notes.txt', 20, 'text/plain'));
    expect(await within(dialog).findByText('File type not supported')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('switch', { name: 'Enter Text' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Asset' }));
    expect(await within(dialog).findByText('Content cannot be empty')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends a text asset as JSON and closes with a Success toast', async () => {
    const calls = routeFetch({
      'POST /api/assets': { status: 201, body: assetFixture({ name: 'Speaker bio' }) },
    });
    const { dialog, onOpenChange, user } = open();
    await fillFields(user, dialog);
    await user.click(within(dialog).getByRole('combobox', { name: 'Asset Type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Abstract',
      'Bio',
      'Headshot',
      'Trip Report',
      'Presentation',
      'Others',
    ]);
    await user.click(screen.getByRole('option', { name: 'Bio' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Enter Text' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Content' }),
      'Jane leads the OSPO.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload Asset' }));

    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Speaker bio',
      type: 'bio',
      description: 'A short bio for the programme.',
      eventId: null,
      cfpSubmissionId: null,
      content: 'Jane leads the OSPO.',
      isTextContent: true,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the server refusal beside the file and the failure toast', async () => {
    const requests: XMLHttpRequest[] = [];
    const Original = XMLHttpRequest;
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends Original {
        send(body?: Document | XMLHttpRequestBodyInit | null) {
          requests.push(this);
          Object.defineProperty(this, 'status', { value: 415 });
          Object.defineProperty(this, 'responseText', {
            value: JSON.stringify({
              message: 'File type not supported',
              errors: { file: 'File type not supported' },
            }),
          });
          this.getResponseHeader = () => 'application/json';
          void body;
          setTimeout(() => this.onload?.(new ProgressEvent('load')), 0);
        }
      },
    );
    routeFetch({});
    const { dialog, user } = open();
    await fillFields(user, dialog);
    await user.upload(within(dialog).getByLabelText(/^File/), fileOf('photo.png', 20, 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Asset' }));
    expect(
      await screen.findByText('Failed to upload asset. Please try again.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('File type not supported')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Upload Asset' })).toBeEnabled(),
    );
  });
});
