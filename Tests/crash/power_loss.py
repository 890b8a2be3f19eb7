#!/usr/bin/env python3
"""Power cuts at every point of a save: rebuilds the disk as it could stand, then opens it.

Each scenario (new, edit, an edit while a catalog check runs in the background, delete,
import, a sync merge with a remote on a local path) runs once with iolog.so preloaded, which
records every write, flush, rename, link, unlink and mkdir below the scenario's folder, in
order (of every process it starts too). The record is then replayed on a model of a file
system that keeps only what was flushed, as POSIX promises and no more:

  - a file's bytes survive a cut once the file is fsynced (or fdatasynced), or once
    `sync_file_range` has waited for them to be written out and any fsync has followed (what
    git's `core.fsyncMethod=batch` relies on: that fsync commits the file system's journal);
  - a name (a file made, renamed, linked or removed; a folder made) survives once the folder
    holding it is fsynced;
  - bytes or names not flushed are gone: a file whose name survived but whose bytes did not
    comes back empty.

What stands on disk changes only when something is flushed, so there is one state a flush.
Each state is written out to a folder, and then: `git fsck` is clean (journal and remote),
`git status` is clean, `ilgi list` and `ilgi new` work, every entry saved before is there,
and, once the command had reported its result (written to its standard output), what it
saved is there too. After the last record, the model must equal the real disk: a call the
recorder missed would otherwise go unseen.

Prints one line per failure and, last, "N passed, N failed".

Usage: power_loss.py ILGI_BINARY IOLOG_SO [SCENARIO ...]
"""

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from every_syscall import Journal, entry_id, health_problems, jrnl_file, one_entry, two_machines  # noqa: E402

WAIT_AFTER = 4  # SYNC_FILE_RANGE_WAIT_AFTER


class Node:
    def __init__(self, folder, data=b""):
        self.folder = folder
        self.data = bytearray(data)  # what a reader sees now
        self.durable = bytes(data)  # what a power cut leaves
        self.written_out = None  # bytes sync_file_range waited for, durable at the next fsync
        self.names = {}  # a folder's names now
        self.durable_names = {}  # and after a cut


class Disk:
    """The model: what is there now, and what a cut would leave."""

    def __init__(self, base):
        self.base = base
        self.root = self.load(base)
        self.descriptors = {}
        self.pending = set()  # nodes with bytes written out, waiting for a journal commit

    def load(self, path):
        if os.path.isdir(path) and not os.path.islink(path):
            node = Node(True)
            for name in os.listdir(path):
                child = self.load(os.path.join(path, name))
                if child:
                    node.names[name] = child
            node.durable_names = dict(node.names)
            return node
        if os.path.isfile(path) and not os.path.islink(path):
            with open(path, "rb") as file:
                return Node(False, file.read())
        return None

    def split(self, path):
        relative = os.path.relpath(path, self.base)
        return [] if relative == "." else relative.split("/")

    def lookup(self, path):
        node = self.root
        for part in self.split(path):
            if node is None or not node.folder:
                return None
            node = node.names.get(part)
        return node

    def parent(self, path):
        parts = self.split(path)
        return self.lookup(os.path.join(self.base, *parts[:-1])) if parts else None, parts[-1] if parts else ""

    def apply(self, fields):
        kind = fields[0]
        if kind == "O":
            fd, path, flags = fields[1], fields[2], int(fields[3])
            node = self.lookup(path)
            if node is None and flags & os.O_CREAT:
                folder, name = self.parent(path)
                if folder is not None:
                    node = Node(False)
                    folder.names[name] = node
            if node is not None and flags & os.O_TRUNC and not node.folder:
                node.data = bytearray()
            self.descriptors[fd] = node
        elif kind == "C":
            self.descriptors.pop(fields[1], None)
        elif kind == "W":
            node = self.descriptors.get(fields[1])
            if node is None:
                return
            offset, data = int(fields[2]), bytes.fromhex(fields[3])
            if offset < 0:
                offset = len(node.data)
            if len(node.data) < offset:
                node.data.extend(b"\0" * (offset - len(node.data)))
            node.data[offset:offset + len(data)] = data
        elif kind == "T":
            node = self.descriptors.get(fields[1])
            length = int(fields[2])
            if node is not None:
                del node.data[length:]
                node.data.extend(b"\0" * (length - len(node.data)))
        elif kind == "S":
            node = self.descriptors.get(fields[1])
            # An fsync commits the file system's journal: what was written out is durable.
            for waiting in self.pending:
                waiting.durable = waiting.written_out
            self.pending.clear()
            if node is not None:
                if node.folder:
                    node.durable_names = dict(node.names)
                else:
                    node.durable = bytes(node.data)
        elif kind == "F":
            node = self.descriptors.get(fields[1])
            if node is not None and int(fields[2]) & WAIT_AFTER:
                node.written_out = bytes(node.data)
                self.pending.add(node)
        elif kind in ("R", "L"):
            old, new = fields[1], fields[2]
            source_folder, source_name = self.parent(old)
            node = source_folder.names.get(source_name) if source_folder else None
            target_folder, target_name = self.parent(new)
            if node is None or target_folder is None:
                return
            target_folder.names[target_name] = node
            if kind == "R":
                del source_folder.names[source_name]
        elif kind in ("U", "D"):
            folder, name = self.parent(fields[1])
            if folder is not None:
                folder.names.pop(name, None)
        elif kind == "M":
            folder, name = self.parent(fields[1])
            if folder is not None and name not in folder.names:
                folder.names[name] = Node(True)
        elif kind == "X":
            raise RuntimeError(f"the model cannot follow {fields[1]}")

    def write(self, destination, durable):
        """Writes what a cut leaves (`durable`) or what is there now into `destination`."""

        def walk(node, path):
            if node.folder:
                os.makedirs(path, exist_ok=True)
                for name, child in (node.durable_names if durable else node.names).items():
                    walk(child, os.path.join(path, name))
            else:
                with open(path, "wb") as file:
                    file.write(node.durable if durable else bytes(node.data))

        walk(self.root, destination)


