import { useId, type ReactNode } from 'react';
import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../components/LoadError';
import { adminText } from '../messages';

type TrafficCardProps = {
  title: string;
  intro?: ReactNode;
  /** The figures the card shows: a placeholder while they load, an error with Retry if they fail. */
  query: UseQueryResult<unknown>;
  placeholderHeight: number;
  children: ReactNode;
};

/** One section of the Traffic page, named by its heading. */
export const TrafficCard = ({ title, intro, query, placeholderHeight, children }: TrafficCardProps) => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {intro}
          </Typography>
        )}
        {query.isError ? (
          <LoadError message={adminText.trafficFailed} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Skeleton variant="rectangular" height={placeholderHeight} />
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
};
