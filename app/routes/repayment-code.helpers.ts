import { safeHttpUrl } from "~/lib/query";

/** An image URL from the query is used only when http(s) or a path on this site (not '//host'). */
export function safeImageUrl(value: string | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (text.startsWith("/") && !text.startsWith("//") && !/[\\\s]/.test(text)) return text;
  return safeHttpUrl(text)?.toString() ?? null;
}
