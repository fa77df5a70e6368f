#!/usr/bin/env python3
"""Draws the app's icons (public/icons/*.png) in the tab colours of spec §9:
a lottery ball, white on #E52D00, with a #666666 ring for the number band.
Run once after changing the design; the PNGs are committed. Standard
library only (zlib PNG writer, 4x supersampling for smooth edges)."""
import os
import struct
import zlib

BRAND = (0xE5, 0x2D, 0x00)
TAB = (0x66, 0x66, 0x66)
WHITE = (0xFF, 0xFF, 0xFF)


def pixel(x, y, size, maskable):
    """The colour at (x, y) of an icon `size` wide (coordinates 0..size)."""
    c = size / 2
    d = ((x - c) ** 2 + (y - c) ** 2) ** 0.5
    # A maskable icon keeps its drawing inside the central 80 % safe zone.
    r = size * (0.30 if maskable else 0.36)
    if d <= r * 0.42:
        return BRAND
    if d <= r * 0.52:
        return TAB
    if d <= r:
        return WHITE
    return BRAND


def png(size, maskable):
    ss = 4
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            acc = [0, 0, 0]
            for sy in range(ss):
                for sx in range(ss):
                    col = pixel(x + (sx + 0.5) / ss, y + (sy + 0.5) / ss, size, maskable)
                    for i in range(3):
                        acc[i] += col[i]
            row += bytes(v // (ss * ss) for v in acc)
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", raw)
        + chunk(b"IEND", b"")
    )


out = os.path.join(os.path.dirname(__file__), "..", "public", "icons")
os.makedirs(out, exist_ok=True)
for name, size, maskable in [
    ("icon-192.png", 192, False),
    ("icon-512.png", 512, False),
    ("maskable-512.png", 512, True),
    ("apple-touch-icon.png", 180, False),
]:
    with open(os.path.join(out, name), "wb") as f:
        f.write(png(size, maskable))
    print(name)
