/**
 * The route table of the specification is the public interface: the native app deep-links to these
 * exact paths, so every documented reading of a screen's path maps to the same module.
 * (File-system routing is switched off; this table is the single source of truth.)
 *
 * Order matters for speed, not meaning: Remix's router tries the paths of equal rank in this order
 * on every match (four per document), so a page near the top is found sooner. The pages of a
 * payday (Order Details, repayment, the order list, the pay code) come first; no two paths can
 * match the same address, so any order routes alike (docs/benchmarks.md, "The route table's cost").
 *
 * @type {Array<[screen: string, paths: string[]]>}
 */
export const routeTable = [
  ["routes/order-details.tsx", ["/poles"]],
  ["routes/repayment.tsx", ["/away", "/tree"]],
  ["routes/order-list.tsx", ["/attic"]],
  ["routes/repayment-code.tsx", ["/repaymentOfCode"]],
  ["routes/bank-binding.tsx", ["/only", "/circus"]],
  ["routes/customer-service.tsx", ["/bungalow"]],
  ["routes/about-us.tsx", ["/Uncle"]],
  ["routes/privacy-policy.tsx", ["/going"]],
  ["routes/loan-terms.tsx", ["/loanTerms"]],
  ["routes/public-site.tsx", ["/"]],
  ["routes/joint-login-failure.tsx", ["/rabbit"]],
  ["routes/recommend-list.tsx", ["/stump"]],
  ["routes/product-detail.tsx", ["/matter"]],
  ["routes/test-preview.tsx", ["/testPreview"]],
  ["routes/loan-confirm.tsx", ["/opened"]],
  ["routes/loan-confirm-older.tsx", ["/and"]],
  ["routes/loan-agreement.tsx", ["/well"]],
  ["routes/promotion.tsx", ["/promotion"]],
  ["routes/promotion-agreement.tsx", ["/promotion/agreement"]],
  ["routes/promotion-download.tsx", ["/promotion/download"]],
  ["routes/ops-promotion.tsx", ["/ops/promotion"]],
  ["routes/complaint-start.tsx", ["/face", "/complaint"]],
  ["routes/complaint-next.tsx", ["/complainPageNext"]],
  ["routes/complaint-list.tsx", ["/complaintList", "/Lulu"]],
  ["routes/complaint-details.tsx", ["/complainDetails"]],
  // Ours: a complaint's record as a PDF (docs/decisions/172).
  ["routes/complaint-record-pdf.ts", ["/complainDetails/pdf"]],
  ["routes/complaint-image.ts", ["/complaint-image"]],
  ["routes/ops-complaints.tsx", ["/ops/complaints"]],
  ["routes/ops-contact-messages.tsx", ["/ops/contact-messages"]],
  ["routes/ops-login.tsx", ["/ops/login"]],
  // Ours: money received and owed back, for the agents to refund (docs/decisions/150).
  ["routes/ops-refunds.tsx", ["/ops/refunds"]],
  // Ours: pay in full today, pay any part, cancel in the cooling-off period (docs/decisions/174).
  ["routes/repay-your-way.tsx", ["/repayYourWay"]],
  ["routes/repayment-code-2.tsx", ["/repaymentOfCode2"]],
  ["routes/payment-guide.tsx", ["/dragonpayPaymentInstructions"]],
  ["routes/legacy-repayment.tsx", ["/funny"]],
  ["routes/legacy-repayment-confirm.tsx", ["/here"]],
  ["routes/payment-history.tsx", ["/paymentHistory"]],
  ["routes/payment-receipt.tsx", ["/paymentReceipt"]],
  ["routes/payment-receipt-pdf.ts", ["/paymentReceipt/pdf"]],
  // Ours: what we hold about the borrower, its downloads, and the agents' data requests (docs/decisions/178).
  ["routes/my-data.tsx", ["/myData"]],
  ["routes/my-data-download.ts", ["/myData/json", "/myData/pdf"]],
  ["routes/ops-data-requests.tsx", ["/ops/data-requests"]],
  // Ours: the statement of account and the certificate of full payment (docs/decisions/186).
  ["routes/statement-of-account.tsx", ["/statementOfAccount"]],
  ["routes/statement-of-account-pdf.ts", ["/statementOfAccount/pdf"]],
  ["routes/full-payment-certificate.tsx", ["/fullPaymentCertificate"]],
  ["routes/full-payment-certificate-pdf.ts", ["/fullPaymentCertificate/pdf"]],
  // Ours: where the payment gateway sends the borrower back (no session in its address).
  ["routes/payment-return.tsx", ["/payment-return"]],
  // Ours: the language switch of pages without a session (docs/decisions/130).
  ["routes/language.ts", ["/language"]],
  // Every other path: a real route answering 404, so the browser hydrates the page the server drew
  // (with no route matched, lazy route discovery hydrated an empty tree: React error #418).
  ["routes/not-found.tsx", ["*"]],
];

/**
 * A route's id: the screen's file without folder and extension for its first path, with the path
 * spelled in letters and dashes after it for each further one (`repayment`, `repayment-tree`).
 * @param {string} file @param {string} path @param {number} index
 */
export function routeIdOf(file, path, index) {
  const id = file.replace(/^routes\//, "").replace(/\.tsx?$/, "");
  return index === 0 ? id : `${id}${path.replace(/[^A-Za-z0-9]/g, "-")}`;
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  serverPlatform: "node",
  ignoredRouteFiles: ["**/*"],
  browserNodeBuiltinsPolyfill: { modules: {} },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      for (const [file, paths] of routeTable) {
        paths.forEach((path, index) => route(path, file, { id: routeIdOf(file, path, index) }));
      }
    });
  },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
