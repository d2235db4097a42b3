import { describe, expect, it, vi } from "vitest";
import { callNative, HANDLER_NAMES, NATIVE_PAGES, PHONE_DATA_READ, type FallbackTargets } from "./bridge";

const targets: FallbackTargets = {
  home: "/stump?u=1",
  mine: "/attic?u=1",
  productDetail: (param) => `/matter?productId=${param.productId}`,
};

function fakeWindow(extra: Partial<Window> = {}) {
  const location = { assign: vi.fn(), href: "" };
  const history = { length: 1, back: vi.fn() };
  return { location, history, ...extra } as unknown as Window & { location: typeof location; history: typeof history };
}

describe("callNative", () => {
  it("posts to the iOS message handler when the app is there", () => {
    const postMessage = vi.fn();
    const win = fakeWindow({ webkit: { messageHandlers: { rateApp: { postMessage }, navigateWithParam: { postMessage } } } } as never);
    expect(callNative({ action: "rateApp" }, targets, win)).toBe("native");
    expect(callNative({ action: "navigateWithParam", to: "productDetail", param: { productId: "3" } }, targets, win)).toBe("native");
    expect(postMessage).toHaveBeenNthCalledWith(1, "");
    expect(postMessage).toHaveBeenNthCalledWith(2, { to: "productDetail", param: { productId: "3" } });
    expect(win.__bridgeCalls).toHaveLength(2);
  });

  it("falls back in a browser", () => {
    const win = fakeWindow();
    callNative({ action: "goHome" }, targets, win);
    callNative({ action: "navigateWithParam", to: "productDetail", param: { productId: "4" } }, targets, win);
    callNative({ action: "callPhone", phone: "(02) 8123-4567" }, targets, win);
    expect(win.location.assign).toHaveBeenCalledWith("/stump?u=1");
    expect(win.location.assign).toHaveBeenCalledWith("/matter?productId=4");
    expect(win.location.href).toBe("tel:0281234567");
  });

  it("closes the web view by going back, or home when there is no history", () => {
    const win = fakeWindow();
    callNative({ action: "closeWebView" }, targets, win);
    expect(win.location.assign).toHaveBeenCalledWith("/stump?u=1");
    const withHistory = fakeWindow();
    withHistory.history.length = 3;
    callNative({ action: "closeWebView" }, targets, withHistory);
    expect(withHistory.history.back).toHaveBeenCalled();
  });

  it("only records in recording mode", () => {
    const win = fakeWindow({ __BRIDGE_RECORD__: true } as never);
    expect(callNative({ action: "goMine" }, targets, win)).toBe("recorded");
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(win.__bridgeCalls).toEqual([{ action: "goMine" }]);
  });

  it("never navigates to a non-path target in a browser", () => {
    const win = fakeWindow();
    callNative({ action: "navigate", to: "javascript:alert(1)" as never }, targets, win);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it("shares a receipt through the app, and opens it in a browser", () => {
    const postMessage = vi.fn();
    const app = fakeWindow({ webkit: { messageHandlers: { shareFile: { postMessage } } } } as never);
    const call = {
      action: "shareFile",
      url: "/paymentReceipt/pdf?receiptNo=PLC-00000001",
      fileName: "receipt-PLC-00000001.pdf",
      mimeType: "application/pdf",
    } as const;
    expect(callNative(call, targets, app)).toBe("native");
    expect(postMessage).toHaveBeenCalledWith({ url: call.url, fileName: call.fileName, mimeType: "application/pdf" });
    const browser = fakeWindow();
    expect(callNative(call, targets, browser)).toBe("fallback");
    expect(browser.location.assign).toHaveBeenCalledWith(call.url);
  });

  it("navigates by native page key: to our nearest page in a browser, nowhere when there is none", () => {
    const win = fakeWindow();
    const withPages = { ...targets, page: { order: "/attic?u=1" } };
    callNative({ action: "navigate", to: NATIVE_PAGES.order }, withPages, win);
    callNative({ action: "navigate", to: NATIVE_PAGES.main }, withPages, win);
    callNative({ action: "navigate", to: NATIVE_PAGES.login }, withPages, win);
    expect(win.location.assign.mock.calls).toEqual([["/attic?u=1"], ["/stump?u=1"]]);
    const postMessage = vi.fn();
    const app = fakeWindow({ webkit: { messageHandlers: { navigate: { postMessage } } } } as never);
    callNative({ action: "navigate", to: NATIVE_PAGES.order }, withPages, app);
    expect(postMessage).toHaveBeenCalledWith({ to: "order" });
  });

  it("lists the six documented page keys", () => {
    expect(Object.values(NATIVE_PAGES).sort()).toEqual(["day", "login", "main", "order", "productDetail", "setting"]);
  });
});

describe("phone data the bridge reads (docs/decisions/173)", () => {
  it("every action says what it reads; none reads contacts; one that reads camera, gallery or location names its notice", () => {
    expect(Object.keys(PHONE_DATA_READ).sort()).toEqual(Object.keys(HANDLER_NAMES).sort());
    for (const [action, read] of Object.entries(PHONE_DATA_READ)) {
      if (read === null) continue;
      expect(["camera", "gallery", "location"], action).toContain(read.reads);
      expect(read.notice.trim(), action).not.toBe("");
    }
  });
});
