#!/usr/bin/env python3
"""Kills ilgi at every system call of every write command, and checks that nothing is stuck.

For each scenario (new, edit, delete, star, restore, import, doctor --fix, hooks run, a sync
that fetches, a sync that pushes to a local path, a sync merge; and on an encrypted journal
crypt init, crypt lock, crypt unlock, new, and a sync merge) and each of the system calls
rename(at), link, unlink(at), write, fsync and openat with O_CREAT, ilgi runs under strace with
`-e inject=SYSCALL:signal=KILL:when=N`, for N from 1 until the command finishes without being
killed. After every kill:

  - the next read (`ilgi list`) and the next write (`ilgi new`, and `ilgi sync` where there is
    a remote) exit 0;
  - `git status` is clean and `git fsck` finds nothing, in the journal and in the remote;
  - no `*.lock` is left, in the journal's `.git` or in the local remote;
  - every save acknowledged before the kill is there;
  - a plain `git commit` in the journal works.

Every sync scenario is also run with SIGTERM in place of SIGKILL at each of those calls (a
user's Ctrl-C or a service manager stopping it): ilgi then stops at once where it can, puts
back what it wrote, and dies of the signal, or finishes the step it cannot leave half done
and then dies of it; the same checks follow, and the journal holds what it held before the
sync or what the sync brought, nothing between.

This generalises CrashRecoveryTests' named steps (which `make test` runs) in the way SQLite's
crash tests cover every I/O. It is slow (a few minutes), so CI runs it as a step of its own:
`make crash-sweep`. Prints one line per failure and, last, "N passed, N failed".

Usage: every_syscall.py ILGI_BINARY [SCENARIO ...]
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor

SYSCALLS = ["rename", "renameat", "link", "unlink", "unlinkat", "write", "fsync", "openat"]
KILLED = -9  # subprocess reports death by SIGKILL as -9
SIGNALS = {"KILL": -9, "TERM": -15}
LIMIT = 400  # no command of these makes more calls of one kind; a bound against a loop


class Journal:
    """A home folder with a journal (and, for sync scenarios, a bare remote beside it)."""

    def __init__(self, binary, base):
        self.binary = binary
        self.base = base
        self.home = os.path.join(base, "home")
        self.root = os.path.join(self.home, ".local/share/ilgi")
        self.remote = os.path.join(base, "remote.git")
        os.makedirs(self.home, exist_ok=True)
        # Syncs ilgi starts by itself (after a save, a server's timer) are off here: each
        # scenario says when to sync. libgit2 reads $HOME/.gitconfig, whatever git is told.
        with open(os.path.join(self.home, ".gitconfig"), "w") as config:
            config.write('[ilgi "sync"]\n\tauto = off\n')
        self.env = {
            "HOME": self.home,
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "USER": "tester",
            "LANG": "C",
            "TZ": "UTC",
            "TERM": "dumb",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": "/dev/null",
        }

    def run(self, *arguments, env=None, prefix=(), timeout=120):
        environment = dict(self.env, **(env or {}))
        return subprocess.run(
            list(prefix) + [self.binary] + list(arguments), cwd=self.home, env=environment,
            stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=timeout)

    def must(self, *arguments, env=None):
        result = self.run(*arguments, env=env)
        if result.returncode != 0:
            raise RuntimeError(f"setup: ilgi {' '.join(arguments)} failed: {result.stderr}")
        return result.stdout.strip()

    def git(self, *arguments, folder=None):
        return subprocess.run(
            ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + list(arguments),
            cwd=folder or self.root, env=self.env, capture_output=True, text=True, timeout=120)

    def titles(self):
        listed = self.run("list", "--json")
        if listed.returncode != 0:
            return None
        return [entry.get("title", "") for entry in json.loads(listed.stdout or "[]")]

    def script(self, name, body):
        return "sh " + write_file(os.path.join(self.home, "bin", name), body + "\n")


def write_file(path, text, mode=None):
    """Writes `text` to `path`, making its folders; returns the path."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)
    if mode is not None:
        os.chmod(path, mode)
    return path


