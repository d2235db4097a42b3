import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * An accessible modal: a labelled dialog that traps focus while open and returns it to where it
 * was. Rendered by the server when open, so it works without JavaScript too (its buttons are then
 * plain links or forms). `onDismiss` on the mask is opt-in: several documented modals must not close
 * when the mask is tapped.
 */
export function Modal({
  open,
  title,
  children,
  actions,
  onClose,
  closeOnMask = false,
  closeLabel,
  closeHref,
  className = "",
}: {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Escape and the close icon (when closeLabel is set) call this. */
  onClose?: () => void;
  closeOnMask?: boolean;
  /** Shows a close icon with this accessible name. */
  closeLabel?: string;
  /** Where the close icon leads without JavaScript: given, the icon is a link (onClose still runs with it). */
  closeHref?: string;
  className?: string;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const focusables = () =>
      Array.from(
        node?.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])',
        ) ?? [],
      );
    (focusables()[0] ?? node)?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape" && onClose) {
        event.preventDefault();
        onClose();
      }
      if (event.key !== "Tab") return;
      const items = focusables();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    // A tap on the mask is a mouse and touch convenience; keyboards close with Escape (above) or
    // the close button, so the mask needs no key handler or role of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="modal-mask" onClick={closeOnMask && onClose ? (e) => e.target === e.currentTarget && onClose() : undefined}>
      <div ref={panel} className={`modal ${className}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        {closeLabel && onClose ? (
          closeHref ? (
            <a
              href={closeHref}
              className="modal__close"
              aria-label={closeLabel}
              onClick={(event) => {
                event.preventDefault();
                onClose();
              }}
            >
              <CloseIcon />
            </a>
          ) : (
            <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </button>
          )
        ) : null}
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children ? <div className="modal__body">{children}</div> : null}
        {actions ? <div className="modal__actions">{actions}</div> : null}
      </div>
    </div>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
