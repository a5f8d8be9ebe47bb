// A zip bomb for tests: an entry whose local and central headers declare a
// few hundred bytes while its DEFLATE stream inflates to as many megabytes of
// zeros as asked. Built without inflating or deflating the whole: one
// sync-flushed DEFLATE block of 1 MB of zeros (~1 KB) is repeated — each copy
// refers back to zeros only, so the concatenation is one valid stream — and
// closed with an empty final block.
import { constants, crc32, deflateRawSync } from "node:zlib";

export interface ZipEntry {
  name: string;
  /** The entry's real bytes (stored deflated), or a bomb of this many MB of zeros. */
  data: Buffer | { zerosMb: number };
  /** The uncompressed size the headers claim; the real one by default. */
  declaredSize?: number;
}

function deflated(data: ZipEntry["data"]): { compressed: Buffer; size: number; crc: number } {
  if (Buffer.isBuffer(data)) return { compressed: deflateRawSync(data), size: data.length, crc: crc32(data) };
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
  const end = deflateRawSync(Buffer.alloc(0));
  return { compressed: Buffer.concat([...Array.from({ length: data.zerosMb }, () => block), end]), size: data.zerosMb * 1024 * 1024, crc: 0 };
}

/** A zip of the entries, each DEFLATE-compressed, with the sizes its headers are told to claim. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { compressed, size, crc } = deflated(entry.data);
    const declared = entry.declaredSize ?? size;
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // DEFLATE
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
