import { useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from "react";

/**
 * A button that, once started, counts down ('Ns') and refuses presses until it reaches zero (spec
 * 001 §4: the SMS code button; the legacy repayment flow has the same one). It stays a real submit
 * button: without JavaScript the server shows the seconds left as text and refuses an early resend
 * itself, so the limit never depends on the page. It is not marked disabled while counting: a tap
 * must still be possible, because the documented page answers it with 'do not resend'.
 */
export interface CountdownButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  /** The label when ready, e.g. 'get code'. */
  label: string;
  /** Seconds left when the component first renders (the server's count, 0 when ready). */
  initialRemaining?: number;
  /** Changing this (re)starts the countdown from `seconds`; e.g. the time the code was sent. */
  startKey?: string | number | null;
  seconds?: number;
  /** How the seconds left are shown; the documented 'Ns' by default. */
  format?: (seconds: number) => string;
  /** Called instead of the button's action when pressed during the countdown. */
  onBlockedPress?: () => void;
  /**
   * Disable the button while counting. The sign-up page keeps it pressable (its documented answer
   * to an early tap is 'do not resend'); the legacy repayment page simply disables it.
   */
  disableWhileRunning?: boolean;
  onCountdownEnd?: () => void;
}

export function CountdownButton({
  label,
  initialRemaining = 0,
  startKey = null,
  seconds = 60,
  format = (n) => `${n}s`,
  onBlockedPress,
  disableWhileRunning = false,
  onCountdownEnd,
  onClick,
  className,
  ...button
}: CountdownButtonProps) {
  const [remaining, setRemaining] = useState(initialRemaining);
  const firstKey = useRef(startKey);

  useEffect(() => {
    // The first key came with the server's count (initialRemaining); only later keys restart.
    if (startKey === null || startKey === firstKey.current) return;
    firstKey.current = startKey;
    setRemaining(seconds);
  }, [startKey, seconds]);

  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    // One tick a second (spec 001 §9); a timestamp keeps it honest when the tab was asleep.
    const endsAt = Date.now() + remaining * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        onCountdownEnd?.();
      }
    }, 1000);
    return () => clearInterval(timer);
    // Restart only when the countdown starts, not on every tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, startKey]);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (running) {
      event.preventDefault();
      onBlockedPress?.();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...button}
      className={`${className ?? "button"}${running ? " countdown-button--running" : ""}`}
      data-remaining={remaining}
      disabled={button.disabled || (disableWhileRunning && running)}
      onClick={handleClick}
    >
      {running ? format(remaining) : label}
    </button>
  );
}
