import { useEffect, useState, type ButtonHTMLAttributes } from "react";

/**
 * A "get code" button with the documented 60-second resend countdown (spec 001 §4, §9): while it
 * runs the label reads 'Ns' and the button is disabled; at the end the label returns to `label`.
 * `remaining` is where the countdown starts (the server knows when the code was sent, so a
 * reloaded page carries on); a new `runKey` restarts it from `seconds`. Without JavaScript the
 * server-rendered state is shown and a reload brings the button back.
 */
export function CountdownButton({
  label,
  seconds = 60,
  remaining,
  runKey,
  className = "button button--ghost",
  ...button
}: {
  label: string;
  seconds?: number;
  /** Seconds left when the page was rendered; 0 or undefined means ready. */
  remaining?: number;
  /** Changes when a new code was sent: the countdown starts again at `seconds`. */
  runKey?: string | number;
  className?: string;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "className">) {
  const [left, setLeft] = useState(() => Math.max(0, Math.min(seconds, Math.ceil(remaining ?? 0))));

  useEffect(() => {
    setLeft(Math.max(0, Math.min(seconds, Math.ceil(remaining ?? 0))));
  }, [runKey, remaining, seconds]);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const running = left > 0;
  return (
    <button {...button} className={className} disabled={running || button.disabled} aria-live="polite">
      {running ? `${left}s` : label}
    </button>
  );
}
