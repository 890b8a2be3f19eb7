import IlgiCore

/// Every word the pages and `ilgi serve` show, in English and Korean (해요체). Words live where
/// they are shown: these belong to the web server, not to IlgiCore's tables.
public enum ServerText {
    public typealias L = Localized

    // MARK: The command
    public static let serveAbstract = L(
        en: "Open the journal in a web browser, on this machine only.",
        ko: "일기를 이 컴퓨터의 웹 브라우저에서 열어요.")
    public static let serveDiscussion = L(
        en: """
            Starts a small web server on 127.0.0.1 and prints its address with a secret token: \
            only a browser given that address can read the journal. Every save in the page is one \
            commit, as from the command line; pages update when the journal changes underneath. \
            The name at the top is the journal the page is in; with several in 'ilgi journals', \
            it switches between them ('--journal PATH' shows that folder alone). Stop it with Ctrl-C.
            """,
        ko: """
            127.0.0.1에서 작은 웹 서버를 열고 비밀 토큰이 붙은 주소를 보여 줘요. 그 주소를 받은 \
            브라우저만 일기를 읽을 수 있어요. 페이지에서 저장할 때마다 명령줄처럼 커밋이 하나씩 생기고, \
            일기가 다른 곳에서 바뀌면 열린 페이지도 새로 고쳐져요. 맨 위의 이름이 지금 보는 일기장이고, \
            'ilgi journals'에 일기장이 여럿이면 그것으로 바꿔 봐요('--journal 경로'는 그 폴더만 보여 줘요). \
            Ctrl-C로 멈춰요.
            """)
    public static let journalLabel = L(en: "The journal this page is in", ko: "이 페이지가 보여 주는 일기장")
    public static let switchJournal = L(en: "Switch to another journal", ko: "다른 일기장으로 바꾸기")
    public static let portOption = L(
        en: "The port to listen on; 0 takes a free one and prints it.",
        ko: "열 포트예요. 0이면 빈 포트를 골라서 보여 줘요.")
    public static let openFlag = L(en: "Open the address in the web browser.", ko: "주소를 웹 브라우저로 열어요.")
    public static let listenOption = L(
        en: "The address to listen on instead of 127.0.0.1 (0.0.0.0: every one); beyond this machine it is HTTPS only.",
        ko: "127.0.0.1 대신 열 주소예요 (0.0.0.0은 모든 주소). 이 컴퓨터 밖으로는 HTTPS로만 열어요.")
    public static let listening = L(
        en: "Open the address above in your browser. Press Ctrl-C to stop.",
        ko: "위 주소를 브라우저에서 여세요. 멈추려면 Ctrl-C를 누르세요.")
    public static func listenWarning(_ address: String) -> L {
        L(
            en:
                "listening on \(address), not only this machine: anyone who can reach it and learns the token can read the journal",
            ko: "이 컴퓨터만이 아니라 \(address)에서 열어요: 여기에 닿고 토큰을 아는 사람은 누구나 일기를 읽을 수 있어요")
    }
    public static func badListen(_ address: String) -> L {
        L(
            en: "--listen \(address) is not an IP address; give one such as 127.0.0.1 or 192.168.0.10",
            ko: "--listen \(address)는 IP 주소가 아니에요. 127.0.0.1이나 192.168.0.10처럼 적어 주세요")
    }
    public static let badPort = L(
        en: "--port must be between 0 and 65535", ko: "--port는 0부터 65535 사이여야 해요")
    public static func couldNotOpenBrowser(_ reason: String) -> L {
        L(
            en: "could not open the browser (\(reason)); open the address yourself",
            ko: "브라우저를 열지 못했어요 (\(reason)). 주소를 직접 열어 주세요")
    }
    public static func couldNotListen(_ address: String, _ reason: String) -> L {
        L(
            en: "could not listen on \(address): \(reason); try another --port",
            ko: "\(address)에서 열지 못했어요: \(reason). 다른 --port를 써 보세요")
    }
    public static let stopped = L(en: "Stopped.", ko: "멈췄어요.")

    // MARK: Navigation
    static let appName = L(en: "ilgi", ko: "일기")
    static let newEntry = L(en: "New entry", ko: "새 일기")
    static let timeline = L(en: "Timeline", ko: "타임라인")
    static let search = L(en: "Search", ko: "검색")
    static let tags = L(en: "Tags", ko: "태그")
    static let calendar = L(en: "Calendar", ko: "달력")
    static let onThisDay = L(en: "On this day", ko: "오늘의 과거")
    static let sync = L(en: "Sync", ko: "동기화")
    static let syncing = L(en: "Syncing…", ko: "동기화 중…")
    public static let installFlag = L(
        en:
            "Run this server all the time: write and start a systemd user service with these options (port 8417 unless --port).",
        ko: "이 서버를 늘 돌려요: 이 옵션으로 systemd 사용자 서비스를 만들어 켜요 (--port가 없으면 8417번 포트).")

