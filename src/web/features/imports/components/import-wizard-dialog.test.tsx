import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsvImportResult } from '@shared/csv/import-schema';
import { toast } from '@web/lib/toast';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { ImportWizardDialog } from './import-wizard-dialog';

vi.mock('@web/lib/toast', async (original) => ({
  ...(await original<object>()),
  toast: vi.fn(),
}));
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const CSV =
  'Name,Link,Start Date,End Date,Location,Type,Priority,Goals,Notes\r\n' +
  '"Codemash","https://codemash.org",2027-01-09,2027-01-12,"Sandusky, OH, U.S.A.",conference,,,"Said ""hi""\r\ntwice"\r\n' +
  Array.from(
    { length: 6 },
    (_, i) =>
      `Conf ${i},https://c${i}.org,2027-02-0${i + 1},2027-02-0${i + 2},Berlin,conference,,,`,
  ).join('\r\n');

function answer(overrides: Partial<CsvImportResult>): CsvImportResult {
  return {
    imported: 0,
    updated: 0,
    skipped: 0,
    duplicates: [],
    errors: [],
    warnings: [],
    dryRun: false,
    rows: [],
    ...overrides,
  };
}

/** Answers the dry run and the import; remembers the bodies sent. */
function fakeImportApi(final: CsvImportResult) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      const result = body.dryRun
        ? answer({
            dryRun: true,
            imported: 6,
            skipped: 1,
            duplicates: ['Row 1: "Codemash" matches existing event "CodeMash" (...)'],
            rows: [
              {
                row: 1,
                name: 'Codemash',
                action: 'skipped',
                changedFields: [],
                errors: [],
                duplicateOf: {
                  kind: 'existing',
                  eventId: 4,
                  row: null,
                  name: 'CodeMash',
                  startDate: '2027-01-09',
                  endDate: '2027-01-12',
                  similarity: 1,
                },
              },
            ],
          })
        : final;
      return new Response(JSON.stringify(result), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return bodies;
}

