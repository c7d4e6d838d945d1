import { useEffect, useId, useRef, type ReactNode } from 'react';
import './StatusPanel.css';

export type StatusTone = 'info' | 'success' | 'warning' | 'danger';

type StatusPanelProps = {
  tone?: StatusTone;
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Move focus to the heading on mount, so a result that replaces a spinner is read out. */
  focusTitle?: boolean;
};

const DEFAULT_ICONS: Record<StatusTone, ReactNode> = {
  info: <path d="M12 8h.01M11 12h1v5h1" strokeLinecap="round" strokeLinejoin="round" />,
  success: <path d="m7 12.5 3.2 3.2L17 9" strokeLinecap="round" strokeLinejoin="round" />,
  warning: <path d="M12 7v6M12 16.5h.01" strokeLinecap="round" />,
  danger: <path d="m9 9 6 6m0-6-6 6" strokeLinecap="round" />,
};

/** A centred result card: icon, heading, text and actions. Used by the verification and error pages. */
export function StatusPanel({ tone = 'info', icon, title, children, actions, focusTitle = false }: StatusPanelProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <section className={`card status-panel status-panel--${tone}`} aria-labelledby={titleId}>
      <div className="status-panel__icon" aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="currentColor" strokeWidth="2.2">
            <circle cx="12" cy="12" r="10" strokeOpacity="0.35" />
            {DEFAULT_ICONS[tone]}
          </svg>
        )}
      </div>
      <h1 ref={titleRef} id={titleId} className="status-panel__title" tabIndex={focusTitle ? -1 : undefined}>
        {title}
      </h1>
      {children && <div className="status-panel__body">{children}</div>}
      {actions && <div className="status-panel__actions">{actions}</div>}
    </section>
  );
}
