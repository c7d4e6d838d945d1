import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { SecurityViolation } from '@gameshift/contracts';

const clipped = {
  display: 'block',
  maxWidth: 260,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

function describeData(data: unknown): string {
  if (data === null || data === undefined) return '';
  if (typeof data === 'string') return data;
  try {
    return JSON.stringify(data);
  } catch {
    return String(data);
  }
}

/** The submitted honeypot values, on one line; the full text is in the tooltip. */
export const ViolationDataField = () => {
  const record = useRecordContext<SecurityViolation>();
  if (!record) return null;
  const text = describeData(record.violation_data);
  return (
    <Box component="code" title={text} sx={{ ...clipped, fontSize: '0.8rem' }}>
      {text}
    </Box>
  );
};

export const UserAgentField = () => {
  const record = useRecordContext<SecurityViolation>();
  if (!record?.user_agent) return null;
  return (
    <Box component="span" title={record.user_agent} sx={clipped}>
      {record.user_agent}
    </Box>
  );
};
