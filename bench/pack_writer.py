"""Writes a git history of one commit per file straight into a pack and its index, for
bench/generate.py: the same objects `git fast-import` makes (the commit ids agree), in a
fraction of the time at a million entries.

fast-import rewrites and deltifies the whole month tree for every commit, searching for the
delta; at 1M entries a month holds 7,700 files and that took two and a half hours here. This
writer knows what changed (one 68-byte entry inserted at a known place), so each new version
of a month tree is stored as a delta it writes directly: copy the bytes before, insert the
entry, copy the bytes after. Every 50th version of a month tree is stored whole, as git's
default `pack.depth` keeps chains of deltas short. The index (`.idx`, version 2) is written
from what the writer already knows, so `git index-pack` need not inflate and hash it all again.

    pack = PackWriter(".git/objects/pack")
    pack.commit(created, "2016", "01", "<uuid>.txt", raw_bytes, b"Add 3f2a9c1b: Title")
    head = pack.finish()      # the last commit's id, for refs/heads/main
"""
import bisect
import hashlib
import os
import struct
import zlib

COMMIT, TREE, BLOB, OFS_DELTA = 1, 2, 3, 6
DELTA_DEPTH = 50
FILE_ENTRY_SIZE = len(b"100644 ") + 40 + 1 + 20  # "<uuid>.txt" is 40 bytes


def object_id(kind, content):
    name = {COMMIT: b"commit", TREE: b"tree", BLOB: b"blob"}[kind]
    return hashlib.sha1(b"%s %d\0" % (name, len(content)) + content).digest()


def type_and_size(kind, size):
    """A pack object's header: type and size, seven bits at a time after the first four."""
    first = (kind << 4) | (size & 0x0F)
    size >>= 4
    out = bytearray()
    while size:
        out.append(first | 0x80)
        first = size & 0x7F
        size >>= 7
    out.append(first)
    return bytes(out)


def delta_size(size):
    """A size inside a delta: little-endian, seven bits at a time."""
    out = bytearray()
    while True:
        byte = size & 0x7F
        size >>= 7
        if size:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def base_distance(distance):
    """How far back an OFS_DELTA's base starts: git's big-endian, off-by-one encoding."""
    out = [distance & 0x7F]
    distance >>= 7
    while distance:
        distance -= 1
        out.insert(0, 0x80 | (distance & 0x7F))
        distance >>= 7
    return bytes(out)


def copy(offset, size):
    """A delta instruction that copies `size` bytes at `offset` of the base (size > 0)."""
    assert 0 < size < 0x1000000
    flags, operands = 0x80, bytearray()
    for bit, byte in enumerate(offset.to_bytes(4, "little")):
        if byte:
            flags |= 1 << bit
            operands.append(byte)
    for bit, byte in enumerate(size.to_bytes(3, "little")):
        if byte:
            flags |= 1 << (4 + bit)
            operands.append(byte)
    return bytes([flags]) + bytes(operands)


class MonthTree:
    """A month folder's tree: its entries in git's order, and where its last version is packed."""

    def __init__(self):
        self.names = []
        self.entries = []
        self.offset = None
        self.size = 0
        self.depth = 0
        self.id = None