class Scenario:
    """A journal made ready, the command to kill, and the titles that must survive."""

    uses_remote = False
    second = None  # the other machine of a sync scenario

    def __init__(self, name, prepare, command, survivors, env=None, uses_remote=False, settle=None):
        self.name = name
        self.prepare = prepare
        self.command = command
        self.survivors = survivors
        self.env = env or {}
        self.uses_remote = uses_remote
        # Run after the kill, before the checks: a killed `crypt lock` may leave the journal
        # locked, which every read refuses by design; settling unlocks it again.
        self.settle = settle


def one_entry(journal):
    journal.must("new", "Kept", "-m", "written before")


def jrnl_file(journal, days=5):
    """A jrnl journal of `days` entries in the home folder, for an import; returns its path."""
    path = os.path.join(journal.home, "journal.txt")
    with open(path, "w") as file:
        for day in range(1, days + 1):
            file.write(f"[2020-01-0{day} 09:00] Imported {day}\nBody {day}.\n\n")
    return path


def two_machines(journal, ours, theirs):
    """This machine and another syncing through a bare remote beside them, each with "Kept";
    "Theirs" pushed by the other when `theirs`, "Ours" made here (not synced) when `ours`."""
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", journal.remote], check=True)
    other = Journal(journal.binary, os.path.join(journal.base, "other"))
    one_entry(journal)
    journal.must("remote", "add", "origin", journal.remote)
    journal.must("sync")
    other.must("remote", "add", "origin", journal.remote)
    other.must("sync")
    if theirs:
        other.must("new", "Theirs", "-m", "from the other machine")
        other.must("sync")
    if ours:
        journal.must("new", "Ours", "-m", "from this machine")


def encrypted(journal):
    """Turns encryption on and keeps the key in the home folder (`key`)."""
    journal.must("crypt", "init")
    journal.must("crypt", "export-key", os.path.join(journal.home, "key"))


def unlocked(journal):
    """Unlocks the journal when a killed lock left it locked; returns the problems."""
    result = journal.run("crypt", "unlock", os.path.join(journal.home, "key"))
    if result.returncode == 0 or "already unlocked" in result.stderr:
        return []
    return [f"crypt unlock after the kill failed: {result.stderr.strip()[:300]}"]


def rewritten_again(journal):
    """Runs a killed `crypt init --rewrite-history --yes` again, as its message and the sync's
    refusal tell the user to: it must finish (rewrite and forced push); returns the problems."""
    result = journal.run("crypt", "init", "--rewrite-history", "--yes")
    if result.returncode == 0:
        return []
    return [f"crypt init --rewrite-history again after the kill failed: {result.stderr.strip()[:300]}"]


def entry_id(journal, title):
    for entry in json.loads(journal.must("list", "--json")):
        if entry["title"] == title:
            return entry["id"]
    raise RuntimeError(f"no entry {title}")


