import { useEffect } from "react";
import { useToast } from "~/components/toast";
import { useBridge } from "~/lib/use-page-query";

/** What a route's action answers (mode=json) for a tap on a recommended product. */
export type ProductTapAnswer = { error: string } | { productId: number; url: string | null; target: string };

/**
 * Follows a product tap once the action has resolved it: an http(s) URL opens as a web page,
 * anything else (an app link) goes to the native app; a failure shows the server's message.
 */
export function useFollowProductTap(answer: ProductTapAnswer | undefined) {
  const bridge = useBridge();
  const toast = useToast();
  useEffect(() => {
    if (!answer) return;
    if ("error" in answer) return toast.show(answer.error, "error");
    if (answer.url) window.location.assign(answer.url);
    else bridge({ action: "navigateWithParam", to: answer.target, param: { productId: String(answer.productId) } });
  }, [answer, bridge, toast]);
}