    // MARK: Timeline
    static let noEntriesYet = L(
        en: "No entries yet. Write the first one.", ko: "아직 일기가 없어요. 첫 일기를 써 보세요.")
    static let noEntriesMatch = L(en: "No entries match.", ko: "맞는 일기가 없어요.")
    static let more = L(en: "More", ko: "더 보기")
    static let untitled = L(en: "Untitled", ko: "제목 없음")
    static let unsavedDraft = L(en: "You have text that was not saved yet.", ko: "아직 저장하지 않은 글이 있어요.")
    static let continueWriting = L(en: "Continue writing", ko: "이어 쓰기")
    static func commandLineDraft(_ names: [String]) -> L {
        let list = names.joined(separator: ", ")
        return L(
            en:
                "The command line kept unsaved text for this entry (\(list)): 'ilgi drafts' lists it, 'ilgi drafts restore \(names[0])' saves it.",
            ko: "명령줄에 이 일기의 저장하지 않은 글이 있어요(\(list)). 'ilgi drafts'로 보고, 'ilgi drafts restore \(names[0])'로 저장할 수 있어요.")
    }
    static let deletedNotice = L(en: "The entry was deleted.", ko: "일기를 삭제했어요.")
    static let undo = L(en: "Undo", ko: "되돌리기")
    static func filtered(_ what: String) -> L { L(en: "Showing \(what)", ko: "\(what) 보는 중") }
    static let showAll = L(en: "Show all", ko: "모두 보기")
    static let starred = L(en: "Starred", ko: "별표")

    // MARK: Entry
    static let edit = L(en: "Edit", ko: "고치기")
    static let delete = L(en: "Delete", ko: "삭제")
    static let history = L(en: "History", ko: "기록")
    static let copyText = L(en: "Copy as text", ko: "텍스트로 복사")
    static let copyMarkdown = L(en: "Copy as Markdown", ko: "마크다운으로 복사")
    static let downloadHTML = L(en: "Download HTML", ko: "HTML 내려받기")
    static let copied = L(en: "Copied", ko: "복사했어요")
    static let copyFailed = L(en: "Could not copy", ko: "복사하지 못했어요")
    static let entryNotFound = L(en: "There is no such entry.", ko: "그런 일기는 없어요.")
    static let deletedEntry = L(
        en: "This entry was deleted. Its last version is below; restore it to bring it back.",
        ko: "삭제된 일기예요. 아래는 마지막 모습이에요. 복원하면 다시 돌아와요.")
    static let restore = L(en: "Restore", ko: "복원")
    static let restoreThis = L(en: "Restore this version", ko: "이 버전으로 복원")
    static let view = L(en: "View", ko: "보기")
    static let compareWithNow = L(en: "Changes since", ko: "이후 바뀐 점")
    static let versionOf = L(en: "Version from", ko: "버전 날짜")
    static let compare = L(en: "Compare versions", ko: "버전 비교")
    static let noChanges = L(en: "No changes.", ko: "바뀐 곳이 없어요.")
    static let backToEntry = L(en: "Back to the entry", ko: "일기로 돌아가기")
    static let restored = L(en: "Restored.", ko: "복원했어요.")
    static let unchangedRestore = L(
        en: "The entry already reads like that version.", ko: "일기가 이미 그 버전과 같아요.")
    static func actionName(_ action: HistoryAction?) -> L {
        switch action {
        case .add: L(en: "Written", ko: "씀")
        case .edit: L(en: "Edited", ko: "고침")
        case .delete: L(en: "Deleted", ko: "삭제")
        case .restore: L(en: "Restored", ko: "복원")
        case .merge: L(en: "Merged", ko: "병합")
        default: L(en: "Changed", ko: "바뀜")
        }
    }

