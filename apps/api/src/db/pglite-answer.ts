import { type PGlite, protocol } from '@electric-sql/pglite';

/** A message of PostgreSQL's to its client, as PGlite's parser makes it. */
export type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

const { CommandCompleteMessage, DataRowMessage, ReadyForQueryMessage } = protocol.messages;
/** Messages with no content, by their first byte. */
const contentless = new Map<number, BackendMessage>([
  [0x31, protocol.messages.parseComplete],
  [0x32, protocol.messages.bindComplete],
  [0x33, protocol.messages.closeComplete],
  [0x6e, protocol.messages.noData],
]);
const dataRow = 0x44;
const commandComplete = 0x43;
const readyForQuery = 0x5a;

/**
 * Reads each message of `data` (whole messages) in order. Those every exchange brings are read
 * here: PGlite's parser copies each message, and each row's every field, into a buffer of its
 * own before decoding it, which took a fifth of this thread's time under the mix. The rarer
 * ones (descriptions, errors, notices, notifications) go to PGlite's parser.
 */
export function readAnswer(data: Uint8Array, onMessage: (message: BackendMessage) => void) {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let parser: InstanceType<typeof protocol.Parser> | undefined;
  for (let at = 0; at < bytes.length; ) {
    const code = bytes[at] ?? 0;
    const length = bytes.readUInt32BE(at + 1);
    const end = at + 1 + length;
    const body = at + 5;
    if (code === dataRow) {
      const fields: (string | null)[] = [];
      let field = body + 2;
      for (let count = bytes.readInt16BE(body); count > 0; count -= 1) {
        const size = bytes.readInt32BE(field);
        field += 4;
        fields.push(size < 0 ? null : bytes.toString('utf8', field, field + size));
        field += Math.max(size, 0);
      }
      onMessage(new DataRowMessage(length, fields));
    } else if (code === commandComplete) {
      // The tag ends with a NUL.
      onMessage(new CommandCompleteMessage(length, bytes.toString('utf8', body, end - 1)));
    } else if (code === readyForQuery) {
      onMessage(new ReadyForQueryMessage(length, String.fromCharCode(bytes[body] ?? 0)));
    } else {
      const known = contentless.get(code);
      if (known) onMessage(known);
      else {
        parser ??= new protocol.Parser();
        parser.parse(bytes.subarray(at, end), onMessage);
      }
    }
    at = end;
  }
}