def scenarios(binary):
    def new(journal):
        one_entry(journal)
        return ["new", "Killed", "-m", "maybe"], {}

    def edit(journal):
        one_entry(journal)
        editor = journal.script("rewrite.sh", "printf 'Kept\\n\\nrewritten\\n' > \"$1\"")
        return ["edit", entry_id(journal, "Kept")], {"EDITOR": editor, "VISUAL": editor}

    def delete(journal):
        one_entry(journal)
        journal.must("new", "Doomed", "-m", "text")
        return ["delete", entry_id(journal, "Doomed"), "--yes"], {}

    def star(journal):
        one_entry(journal)
        return ["star", entry_id(journal, "Kept")], {}

    def tags_rename(journal):
        one_entry(journal)
        journal.must("new", "Tagged", "-m", "a @walk today")
        journal.must("new", "Tagged too", "-m", "another @walk")
        return ["tags", "rename", "walk", "stroll"], {}

    def restore(journal):
        one_entry(journal)
        journal.must("new", "Returning", "-m", "text")
        identifier = entry_id(journal, "Returning")
        journal.must("delete", identifier, "--yes")
        return ["restore", identifier], {}

    def import_(journal):
        one_entry(journal)
        return ["import", jrnl_file(journal), "--from", "jrnl"], {}

    def doctor(journal):
        one_entry(journal)
        # An entry without Created:, committed by plain git: doctor --fix adds the trailer.
        write_file(os.path.join(journal.root, "2020/01/00000000-0000-4000-8000-000000000001.txt"),
                   "No date\n\nwritten by hand\n")
        journal.git("add", "-A")
        journal.git("commit", "-qm", "by hand")
        return ["doctor", "--fix"], {}

    def hooks(journal):
        one_entry(journal)
        write_file(os.path.join(journal.home, ".config/ilgi/hooks/post-create"),
                   "#!/bin/sh\nprintf 'Mood: hook\\n' >> \"$ILGI_ENTRY_PATH\"\n", mode=0o755)
        return ["hooks", "run", "post-create", entry_id(journal, "Kept")], {}

    def syncing(ours, theirs):
        def prepare(journal):
            two_machines(journal, ours=ours, theirs=theirs)
            return ["sync"], {}
        return prepare

    def crypt_init(journal):
        one_entry(journal)
        return ["crypt", "init"], {}

    def crypt_lock(journal):
        one_entry(journal)
        encrypted(journal)
        return ["crypt", "lock"], {}

    def crypt_unlock(journal):
        one_entry(journal)
        encrypted(journal)
        journal.must("crypt", "lock")
        return ["crypt", "unlock", os.path.join(journal.home, "key")], {}

    def new_encrypted(journal):
        one_entry(journal)
        encrypted(journal)
        return ["new", "Killed", "-m", "maybe"], {}

    def sync_merge_encrypted(journal):
        one_entry(journal)
        encrypted(journal)
        subprocess.run(["git", "init", "-q", "--bare", "-b", "main", journal.remote], check=True)
        journal.must("remote", "add", "origin", journal.remote)
        journal.must("sync")
        other = Journal(journal.binary, os.path.join(journal.base, "other"))
        other.must("remote", "add", "origin", journal.remote)
        other.must("sync")  # an empty journal takes the remote's: a locked clone
        other.must("crypt", "unlock", os.path.join(journal.home, "key"))
        other.must("new", "Theirs", "-m", "from the other machine")
        other.must("sync")
        journal.must("new", "Ours", "-m", "from this machine")
        return ["sync"], {}

    def crypt_rewrite_history(journal):
        one_entry(journal)
        journal.must("new", "Second", "-m", "written before too")
        subprocess.run(["git", "init", "-q", "--bare", "-b", "main", journal.remote], check=True)
        journal.must("remote", "add", "origin", journal.remote)
        journal.must("sync")
        return ["crypt", "init", "--rewrite-history", "--yes"], {}

    return {
        "new": Scenario("new", new, None, ["Kept"]),
        "edit": Scenario("edit", edit, None, ["Kept"]),
        "delete": Scenario("delete", delete, None, ["Kept"]),
        "star": Scenario("star", star, None, ["Kept"]),
        "tags-rename": Scenario("tags-rename", tags_rename, None, ["Kept", "Tagged", "Tagged too"]),
        "restore": Scenario("restore", restore, None, ["Kept"]),
        "import": Scenario("import", import_, None, ["Kept"]),
        "doctor-fix": Scenario("doctor-fix", doctor, None, ["Kept", "No date"]),
        "hooks-run": Scenario("hooks-run", hooks, None, ["Kept"]),
        "sync-fetch": Scenario(
            "sync-fetch", syncing(ours=False, theirs=True), None, ["Kept"], uses_remote=True),
        "sync-push": Scenario(
            "sync-push", syncing(ours=True, theirs=False), None, ["Kept", "Ours"], uses_remote=True),
        "sync-merge": Scenario(
            "sync-merge", syncing(ours=True, theirs=True), None, ["Kept", "Ours"],
            uses_remote=True),
        "crypt-init": Scenario("crypt-init", crypt_init, None, ["Kept"]),
        "crypt-lock": Scenario("crypt-lock", crypt_lock, None, ["Kept"], settle=unlocked),
        "crypt-unlock": Scenario("crypt-unlock", crypt_unlock, None, ["Kept"], settle=unlocked),
        "new-encrypted": Scenario("new-encrypted", new_encrypted, None, ["Kept"]),
        "sync-merge-encrypted": Scenario(
            "sync-merge-encrypted", sync_merge_encrypted, None, ["Kept", "Ours"], uses_remote=True),
        "crypt-rewrite-history": Scenario(
            "crypt-rewrite-history", crypt_rewrite_history, None, ["Kept", "Second"], uses_remote=True,
            settle=rewritten_again),
    }


