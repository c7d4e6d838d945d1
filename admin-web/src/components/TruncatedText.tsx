import { Box, Tooltip } from '@mui/material';

type TruncatedTextProps = {
  text: string | null | undefined;
  /** The widest the text may be before it is cut with an ellipsis. */
  maxWidth: number | string;
  monospace?: boolean;
};

/**
 * One line, cut with an ellipsis so a long address cannot widen its table; the whole text shows in
 * a tooltip on hover and on keyboard focus, and stays the element's accessible text.
 */
export const TruncatedText = ({ text, maxWidth, monospace = false }: TruncatedTextProps) => {
  if (!text) return null;
  return (
    <Tooltip title={text} enterDelay={300} describeChild>
      <Box
        component="span"
        tabIndex={0}
        sx={{
          display: 'block',
          maxWidth,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          ...(monospace && { fontFamily: 'monospace', fontSize: '0.8rem' }),
        }}
      >
        {text}
      </Box>
    </Tooltip>
  );
};
