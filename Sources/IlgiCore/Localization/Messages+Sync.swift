/// What ilgi says about remotes and sync, in English and Korean.
extension Messages {
    // MARK: Remote URLs

    public static let urlEmpty = Localized(en: "it is empty", ko: "비어 있어요")
    public static let urlHasLineBreak = Localized(en: "it contains a line break", ko: "줄바꿈이 들어 있어요")
    public static let urlMalformed = Localized(en: "it is not a well-formed URL", ko: "올바른 URL 형식이 아니에요")
    public static let urlNeedsHost = Localized(en: "it names no host", ko: "호스트가 없어요")
    public static let urlNeedsPath = Localized(
        en: "it names no repository path on the server", ko: "서버의 저장소 경로가 없어요")
    public static let urlBadPort = Localized(en: "its port is not between 1 and 65535", ko: "포트가 1에서 65535 사이가 아니에요")
    public static let urlEmptyUser = Localized(en: "the user name before '@' is empty", ko: "'@' 앞의 사용자 이름이 비어 있어요")
    public static let urlFileNeedsAbsolutePath = Localized(
        en: "a file:// URL needs an absolute path, such as file:///srv/journal.git",
        ko: "file:// URL에는 file:///srv/journal.git 같은 절대 경로가 필요해요")

    public static func urlUnknownScheme(_ scheme: String) -> Localized {
        Localized(
            en: "ilgi does not know the scheme '\(scheme)://'",
            ko: "'\(scheme)://'는 ilgi가 모르는 주소 방식이에요")
    }

    public static func invalidRemoteURL(_ url: String, _ reason: Localized) -> Localized {
        Localized(
            en:
                "'\(url)' is not a remote ilgi can use: \(reason.english); give a path, file:///path, git://host/path, ssh://user@host/path, user@host:path or https://host/path",
            ko:
                "'\(url)'는 쓸 수 없는 원격 주소예요: \(reason.korean). 경로, file:///경로, git://호스트/경로, ssh://사용자@호스트/경로, 사용자@호스트:경로, https://호스트/경로 중 하나로 주세요"
        )
    }

    // MARK: Managing remotes

    public static func invalidRemoteName(_ name: String) -> Localized {
        Localized(
            en: "'\(name)' cannot be a remote name; use letters, digits, '-', '_' or '.', such as origin or backup",
            ko: "'\(name)'는 원격 이름으로 쓸 수 없어요. origin이나 backup처럼 글자, 숫자, '-', '_', '.'만 쓰세요")
    }

    public static func remoteExists(_ name: String, _ url: String) -> Localized {
        Localized(
            en:
                "a remote named '\(name)' already exists (\(url)); remove it first with 'ilgi remote remove \(name)', or pick another name",
            ko: "'\(name)' 원격이 이미 있어요 (\(url)). 먼저 'ilgi remote remove \(name)'로 지우거나 다른 이름을 고르세요")
    }

    public static func remoteNotFound(_ name: String, _ known: [String]) -> Localized {
        if known.isEmpty {
            return Localized(
                en:
                    "there is no remote named '\(name)'; the journal has no remotes yet (add one with 'ilgi remote add NAME URL')",
                ko: "'\(name)' 원격이 없어요. 아직 원격이 하나도 없으니 'ilgi remote add 이름 URL'로 추가하세요")
        }
        let list = known.joined(separator: ", ")
        return Localized(
            en: "there is no remote named '\(name)'; the remotes are: \(list)",
            ko: "'\(name)' 원격이 없어요. 있는 원격: \(list)")
    }

    public static func localRemoteMissing(_ path: String) -> Localized {
        Localized(
            en: "there is no git repository at \(path); create one first with: git init --bare -b main \(path)",
            ko: "\(path)에 git 저장소가 없어요. 먼저 만드세요: git init --bare -b main \(path)")
    }

    public static func chooseRemote(_ names: [String]) -> Localized {
        let list = names.joined(separator: ", ")
        return Localized(
            en: "the journal has several remotes (\(list)) and none is its upstream yet; say which: ilgi sync NAME",
            ko: "원격이 여러 개 (\(list)) 있고 아직 기본 원격이 없어요. 어느 쪽인지 알려 주세요: ilgi sync 이름")
    }

    // MARK: Syncing: what went wrong

    public static let noRemote = Localized(
        en: "the journal has no remote to sync with; add one with 'ilgi remote add origin URL'",
        ko: "동기화할 원격이 없어요. 'ilgi remote add origin URL'로 추가하세요")

