import { useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { callNative, type BridgeAction } from "./bridge";
import { pageHref, parsePageQuery, type PageQuery } from "./query";

/** The current page's query map (with productId/product_id both filled). */
export function usePageQuery(): PageQuery {
  const { search } = useLocation();
  return useMemo(() => parsePageQuery(search), [search]);
}

/** The native bridge with browser fallbacks that keep the borrower's session. */
export function useBridge() {
  const query = usePageQuery();
  return useMemo(() => {
    const targets = {
      home: pageHref("/stump", query),
      mine: pageHref("/attic", query),
      productDetail: (param: Record<string, string>) => pageHref("/matter", query, { productId: param.productId }),
      page: { order: pageHref("/attic", query), productDetail: pageHref("/matter", query, { productId: query.productId }) },
    };
    return (call: BridgeAction) => callNative(call, targets);
  }, [query]);
}