    // MARK: Writing
    static let titlePlaceholder = L(en: "Title", ko: "제목")
    static let bodyPlaceholder = L(en: "What happened today?", ko: "오늘은 어떤 하루였나요?")
    static let save = L(en: "Save", ko: "저장")
    static let cancel = L(en: "Cancel", ko: "취소")
    static let draftSaved = L(en: "Draft kept", ko: "임시 저장했어요")
    static let draftFailed = L(en: "Could not keep the draft", ko: "임시 저장하지 못했어요")
    static let draftRestored = L(
        en: "Your unsaved text from before is back.", ko: "저장하지 않았던 글을 다시 불러왔어요.")
    static let emptyNotSaved = L(
        en: "An empty entry is not saved: write a title or some text.",
        ko: "빈 일기는 저장하지 않아요. 제목이나 내용을 적어 주세요.")
    static let changedWhileEditing = L(
        en:
            "This entry was changed elsewhere (the command line or a sync) while you edited it, so it was not saved. Your text is kept below and as a draft. Compare with the newer version: bring what you want of it into your text, or replace it with yours (it stays in the history).",
        ko:
            "고치는 동안 이 일기가 다른 곳(명령줄이나 동기화)에서 바뀌어서 저장하지 않았어요. 쓰신 글은 아래와 임시 저장에 남아 있어요. 새 버전과 비교해서 필요한 부분을 옮겨 쓰거나, 내 글로 바꿔 저장하세요(새 버전은 기록에 남아요)."
    )
    static let changedUnderneath = L(
        en: "The journal changed elsewhere. Your text here is safe.",
        ko: "일기가 다른 곳에서 바뀌었어요. 여기 쓰신 글은 안전해요.")
    static let seeNewerVersion = L(en: "See the newer version", ko: "새 버전 보기")
    static let replaceNewerVersion = L(en: "Replace the newer version with mine", ko: "새 버전 대신 내 글로 저장")
    static let editing = L(en: "Edit entry", ko: "일기 고치기")

    // MARK: Delete
    static let confirmDelete = L(en: "Delete this entry?", ko: "이 일기를 삭제할까요?")
    static let confirmDeleteDetail = L(
        en: "It stays in the journal's history; you can restore it afterwards.",
        ko: "일기의 기록에는 남아서 나중에 복원할 수 있어요.")

    // MARK: Search, tags, calendar
    static let searchPlaceholder = L(en: "Words to find", ko: "찾을 말")
    static let tag = L(en: "Tag", ko: "태그")
    static let since = L(en: "From", ko: "부터")
    static let until = L(en: "Until", ko: "까지")
    static let starredOnly = L(en: "Starred only", ko: "별표만")
    static let find = L(en: "Find", ko: "찾기")
    static func resultCount(_ count: Int) -> L {
        L(en: count == 1 ? "1 entry" : "\(count) entries", ko: "일기 \(count)개")
    }
    static let noTags = L(en: "No tags yet. Write @tag in an entry.", ko: "아직 태그가 없어요. 일기에 @태그를 적어 보세요.")
    static let nothingOnThisDay = L(
        en: "Nothing written on this day in earlier years.", ko: "지난 해의 오늘에 쓴 일기가 없어요.")
    static func daysWritten(_ count: Int) -> L { L(en: "\(count) days written", ko: "\(count)일 썼어요") }
    static func yearsAgo(_ years: Int) -> L {
        L(en: years == 1 ? "1 year ago" : "\(years) years ago", ko: "\(years)년 전")
    }

    // MARK: Sync
    static let syncDone = L(en: "Synced.", ko: "동기화했어요.")
    static let syncStopped = L(en: "Sync stopped", ko: "동기화를 멈췄어요")
    static let syncTakeRemovals = L(en: "Take it: remove those entries", ko: "받아들이기: 그 일기들을 지워요")
    static let received = L(en: "Came in", ko: "받은 것")
    static let sent = L(en: "Went out", ko: "보낸 것")
    static func entriesAdded(_ n: Int) -> L { L(en: "\(n) new", ko: "새 일기 \(n)개") }
    static func entriesChanged(_ n: Int) -> L { L(en: "\(n) changed", ko: "바뀐 일기 \(n)개") }
    static func entriesRemoved(_ n: Int) -> L { L(en: "\(n) removed", ko: "지운 일기 \(n)개") }
    static func commitsSent(_ n: Int) -> L { L(en: n == 1 ? "1 commit" : "\(n) commits", ko: "커밋 \(n)개") }
    static let nothingMoved = L(en: "Nothing", ko: "없음")
    static func conflicts(_ n: Int) -> L {
        L(en: "\(n) conflicts: both versions were kept", ko: "충돌 \(n)개: 두 버전을 모두 남겼어요")
    }

