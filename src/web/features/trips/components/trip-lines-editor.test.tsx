import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { tripLineInputSchema } from '@shared/schemas/trip';
import { TripLinesEditor, type LineColumn, type TripLineDraft } from './trip-lines-editor';

/** The editor in a form's place; the lines it hands on, as the API's schema reads them. */
function Harness({
  column = 'estimate',
  start = [],
}: {
  column?: LineColumn;
  start?: TripLineDraft[];
}) {
  const [lines, setLines] = useState<TripLineDraft[]>(start);
  const read = lines.map((line) => {
    const parsed = tripLineInputSchema.safeParse(line);
    return parsed.success
      ? `${parsed.data.category} ${parsed.data.currency} ${parsed.data.estimate} ${parsed.data.actual}`
      : 'invalid';
  });
  return (
    <>
      <TripLinesEditor lines={lines} onChange={setLines} column={column} defaultCurrency="EUR" />
      <output>{read.join(' | ')}</output>
    </>
  );
}

const totals = (column: LineColumn = 'estimate') => screen.getByTestId(`${column}-totals`);
const line = (number: number) => screen.getByRole('listitem', { name: `Line ${number}` });

describe('TripLinesEditor', () => {
  it('reads money as people type it and totals it per currency, never across them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(totals()).toHaveTextContent('Estimate total: —');

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.selectOptions(within(line(1)).getByLabelText('Category of line 1'), 'ticket');
    await user.type(within(line(1)).getByLabelText('Estimate'), '$2,500');
    expect(within(line(1)).getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    // Pasted at once: the amount and the currency it names change together.
    await user.click(within(line(2)).getByLabelText('Estimate'));
    await user.paste('€1.200,50');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.selectOptions(within(line(3)).getByLabelText('Category of line 3'), 'lodging');
    await user.type(within(line(3)).getByLabelText('Estimate'), '300');

    expect(totals()).toHaveTextContent('Estimate total: $2,500.00 · €1,500.50');
    expect(screen.getByRole('status')).toHaveTextContent(
      'ticket USD 2500 null | transport EUR 1200.5 null | lodging EUR 300 null',
    );
  });

  it('removes the line asked for and keeps the others as typed', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        start={[
          { category: 'ticket', currency: 'USD', estimate: 100 },
          { category: 'visa', currency: 'GBP', estimate: 60 },
          { category: 'meals', currency: 'USD', estimate: 40.5 },
        ]}
      />,
    );
    expect(totals()).toHaveTextContent('$140.50 · £60.00');

    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));

    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(within(line(2)).getByLabelText('Category of line 2')).toHaveValue('meals');
    expect(within(line(2)).getByLabelText('Estimate')).toHaveValue('40.50');
    expect(totals()).toHaveTextContent('Estimate total: $140.50');
    expect(totals()).not.toHaveTextContent('£');
  });

  it('edits the actual column and leaves the estimate as it was', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        column="actual"
        start={[{ id: 4, category: 'lodging', currency: 'EUR', estimate: 300 }]}
      />,
    );
    expect(within(line(1)).getByText('Estimate €300.00')).toBeInTheDocument();

    await user.type(within(line(1)).getByLabelText('Actual'), '320,40');

    expect(totals('actual')).toHaveTextContent('Actual total: €320.40');
    expect(screen.getByRole('status')).toHaveTextContent('lodging EUR 300 320.4');
  });
});
