import { Alert, Button } from '@mui/material';
import { adminText } from '../messages';

type LoadErrorProps = {
  message: string;
  onRetry: () => void;
};

/** A failed load says so and offers to try again, instead of an endless placeholder or an empty table. */
export const LoadError = ({ message, onRetry }: LoadErrorProps) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={onRetry}>
        {adminText.retry}
      </Button>
    }
  >
    {message}
  </Alert>
);
