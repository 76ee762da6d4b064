// HTTP range requests (RFC 9110, section 14) over a file in memory: what a `<video>` element sends to
// start and to seek. One range per request (a `<video>` never asks for more); a header with
// several ranges, or one that is not a bytes range, is ignored and the whole file answered, as
// the RFC allows.

export type RangeAnswer =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/** Reads `Range: bytes=a-b`, `bytes=a-` or `bytes=-n` against a file of `size` bytes. */
export function readRange(header: string | null, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // The last n bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', start, end };
}

export interface RangedBytes {
  status: 200 | 206 | 416;
  bytes: Uint8Array;
  headers: Record<string, string>;
}

/** The answer to a request for `bytes` with `rangeHeader`: 200, 206 with Content-Range, or 416. */
export function rangedBytes(bytes: Uint8Array, rangeHeader: string | null): RangedBytes {
  const size = bytes.byteLength;
  const range = readRange(rangeHeader, size);
  switch (range.kind) {
    case 'whole':
      return { status: 200, bytes, headers: { 'Accept-Ranges': 'bytes' } };
    case 'unsatisfiable':
      return {
        status: 416,
        bytes: new Uint8Array(0),
        headers: { 'Accept-Ranges': 'bytes', 'Content-Range': `bytes */${size}` },
      };
    case 'part':
      return {
        status: 206,
        bytes: bytes.subarray(range.start, range.end + 1),
        headers: {
          'Accept-Ranges': 'bytes',
          'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
        },
      };
  }
}
