import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { adminText } from '../messages';
import { LoadError } from './LoadError';

/** What a List shows in place of its rows when its query failed (List's `error` slot). */
export const ListLoadError = () => {
  const { refetch } = useListContext();
  return (
    <Box sx={{ p: 2 }}>
      <LoadError message={adminText.listFailed} onRetry={() => void refetch()} />
    </Box>
  );
};
