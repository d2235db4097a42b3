/**
 * A short text in which a hyphenated word ("na-approve", "e-wallet") never breaks at its hyphen:
 * a narrow column would otherwise show "Hindi na-" over "approve". The other spaces still wrap, and
 * the text a reader or a test gets is unchanged (only spans are added).
 */
export function WholeHyphenatedWords({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\S+-\S+)/).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