async function upload(name = 'events.csv', text = CSV) {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<ImportWizardDialog open onOpenChange={vi.fn()} />, {
    auth: authValue({ user: demoUser }),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Import Events from CSV' });
  await user.upload(within(dialog).getByLabelText('CSV file'), new File([text], name));
  return { dialog, user };
}

describe('ImportWizardDialog', () => {
  it('refuses a file that is not .csv', async () => {
    await upload('events.xlsx');
    expect(toast).toHaveBeenCalledWith({
      title: 'Invalid file type',
      description: 'Please select a CSV file.',
      variant: 'destructive',
    });
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Upload');
  });

  it('says when the file has no headers', async () => {
    await upload('empty.csv', '\r\n');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error parsing CSV',
        description: 'No headers found in CSV',
        variant: 'destructive',
      }),
    );
  });

  it('lists the rows it could not read, says nothing was uploaded, and offers no next step', async () => {
    const lines = ['Name,Link,Start Date,End Date'];
    for (let row = 1; row <= 1000; row++) {
      const name = row === 10 ? '"Conf 10' : `Conf ${row}`;
      lines.push(`${name},https://c${row}.org,2027-03-01,2027-03-02`);
    }
    const { dialog } = await upload('stray-quote.csv', lines.join('\r\n'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('stray-quote.csv could not be read');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 10: Unterminated quote: a field opened with " is never closed, so the rest of the file would be read into it',
    ]);
    expect(toast).not.toHaveBeenCalledWith(
      expect.objectContaining({ title: 'CSV uploaded successfully' }),
    );
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Upload');
    expect(within(dialog).queryByRole('button', { name: /Next|Preview|Import/ })).toBeNull();
  });

  it('names every row with the wrong number of columns, ten at most', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => `Only ${i}`);
    const { dialog } = await upload('ragged.csv', ['Name,Link', ...rows].join('\n'));
    const alert = await within(dialog).findByRole('alert');
    const items = within(alert).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Row 1: Too few fields: expected 2 fields but parsed 1');
    expect(alert).toHaveTextContent('... and 2 more rows');
  });

  it('parses, maps obvious headers, and blocks the preview while a required field is missing', async () => {
    const { dialog, user } = await upload();
    await within(dialog).findByText('CSV columns');
    // The step says what was read; no toast repeats it over the dialog.
    expect(within(dialog).getByText('events.csv: 9 columns, 7 rows')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
    expect(
      within(dialog).getByRole('combobox', { name: 'Target field for Start Date' }),
    ).toHaveTextContent('Start Date');
    const preview = within(dialog).getByRole('button', { name: 'Preview Import' });
    expect(preview).toBeEnabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Include column Name' }));
    expect(
      within(dialog).getByRole('combobox', { name: 'Target field for Name' }),
    ).toHaveTextContent('No mapping');
    expect(within(dialog).getByText('Missing:').parentElement).toHaveTextContent('Name');
    expect(preview).toBeDisabled();
  });

  it('previews duplicates from the dry run, imports, and shows the results', async () => {
    const errors = Array.from({ length: 12 }, (_, i) => `Row ${i + 2}: Location is required`);
    const bodies = fakeImportApi(answer({ imported: 5, skipped: 1, errors, duplicates: ['d'] }));
    const { dialog, user } = await upload();
    await user.click(await within(dialog).findByRole('button', { name: 'Preview Import' }));

    expect(await within(dialog).findByText('Showing first 5 rows of 7 total')).toBeInTheDocument();
    expect(await within(dialog).findByText('Will skip')).toBeInTheDocument();
    expect(within(dialog).getByText(/Duplicate of existing event/)).toHaveTextContent('“CodeMash”');
    expect(bodies[0]).toMatchObject({
      dryRun: true,
      deduplicationMode: 'skip',
      columnMapping: { Name: 'name', 'Start Date': 'startDate', Goals: 'goal' },
      defaultValues: { priority: 'medium', type: 'conference', goal: ['attending'] },
    });
    expect((bodies[0]!.csvData as object[])[0]).toMatchObject({ Notes: 'Said "hi"\r\ntwice' });

    await user.click(within(dialog).getByRole('radio', { name: 'Smart merge' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ deduplicationMode: 'merge' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import 7 Events' }));

    expect(await within(dialog).findByText('Import Complete')).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ dryRun: false, deduplicationMode: 'merge' });
    expect(within(dialog).getByTestId('import-imported')).toHaveTextContent('5');
    expect(within(dialog).getByTestId('import-duplicates')).toHaveTextContent('1');
    expect(within(dialog).getAllByText(/Location is required/)).toHaveLength(10);
    expect(within(dialog).getByText('... and 2 more errors')).toBeInTheDocument();
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Import completed',
      description:
        '5 imported, 0 updated, 1 skipped. 12 errors:\nRow 2: Location is required\nRow 3: Location is required',
      variant: 'destructive',
    });
  });

  it("shows 'Import failed' when the server refuses the import", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
        JSON.parse(String(init?.body)).dryRun
          ? new Response(JSON.stringify(answer({ dryRun: true, imported: 7 })), {
              headers: { 'content-type': 'application/json' },
            })
          : new Response(null, { status: 500 }),
      ),
    );
    const { dialog, user } = await upload();
    await user.click(await within(dialog).findByRole('button', { name: 'Preview Import' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 7 Events' }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        title: 'Import failed',
        description: 'Failed to fetch /api/events/import-csv: 500',
        variant: 'destructive',
      }),
    );
    expect(within(dialog).getByRole('button', { name: 'Import 7 Events' })).toBeEnabled();
  });

  it('asks the order of dates that read two ways, sends it, and counts rows with errors', async () => {
    const bodies: Record<string, unknown>[] = [];
    const failed = (row: number, errors: string[]) => ({
      row,
      name: `Conf ${row}`,
      action: 'error' as const,
      duplicateOf: null,
      changedFields: [],
      errors,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        const errors = [
          "Row 1, Start Date: 'Jun 31, 2027' is not a date",
          "Row 2, Start Date: 'x' is not a date",
          'Row 2, Location: Location is required',
        ];
        const rows = [failed(1, errors.slice(0, 1)), failed(2, errors.slice(1))];
        return new Response(JSON.stringify(answer({ dryRun: true, errors, rows })), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const csv =
      'Name,Link,Start Date,End Date,Location\n' +
      'A,https://a.org,"Jun 31, 2027",03/04/2027,Berlin\n' +
      'B,https://b.org,x,05/04/2027,';
    const { dialog, user } = await upload('dates.csv', csv);
    await user.click(await within(dialog).findByRole('button', { name: 'Preview Import' }));

    const group = await within(dialog).findByRole('group', { name: 'Dates such as 03/04/2027' });
    await user.click(within(group).getByRole('radio', { name: /Month first/ }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ dryRun: true, dateOrder: 'mdy' }));

    expect(await within(dialog).findByText('Rows with errors (2)')).toBeInTheDocument();
    const importButton = within(dialog).getByRole('button', { name: 'Import 2 Events' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription('Nothing to import: 2 rows have errors.');
  });

  it('offers no date order when every date reads one way', async () => {
    fakeImportApi(answer({ imported: 7 }));
    const { dialog, user } = await upload();
    await user.click(await within(dialog).findByRole('button', { name: 'Preview Import' }));
    expect(await within(dialog).findByText('Showing first 5 rows of 7 total')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Dates such as 03/04/2027' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Import 7 Events' })).toBeEnabled();
  });
});
