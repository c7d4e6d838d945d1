import { useId } from 'react';
import { Card, CardContent, Skeleton, Typography } from '@mui/material';

type StatCardProps = {
  label: string;
  value: number | undefined;
  isPending: boolean;
};

export const StatCard = ({ label, value, isPending }: StatCardProps) => {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId}>
      <CardContent>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {isPending ? <Skeleton width="3ch" /> : typeof value === 'number' ? value : '–'}
        </Typography>
      </CardContent>
    </Card>
  );
};
