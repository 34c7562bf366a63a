import { Code } from '@mantine/core';
import { splitInlineCode } from './doc-text';

/** A description of the document, its `backticked` parts set as code. */
export function DocText({ text }: { text: string }) {
  return splitInlineCode(text).map((piece, index) =>
    // The pieces never move: their place is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
    piece.code ? <Code key={index}>{piece.text}</Code> : <span key={index}>{piece.text}</span>,
  );
}