    public static let detachedHead = Localized(
        en:
            "the journal is not on a branch (detached HEAD), so there is nothing to sync; go back with 'ilgi git switch main'",
        ko: "일기장이 브랜치 위에 있지 않아요 (detached HEAD). 'ilgi git switch main'으로 돌아가세요")

    public static func sshUnsupported(_ url: String) -> Localized {
        Localized(
            en:
                "cannot reach \(url): the libgit2 ilgi runs on was built without ssh (libssh2) support; use an https:// URL or a path, or install a libgit2 built with ssh",
            ko:
                "\(url)에 연결할 수 없어요: ilgi가 쓰는 libgit2가 ssh(libssh2) 없이 빌드됐어요. https:// 주소나 경로를 쓰거나, ssh를 지원하는 libgit2를 설치하세요"
        )
    }

    static let localCommitsSafeEnglish = "your entries are safe in this journal"
    static let localCommitsSafeKorean = "일기는 이 일기장에 그대로 있어요"

    public static func unreachable(_ remote: String, _ url: String, _ detail: String) -> Localized {
        Localized(
            en:
                "could not reach \(remote) (\(url)): \(detail); \(localCommitsSafeEnglish), so check the address or your network and run 'ilgi sync' again",
            ko:
                "\(remote)(\(url))에 연결할 수 없어요: \(detail). \(localCommitsSafeKorean). 주소나 네트워크를 확인하고 'ilgi sync'를 다시 실행하세요"
        )
    }

    public static func remoteRepositoryMissing(_ remote: String, _ url: String, _ detail: String) -> Localized {
        Localized(
            en:
                "\(remote) (\(url)) has no git repository there: \(detail); check the URL with 'ilgi remote list' (\(localCommitsSafeEnglish))",
            ko: "\(remote)(\(url))에 git 저장소가 없어요: \(detail). 'ilgi remote list'로 주소를 확인하세요 (\(localCommitsSafeKorean))")
    }

    public static func authenticationFailed(
        _ remote: String, _ url: String, _ tried: [String], _ detail: String
    )
        -> Localized
    {
        let triedEnglish = tried.isEmpty ? "no credentials were available" : "tried " + tried.joined(separator: ", ")
        let triedKorean = tried.isEmpty ? "쓸 수 있는 인증 정보가 없었어요" : "시도한 것: " + tried.joined(separator: ", ")
        return Localized(
            en:
                "\(remote) (\(url)) did not accept ilgi's credentials (\(triedEnglish); \(detail)); for ssh, load your key into ssh-agent or set 'ilgi config sshkey PATH'; for https, set ILGI_GIT_TOKEN or a git credential helper (\(localCommitsSafeEnglish))",
            ko:
                "\(remote)(\(url))가 인증을 받아들이지 않았어요 (\(triedKorean). \(detail)). ssh라면 키를 ssh-agent에 넣거나 'ilgi config sshkey 경로'를 설정하고, https라면 ILGI_GIT_TOKEN이나 git credential helper를 설정하세요 (\(localCommitsSafeKorean))"
        )
    }

    static func hostAndPort(_ host: String, _ port: Int?) -> String {
        guard let port, port != 22 else { return host }
        return "[\(host)]:\(port)"
    }

    static func keyscan(_ host: String, _ port: Int?) -> String {
        guard let port, port != 22 else { return "ssh-keyscan \(host) >> ~/.ssh/known_hosts" }
        return "ssh-keyscan -p \(port) \(host) >> ~/.ssh/known_hosts"
    }

    public static func unknownHost(_ host: String, _ port: Int?, _ keyType: String, _ fingerprint: String) -> Localized
    {
        let name = hostAndPort(host, port)
        let command = keyscan(host, port)
        return Localized(
            en:
                "the ssh host \(name) is not in ~/.ssh/known_hosts (its \(keyType) key is \(fingerprint)); if that fingerprint is the server's, trust it with: \(command)",
            ko:
                "ssh 호스트 \(name)이(가) ~/.ssh/known_hosts에 없어요 (\(keyType) 키 지문 \(fingerprint)). 서버의 지문이 맞다면 다음으로 신뢰하세요: \(command)"
        )
    }