def tree(path):
    """Every file below `path` with its bytes (SQLite's shared memory, written through a
    mapping the recorder cannot see, aside)."""
    found = {}
    for directory, _, files in os.walk(path):
        for name in files:
            full = os.path.join(directory, name)
            relative = os.path.relpath(full, path)
            if relative.endswith("-shm"):
                continue
            with open(full, "rb") as file:
                found[relative] = file.read()
    return found


def scenarios():
    def new(journal):
        one_entry(journal)
        return ["new", "Saved", "-m", "the new entry"], ["Saved"]

    def edit(journal):
        one_entry(journal)
        journal.must("new", "Draft title", "-m", "old words")
        editor = journal.script("rewrite.sh", "printf 'Rewritten\\n\\nnew words\\n' > \"$1\"")
        journal.env.update({"EDITOR": editor, "VISUAL": editor})
        return ["edit", entry_id(journal, "Draft title")], ["Rewritten"]

    def edit_with_a_check_due(journal):
        # The catalog's last full check is later than now, as after the clock stepped back:
        # the edit starts `reindex --if-due` in the background, which records into the same
        # log while the edit's own writes go on.
        command, saved = edit(journal)
        catalog = sqlite3.connect(os.path.join(journal.root, ".git/ilgi/index.sqlite"))
        with catalog:
            catalog.execute("UPDATE meta SET value = '9999999999' WHERE key = 'full_check'")
        catalog.close()
        return command, saved

    def delete(journal):
        one_entry(journal)
        journal.must("new", "Doomed", "-m", "text")
        return ["delete", entry_id(journal, "Doomed"), "--yes"], []

    def import_(journal):
        one_entry(journal)
        return ["import", jrnl_file(journal), "--from", "jrnl"], [f"Imported {day}" for day in range(1, 6)]

    def sync_merge(journal):
        two_machines(journal, ours=True, theirs=True)
        return ["sync"], ["Theirs"]

    return {"new": new, "edit": edit, "edit-with-a-check-due": edit_with_a_check_due, "delete": delete,
            "import": import_, "sync-merge": sync_merge}


