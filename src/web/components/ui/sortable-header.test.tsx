import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortableHeader } from './sortable-header';
import { Table, TableHeader, TableRow } from './table';

function renderHeader(props: { active: boolean; direction: 'asc' | 'desc'; onSort?: () => void }) {
  render(
    <Table>
      <TableHeader>
        <TableRow>
          <SortableHeader label="Start Date" onSort={props.onSort ?? (() => {})} {...props} />
        </TableRow>
      </TableHeader>
    </Table>,
  );
  return screen.getByRole('columnheader', { name: 'Start Date' });
}

describe('SortableHeader', () => {
  it('announces the active sort order on the column header', () => {
    expect(renderHeader({ active: true, direction: 'desc' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('leaves inactive columns without aria-sort', () => {
    expect(renderHeader({ active: false, direction: 'asc' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts when its button is pressed', async () => {
    const onSort = vi.fn();
    renderHeader({ active: false, direction: 'asc', onSort });
    await userEvent.click(screen.getByRole('button', { name: 'Start Date' }));
    expect(onSort).toHaveBeenCalledOnce();
  });
});