    public static func hostKeyChanged(_ host: String, _ port: Int?, _ file: String, _ fingerprint: String) -> Localized
    {
        let name = hostAndPort(host, port)
        return Localized(
            en:
                "the ssh host key of \(name) does not match the one in \(file) (it now shows \(fingerprint)); someone may be intercepting the connection, or the server was reinstalled: ask its owner, and only then remove the old key with 'ssh-keygen -R \"\(name)\"'",
            ko:
                "\(name)의 ssh 호스트 키가 \(file)에 있는 키와 달라요 (지금 지문: \(fingerprint)). 누군가 연결을 가로채고 있거나 서버가 다시 설치됐을 수 있어요. 서버 관리자에게 확인한 뒤에만 'ssh-keygen -R \"\(name)\"'로 옛 키를 지우세요"
        )
    }

    public static func pushRejected(_ remote: String, _ reference: String, _ reason: String) -> Localized {
        Localized(
            en:
                "\(remote) refused to update \(reference): \(reason); \(localCommitsSafeEnglish) (ask the server's owner, or check its hooks and branch protection)",
            ko:
                "\(remote)이(가) \(reference) 업데이트를 거부했어요: \(reason). \(localCommitsSafeKorean) (서버 관리자에게 묻거나 서버의 훅과 브랜치 보호 설정을 확인하세요)"
        )
    }

    public static func remoteKeepsMoving(_ remote: String, _ attempts: Int) -> Localized {
        Localized(
            en:
                "\(remote) changed again each time while syncing (\(attempts) tries); another machine is syncing right now, so run 'ilgi sync' again in a moment",
            ko: "동기화하는 동안 \(remote)이(가) 계속 바뀌었어요 (\(attempts)번 시도). 다른 기기가 지금 동기화 중이니 잠시 후 'ilgi sync'를 다시 실행하세요")
    }

    public static func remoteBusy(_ remote: String, _ file: String) -> Localized {
        Localized(
            en: "another ilgi is pushing to \(remote) right now (it holds \(file)); run 'ilgi sync' again in a moment",
            ko: "다른 ilgi가 지금 \(remote)에 보내고 있어요(\(file) 파일을 잡고 있어요). 잠시 후 'ilgi sync'를 다시 실행하세요")
    }

    public static func remoteLocked(_ remote: String, _ file: String) -> Localized {
        Localized(
            en:
                "\(remote) is locked by \(file): a push is running there now, or one on another machine stopped halfway. If no other machine is syncing with \(remote), remove that file and run 'ilgi sync' again",
            ko:
                "\(remote)이(가) \(file) 파일로 잠겨 있어요. 지금 다른 곳에서 보내고 있거나, 다른 기기의 보내기가 중간에 멈췄어요. \(remote)와(과) 동기화하는 다른 기기가 없다면 그 파일을 지우고 'ilgi sync'를 다시 실행하세요"
        )
    }

    public static func uncommittedChanges(_ paths: [String]) -> Localized {
        let shown = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
        return Localized(
            en:
                "the journal has changes that are not committed (\(shown)); commit them with 'ilgi git commit -am \"…\"' or undo them with 'ilgi git restore .', then sync",
            ko: "커밋하지 않은 변경이 있어요 (\(shown)). 'ilgi git commit -am \"…\"'로 커밋하거나 'ilgi git restore .'로 되돌린 뒤 동기화하세요")
    }

    public static func checkoutBlocked(_ detail: String) -> Localized {
        Localized(
            en:
                "could not bring the received files into the journal: a file not committed to git is in the way (\(detail)); move it aside and run 'ilgi sync' again",
            ko: "받은 파일을 일기장에 넣지 못했어요: git에 커밋되지 않은 파일이 가로막고 있어요 (\(detail)). 옮긴 뒤 'ilgi sync'를 다시 실행하세요")
    }

    public static func transferFailed(_ remote: String, _ pushing: Bool, _ detail: String) -> Localized {
        Localized(
            en:
                "could not \(pushing ? "push to" : "fetch from") \(remote): \(detail); \(localCommitsSafeEnglish), so run 'ilgi sync' again once the problem is fixed",
            ko:
                "\(remote)\(pushing ? "에 보내지" : "에서 받지") 못했어요: \(detail). \(localCommitsSafeKorean). 문제를 고친 뒤 'ilgi sync'를 다시 실행하세요"
        )
    }

    // MARK: Syncing: what a remote may not do

