/**
 * An e-mail address that, when a narrow screen must break it, breaks after the "@" (the mailbox
 * over its domain) rather than inside the domain ("pautang.example." over "ph"). The address a
 * reader or a test gets is unchanged.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
