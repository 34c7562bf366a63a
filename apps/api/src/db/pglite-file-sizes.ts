import type { PGlite } from '@electric-sql/pglite';

/**
 * What this module needs of Emscripten's Node.js file system (NODEFS), through which PGlite
 * reads and writes the data folder: its stream and node operations, which every open file of the
 * mount calls through these same objects.
 */
interface FileNode {
  mode: number;
}

interface FileStream {
  node: FileNode;
}

export interface NodeFileSystem {
  stream_ops: {
    open(stream: FileStream): void;
    setattr(stream: FileStream, attributes: { size?: number }): void;
    llseek(stream: FileStream, offset: number, whence: number): number;
    write(
      stream: FileStream,
      buffer: Uint8Array,
      offset: number,
      length: number,
      position: number,
      canOwn?: boolean,
    ): number;
  };
  node_ops: {
    setattr(node: FileNode, attributes: { size?: number }): void;
  };
}

const seekEnd = 2;

/**
 * Keeps the size of each file PostgreSQL opens in the data folder, so that asking for its end
 * (`lseek(fd, 0, SEEK_END)`, which PostgreSQL does to learn a table's or an index's length at
 * nearly every scan and insert) no longer costs a `fstat` system call and a `Stats` object:
 * under the realistic mix that was 14 % of the embedded database's thread, the busiest.
 *
 * A size is read from the disk once per file, then follows every write that passes its end; it
 * is forgotten whenever the file is opened or its size is set (a truncation). That is exact only while
 * this process alone writes the folder through this file system, which the folder's lock (see
 * `data-dir-lock.ts`) guarantees for the data files.
 */
export function keepFileSizes(fileSystem: NodeFileSystem): void {
  const sizes = new WeakMap<FileNode, number>();
  const { stream_ops: streams, node_ops: nodes } = fileSystem;
  const { open, llseek, write, setattr: setStreamAttributes } = streams;
  const { setattr: setNodeAttributes } = nodes;

  streams.llseek = (stream, offset, whence) => {
    if (whence !== seekEnd) return llseek(stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) {
      size = llseek(stream, 0, seekEnd);
      sizes.set(stream.node, size);
    }
    // Below zero is refused as the original refuses it.
    return offset + size < 0 ? llseek(stream, offset, whence) : offset + size;
  };
  streams.write = (stream, buffer, offset, length, position, canOwn) => {
    let written: number;
    try {
      written = write(stream, buffer, offset, length, position, canOwn);
    } catch (error) {
      // It may have written part: the disk says how much, next time.
      sizes.delete(stream.node);
      throw error;
    }
    const size = sizes.get(stream.node);
    if (size !== undefined && position + written > size) sizes.set(stream.node, position + written);
    return written;
  };
  // Opening may truncate (O_TRUNC); any change of size but a write's is read again afterwards.
  streams.open = (stream) => {
    sizes.delete(stream.node);
    open(stream);
  };
  streams.setattr = (stream, attributes) => {
    if (attributes.size !== undefined) sizes.delete(stream.node);
    setStreamAttributes(stream, attributes);
  };
  nodes.setattr = (node, attributes) => {
    if (attributes.size !== undefined) sizes.delete(node);
    setNodeAttributes(node, attributes);
  };
}

/**
 * The file system of the data folder of a PGlite opened on one (Node.js), or undefined for one
 * in memory, or a PGlite whose module no longer shows it.
 */
export function nodeFileSystemOf(pglite: PGlite): NodeFileSystem | undefined {
  return (pglite.Module as unknown as { NODEFS?: NodeFileSystem }).NODEFS;
}