    // MARK: Refusals and errors
    static let refusedToken = L(
        en: "This page needs the address ilgi serve printed (with its token). Open that address again.",
        ko: "ilgi serve가 보여 준 주소(토큰이 붙은 주소)로 열어야 해요. 그 주소를 다시 열어 주세요.")
    static let refusedHost = L(
        en: "Refused: this request named another site as its host.",
        ko: "거부했어요: 다른 사이트 이름으로 온 요청이에요.")
    static let refusedOrigin = L(
        en: "Refused: this change came from another site.", ko: "거부했어요: 다른 사이트에서 온 변경 요청이에요.")
    static let notFound = L(en: "There is no such page.", ko: "그런 페이지는 없어요.")
    static let somethingWentWrong = L(en: "Something went wrong", ko: "문제가 생겼어요")

    // MARK: Writing every day

    static let untouchedNotSaved = L(
        en: "Left as the template made it: nothing saved. Write something first.",
        ko: "템플릿 그대로라 저장하지 않았어요. 먼저 뭔가 적어 주세요.")
    static let todaysPrompt = L(en: "Today's prompt", ko: "오늘의 질문")
    static let writeAboutThis = L(en: "Write about this", ko: "이걸로 쓰기")
    static let templatesLabel = L(en: "Templates", ko: "템플릿")
    static let noTemplate = L(en: "Blank", ko: "빈 페이지")
    static let fieldsAndPlace = L(en: "Fields and place", ko: "기록 항목과 장소")
    static let place = L(en: "Place", ko: "장소")
    static let badPlace = L(en: "A place is one line.", ko: "장소는 한 줄로 적어요.")
    static func noSuchTemplate(_ name: String) -> L {
        L(en: "There is no template called '\(name)'.", ko: "'\(name)'이라는 템플릿이 없어요.")
    }
    static func badFieldValue(_ field: String, _ value: String, _ expected: Localized) -> L {
        L(
            en: "\(field) does not take '\(value)': it takes \(expected.english).",
            ko: "\(field)에는 '\(value)'을(를) 넣을 수 없어요. \(expected.korean)만 돼요.")
    }
    static let fieldsPage = L(en: "Fields", ko: "기록 항목")
    static let noFieldsDeclared = L(
        en: "This journal tracks no fields yet. 'ilgi fields add mood --scale 1-5' adds one.",
        ko: "이 일기장은 아직 기록 항목이 없어요. 'ilgi fields add mood --scale 1-5'로 더해요.")

    // MARK: photos

    static let photos = L(en: "Photos", ko: "사진")
    static let review = L(en: "Year", ko: "한 해")
    static let photosOfTheDay = L(en: "This day's photos", ko: "이날의 사진")
    static let allPhotos = L(en: "All days with photos", ko: "사진이 있는 모든 날")
    static let noPhotos = L(
        en: "No photos yet. Add some to an entry with 'Add photos', or 'ilgi attach ID photo.jpg'.",
        ko: "아직 사진이 없어요. 일기에서 '사진 추가'를 누르거나 'ilgi attach ID 사진.jpg'로 넣어 보세요.")
    static let addPhotos = L(en: "Add photos", ko: "사진 추가")
    static let takePhoto = L(en: "Take a photo", ko: "사진 찍기")
    static let emptyUpload = L(en: "The file sent was empty.", ko: "보낸 파일이 비어 있어요.")
    static let uploading = L(en: "Adding photos…", ko: "사진을 넣는 중…")
    static let uploadFailed = L(
        en: "A photo could not be added; try again.", ko: "사진을 넣지 못했어요. 다시 해 보세요.")
    static let offlineKept = L(
        en: "No connection: the text is kept on this page and saved when the connection is back.",
        ko: "연결이 끊겼어요. 글은 이 페이지에 남아 있고 연결되면 저장돼요.")
    static let restoredHere = L(
        en: "Brought back what was typed here and not saved yet.",
        ko: "여기서 쓰고 아직 저장하지 않은 글을 되살렸어요.")
    static let photosWaitForSave = L(en: "Added when you save:", ko: "저장할 때 넣을 사진:")

    // MARK: pairing

