import IlgiCore

/// Help for `ilgi remote` and `ilgi sync`, in English and Korean.
extension Help {
    // MARK: remote
    public static let remote = Localized(
        en: "Manage the git remotes the journal syncs with.",
        ko: "일기장이 동기화할 git 원격을 관리해요.")
    public static let remoteDiscussion = Localized(
        en: """
            A remote is another copy of the journal: a folder (a USB stick, a synced drive), a \
            server reached by ssh, git:// or https. A URL may be a path, file:///path, \
            git://host/path, ssh://user@host[:port]/path, user@host:path or https://host/path.
            """,
        ko: """
            원격은 일기장의 또 다른 사본이에요: 폴더(USB, 동기화 드라이브)나 ssh, git://, https로 \
            닿는 서버. URL은 경로, file:///경로, git://호스트/경로, ssh://사용자@호스트[:포트]/경로, \
            사용자@호스트:경로, https://호스트/경로 중 하나예요.
            """)
    public static let remoteAdd = Localized(en: "Add a remote.", ko: "원격을 추가해요.")
    public static let remoteList = Localized(
        en: "List the remotes: name and URL, one a line; '(upstream)' marks the one 'ilgi sync' uses.",
        ko: "원격 목록: 한 줄에 이름과 URL 하나씩, '(upstream)'은 'ilgi sync'가 쓰는 원격이에요.")
    public static let remoteRemove = Localized(
        en: "Remove a remote (the journal's entries are untouched).",
        ko: "원격을 지워요 (일기는 그대로예요).")
    public static let remoteNameArgument = Localized(
        en: "The remote's name, such as origin.", ko: "원격 이름 (예: origin)")
    public static let remoteURLArgument = Localized(
        en: "Where the remote is: a path or a git URL.", ko: "원격의 위치: 경로나 git URL")

    // MARK: sync
    public static let sync = Localized(
        en: "Sync with a remote: fetch its entries, merge them with yours, send yours.",
        ko: "원격과 동기화해요: 원격의 일기를 받아 내 일기와 합치고, 내 일기를 보내요.")
    public static let syncDiscussion = Localized(
        en: """
            Without a name, ilgi syncs with the branch's upstream (set by the first sync), else \
            'origin', else the only remote. Nothing is lost: an entry edited on both machines is \
            merged line by line; where both changed the same lines, yours stays and theirs is \
            saved as a new entry marked "(conflict from …)". An entry edited on one machine and \
            deleted on the other stays. ssh uses ssh-agent, then ~/.ssh/id_ed25519, id_ecdsa, \
            id_rsa (or the key set with 'ilgi config sshkey PATH') and checks ~/.ssh/known_hosts; https \
            uses ILGI_GIT_TOKEN, then your git credential helper. A remote is not trusted: \
            symbolic links and submodules it puts where ilgi reads, and anything in a .git \
            folder, are left out (and named); in an encrypted journal a change to the \
            encryption lines of .gitattributes stops the sync; so does a change that would \
            remove many entries at once, until you say --yes. With a remote, every save starts a             sync in the background (turn it off with 'ilgi config sync.auto off'); 'ilgi status'             says where the journal stands, and --install syncs on a timer besides.
            """,
        ko: """
            이름을 주지 않으면 브랜치의 upstream(첫 동기화 때 정해져요), 없으면 'origin', 없으면 \
            하나뿐인 원격과 동기화해요. 아무것도 잃지 않아요: 두 기기에서 고친 일기는 줄 단위로 \
            합치고, 같은 줄을 양쪽에서 고쳤다면 내 것은 그대로 두고 상대 것은 "(… 충돌 사본)" \
            표시가 붙은 새 일기로 남겨요. 한쪽에서 고치고 다른 쪽에서 지운 일기는 남아요. ssh는 \
            ssh-agent, 그다음 ~/.ssh/id_ed25519, id_ecdsa, id_rsa ('ilgi config sshkey 경로'로 \
            지정 가능)를 쓰고 ~/.ssh/known_hosts를 확인해요. https는 ILGI_GIT_TOKEN, 그다음 git \
            credential helper를 써요. 원격은 믿지 않아요: 원격이 ilgi가 읽는 곳에 둔 심볼릭 링크와 \
            서브모듈, .git 폴더 안의 파일은 받지 않고 알려 줘요. 암호화한 일기장에서 \
            .gitattributes의 암호화 줄을 바꾸는 변경과, 일기를 한꺼번에 많이 지우는 변경은 \
            --yes 없이는 동기화를 멈춰요. 원격이 있으면 저장할 때마다 뒤에서 동기화해요 ('ilgi             config sync.auto off'로 끌 수 있어요). 'ilgi status'가 지금 상태를 알려 주고,             --install은 타이머로도 동기화하게 해요.
            """)
    public static let syncRemoteArgument = Localized(
        en: "The remote to sync with (default: the upstream, else origin).",
        ko: "동기화할 원격 (기본값: upstream, 없으면 origin)")
    public static let syncYesFlag = Localized(
        en: """
            Take the remote's changes even when they remove many entries at once (more than 10, \
            or more than a tenth of them): without it, such a sync stops and says so.
            """,
        ko: "원격의 변경이 일기를 한꺼번에 많이 (10편 넘게, 또는 10분의 1 넘게) 지워도 받아들여요. 없으면 그런 동기화는 멈추고 알려요")
    public static let quietFlag = Localized(
        en: "Say nothing unless something needs attention.",
        ko: "살펴볼 일이 있을 때만 알려요")
    public static let syncInstallFlag = Localized(
        en: "Sync on a timer: write and start a systemd user timer (or print the crontab line).",
        ko: "타이머로 동기화해요: systemd 사용자 타이머를 만들어 켜요 (없으면 crontab 줄을 보여 줘요).")
    public static let syncEveryOption = Localized(
        en: "With --install: how often, such as 15m or 1h (default 15m).",
        ko: "--install과 함께: 간격, 예: 15m, 1h (기본값 15m).")
    public static let syncBackgroundFlag = Localized(
        en: "Sync quietly, as after a save: wait after failures, join a sync already running.",
        ko: "저장 뒤처럼 조용히 동기화해요: 실패 뒤에는 기다리고, 이미 하는 동기화에 합쳐요.")
    public static let status = Localized(
        en: "Show where the journal stands with its remote: saves not sent, the last sync, conflicts kept.",
        ko: "원격과 비교한 일기장의 상태를 보여 줘요: 보내지 않은 저장, 마지막 동기화, 남겨 둔 충돌.")
    public static let statusJSONFlag = Localized(
        en: "Print it as one JSON object.", ko: "JSON 객체 하나로 보여 줘요.")
}
