import type { ReactElement } from 'react';
import { List } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { ADMIN_TABLE } from '@gameshift/contracts';
import { AdminPagination } from './AdminPagination';
import { ListLoadError } from './ListLoadError';

type ReadOnlyListProps = {
  /** Below 600 px: one card per record (react-admin's SimpleList). */
  narrow: ReactElement;
  /** From 600 px: the table. */
  wide: ReactElement;
};

/** A newest-first list of records no admin edits: no actions, no export, errors with Retry. */
export const ReadOnlyList = ({ narrow, wide }: ReadOnlyListProps) => {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={ADMIN_TABLE.defaultPageSize}
      pagination={<AdminPagination />}
      actions={false}
      exporter={false}
      empty={false}
      error={<ListLoadError />}
    >
      {isNarrow ? narrow : wide}
    </List>
  );
};