    public static func remoteChangesEncryption(_ remote: String, _ commit: String, _ subject: String) -> Localized {
        let named = subject.isEmpty ? commit : "\(commit) (\"\(subject)\")"
        return Localized(
            en:
                "sync stopped: commit \(named) on \(remote) changes the encryption lines of .gitattributes, which would store entries as text; nothing was changed and the journal stays encrypted. Revert that commit on the remote, then sync again",
            ko:
                "동기화를 멈췄어요: \(remote)의 커밋 \(named)이(가) .gitattributes의 암호화 줄을 바꿔서 일기가 평문으로 저장될 수 있어요. 아무것도 바꾸지 않았고 일기장은 계속 암호화되어 있어요. 원격에서 그 커밋을 되돌린 뒤 다시 동기화하세요"
        )
    }

    public static func massDeletion(
        _ remote: String, _ removed: Int, _ total: Int, _ commit: String, _ subject: String
    ) -> Localized {
        let named = subject.isEmpty ? commit : "\(commit) (\"\(subject)\")"
        return Localized(
            en:
                "sync stopped: \(remote) would remove \(removed) of this journal's \(total) entries (commit \(named)); nothing was changed. If that is what you meant, run 'ilgi sync --yes' (each one can be brought back with 'ilgi restore ID'); if not, revert that commit on the remote",
            ko:
                "동기화를 멈췄어요: \(remote)이(가) 이 일기장의 일기 \(total)편 가운데 \(removed)편을 지우려 해요 (커밋 \(named)). 아무것도 바꾸지 않았어요. 원한 일이라면 'ilgi sync --yes'를 실행하세요 ('ilgi restore ID'로 하나씩 되살릴 수 있어요). 아니라면 원격에서 그 커밋을 되돌리세요"
        )
    }

    public static func tooLargeInFolder(_ remote: String, _ path: String, _ size: Int, _ commit: String) -> Localized {
        let megabytes = size >> 20
        return Localized(
            en:
                "sync stopped: \(remote) holds \(path), \(megabytes) MiB (at commit \(commit)), and fetching from a folder reads each file whole; nothing was fetched or changed. Remove that file from the remote's history, or reach the remote over ssh, where it is fetched in pieces and left out",
            ko:
                "동기화를 멈췄어요: \(remote)에 \(path) 파일이 있는데 \(megabytes) MiB예요 (커밋 \(commit)). 폴더에서 받을 때는 파일을 통째로 읽어야 해서 아무것도 받거나 바꾸지 않았어요. 원격의 기록에서 그 파일을 지우거나, ssh로 원격에 연결하면 조금씩 받아서 빼 둘게요"
        )
    }

    public static func unreadableName(_ remote: String, _ commit: String) -> Localized {
        Localized(
            en:
                "sync stopped: \(remote) holds a file whose name is not UTF-8 (at commit \(commit)); nothing was changed. Rename or remove it on the remote, then sync again",
            ko:
                "동기화를 멈췄어요: \(remote)에 이름이 UTF-8이 아닌 파일이 있어요 (커밋 \(commit)). 아무것도 바꾸지 않았어요. 원격에서 그 파일의 이름을 바꾸거나 지운 뒤 다시 동기화하세요"
        )
    }

    /// Why a path from a remote was left out: a few words after it.
    public static func leftOutReason(_ reason: SyncReport.LeftOutReason) -> Localized {
        switch reason {
        case .symbolicLink: Localized(en: "a symbolic link", ko: "심볼릭 링크")
        case .submodule: Localized(en: "a submodule", ko: "서브모듈")
        case .gitFolder: Localized(en: "inside a .git folder", ko: ".git 폴더 안")
        case .plainText:
            Localized(en: "not encrypted with this journal's key", ko: "이 일기장의 키로 암호화되지 않았어요")
        case .unverified:
            Localized(en: "ciphertext this journal's key does not verify", ko: "이 일기장의 키로 확인되지 않는 암호문")
        case .tooLarge:
            Localized(
                en: "larger than ilgi takes from a remote (16 MiB for an entry, 32 MiB for a file)",
                ko: "원격에서 받는 크기보다 커요 (일기는 16 MiB, 파일은 32 MiB까지)")
        }
    }

    /// How to take a plain entry a remote sent to an encrypted journal, on purpose.
    public static func takeLeftOutEntry(_ id: String, _ commit: String) -> Localized {
        Localized(
            en: "if you wrote it, take it (it is then stored encrypted): ilgi restore \(id) --at \(commit)",
            ko: "직접 쓴 일기라면 이렇게 받으세요 (그때부터 암호화해서 저장해요): ilgi restore \(id) --at \(commit)")
    }

