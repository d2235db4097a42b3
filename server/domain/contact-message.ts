/**
 * The reference a visitor is given for a message sent through the public site's contact form, and
 * that the agents' console shows beside it: C- and the message number, six digits at least.
 */
export function contactReference(id: number): string {
  return `C-${String(id).padStart(6, "0")}`;
}