def lock_files(folder):
    found = []
    for directory, folders, files in os.walk(folder):
        relative = os.path.relpath(directory, folder)
        if relative == "ilgi" or relative.startswith("ilgi/"):
            continue
        found += [os.path.normpath(os.path.join(relative, name)) for name in files if name.endswith(".lock")]
    return found


def health_problems(journal, uses_remote, wanted, after_write=None):
    """What must hold after a crash, in the crash sweeps both: the next read and write work,
    `git status` and `git fsck` (journal and remote) are clean, every title in `wanted` is
    there. `after_write` adds the problems of a step between the write and the checks."""
    problems = []
    read = journal.run("list")
    if read.returncode != 0:
        problems.append(f"the next read failed: {read.stderr.strip()[:300]}")
    write = journal.run("new", "Afterwards", "-m", "still works")
    if write.returncode != 0:
        problems.append(f"the next write failed: {write.stderr.strip()[:300]}")
    if after_write:
        problems += after_write()
    status = journal.git("status", "--porcelain")
    if status.returncode != 0 or status.stdout.strip():
        problems.append(f"git status is not clean: {(status.stdout + status.stderr).strip()[:300]}")
    for folder in [journal.root] + ([journal.remote] if uses_remote else []):
        fsck = journal.git("fsck", "--no-dangling", "--no-progress", folder=folder)
        if fsck.returncode != 0 or fsck.stdout.strip() or "error" in fsck.stderr:
            problems.append(f"git fsck in {os.path.basename(folder)}: {(fsck.stdout + fsck.stderr).strip()[:300]}")
    titles = journal.titles() or []
    for title in wanted + ["Afterwards"]:
        if title not in titles:
            problems.append(f"the acknowledged entry '{title}' is missing")
    return problems


def check(journal, scenario):
    """What must hold after a kill; returns the problems found."""

    def next_sync():
        synced = journal.run("sync")
        return [] if synced.returncode == 0 else [f"the next sync failed: {synced.stderr.strip()}"]

    problems = scenario.settle(journal) if scenario.settle else []
    problems += health_problems(
        journal, scenario.uses_remote, scenario.survivors, next_sync if scenario.uses_remote else None)
    locks = lock_files(os.path.join(journal.root, ".git"))
    if scenario.uses_remote:
        locks += ["remote: " + path for path in lock_files(journal.remote)]
    if locks:
        problems.append(f"lock files left: {locks}")
    commit = journal.git("commit", "--allow-empty", "-qm", "by hand")
    if commit.returncode != 0:
        problems.append(f"a plain git commit failed: {commit.stderr.strip()}")
    return problems


def prepared(binary, scenario, template):
    """A copy of the scenario's prepared journal (made once, copied for each kill)."""
    base = tempfile.mkdtemp(prefix=f"ilgi-sweep-{scenario.name}-")
    shutil.rmtree(base)
    shutil.copytree(template, base, symlinks=True)
    journal = Journal(binary, base)
    if scenario.uses_remote:  # the copy syncs with its own copy of the remote
        journal.git("remote", "set-url", "origin", journal.remote)
    return journal