class PackWriter:
    def __init__(self, folder):
        self.folder = folder
        self.temporary = os.path.join(folder, "tmp_generated.pack")
        self.file = open(self.temporary, "wb")
        self.written = 0
        self.objects = []  # (id, crc32, offset)
        self.seen = set()
        self.months = {}  # (year, month) -> MonthTree
        self.years = {}  # year -> {month: tree id}
        self.year_ids = {}  # year -> its tree's id
        self.parent = None
        self.count = 0
        self.write(b"PACK" + struct.pack(">II", 2, 0))  # the count is filled in at the end

    def write(self, data):
        self.file.write(data)
        self.written += len(data)

    def add(self, object_id, header, body):
        packed = header + zlib.compress(body, 1)
        self.objects.append((object_id, zlib.crc32(packed), self.written))
        offset = self.written
        self.write(packed)
        return offset

    def whole(self, kind, content):
        identity = object_id(kind, content)
        if identity not in self.seen:
            self.seen.add(identity)
            self.add(identity, type_and_size(kind, len(content)), content)
        return identity

    def month_tree(self, year, month, name, blob):
        tree = self.months.setdefault((year, month), MonthTree())
        position = bisect.bisect_left(tree.names, name)
        entry = b"100644 " + name.encode() + b"\0" + blob
        assert len(entry) == FILE_ENTRY_SIZE
        tree.names.insert(position, name)
        tree.entries.insert(position, entry)
        content = b"".join(tree.entries)
        tree.id = object_id(TREE, content)
        if tree.offset is None or tree.depth >= DELTA_DEPTH:
            offset = self.written
            self.add(tree.id, type_and_size(TREE, len(content)), content)
            tree.depth = 0
        else:
            at = position * FILE_ENTRY_SIZE
            delta = delta_size(tree.size) + delta_size(len(content))
            if at:
                delta += copy(0, at)
            delta += bytes([len(entry)]) + entry
            if tree.size - at:
                delta += copy(at, tree.size - at)
            offset = self.written
            header = type_and_size(OFS_DELTA, len(delta)) + base_distance(offset - tree.offset)
            self.add(tree.id, header, delta)
            tree.depth += 1
        tree.offset, tree.size = offset, len(content)
        return tree.id

    @staticmethod
    def folder_tree(children):
        return b"".join(b"40000 " + name.encode() + b"\0" + child for name, child in sorted(children.items()))

    def commit(self, when, year, month, name, raw, message):
        blob = self.whole(BLOB, raw)
        months = self.years.setdefault(year, {})
        months[month] = self.month_tree(year, month, name, blob)
        self.year_ids[year] = self.whole(TREE, self.folder_tree(months))
        root = self.whole(TREE, self.folder_tree(self.year_ids))
        stamp = f"{int(when.timestamp())} +0900".encode()
        content = b"tree " + root.hex().encode() + b"\n"
        if self.parent:
            content += b"parent " + self.parent.hex().encode() + b"\n"
        content += b"author bench <bench@example.com> " + stamp + b"\n"
        content += b"committer bench <bench@example.com> " + stamp + b"\n\n" + message
        self.parent = self.whole(COMMIT, content)

    def finish(self):
        """Writes the pack's count and checksum and its index; returns the last commit's id."""
        self.file.close()
        with open(self.temporary, "r+b") as f:
            f.seek(8)
            f.write(struct.pack(">I", len(self.objects)))
        # The checksum covers the header, whose count is known only now: taken at the end.
        checksum = hashlib.sha1()
        with open(self.temporary, "rb") as f:
            while chunk := f.read(1 << 24):
                checksum.update(chunk)
        pack_id = checksum.digest()
        with open(self.temporary, "ab") as f:
            f.write(pack_id)
        base = os.path.join(self.folder, "pack-" + pack_id.hex())
        self.write_index(base + ".idx", pack_id)
        os.rename(self.temporary, base + ".pack")
        return self.parent.hex()

    def write_index(self, path, pack_id):
        objects = sorted(self.objects)
        fanout = [0] * 256
        for identity, _, _ in objects:
            fanout[identity[0]] += 1
        total = 0
        for byte in range(256):
            total += fanout[byte]
            fanout[byte] = total
        small, large = bytearray(), bytearray()
        for _, _, offset in objects:
            if offset < 0x80000000:
                small += struct.pack(">I", offset)
            else:
                small += struct.pack(">I", 0x80000000 | (len(large) // 8))
                large += struct.pack(">Q", offset)
        body = b"\377tOc" + struct.pack(">I", 2) + struct.pack(">256I", *fanout)
        body += b"".join(identity for identity, _, _ in objects)
        body += b"".join(struct.pack(">I", crc) for _, crc, _ in objects)
        body += bytes(small) + bytes(large) + pack_id
        with open(path, "wb") as f:
            f.write(body + hashlib.sha1(body).digest())
