import { useId } from 'react';

type LogoProps = {
  size?: number;
};

/** The hexagon mark beside the product name; decorative, the name beside it carries the meaning. */
export function Logo({ size = 32 }: LogoProps) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <path
        d="M32 6 54 19v26L32 58 10 45V19z"
        fill="rgba(124,58,237,0.18)"
        stroke={`url(#${gradientId})`}
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path d="M39 23h-10a5.5 5.5 0 0 0 0 11h6a5.5 5.5 0 0 1 0 11h-10" fill="none" stroke="#eef0ff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
