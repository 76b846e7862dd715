"""Windows .ico and macOS .icns from the one source image, at build time, standard library only.

The source is resources/icons/companion.svg, rendered once to the PNG sizes beside it
(companion-16.png ... companion-512.png). Both container formats simply hold those PNGs:
an ICO directory of PNG entries (Windows Vista and later) and ICNS chunks of PNG data
(macOS 10.7 and later). Nothing binary is committed: build.py writes them into the build folder.
"""

from __future__ import annotations

import struct
from pathlib import Path

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS chunk type -> pixel size of the PNG it holds (the @2x types reuse the larger image).
ICNS_TYPES = (
    ("icp4", 16),
    ("icp5", 32),
    ("icp6", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic11", 32),
    ("ic12", 64),
    ("ic13", 256),
    ("ic14", 512),
)


def png_size(data: bytes) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk."""
    if data[:8] != PNG_MAGIC or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def source_pngs(icon_dir: Path) -> dict[int, bytes]:
    """{size: PNG bytes} for every companion-<size>.png, each checked to be size x size."""
    pngs = {}
    for path in icon_dir.glob("companion-*.png"):
        data = path.read_bytes()
        size = int(path.stem.rsplit("-", 1)[1])
        if png_size(data) != (size, size):
            raise ValueError(f"{path.name} is {png_size(data)}, not {size}x{size}")
        pngs[size] = data
    return pngs


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    chunks = b""
    for kind, size in ICNS_TYPES:
        if size in pngs:
            data = pngs[size]
            chunks += kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def write_icons(icon_dir: Path, out_dir: Path) -> tuple[Path, Path]:
    """Write companion.ico and companion.icns into out_dir; returns their paths."""
    pngs = source_pngs(icon_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    ico, icns = out_dir / "companion.ico", out_dir / "companion.icns"
    ico.write_bytes(ico_bytes(pngs))
    icns.write_bytes(icns_bytes(pngs))
    return ico, icns
