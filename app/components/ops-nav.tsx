import { opsNav as t } from "~/lib/messages/ops";

type OpsPage = "complaints" | "contactMessages" | "refunds" | "dataRequests" | "funnel";

const PAGES: Array<{ page: OpsPage; href: string }> = [
  { page: "complaints", href: "/ops/complaints" },
  { page: "contactMessages", href: "/ops/contact-messages" },
  { page: "refunds", href: "/ops/refunds" },
  { page: "dataRequests", href: "/ops/data-requests" },
  { page: "funnel", href: "/ops/promotion" },
];

/**
 * The console's pages and its logout on every ops page: plain links, so they work with JavaScript
 * off; logout is the login page's `?logout=1`, which ends the session on the server first.
 */
export function OpsNav({ current }: { current: OpsPage }) {
  return (
    <nav className="ops-nav" aria-label={t.label}>
      <ul>
        {PAGES.map(({ page, href }) => (
          <li key={page}>
            <a href={href} aria-current={page === current ? "page" : undefined}>
              {t[page]}
            </a>
          </li>
        ))}
        <li className="ops-nav__logout">
          <a href="/ops/login?logout=1">{t.logOut}</a>
        </li>
      </ul>
    </nav>
  );
}
