import type { ChangeEvent } from 'react';
import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useListPaginationContext } from 'react-admin';
import { ADMIN_TABLE } from '@gameshift/contracts';
import { adminText } from '../messages';

/** The run of at most `max` page numbers around `current`, shifted to stay within 1..count. */
export function pageWindow(current: number, count: number, max: number): number[] {
  const size = Math.min(max, count);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), count - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

type AdminPaginationProps = {
  /** Offer the page-size choice; read-only logs keep the default size. */
  pageSizes?: readonly number[];
};

/**
 * The tables' pagination: up to five page buttons plus first, previous, next and last, and the
 * page sizes 10/25/50/100. react-admin itself returns to page 1 when the size or a filter changes.
 */
export const AdminPagination = ({ pageSizes = ADMIN_TABLE.pageSizes }: AdminPaginationProps) => {
  const { page, perPage, total, setPage, setPerPage, isPending } = useListPaginationContext();

  if (isPending || total === undefined || total === 0) return null;

  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, page), pageCount);
  const from = (current - 1) * perPage + 1;
  const to = Math.min(current * perPage, total);
  const isFirst = current <= 1;
  const isLast = current >= pageCount;

  const handlePerPageChange = (event: ChangeEvent<HTMLInputElement>) => {
    setPerPage(Number(event.target.value));
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 2,
        px: 2,
        py: 1,
      }}
    >
      {pageSizes.length > 1 && (
        <TextField
          select
          id="rows-per-page"
          label={adminText.rowsPerPage}
          value={String(perPage)}
          onChange={handlePerPageChange}
          variant="standard"
          size="small"
          fullWidth={false}
          margin="none"
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 110 }}
        >
          {pageSizes.map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
        </TextField>
      )}
      <Typography variant="body2" aria-live="polite">
        {adminText.rangeOf(from, to, total)}
      </Typography>
      <Box component="nav" aria-label={adminText.pagination} sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton aria-label={adminText.firstPage} disabled={isFirst} onClick={() => setPage(1)}>
          <FirstPageIcon />
        </IconButton>
        <IconButton aria-label={adminText.previousPage} disabled={isFirst} onClick={() => setPage(current - 1)}>
          <NavigateBeforeIcon />
        </IconButton>
        {pageWindow(current, pageCount, ADMIN_TABLE.maxPageButtons).map((n) => (
          <Button
            key={n}
            size="small"
            variant={n === current ? 'contained' : 'text'}
            aria-label={adminText.page(n)}
            aria-current={n === current ? 'page' : undefined}
            onClick={() => setPage(n)}
            sx={{ minWidth: 36 }}
          >
            {n}
          </Button>
        ))}
        <IconButton aria-label={adminText.nextPage} disabled={isLast} onClick={() => setPage(current + 1)}>
          <NavigateNextIcon />
        </IconButton>
        <IconButton aria-label={adminText.lastPage} disabled={isLast} onClick={() => setPage(pageCount)}>
          <LastPageIcon />
        </IconButton>
      </Box>
    </Box>
  );
};
