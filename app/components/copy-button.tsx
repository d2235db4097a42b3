import { useEffect, useRef, useState } from "react";
// Only the areas this module shows, each its own chunk (docs/decisions/060-payday-load.md, JS budget).
import { useTexts } from "~/lib/messages/texts";

/** Copies with the Clipboard API, or the older select-and-copy where it is missing (old web views). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or unsupported: fall through to the older way.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/**
 * A copy button for a code. It needs JavaScript, so it appears only once the page is interactive;
 * without JavaScript the code itself is selectable as a whole (see `.copyable`).
 */
export function CopyButton({ text, label: given, className = "" }: { text: string; label?: string; className?: string }) {
  const common = useTexts("common");
  const repayment = useTexts("repayment");
  const label = given ?? common.copy;
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => {
    setReady(true);
    return () => clearTimeout(timer.current);
  }, []);
  if (!ready) return null;
  return (
    <button
      type="button"
      className={`button button--small copy-button ${className}`}
      aria-label={state === "copied" ? common.copied : `${label} ${text}`}
      onClick={async () => {
        setState((await copyText(text)) ? "copied" : "failed");
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setState("idle"), 2000);
      }}
    >
      {state === "copied" ? common.copied : state === "failed" ? repayment.copyFailed : label}
      <span className="visually-hidden" role="status">
        {state === "copied" ? common.copied : ""}
      </span>
    </button>
  );
}
