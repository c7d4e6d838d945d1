import type { ReactElement } from 'react';
import { CreateButton, List, TopToolbar } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { ADMIN_TABLE } from '@gameshift/contracts';
import { AdminPagination } from './AdminPagination';
import { ListLoadError } from './ListLoadError';

type NewestFirstListProps = {
  /** From 600 px: the table. */
  wide: ReactElement;
  /** Below 600 px: one card per record (react-admin's SimpleList); the table when not given. */
  narrow?: ReactElement;
  /** The create button's label; without one the list offers no action (the server decides who may). */
  createLabel?: string;
  title?: string;
};

const NARROW_EMPTY_TOOLBAR = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { minHeight: 0 } });

/** A resource's list as every portal page shows one: newest first, paged, no export, errors with Retry. */
export const NewestFirstList = ({ wide, narrow, createLabel, title }: NewestFirstListProps) => {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title={title}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={ADMIN_TABLE.defaultPageSize}
      pagination={<AdminPagination />}
      actions={
        createLabel === undefined ? (
          false
        ) : (
          // Below 600 px the create button floats over the page, so the toolbar holds nothing: no empty band above the list.
          <TopToolbar sx={NARROW_EMPTY_TOOLBAR}>
            <CreateButton label={createLabel} />
          </TopToolbar>
        )
      }
      exporter={false}
      empty={false}
      error={<ListLoadError />}
    >
      {isNarrow && narrow ? narrow : wide}
    </List>
  );
};
