import Foundation
import IlgiCore

/// Korean (해요체): every key of `ServerText`, which the compiler holds this table to.
extension ServerText {
    public var korean: String {
        switch self {
        case .serveAbstract:
            return "일기를 이 컴퓨터의 웹 브라우저에서 열어요."
        case .serveDiscussion:
            return """
                127.0.0.1에서 작은 웹 서버를 열고 비밀 토큰이 붙은 주소를 보여 줘요. 그 주소를 받은 \
                브라우저만 일기를 읽을 수 있어요. 페이지에서 저장할 때마다 명령줄처럼 커밋이 하나씩 생기고, \
                일기가 다른 곳에서 바뀌면 열린 페이지도 새로 고쳐져요. 맨 위의 이름이 지금 보는 일기장이고, \
                'ilgi journals'에 일기장이 여럿이면 그것으로 바꿔 봐요('--journal 경로'는 그 폴더만 보여 줘요). \
                Ctrl-C로 멈춰요.

                어시스턴트는 '--mcp-token'으로 만든 토큰을 가지고 /mcp(HTTP 위의 Model Context \
                Protocol)에서 첫 일기장에 들어와요. '--allow-write'로 만든 토큰이 아니면 읽기만 해요.
                """
        case .journalLabel:
            return "이 페이지가 보여 주는 일기장"
        case .switchJournal:
            return "다른 일기장으로 바꾸기"
        case .portOption:
            return "열 포트예요. 0이면 빈 포트를 골라서 보여 줘요."
        case .openFlag:
            return "주소를 웹 브라우저로 열어요."
        case .listenOption:
            return "127.0.0.1 대신 열 주소예요 (0.0.0.0은 모든 주소). 이 컴퓨터 밖으로는 HTTPS로만 열어요."
        case .listening:
            return "위 주소를 브라우저에서 여세요. 멈추려면 Ctrl-C를 누르세요."
        case .listenWarning(let address):
            return "이 컴퓨터만이 아니라 \(address)에서 열어요: 여기에 닿고 토큰을 아는 사람은 누구나 일기를 읽을 수 있어요"
        case .badListen(let address):
            return "--listen \(address)는 IP 주소가 아니에요. 127.0.0.1이나 192.168.0.10처럼 적어 주세요"
        case .badPort:
            return "--port는 0부터 65535 사이여야 해요"
        case .couldNotOpenBrowser(let reason):
            return "브라우저를 열지 못했어요 (\(reason)). 주소를 직접 열어 주세요"
        case .couldNotListen(let address, let reason):
            return "\(address)에서 열지 못했어요: \(reason). 다른 --port를 써 보세요"
        case .stopped:
            return "멈췄어요."
        case .appName:
            return "일기"
        case .newEntry:
            return "새 일기"
        case .timeline:
            return "타임라인"
        case .search:
            return "검색"
        case .tags:
            return "태그"
        case .calendar:
            return "달력"
        case .onThisDay:
            return "오늘의 과거"
        case .sync:
            return "동기화"
        case .syncing:
            return "동기화 중…"
        case .installFlag:
            return "이 서버를 늘 돌려요: 이 옵션으로 systemd 사용자 서비스를 만들어 켜요 (--port가 없으면 8417번 포트)."
        case .noEntriesYet:
            return "아직 일기가 없어요. 첫 일기를 써 보세요."
        case .noEntriesMatch:
            return "맞는 일기가 없어요."
        case .more:
            return "더 보기"
        case .untitled:
            return "제목 없음"
        case .unsavedDraft:
            return "아직 저장하지 않은 글이 있어요."
        case .continueWriting:
            return "이어 쓰기"
        case .commandLineDraft(let names):
            let list = names.joined(separator: ", ")
            return
                "명령줄에 이 일기의 저장하지 않은 글이 있어요(\(list)). 'ilgi drafts'로 보고, 'ilgi drafts restore \(names[0])'로 저장할 수 있어요."
        case .deletedNotice:
            return "일기를 삭제했어요."
        case .undo:
            return "되돌리기"
        case .filtered(let what):
            return "\(what) 보는 중"
        case .showAll:
            return "모두 보기"
        case .starred:
            return "별표"
        case .edit:
            return "고치기"
        case .delete:
            return "삭제"
        case .history:
            return "기록"
        case .copyText:
            return "텍스트로 복사"
        case .copyMarkdown:
            return "마크다운으로 복사"
        case .linkedFrom:
            return "이 일기를 가리키는 일기"
        case .brokenLink:
            return "이 제목이나 id의 일기가 없어요"
        case .downloadHTML:
            return "HTML 내려받기"
        case .copied:
            return "복사했어요"
        case .copyFailed:
            return "복사하지 못했어요"
        case .entryNotFound:
            return "그런 일기는 없어요."
        case .deletedEntry:
            return "삭제된 일기예요. 아래는 마지막 모습이에요. 복원하면 다시 돌아와요."
        case .restore:
            return "복원"
        case .restoreThis:
            return "이 버전으로 복원"
        case .view:
            return "보기"
        case .compareWithNow:
            return "이후 바뀐 점"
        case .versionOf:
            return "버전 날짜"
        case .compare:
            return "버전 비교"
        case .noChanges:
            return "바뀐 곳이 없어요."
        case .backToEntry:
            return "일기로 돌아가기"
        case .restored:
            return "복원했어요."
        case .unchangedRestore:
            return "일기가 이미 그 버전과 같아요."
        case .shownInPart(let shown, let size):
            return "이 일기 파일은 \(size) MiB라서 앞 \(shown) MiB만 보여 줘요. 나머지는 이 파일에 있어요:"
        case .actionName(let action):
            return switch action {
            case .add: "씀"
            case .edit: "고침"
            case .delete: "삭제"
            case .restore: "복원"
            case .merge: "병합"
            default: "바뀜"
            }
        case .titlePlaceholder:
            return "제목"
        case .bodyPlaceholder:
            return "오늘은 어떤 하루였나요?"
        case .save:
            return "저장"
        case .cancel:
            return "취소"
        case .draftSaved:
            return "임시 저장했어요"
        case .draftFailed:
            return "임시 저장하지 못했어요"
        case .draftRestored:
            return "저장하지 않았던 글을 다시 불러왔어요."
        case .emptyNotSaved:
            return "빈 일기는 저장하지 않아요. 제목이나 내용을 적어 주세요."
        case .changedWhileEditing:
            return
                "고치는 동안 이 일기가 다른 곳(명령줄이나 동기화)에서 바뀌어서 저장하지 않았어요. 쓰신 글은 아래와 임시 저장에 남아 있어요. 새 버전과 비교해서 필요한 부분을 옮겨 쓰거나, 내 글로 바꿔 저장하세요(새 버전은 기록에 남아요)."
        case .changedUnderneath:
            return "일기가 다른 곳에서 바뀌었어요. 여기 쓰신 글은 안전해요."
        case .seeNewerVersion:
            return "새 버전 보기"
        case .replaceNewerVersion:
            return "새 버전 대신 내 글로 저장"
        case .editing:
            return "일기 고치기"
        case .confirmDelete:
            return "이 일기를 삭제할까요?"
        case .confirmDeleteDetail:
            return "일기의 기록에는 남아서 나중에 복원할 수 있어요."
        case .searchPlaceholder:
            return "찾을 말"
        case .tag:
            return "태그"
        case .since:
            return "부터"
        case .until:
            return "까지"
        case .starredOnly:
            return "별표만"
        case .find:
            return "찾기"
        case .resultCount(let count):
            return "일기 \(count)개"
        case .noTags:
            return "아직 태그가 없어요. 일기에 @태그를 적어 보세요."
        case .nothingOnThisDay:
            return "지난 해의 오늘에 쓴 일기가 없어요."
        case .calendarYear(let year):
            return "\(year)년"
        case .daysWritten(let count):
            return "\(count)일 썼어요"
        case .yearsAgo(let years):
            return "\(years)년 전"
        case .syncDone:
            return "동기화했어요."
        case .syncStopped:
            return "동기화를 멈췄어요"
        case .syncTakeRemovals:
            return "받아들이기: 그 일기들을 지워요"
        case .received:
            return "받은 것"
        case .sent:
            return "보낸 것"
        case .entriesAdded(let n):
            return "새 일기 \(n)개"
        case .entriesChanged(let n):
            return "바뀐 일기 \(n)개"
        case .entriesRemoved(let n):
            return "지운 일기 \(n)개"
        case .commitsSent(let n):
            return "커밋 \(n)개"
        case .nothingMoved:
            return "없음"
        case .conflicts(let n):
            return "충돌 \(n)개: 두 버전을 모두 남겼어요"
        case .refusedToken:
            return "ilgi serve가 보여 준 주소(토큰이 붙은 주소)로 열어야 해요. 그 주소를 다시 열어 주세요."
        case .refusedHost:
            return "거부했어요: 다른 사이트 이름으로 온 요청이에요."
        case .refusedOrigin:
            return "거부했어요: 다른 사이트에서 온 변경 요청이에요."
        case .notFound:
            return "그런 페이지는 없어요."
        case .somethingWentWrong:
            return "문제가 생겼어요"
        case .untouchedNotSaved:
            return "템플릿 그대로라 저장하지 않았어요. 먼저 뭔가 적어 주세요."
        case .todaysPrompt:
            return "오늘의 질문"
        case .writeAboutThis:
            return "이걸로 쓰기"
        case .templatesLabel:
            return "템플릿"
        case .noTemplate:
            return "빈 페이지"
        case .fieldsAndPlace:
            return "기록 항목과 장소"
        case .place:
            return "장소"
        case .badPlace:
            return "장소는 한 줄로 적어요."
        case .noSuchTemplate(let name):
            return "'\(name)'이라는 템플릿이 없어요."
        case .badFieldValue(let field, let value, let expected):
            return "\(field)에는 '\(value)'을(를) 넣을 수 없어요. \(expected.text(in: .korean))만 돼요."
        case .fieldsPage:
            return "기록 항목"
        case .noFieldsDeclared:
            return "이 일기장은 아직 기록 항목이 없어요. 'ilgi fields add mood --scale 1-5'로 더해요."
        case .photos:
            return "사진"
        case .review:
            return "한 해"
        case .photosOfTheDay:
            return "이날의 사진"
        case .allPhotos:
            return "사진이 있는 모든 날"
        case .noPhotos:
            return "아직 사진이 없어요. 일기에서 '사진 추가'를 누르거나 'ilgi attach ID 사진.jpg'로 넣어 보세요."
        case .addPhotos:
            return "사진 추가"
        case .takePhoto:
            return "사진 찍기"
        case .emptyUpload:
            return "보낸 파일이 비어 있어요."
        case .uploading:
            return "사진을 넣는 중…"
        case .uploadFailed:
            return "사진을 넣지 못했어요. 다시 해 보세요."
        case .offlineKept:
            return "연결이 끊겼어요. 글은 이 페이지에 남아 있고 연결되면 저장돼요."
        case .restoredHere:
            return "여기서 쓰고 아직 저장하지 않은 글을 되살렸어요."
        case .photosWaitForSave:
            return "저장할 때 넣을 사진:"
        case .pairHeading:
            return "이 기기 연결하기"
        case .pairExplain:
            return "연결하면 이 브라우저는 앞으로 매번 새 주소 없이 일기를 열 수 있어요."
        case .pairCheckFingerprint:
            return "먼저 이 지문이 터미널에 나온 것과 같은지 확인하세요:"
        case .pairButton:
            return "연결"
        case .pairRefused:
            return "이 연결 코드는 이미 썼거나 만료됐어요. 'ilgi serve --pair'를 다시 실행해 새 코드를 받으세요."
        case .pairTooManyTries:
            return "너무 많이 시도했어요. 1분 뒤에 다시 하세요."
        case .notPairing:
            return "이 서버는 기기를 연결하지 않아요. 'ilgi serve --pair'로 시작하세요."
        case .noSuchDevice(let id, let known):
            return known.isEmpty ? "연결된 기기가 없어요" : "'\(id)'라는 연결된 기기가 없어요. 연결된 기기: \(known.joined(separator: ", "))"
        case .ambiguousDevice(let id):
            return "'\(id)'로 시작하는 기기가 여럿이에요. id를 더 주세요"
        case .badCertificate(let path, let reason):
            return "인증서 \(path)와 키를 쓸 수 없어요: \(reason)"
        case .certOption:
            return "이 인증서(PEM)로 HTTPS를 열어요. 'tailscale cert'가 만드는 것처럼요. --key와 함께 써요."
        case .keyOption:
            return "--cert의 개인 키(PEM)."
        case .certWithKey:
            return "--cert와 --key는 함께 줘야 해요"
        case .pairFlag:
            return "휴대폰을 연결하는 QR 코드를 보여 줘요. 코드는 5분 동안 한 번만 쓸 수 있고, 연결된 휴대폰은 토큰 없이 들어와요."
        case .devicesFlag:
            return "연결된 기기와 어시스턴트 토큰을 보여 줘요 (서버는 열지 않아요)."
        case .revokeOption:
            return "연결된 기기나 어시스턴트 토큰을 id로 거둬요 (--devices 참고)."
        case .fingerprint(let value):
            return "HTTPS 인증서 SHA-256 지문 (휴대폰에서 확인하세요): \(value)"
        case .noQRCode:
            return "(여기에 QR 코드를 보려면 qrencode를 설치하세요: sudo apt install qrencode)"
        case .pairingAddress(let address, let code):
            return "휴대폰 연결: \(address) 열기 (코드 \(code), 5분 안에 한 번)"
        case .revoked(let id, let name):
            return "\(id) (\(name)): 거뒀어요. 다음 요청부터 거절돼요."
        case .idleTimeoutOption:
            return "요청이 다 오지 않거나 응답이 없는 연결을 이 시간(초)이 지나면 닫아요 (기본값 30)"
        case .badIdleTimeout:
            return "--idle-timeout에는 1부터 3600까지의 초를 주세요"
        case .deviceExpires(let date):
            return "\(date)까지"
        case .noDevices:
            return "연결된 기기가 없어요. 'ilgi serve --pair'로 연결하세요."
        case .mcpTokenFlag:
            return "어시스턴트가 /mcp에 들어올 토큰을 만들어 한 번만 보여 주고 끝내요 (--allow-write가 없으면 읽기만 해요)."
        case .allowWriteFlag:
            return "--mcp-token과 함께: 어시스턴트가 일기를 새로 쓰고 덧붙일 수도 있어요."
        case .tokenNameOption:
            return "--mcp-token과 함께: --devices에서 토큰을 알아볼 이름 (기본값: assistant)."
        case .allowWriteWithoutToken:
            return "--allow-write와 --name은 --mcp-token과 함께 써요."
        case .mcpTokenMade(let id, let writes):
            return "/mcp 토큰 \(id)을 만들었어요 ("
                + (writes ? "읽고 쓰기" : "읽기만")
                + "). 지금만 보여요. 'ilgi serve --revoke \(id)'로 거둘 수 있어요."
        case .mcpTokenUse(let token):
            return "어시스턴트는 이 헤더로 보내요: Authorization: Bearer \(token)"
        case .assistantReading:
            return "어시스턴트, 읽기만"
        case .assistantWriting:
            return "어시스턴트, 쓰기 가능"
        case .assistantTokenNeeded:
            return "/mcp는 어시스턴트용이에요. 토큰을 'Authorization: Bearer TOKEN'으로 보내 주세요. 'ilgi serve --mcp-token'으로 만들어요."
        case .assistantProgramMissing:
            return "ilgi 설치에 어시스턴트 서버(ilgi-helper)가 없어요. ilgi를 다시 설치해 주세요."
        case .assistantMessageTooLarge:
            return "/mcp에 보내기에 너무 큰 메시지예요 (8 MB까지)."
        case .assistantNoSuchSession:
            return "그런 세션이 없어요 (끝났거나 서버가 다시 시작했어요). initialize부터 다시 해 주세요."
        case .assistantNotJSON:
            return "메시지가 JSON이 아니에요."
        case .assistantNoBatches:
            return "요청 하나에 JSON-RPC 메시지 하나를 보내 주세요. /mcp는 묶음(batch)에 답하지 않아요."
        case .assistantStartWithInitialize:
            return "요청에 세션(Mcp-Session-Id)이 없어요. initialize부터 시작해 주세요."
        case .assistantSessionsFull:
            return "어시스턴트 세션이 모두 바빠요. 잠시 뒤에 다시 해 주세요."
        case .assistantServerEnded:
            return "어시스턴트 서버가 답하기 전에 끝났어요. initialize부터 다시 해 주세요."
        }
    }
}
