import { Box } from '@mui/material';
import { adminText } from '../messages';

// Out of sight but in the accessibility tree and the tab order (the usual visually-hidden rule).
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

type FilterSubmitButtonProps = {
  /** The filter form keys its inputs by source; this one holds no value. */
  source: string;
  /** Kept in the form whatever the filter values, so the form always has its submit control. */
  alwaysOn: true;
};

/**
 * The filter form applies what is typed by itself, after a pause; a form still needs a submit
 * control (WCAG technique H32) so that a keyboard or screen-reader user can apply it at once. Hidden
 * until focused, so the search-as-you-type layout stays as it is.
 */
export const FilterSubmitButton = (_props: FilterSubmitButtonProps) => (
  <Box
    component="button"
    type="submit"
    sx={{
      '&:not(:focus)': visuallyHidden,
      alignSelf: 'center',
      font: 'inherit',
      px: 1.5,
      py: 1,
    }}
  >
    {adminText.applyFilters}
  </Box>
);