def call_numbers(journal, syscall, command, env):
    """The invocation numbers to kill at: every one for most calls; for openat only those
    that create a file (O_CREAT), counted per thread as strace counts them."""
    if syscall != "openat":
        return None
    trace = os.path.join(journal.base, "openat.trace")
    journal.run(*command, env=env, prefix=["strace", "-f", "-qq", "-o", trace, "-e", "trace=openat"])
    counts, numbers = {}, set()
    with open(trace) as file:
        for line in file:
            match = re.match(r"(\d+)\s+openat\(", line)
            if not match:
                continue
            pid = match.group(1)
            counts[pid] = counts.get(pid, 0) + 1
            if "O_CREAT" in line:
                numbers.add(counts[pid])
    return sorted(numbers)


def count_calls(journal, syscall, command, env):
    """How many calls of `syscall` the command makes, in every thread and child."""
    trace = os.path.join(journal.base, f"{syscall}.count")
    journal.run(*command, env=env, prefix=["strace", "-f", "-qq", "-o", trace, "-e", f"trace={syscall}"])
    with open(trace) as file:
        return sum(1 for line in file if re.match(rf"\d+\s+{syscall}\(", line))


def sweep(job):
    binary, name, syscall, signal, template, command, env = job
    scenario = scenarios(binary)[name]
    results = []
    probe = prepared(binary, scenario, template)
    numbers = call_numbers(probe, syscall, command, env)
    if signal == "TERM" and numbers is None:
        # A SIGTERM ilgi holds back does not end it at once, and one that lands outside the
        # stretches it holds back is thread-directed (as strace sends it) to a thread that
        # blocks it, so the command finishes: every call is tried, not up to the first finish.
        numbers = list(range(1, count_calls(probe, syscall, command, env) + 1))
    shutil.rmtree(probe.base, ignore_errors=True)
    n = 0
    candidates = iter(numbers) if numbers is not None else iter(range(1, LIMIT + 1))
    for n in candidates:
        journal = prepared(binary, scenario, template)
        try:
            killed = journal.run(
                *command, env=env,
                prefix=["strace", "-f", "-qq", "-o", "/dev/null", "-e", f"trace={syscall}",
                        "-e", f"inject={syscall}:signal={signal}:when={n}"])
            if killed.returncode != SIGNALS[signal]:
                if killed.returncode != 0:
                    results.append((name, syscall, n, [f"the command itself failed: {killed.stderr.strip()}"]))
                    break
                if signal == "KILL":
                    break  # it finished before its nth call: every call has been killed at
            results.append((name, f"{syscall} ({signal})", n, check(journal, scenario)))
        finally:
            shutil.rmtree(journal.base, ignore_errors=True)
    return results


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    binary = os.path.abspath(sys.argv[1])
    names = sys.argv[2:] or list(scenarios(binary))
    jobs, templates = [], []
    for name in names:
        scenario = scenarios(binary)[name]
        template = tempfile.mkdtemp(prefix=f"ilgi-sweep-template-{name}-")
        journal = Journal(binary, template)
        command, env = scenario.prepare(journal)
        templates.append(template)
        signals = ["KILL", "TERM"] if name.startswith("sync") else ["KILL"]
        jobs += [(binary, name, syscall, signal, template, command, env) for syscall in SYSCALLS for signal in signals]
    passed = failed = 0
    with ProcessPoolExecutor(max_workers=int(os.environ.get("SWEEP_JOBS", os.cpu_count() or 2))) as pool:
        for results in pool.map(sweep, jobs):
            kills = {}
            for name, syscall, n, problems in results:
                kills.setdefault((name, syscall), 0)
                kills[(name, syscall)] += 1
                if problems:
                    failed += 1
                    for problem in problems:
                        print(f"FAIL {name} killed at {syscall} #{n}: {problem}", flush=True)
                else:
                    passed += 1
            for (name, syscall), count in kills.items():
                print(f"{name}: signalled at each of {count} {syscall} calls", flush=True)
    for template in templates:
        shutil.rmtree(template, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