    static let pairHeading = L(en: "Pair this device", ko: "이 기기 연결하기")
    static let pairExplain = L(
        en: "Pairing lets this browser open the diary from now on, without a new address each time.",
        ko: "연결하면 이 브라우저는 앞으로 매번 새 주소 없이 일기를 열 수 있어요.")
    static let pairCheckFingerprint = L(
        en: "First check that this fingerprint is the one the terminal printed:",
        ko: "먼저 이 지문이 터미널에 나온 것과 같은지 확인하세요:")
    static let pairButton = L(en: "Pair", ko: "연결")
    static let pairRefused = L(
        en: "This pairing code is used or expired. Run 'ilgi serve --pair' again for a new one.",
        ko: "이 연결 코드는 이미 썼거나 만료됐어요. 'ilgi serve --pair'를 다시 실행해 새 코드를 받으세요.")
    static let pairTooManyTries = L(
        en: "Too many tries; wait a minute.", ko: "너무 많이 시도했어요. 1분 뒤에 다시 하세요.")
    static let notPairing = L(
        en: "This server pairs no devices; start it with 'ilgi serve --pair'.",
        ko: "이 서버는 기기를 연결하지 않아요. 'ilgi serve --pair'로 시작하세요.")
    public static func noSuchDevice(_ id: String, _ known: [String]) -> L {
        L(
            en: known.isEmpty
                ? "no devices are paired" : "no paired device '\(id)'; paired: \(known.joined(separator: ", "))",
            ko: known.isEmpty ? "연결된 기기가 없어요" : "'\(id)'라는 연결된 기기가 없어요. 연결된 기기: \(known.joined(separator: ", "))")
    }
    public static func ambiguousDevice(_ id: String) -> L {
        L(en: "more than one device starts with '\(id)'; give more of its id", ko: "'\(id)'로 시작하는 기기가 여럿이에요. id를 더 주세요")
    }

    public static func badCertificate(_ path: String, _ reason: String) -> L {
        L(
            en: "cannot use the certificate \(path) and its key: \(reason)",
            ko: "인증서 \(path)와 키를 쓸 수 없어요: \(reason)")
    }

    // MARK: serve beyond this machine

    public static let certOption = L(
        en: "Serve HTTPS with this certificate (PEM), such as 'tailscale cert' makes; with --key.",
        ko: "이 인증서(PEM)로 HTTPS를 열어요. 'tailscale cert'가 만드는 것처럼요. --key와 함께 써요.")
    public static let keyOption = L(en: "The private key (PEM) of --cert.", ko: "--cert의 개인 키(PEM).")
    public static let certWithKey = L(
        en: "--cert and --key go together", ko: "--cert와 --key는 함께 줘야 해요")
    public static let pairFlag = L(
        en:
            "Print a QR code that pairs a phone: the code works once, for 5 minutes; the phone then gets in without the token.",
        ko: "휴대폰을 연결하는 QR 코드를 보여 줘요. 코드는 5분 동안 한 번만 쓸 수 있고, 연결된 휴대폰은 토큰 없이 들어와요.")
    public static let devicesFlag = L(
        en: "List the paired devices (no server is started).", ko: "연결된 기기를 보여 줘요 (서버는 열지 않아요).")
    public static let revokeOption = L(
        en: "Take back a paired device by its id (see --devices).",
        ko: "연결된 기기를 id로 끊어요 (--devices 참고).")
    public static func fingerprint(_ value: String) -> L {
        L(
            en: "HTTPS certificate SHA-256 fingerprint (check it on the phone): \(value)",
            ko: "HTTPS 인증서 SHA-256 지문 (휴대폰에서 확인하세요): \(value)")
    }
    public static let noQRCode = L(
        en: "(install qrencode for a QR code here: sudo apt install qrencode)",
        ko: "(여기에 QR 코드를 보려면 qrencode를 설치하세요: sudo apt install qrencode)")
    public static func pairingAddress(_ address: String, _ code: String) -> L {
        L(
            en: "Pair a phone: open \(address) (code \(code), once, within 5 minutes)",
            ko: "휴대폰 연결: \(address) 열기 (코드 \(code), 5분 안에 한 번)")
    }
    public static func revoked(_ id: String, _ name: String) -> L {
        L(en: "Revoked \(id) (\(name)): it needs pairing again.", ko: "\(id) (\(name)) 연결을 끊었어요. 다시 연결해야 해요.")
    }
    public static let idleTimeoutOption = L(
        en: "Close a connection after this many seconds without a whole request or an answer (default 30).",
        ko: "요청이 다 오지 않거나 응답이 없는 연결을 이 시간(초)이 지나면 닫아요 (기본값 30)")
    public static let badIdleTimeout = L(
        en: "--idle-timeout takes a number of seconds from 1 to 3600", ko: "--idle-timeout에는 1부터 3600까지의 초를 주세요")
    public static func deviceExpires(_ date: String) -> L {
        L(en: "until \(date)", ko: "\(date)까지")
    }
    public static let noDevices = L(
        en: "No paired devices. 'ilgi serve --pair' pairs one.", ko: "연결된 기기가 없어요. 'ilgi serve --pair'로 연결하세요.")
}
