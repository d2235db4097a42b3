/** Tracking module ids: Borrow Again is documented as 30; recommended-product taps are ours. */
export const BORROW_AGAIN_MODULE_ID = "30";
export const PRODUCT_MODULE_ID = "20";
