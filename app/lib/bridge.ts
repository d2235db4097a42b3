/**
 * The native bridge (spec 000 §7): actions posted to the iOS web view's message handlers. In a
 * plain browser each action has a fallback that does the nearest sensible thing. Every call is
 * recorded on `window.__bridgeCalls`; with `window.__BRIDGE_RECORD__` set (tests do this) the
 * fallbacks do not run, so a test can read what the page asked the app to do.
 */

/**
 * The native app's page keys (spec 000 §2: setting, main, login, order, productDetail and day), in
 * one table so no screen spells one by hand. The other keys the app has (public, personal, job, ...)
 * map to opaque words and no web screen leads to them.
 */
export const NATIVE_PAGES = {
  setting: "setting",
  main: "main",
  login: "login",
  order: "order",
  productDetail: "productDetail",
  day: "day",
} as const;
export type NativePage = (typeof NATIVE_PAGES)[keyof typeof NATIVE_PAGES];

/** Tracking points a screen confirms to the app (ours: the specification names none). */
export const TRACKING_POINTS = {
  /** The borrower confirmed a loan and the order was made (loan confirm, Next). */
  loanConfirmed: "loanConfirmed",
} as const;
export type TrackingPoint = (typeof TRACKING_POINTS)[keyof typeof TRACKING_POINTS];

export type BridgeAction =
  | { action: "navigate"; to: NativePage }
  | { action: "navigateWithParam"; to: string; param: Record<string, string> }
  | { action: "closeWebView" }
  | { action: "goHome" }
  | { action: "goMine" }
  | { action: "forceLogin" }
  | { action: "callPhone"; phone: string }
  | { action: "rateApp" }
  | { action: "confirmTrack"; point: TrackingPoint }
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

/**
 * What each action reads from the phone (NPC Circular No. 2020-01; docs/decisions/173). None reads
 * the camera, gallery, location or contacts today. An action that reads camera, gallery or location
 * names here the notice the page shows right before calling it; contacts are never read (the privacy
 * policy says so), so no action may name them. The type makes every new action say.
 */
export type PhoneDataRead = { reads: "camera" | "gallery" | "location"; notice: string };
export const PHONE_DATA_READ: Record<BridgeAction["action"], PhoneDataRead | null> = {
  navigate: null,
  navigateWithParam: null,
  closeWebView: null,
  goHome: null,
  goMine: null,
  forceLogin: null,
  callPhone: null,
  rateApp: null,
  confirmTrack: null,
  startBankFlow: null,
  endBankFlow: null,
  shareFile: null,
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
  /** Our page nearest to a native page, when there is one (the order list for `order`). */
  page?: Partial<Record<NativePage, string>>;
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
    case "navigate": {
      // Only our own pages: a page key with no web counterpart (login, setting, day) does nothing.
      const target = call.to === NATIVE_PAGES.main ? targets.home : targets.page?.[call.to];
      if (target?.startsWith("/")) win.location.assign(target);
      return;
    }
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