def check(binary, state, acknowledged, saved, uses_remote):
    wanted = ["Kept"] + (saved if acknowledged else [])
    problems = health_problems(Journal(binary, state), uses_remote, wanted)
    if acknowledged:  # say so: the command had reported success
        problems = [p + " though the command had reported success" if "is missing" in p else p for p in problems]
    return problems


def simulate(binary, library, name, prepare):
    base = tempfile.mkdtemp(prefix=f"ilgi-power-{name}-")
    journal = Journal(binary, base)
    command, saved = prepare(journal)
    uses_remote = os.path.isdir(journal.remote)
    os.sync()
    disk = Disk(base)
    log = os.path.join(tempfile.mkdtemp(prefix="ilgi-iolog-"), "log")
    environment = dict(journal.env, ILGI_IOLOG=log, ILGI_IOROOT=base, ILGI_IOREPORTER="1", LD_PRELOAD=library)
    result = subprocess.run(
        [binary] + command, cwd=journal.home, env=environment, stdin=subprocess.DEVNULL,
        capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        return 0, [f"{name}: the command failed: {result.stderr.strip()}"]
    wait_for_what_it_left_running(log)
    # One state after each flush (and one before any): (records applied, reported yet?).
    states, reported = [], False
    with open(log) as file:
        records = [line.rstrip("\n").split("\t") for line in file if line.strip()]
    states.append(disk_state(disk, base))
    acknowledged = [False]
    for fields in records:
        if fields[0] == "P":
            reported = True
            acknowledged[-1] = True  # a cut from here on must keep what was reported
            continue
        disk.apply(fields)
        if fields[0] == "S":
            states.append(disk_state(disk, base))
            acknowledged.append(reported)
    # The command exited 0: a cut after its last flush must keep what it saved, whether or
    # not it printed anything.
    acknowledged[-1] = True
    problems, failed = [], 0
    model = tempfile.mkdtemp(prefix="ilgi-model-")
    disk.write(model, durable=False)
    if tree(model) != tree(base):
        differing = sorted(set(tree(model).items()) ^ set(tree(base).items()))
        problems.append(f"{name}: the model does not match the disk (a call was not recorded): "
                        f"{sorted({path for path, _ in differing})[:5]}")
        failed += 1
    shutil.rmtree(model, ignore_errors=True)
    passed = 0
    for index, (state, ack) in enumerate(zip(states, acknowledged)):
        found = check(binary, state, ack, saved, uses_remote)
        if found:
            problems += [f"{name}: cut after flush {index} of {len(states) - 1}: {problem}" for problem in found]
            failed += 1
        else:
            passed += 1
        shutil.rmtree(state, ignore_errors=True)
    shutil.rmtree(base, ignore_errors=True)
    return passed, failed, problems


def wait_for_what_it_left_running(log, limit=120):
    """Waits until no process carries this record's log in its environment: a catalog check
    the command started in the background (`reindex --if-due`, due when the clock stepped back
    since the last check) inherits it and records into it too, so the record is read only
    once it is whole. Without this the model once missed the check's write to the catalog.
    `limit` seconds at most: past it, the comparison with the disk says what was missed."""
    marker = f"ILGI_IOLOG={log}".encode()
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        running = False
        for pid in filter(str.isdigit, os.listdir("/proc")):
            try:
                with open(f"/proc/{pid}/environ", "rb") as file:
                    running = marker in file.read().split(b"\0")
            except OSError:
                continue  # gone, or not ours to read
            if running:
                break
        if not running:
            return
        time.sleep(0.05)


def disk_state(disk, base):
    """What a cut now leaves, written into a new folder laid out like `base`."""
    state = tempfile.mkdtemp(prefix="ilgi-cut-")
    disk.write(state, durable=True)
    return state


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    binary, library = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    chosen = sys.argv[3:] or list(scenarios())
    passed = failed = 0
    for name in chosen:
        states_passed, failed_here, problems = simulate(binary, library, name, scenarios()[name])
        for problem in problems:
            print("FAIL " + problem, flush=True)
        print(f"{name}: {states_passed} of {states_passed + failed_here} power cuts left a working journal", flush=True)
        passed += states_passed
        failed += failed_here
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
