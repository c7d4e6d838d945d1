import { TOAST_LIMIT } from '@gameshift/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import './Toaster.css';
import { useNewsText } from '../newsText';

export type ToastTone = 'success' | 'error';

type Toast = { id: number; tone: ToastTone; text: string };

type ShowToast = (text: string, tone?: ToastTone) => void;

const TOAST_MS = 4_000;

const ToastContext = createContext<ShowToast>(() => undefined);

/** Shows a short message at the bottom of the screen. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const newsText = useNewsText();
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);

  return (
    <li className={`toast toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <span className="toast__text">{toast.text}</span>
      <button type="button" className="toast__dismiss" aria-label={newsText.dismiss} onClick={() => onDismiss(toast.id)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="m6 6 12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

/** Holds the toasts of the news pages: at most 20, the oldest dropped first. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const newsText = useNewsText();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const show = useCallback<ShowToast>((text, tone = 'success') => {
    const toast = { id: nextId.current++, tone, text };
    setToasts((current) => [...current, toast].slice(-TOAST_LIMIT));
  }, []);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <ol className="toaster" aria-label={newsText.notifications}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}
