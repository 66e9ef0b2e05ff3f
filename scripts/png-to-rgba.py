#!/usr/bin/env python3
"""Decodes a PNG (8-bit greyscale, RGB or RGBA, grey+alpha; not interlaced, not paletted: what
rsvg-convert writes) from stdin and writes `WIDTH HEIGHT\\n` then the pixels as RGBA bytes, row
by row, to stdout. Python 3 standard library only; the SVG render tests read pixels through it.

Usage: rsvg-convert -f png chart.svg | python3 scripts/png-to-rgba.py > chart.rgba
"""
import struct
import sys
import zlib


def main():
    data = sys.stdin.buffer.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit("not a PNG")
    at, idat, header = 8, b"", None
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    width, height, depth, color, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(color)
    if depth != 8 or channels is None or interlace:
        raise SystemExit("unsupported PNG: depth %d, colour type %d, interlace %d" % (depth, color, interlace))
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    out = bytearray()
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 0xFF
        previous = line
        for x in range(width):
            pixel = line[x * channels:(x + 1) * channels]
            if channels == 1:
                out += bytes((pixel[0], pixel[0], pixel[0], 255))
            elif channels == 2:
                out += bytes((pixel[0], pixel[0], pixel[0], pixel[1]))
            elif channels == 3:
                out += bytes(pixel) + b"\xff"
            else:
                out += bytes(pixel)
    sys.stdout.buffer.write(b"%d %d\n" % (width, height) + bytes(out))


if __name__ == "__main__":
    main()
