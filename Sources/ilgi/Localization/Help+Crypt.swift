import IlgiCore

/// Help for `ilgi crypt`, in English and Korean.
extension Help {
    public static let crypt = Localized(
        en: "Encrypt the journal so that its remotes see only ciphertext (git-crypt's format).",
        ko: "원격에는 암호문만 보이도록 일기장을 암호화해요 (git-crypt 형식).")
    public static let cryptDiscussion = Localized(
        en: """
            With encryption on, every entry and photo is stored in git encrypted, and commit \
            messages carry no titles. This machine still sees plain text: list, search and the \
            browser are as fast as before. git-crypt itself can unlock the journal, and ilgi \
            reads a repository git-crypt encrypted. A remote still sees the months (folders), \
            the sizes and times of files, who committed, and which files are equal. Losing \
            every copy of the key loses the journal: keep one with 'ilgi crypt export-key'.
            """,
        ko: """
            암호화를 켜면 모든 일기와 사진은 git에 암호화되어 저장되고 커밋 메시지에는 제목이 \
            들어가지 않아요. 이 컴퓨터에서는 그대로 평문이라 목록, 검색, 브라우저가 전처럼 빨라요. \
            git-crypt로도 잠금을 풀 수 있고, ilgi도 git-crypt로 암호화한 저장소를 읽어요. 원격은 \
            여전히 월(폴더), 파일 크기와 시각, 커밋한 사람, 같은 파일인지 여부를 볼 수 있어요. \
            키를 모두 잃으면 일기장도 잃어요: 'ilgi crypt export-key'로 사본을 남기세요.
            """)
    public static let cryptInit = Localized(
        en: "Turn encryption on: make a key, and store every entry and photo encrypted from now on.",
        ko: "암호화를 켜요: 키를 만들고, 이제부터 모든 일기와 사진을 암호화해서 저장해요.")
    public static let cryptInitDiscussion = Localized(
        en: """
            The journal's earlier commits are not changed: their text and titles stay readable \
            wherever they were pushed. --key uses another journal's key instead of a new one, \
            such as the key of the encrypted remote this journal is about to sync with.

            --rewrite-history makes every commit again as an encrypted journal would have: its \
            entries and photos stored encrypted, its message without a title, its author and \
            date as they were. The plain history stays on this machine under \
            refs/ilgi/plain-history/. Then, once you say yes (or with --yes), the remote's \
            history is replaced by the new one: a forced push, the only one ilgi makes. Every \
            other clone must then be cloned again. Until the push, ilgi sync refuses to merge \
            the plain history back; run the same command again to push. On an encrypted \
            journal it rewrites what is still plain.
            """,
        ko: """
            예전 커밋은 바뀌지 않아요: 이미 올린 곳에서는 그 글과 제목을 여전히 읽을 수 있어요. \
            --key는 새 키 대신 다른 일기장의 키를 써요. 예를 들어 이 일기장과 동기화할 암호화된 \
            원격의 키요.

            --rewrite-history는 모든 커밋을 처음부터 암호화된 일기장이었던 것처럼 다시 만들어요: \
            일기와 사진은 암호화하고, 메시지에서 제목을 빼고, 작성자와 날짜는 그대로 둬요. 예전 \
            기록은 이 컴퓨터의 refs/ilgi/plain-history/에 남아요. 그다음 '예'라고 답하면 (또는 \
            --yes) 원격의 기록을 새 기록으로 바꿔요. ilgi가 하는 유일한 강제 푸시예요. 다른 \
            복제본은 모두 다시 복제해야 해요. 푸시하기 전까지 ilgi sync는 예전 기록을 다시 합치지 \
            않아요. 같은 명령을 다시 실행하면 푸시해요. 이미 암호화된 일기장에서는 아직 평문인 \
            기록을 다시 써요.
            """)
    public static let cryptRewriteHistoryFlag = Localized(
        en:
            "Make every earlier commit again, encrypted and without titles, and replace the remote's history (asks first).",
        ko: "예전 커밋을 모두 암호화하고 제목 없이 다시 만들고, 원격의 기록을 바꿔요 (먼저 물어봐요).")
    public static let cryptYesFlag = Localized(
        en: "With --rewrite-history: replace the remote's history without asking.",
        ko: "--rewrite-history와 함께: 묻지 않고 원격의 기록을 바꿔요.")
    public static let cryptKeyOption = Localized(
        en: "A git-crypt key file to encrypt with instead of a new key.",
        ko: "새 키 대신 암호화에 쓸 git-crypt 키 파일")
    public static let cryptStatus = Localized(
        en: "Say whether the journal is encrypted, locked or unlocked, and name any file a remote can read.",
        ko: "일기장이 암호화되었는지, 잠겼는지 풀렸는지 말하고, 원격이 읽을 수 있는 파일을 알려 줘요.")
    public static let cryptUnlock = Localized(
        en: "Unlock an encrypted journal on this machine with its key (a git-crypt key file, or - for standard input).",
        ko: "일기장 키로 이 컴퓨터에서 암호화된 일기장의 잠금을 풀어요 (git-crypt 키 파일, 또는 표준 입력은 -).")
    public static let cryptKeyFileArgument = Localized(
        en: "The key file (from 'ilgi crypt export-key' or 'git-crypt export-key'); - reads it from standard input.",
        ko: "키 파일 ('ilgi crypt export-key'나 'git-crypt export-key'로 만든 것). -는 표준 입력에서 읽어요.")
    public static let cryptLock = Localized(
        en: "Lock the journal on this machine: remove the key and leave only ciphertext.",
        ko: "이 컴퓨터에서 일기장을 잠가요: 키를 지우고 암호문만 남겨요.")
    public static let cryptExportKey = Localized(
        en: "Write a copy of the key to a new file (- for standard output), to back it up or unlock another clone.",
        ko: "키 사본을 새 파일에 써요 (표준 출력은 -). 백업하거나 다른 복제본의 잠금을 풀 때 써요.")
    public static let cryptExportFileArgument = Localized(
        en: "The new file; it is made readable by you only.", ko: "새 파일. 나만 읽을 수 있게 만들어요.")
    public static let cryptClean = Localized(
        en: "git's clean filter for encrypted files (git runs it).", ko: "암호화된 파일을 위한 git의 clean 필터 (git이 실행해요).")
    public static let cryptSmudge = Localized(
        en: "git's smudge filter for encrypted files (git runs it).", ko: "암호화된 파일을 위한 git의 smudge 필터 (git이 실행해요).")
    public static let cryptDiff = Localized(
        en: "git's textconv for encrypted files (git runs it).", ko: "암호화된 파일을 위한 git의 textconv (git이 실행해요).")
    public static let cryptDiffFileArgument = Localized(en: "The file git passes.", ko: "git이 넘기는 파일")
    public static let cryptAddGPGUser = Localized(
        en: "Let a GPG key unlock the journal: the key, wrapped for it, committed where git-crypt keeps its GPG users.",
        ko: "GPG 키로 일기장의 잠금을 풀 수 있게 해요: 그 키로 감싼 일기장 키를 git-crypt가 GPG 사용자를 두는 곳에 커밋해요.")
    public static let cryptGPGUserArgument = Localized(
        en: "The GPG key's fingerprint (40 hexadecimal digits), or another name gpg knows it by with --trusted.",
        ko: "GPG 키의 지문 (16진수 40자). --trusted와 함께라면 gpg가 아는 다른 이름도 돼요.")
    public static let cryptTrustedFlag = Localized(
        en: "Take a key named other than by its whole fingerprint: you have checked that it is theirs.",
        ko: "전체 지문이 아닌 이름으로 키를 받아요: 그 사람의 키임을 확인했을 때만 쓰세요.")
    public static let cryptUnlockDiscussion = Localized(
        en: """
            Without a key file, the copy of the key wrapped for a GPG secret key on this machine \
            ('ilgi crypt add-gpg-user', or git-crypt's) is used; gpg may ask for its passphrase.
            """,
        ko: """
            키 파일을 주지 않으면 이 컴퓨터의 GPG 비밀 키로 감싼 키 사본('ilgi crypt add-gpg-user'나 \
            git-crypt가 만든 것)을 써요. gpg가 암호를 물을 수 있어요.
            """)
    public static let cryptIdentityOption = Localized(
        en: "An age identity file: unlock with the copy of the key wrapped for it ('ilgi crypt add-recipient').",
        ko: "age 신원 파일: 그 신원으로 감싼 키 사본으로 잠금을 풀어요 ('ilgi crypt add-recipient').")
    public static let cryptAddRecipient = Localized(
        en: "Let an age identity unlock the journal: the key, wrapped for its recipient, is committed.",
        ko: "age 신원으로 일기장의 잠금을 풀 수 있게 해요: 그 수신자로 감싼 키를 커밋해요.")
    public static let cryptAddRecipientDiscussion = Localized(
        en: """
            The copy is .git-crypt/keys/default/0/RECIPIENT.age, made by the age command line, so \
            'age -d -i IDENTITY FILE | git-crypt unlock -' opens the journal without ilgi.
            """,
        ko: """
            사본은 age 명령으로 만든 .git-crypt/keys/default/0/수신자.age라서, ilgi 없이도 \
            'age -d -i 신원파일 파일 | git-crypt unlock -'로 일기장을 열 수 있어요.
            """)
    public static let cryptRecipientArgument = Localized(
        en: "The age recipient (age1…), which 'age-keygen -y IDENTITY' prints.",
        ko: "age 수신자 (age1…). 'age-keygen -y 신원파일'로 볼 수 있어요.")
    public static let passphraseFileOption = Localized(
        en: "Read the passphrase from the first line of this file (- for standard input) instead of asking.",
        ko: "암호를 묻지 않고 이 파일의 첫 줄에서 읽어요 (표준 입력은 -).")
    public static let cryptAddPassphrase = Localized(
        en: "Let a passphrase unlock the journal: the key, sealed with it, is committed.",
        ko: "암호로 일기장의 잠금을 풀 수 있게 해요: 그 암호로 봉인한 키를 커밋해요.")
    public static let cryptAddPassphraseDiscussion = Localized(
        en: """
            The key is sealed with scrypt (2^16 rounds) and AES-256-GCM in \
            .git-crypt/keys/default/0/passphrase.scrypt. Anyone who can read the remote can try \
            passphrases against it, so choose a long one.
            """,
        ko: """
            키는 scrypt(2^16회)와 AES-256-GCM으로 .git-crypt/keys/default/0/passphrase.scrypt에 \
            봉인돼요. 원격을 읽을 수 있는 누구나 암호를 추측해 볼 수 있으니 긴 암호를 고르세요.
            """)
}
