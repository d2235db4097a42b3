import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTexts } from "~/lib/messages/texts";

/**
 * Toasts (spec 000 §9): 3 s by default, 2 s for info and success, plus a loading toast that stays
 * while a call runs. The fade-out is a CSS animation, so a toast rendered by the server (for a form
 * sent without JavaScript) disappears on its own too.
 */
export type ToastKind = "default" | "info" | "success" | "error";

export const TOAST_DURATION_MS: Record<ToastKind, number> = { default: 3000, info: 2000, success: 2000, error: 3000 };

interface ToastState {
  id: number;
  message: string;
  kind: ToastKind;
}

interface ToastApi {
  show(message: string, kind?: ToastKind): void;
  /** Takes the toast away before its time: a later answer made it untrue. */
  dismiss(): void;
}

const ToastContext = createContext<ToastApi>({ show: () => undefined, dismiss: () => undefined });
export const useToast = () => useContext(ToastContext);

/** A toast as markup: used by the provider and, without JavaScript, rendered by a route directly. */
export function ToastView({ message, kind = "default", id }: { message: string; kind?: ToastKind; id?: number }) {
  return (
    <div
      key={id}
      className={`toast toast--${kind}`}
      role={kind === "error" ? "alert" : "status"}
      style={{ ["--toast-duration" as string]: `${TOAST_DURATION_MS[kind]}ms` }}
    >
      {message}
    </div>
  );
}

/**
 * The loading toast (spec 000 §7: "an optional loading toast shows while a call runs"), rendered by
 * the page while a call the borrower started (send, save, Next, payment, sign-up) is running.
 */
export function LoadingToast({ on }: { on: boolean }) {
  const common = useTexts("common");
  if (!on) return null;
  return (
    <div className="toast-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{common.loading}</span>
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const counter = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const show = useCallback((message: string, kind: ToastKind = "default") => {
    counter.current += 1;
    setToast({ id: counter.current, message, kind });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setToast(null), TOAST_DURATION_MS[kind]);
  }, []);
  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setToast(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region" aria-live="polite">
        {toast ? <ToastView key={toast.id} id={toast.id} message={toast.message} kind={toast.kind} /> : null}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a toast when an action's answer carries one (JavaScript on); `key` re-shows a repeat. */
export function useToastFromData(toast: { message: string; kind?: ToastKind; key?: string | number } | undefined | null) {
  const { show } = useToast();
  useEffect(() => {
    if (toast?.message) show(toast.message, toast.kind);
  }, [toast, show]);
}

/**
 * A payment form's refusal (repayment, repay your way, the legacy card pages): the toast, and the
 * same sentence kept on the page as an alert once the toast has faded (and without JavaScript).
 */
export function ActionFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <>
      <ToastView message={message} kind="error" />
      <p className="notice" role="alert">
        {message}
      </p>
    </>
  );
}