    public static func leftOut(_ count: Int, _ remote: String) -> Localized {
        Localized(
            en: "Left out \(count) file\(count == 1 ? "" : "s") from \(remote) that ilgi never takes from a remote:",
            ko: "원격에서 받지 않는 파일 \(count)개를 \(remote)에서 빼고 받았어요:")
    }

    // MARK: Syncing: what happened

    /// The title of the entry that keeps the other side's version of an entry both sides edited.
    public static func conflictCopyTitle(_ title: String, _ source: String, _ date: String) -> Localized {
        Localized(
            en: "\(title) (conflict from \(source), \(date))",
            ko: "\(title) (\(source)에서 온 충돌 사본, \(date))")
    }

    // MARK: Settings

    public static let settingSSHKey = Localized(
        en: "the ssh private key 'ilgi sync' uses (instead of ~/.ssh/id_ed25519, id_ecdsa, id_rsa)",
        ko: "'ilgi sync'가 쓸 ssh 개인 키 (~/.ssh/id_ed25519, id_ecdsa, id_rsa 대신)")
    public static let expectedKeyPath = Localized(
        en: "the path of a private key file, such as ~/.ssh/journal_ed25519",
        ko: "~/.ssh/journal_ed25519 같은 개인 키 파일 경로")
    public static let settingSyncAuto = Localized(
        en: "sync in the background after each save, when the journal has a remote (on or off)",
        ko: "원격이 있으면 저장할 때마다 뒤에서 동기화해요 (on 또는 off)")
    public static let settingSyncInterval = Localized(
        en: "how often 'ilgi serve' syncs by itself, such as 5m or 1h (0 never)",
        ko: "'ilgi serve'가 스스로 동기화하는 간격, 예: 5m, 1h (0이면 안 함)")
    public static let expectedOnOff = Localized(en: "on or off", ko: "on 또는 off")
    public static let expectedInterval = Localized(
        en: "a time such as 90s, 15m or 1h (at most a day), or 0", ko: "90s, 15m, 1h 같은 시간 (하루까지) 또는 0")

    // MARK: Syncs in the background

    public static func notSentUnreachable(_ count: Int, _ remote: String, _ since: String) -> Localized {
        Localized(
            en:
                "\(count == 1 ? "1 save" : "\(count) saves") not sent yet: \(remote) unreachable since \(since); ilgi tries again later ('ilgi status')",
            ko: "저장 \(count)개를 아직 보내지 못했어요: \(since)부터 \(remote)에 닿지 않아요. 나중에 다시 해 볼게요 ('ilgi status')")
    }

    public static func notSentFailed(_ count: Int, _ remote: String, _ error: Localized) -> Localized {
        Localized(
            en:
                "\(count == 1 ? "1 save" : "\(count) saves") not sent yet: the last sync with \(remote) failed: \(error.english)",
            ko: "저장 \(count)개를 아직 보내지 못했어요: \(remote)와의 마지막 동기화가 실패했어요: \(error.korean)")
    }

    public static func backgroundSyncFailed(_ remote: String, _ error: Localized) -> Localized {
        Localized(
            en: "a sync in the background with \(remote) failed: \(error.english)",
            ko: "뒤에서 한 \(remote)와의 동기화가 실패했어요: \(error.korean)")
    }

    public static func conflictsKeptInBackground(_ paths: [String]) -> Localized {
        let list = paths.joined(separator: ", ")
        return Localized(
            en:
                "a sync in the background kept both versions of \(paths.count == 1 ? "an entry" : "\(paths.count) entries"), theirs as \(list); compare and keep what you want",
            ko: "뒤에서 한 동기화가 일기 \(paths.count)개의 두 가지 버전을 모두 남겼어요. 상대 쪽은 \(list)에 있어요. 비교해서 원하는 것을 남기세요")
    }

    public static func leftOutInBackground(_ paths: [String]) -> Localized {
        Localized(
            en:
                "a sync in the background left out \(paths.count) file(s) from the remote: \(paths.joined(separator: ", ")) ('ilgi sync' says why)",
            ko: "뒤에서 한 동기화가 원격의 파일 \(paths.count)개를 받지 않았어요: \(paths.joined(separator: ", ")) (이유는 'ilgi sync'가 알려 줘요)")
    }
}
