import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

type AuthCardProps = { title: string; intro?: ReactNode; children: ReactNode };

/** The one-card pages outside the portal's layout: sign-in, second-factor set-up, invitation. */
export const AuthCard = ({ title, intro, children }: AuthCardProps) => (
  <Box
    component="main"
    sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}
  >
    <Card sx={{ width: '100%', maxWidth: 400 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  </Box>
);
