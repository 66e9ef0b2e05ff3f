#!/usr/bin/env python3
"""Prints the colours of a PNG's pixels, for tests that check a rendered picture.

    python3 scripts/png-pixels.py FILE X,Y [X,Y ...]

prints the image's size as `WIDTHxHEIGHT`, then one `#RRGGBB` line per point, in order (alpha is
ignored).

    python3 scripts/png-pixels.py --rgba FILE

writes `WIDTH HEIGHT\n`, then every pixel as 4 RGBA bytes, row by row (FILE `-` reads stdin; an
image without alpha gets 255). Reads 8-bit greyscale, RGB, palette, grey+alpha and RGBA images, non-interlaced, with
every PNG row filter; decompresses with Python's zlib and checks each chunk's CRC. Standard
library only. Exits 1 with a message on a file it cannot read or a point outside the image.
"""
import struct
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def fail(message):
    sys.stderr.write("png-pixels: " + message + "\n")
    sys.exit(1)


def chunks(data):
    offset = len(SIGNATURE)
    while offset + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        crc = data[offset + 8 + length:offset + 12 + length]
        if len(body) != length or len(crc) != 4:
            fail("truncated chunk " + kind.decode("latin-1"))
        if zlib.crc32(kind + body) & 0xFFFFFFFF != struct.unpack(">I", crc)[0]:
            fail("bad CRC in chunk " + kind.decode("latin-1"))
        yield kind, body
        offset += 12 + length
        if kind == b"IEND":
            return
    fail("no IEND chunk")


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def decode(path):
    if path == "-":
        data = sys.stdin.buffer.read()
    else:
        with open(path, "rb") as handle:
            data = handle.read()
    if not data.startswith(SIGNATURE):
        fail(path + ": not a PNG file")
    header, palette, compressed = None, None, bytearray()
    for kind, body in chunks(data):
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = body
        elif kind == b"IDAT":
            compressed += body
    if header is None:
        fail(path + ": no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in CHANNELS or interlace != 0:
        fail("%s: unsupported PNG (bit depth %d, colour type %d, interlace %d)" % (path, depth, colour, interlace))
    if colour == 3 and palette is None:
        fail(path + ": palette image without PLTE")
    bpp = CHANNELS[colour]
    stride = width * bpp
    raw = zlib.decompress(bytes(compressed))
    if len(raw) != height * (stride + 1):
        fail(path + ": image data has %d bytes, expected %d" % (len(raw), height * (stride + 1)))
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up = previous[i]
            corner = previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
            elif kind == 4:
                line[i] = (line[i] + paeth(left, up, corner)) & 0xFF
            elif kind != 0:
                fail("%s: unknown row filter %d" % (path, kind))
        rows.append(line)
        previous = line
    return width, height, colour, bpp, palette, rows


def rgba(pixel, colour, palette):
    """The pixel's red, green, blue and alpha."""
    if colour == 3:
        return tuple(palette[pixel[0] * 3:pixel[0] * 3 + 3]) + (255,)
    if colour == 0:
        return (pixel[0], pixel[0], pixel[0], 255)
    if colour == 4:
        return (pixel[0], pixel[0], pixel[0], pixel[1])
    if colour == 2:
        return (pixel[0], pixel[1], pixel[2], 255)
    return (pixel[0], pixel[1], pixel[2], pixel[3])


def write_rgba(path):
    width, height, colour, bpp, palette, rows = decode(path)
    out = bytearray(b"%d %d\n" % (width, height))
    for line in rows:
        if colour == 6:
            out += line
        else:
            for x in range(width):
                out += bytes(rgba(line[x * bpp:(x + 1) * bpp], colour, palette))
    sys.stdout.buffer.write(bytes(out))


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--rgba":
        write_rgba(sys.argv[2])
        return
    if len(sys.argv) < 2:
        fail("usage: png-pixels.py FILE X,Y [X,Y ...]")
    width, height, colour, bpp, palette, rows = decode(sys.argv[1])
    print("%dx%d" % (width, height))
    for point in sys.argv[2:]:
        try:
            x, y = (int(part) for part in point.split(","))
        except ValueError:
            fail("not a point: " + point)
        if not (0 <= x < width and 0 <= y < height):
            fail("point %d,%d is outside the %dx%d image" % (x, y, width, height))
        r, g, b, _ = rgba(rows[y][x * bpp:(x + 1) * bpp], colour, palette)
        print("#%02X%02X%02X" % (r, g, b))


if __name__ == "__main__":
    main()
