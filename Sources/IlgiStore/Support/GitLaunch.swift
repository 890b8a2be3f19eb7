import IlgiEntry

/// The one place the arguments of every `git` process ilgi starts are made: `git fsck` for
/// `doctor`, `git credential` for `sync`, and `ilgi git …`.
///
/// A journal's own `.git/config` is someone else's input (a copied or shared journal carries
/// it), so it must not make ilgi run a program. Settings given with `-c` win over every config
/// file, so each launch switches off what could run one:
///
/// - `core.fsmonitor=false`: git runs the configured fsmonitor command (any shell command)
///   whenever it looks at the index, `git fsck` included;
/// - `core.hooksPath=/dev/null`: no hook from `.git/hooks` or elsewhere;
/// - `--no-pager` and `core.pager=cat`: no configured pager;
/// - `diff.external=` and `diff.*.textconv` are not reached by the commands ilgi runs
///   itself; `core.sshCommand`, `protocol.*.allow`, `uploadpack.packObjectsHook` and the
///   `ext::` transport only matter to a transfer, and ilgi's transfers are libgit2's, which
///   reads none of them (no `core.sshCommand`: libssh2; no hooks, no fsmonitor, no external
///   filters: libgit2 1.5 runs no program from a repository's config). Aliases cannot
///   replace a built-in command (`fsck`, `credential`), so they never apply.
///
/// What git may still run, as `git push` would in the journal: the credential helper
/// (`credential.helper`) and askpass program the user configured, for `sync` over https.
///
/// `ilgi git ARGS` is the user's own git (as `pass git` is): it gets `core.fsmonitor=false`
/// only, and otherwise honours the journal's config exactly as `git -C JOURNAL ARGS` would.
public enum GitLaunch {
    /// The settings every git that ilgi runs for itself gets, before its command.
    public static let hardening = [
        "--no-pager",
        "-c", "core.fsmonitor=false",
        "-c", "core.hooksPath=/dev/null",
        "-c", "core.pager=cat",
        "-c", "diff.external=",
    ]

    /// `git` arguments for a command ilgi runs for itself in `directory`
    /// (`git -C DIRECTORY <hardening> ARGUMENTS…`).
    public static func arguments(_ arguments: [String], in directory: String) -> [String] {
        ["-C", directory] + hardening + arguments
    }

    /// `git` arguments for `ilgi git ARGUMENTS…`: the user's command, with no fsmonitor.
    public static func passthroughArguments(_ arguments: [String], in directory: String) -> [String] {
        ["-C", directory, "-c", "core.fsmonitor=false"] + arguments
    }

    /// Environment every git that ilgi runs gets on top of ilgi's own: no optional locks (a
    /// `git status` in a prompt must not race ilgi's writes for `index.lock`).
    public static let environment = ["GIT_OPTIONAL_LOCKS": "0"]
}
