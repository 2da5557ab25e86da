import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from '@web/test/match-media';
import type { SortState } from './list-sort';
import { EditDeleteActions, RecordTable, type RecordColumn } from './record-table';

afterEach(() => vi.unstubAllGlobals());

type Person = { id: number; name: string; role: string };

const ROWS: Person[] = [
  { id: 1, name: 'Ada', role: 'Speaker' },
  { id: 2, name: 'Grace', role: 'Organizer' },
];

const COLUMNS: RecordColumn<Person>[] = [
  { key: 'name', label: 'Name', cell: (person) => person.name },
  { key: 'role', label: 'Role', cell: (person) => person.role },
];

function renderList(sort: SortState = null) {
  const onSort = vi.fn();
  const onSortChange = vi.fn();
  const onEdit = vi.fn();
  render(
    <RecordTable
      label="People"
      rows={ROWS}
      columns={COLUMNS}
      sort={sort}
      onSort={onSort}
      onSortChange={onSortChange}
      actions={(person) => (
        <EditDeleteActions name={person.name} onEdit={() => onEdit(person)} onDelete={() => {}} />
      )}
    />,
  );
  return { onSort, onSortChange, onEdit };
}

describe('RecordTable', () => {
  it('is a table with sortable headers and an Actions column from the small breakpoint on', async () => {
    const { onSort } = renderList({ key: 'name', direction: 'asc' });
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Role', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'People' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Role' }));
    expect(onSort).toHaveBeenCalledWith('role');
  });

  it('is a card per record on phones: the name as title, each field labelled, actions at hand', async () => {
    mockMatchMedia(true); // every media query matches: below the small breakpoint
    const { onEdit } = renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const grace = cards[1]!;
    expect(within(grace).getByText('Grace')).toBeVisible();
    expect(within(grace).getByRole('term')).toHaveTextContent('Role');
    expect(within(grace).getByRole('definition')).toHaveTextContent('Organizer');
    await userEvent.click(within(grace).getByRole('button', { name: 'Edit Grace' }));
    expect(onEdit).toHaveBeenCalledWith(ROWS[1]);
  });

  it('offers the headers’ sorts on phones as one Sort by choice', async () => {
    mockMatchMedia(true);
    const { onSortChange } = renderList({ key: 'name', direction: 'asc' });
    const choice = screen.getByRole('combobox', { name: 'Sort by' });
    expect(choice).toHaveValue('name');
    await userEvent.selectOptions(choice, 'Role (descending)');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'role', direction: 'desc' });
    await userEvent.selectOptions(choice, 'Default order');
    expect(onSortChange).toHaveBeenLastCalledWith(null);
  });
});
