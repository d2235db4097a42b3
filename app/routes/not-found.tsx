import { data, type MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/error-page";
import { common } from "~/lib/messages/common";

/**
 * Any path no screen claims (remix.config.js maps "*" here): the "Page not found" page with status
 * 404. A matched route, rather than the root error boundary, hydrates the same tree the server drew.
 */
export const meta: MetaFunction = () => [{ title: `${common.notFoundTitle} | ${common.appName}` }];

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage title={common.notFoundTitle} body={common.notFoundBody} />;
}
