import { useId } from 'react';
import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { adminText } from '../messages';

type StatCardProps = {
  label: string;
  value: number | undefined;
  isPending: boolean;
  /** The figure failed to load: the card says so instead of waiting forever. */
  isError?: boolean;
};

export const StatCard = ({ label, value, isPending, isError = false }: StatCardProps) => {
  const labelId = useId();
  const figure = isError ? (
    <Typography component="span" variant="body1" color="error">
      {adminText.figureUnavailable}
    </Typography>
  ) : isPending ? (
    <Skeleton width="3ch" />
  ) : typeof value === 'number' ? (
    value
  ) : (
    '–'
  );
  return (
    <Card role="group" aria-labelledby={labelId}>
      <CardContent>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {figure}
        </Typography>
      </CardContent>
    </Card>
  );
};
