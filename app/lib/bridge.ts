/**
 * The native bridge (spec 000 §7): actions posted to the iOS web view's message handlers. In a
 * plain browser each action has a fallback that does the nearest sensible thing. Every call is
 * recorded on `window.__bridgeCalls`; with `window.__BRIDGE_RECORD__` set (tests do this) the
 * fallbacks do not run, so a test can read what the page asked the app to do.
 */

export type BridgeAction =
  | { action: "navigate"; to: string }
  | { action: "navigateWithParam"; to: string; param: Record<string, string> }
  | { action: "closeWebView" }
  | { action: "goHome" }
  | { action: "goMine" }
  | { action: "forceLogin" }
  | { action: "callPhone"; phone: string }
  | { action: "rateApp" }
  | { action: "confirmTrack"; point: string }
  | { action: "startBankFlow" }
  | { action: "endBankFlow" }
  /** Hands a file (a receipt PDF on this site) to the app's share sheet. */
  | { action: "shareFile"; url: string; fileName: string; mimeType: string };

/** The message handler names the native app registers (not shown in the specification; ours). */
export const HANDLER_NAMES: Record<BridgeAction["action"], string> = {
  navigate: "navigate",
  navigateWithParam: "navigateWithParam",
  closeWebView: "closeWebView",
  goHome: "goHome",
  goMine: "goMine",
  forceLogin: "forceLogin",
  callPhone: "callPhone",
  rateApp: "rateApp",
  confirmTrack: "confirmTrack",
  startBankFlow: "startBankFlow",
  endBankFlow: "endBankFlow",
  shareFile: "shareFile",
};

interface MessageHandler {
  postMessage(message: unknown): void;
}

declare global {
  interface Window {
    webkit?: { messageHandlers?: Record<string, MessageHandler | undefined> };
    __bridgeCalls?: BridgeAction[];
    __BRIDGE_RECORD__?: boolean;
  }
}

/** Browser fallbacks: where a phone browser should go when there is no native app around. */
export interface FallbackTargets {
  home: string;
  mine: string;
  productDetail: (param: Record<string, string>) => string;
}

export function nativeHandler(name: string, win: Window = window): MessageHandler | undefined {
  return win.webkit?.messageHandlers?.[name];
}

export function hasNativeApp(win: Window = window): boolean {
  return Boolean(win.webkit?.messageHandlers);
}

function payloadOf(call: BridgeAction): unknown {
  const { action: _action, ...rest } = call;
  return Object.keys(rest).length ? rest : "";
}

/**
 * Sends an action to the native app, or runs its browser fallback. Returns how it was handled.
 */
export function callNative(call: BridgeAction, targets: FallbackTargets, win: Window = window): "native" | "fallback" | "recorded" {
  (win.__bridgeCalls ??= []).push(call);
  const handler = nativeHandler(HANDLER_NAMES[call.action], win);
  if (handler) {
    handler.postMessage(payloadOf(call));
    return "native";
  }
  if (win.__BRIDGE_RECORD__) return "recorded";
  runFallback(call, targets, win);
  return "fallback";
}

function runFallback(call: BridgeAction, targets: FallbackTargets, win: Window) {
  switch (call.action) {
    case "navigate":
      if (call.to.startsWith("/")) win.location.assign(call.to);
      return;
    case "navigateWithParam":
      win.location.assign(targets.productDetail(call.param));
      return;
    case "closeWebView":
      if (win.history.length > 1) win.history.back();
      else win.location.assign(targets.home);
      return;
    case "goHome":
      win.location.assign(targets.home);
      return;
    case "goMine":
      win.location.assign(targets.mine);
      return;
    case "shareFile":
      // A browser has no share sheet for our files: open it, so it can be saved or printed.
      if (call.url.startsWith("/")) win.location.assign(call.url);
      return;
    case "callPhone":
      win.location.href = `tel:${call.phone.replace(/[^\d+]/g, "")}`;
      return;
    // Nothing sensible to do in a browser: the page itself already explains (login), or the
    // action only matters to the app (rating prompt, tracking, bank flow markers).
    case "forceLogin":
    case "rateApp":
    case "confirmTrack":
    case "startBankFlow":
    case "endBankFlow":
      return;
  }
}
