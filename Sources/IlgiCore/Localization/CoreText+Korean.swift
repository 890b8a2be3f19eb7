import Foundation
import IlgiEntry
import IlgiStore

/// Korean (해요체): every key of `CoreText`, which the compiler holds this table to.
extension CoreText {
    public var korean: String {
        switch self {
        case .errorLabel:
            return "오류"
        case .warningLabel:
            return "경고"
        case .saved(let short, let title):
            return "\(short) 일기를 저장했어요: \(title)"
        case .deleted(let short, let title):
            return "\(short) 일기를 삭제했어요: \(title). 되살리려면: ilgi restore \(short)"
        case .writingPrompt(let number):
            return Self.koreanWritingPrompts[number]
        case .joined(let first, let second):
            return first.text(in: .korean) + ". " + second.text(in: .korean)
        case .attachNoSuchFile(let path):
            return "그런 파일이 없어요: \(path)"
        case .attachNotAFile(let path):
            return "\(path)는 파일이 아니에요. 파일을 하나씩 첨부하세요 (폴더 안의 파일은 ilgi attach ID 폴더/*)"
        case .attachTooLarge(let name, let size, let limit):
            return
                "\(name)는 \(size)라서 한도 \(limit)를 넘어요. git은 모든 파일의 모든 버전을 영원히 간직하고 복제할 때마다 모두 복사해요. 그래도 첨부하려면 --force를 쓰고, 아니면 일기장 밖에 두고 링크하세요"
        case .attachmentNotFound(let name, let id, let names):
            let list = names.joined(separator: ", ")
            return names.isEmpty
                ? "일기 \(id)에는 첨부 파일이 없어요"
                : "일기 \(id)에 '\(name)'이라는 첨부 파일이 없어요. 있는 파일: \(list)"
        case .attachmentAmbiguous(let name, let stored):
            let list = stored.joined(separator: ", ")
            return "'\(name)'이라는 첨부 파일이 여러 개예요. 파일 이름으로 고르세요: \(list)"
        case .doctorUnlinkedAssets(let count):
            return
                "어느 일기에서도 링크하지 않는 사진이나 첨부 파일이 \(count)개 있어요 (일기를 ilgi 밖에서 지웠거나 링크를 지웠어요). 'ilgi doctor --fix'가 지워요 (기록에는 남아요)"
        case .importFailed(let place, let reason):
            return "\(place): \(reason.text(in: .korean)). 아무것도 가져오지 않았어요"
        case .importUnsafeAsset(let name):
            return "'\(name)'는 보통 파일이 아니에요 (링크나 폴더). ilgi는 파일만 복사해요"
        case .doctorUncommitted(let count):
            return "파일 \(count)개가 마지막 커밋과 달라요. 남기려면 'ilgi git add -A' 후 'ilgi git commit', 확인하려면 'ilgi git status'"
        case .doctorIndexDamaged(let reason):
            return "git 인덱스(.git/index)가 손상됐어요: \(reason). 마지막 커밋의 캐시일 뿐이라 'ilgi doctor --fix'로 다시 만들 수 있고, 잃는 일기는 없어요"
        case .doctorUnreadable(let count):
            return "일기 파일 \(count)개를 읽을 수 없어요. 권한을 확인하세요"
        case .doctorStatusFailed(let reason):
            return "git이 파일을 마지막 커밋과 비교하지 못했어요(\(reason)). 커밋되지 않은 변경은 알 수 없어요"
        case .doctorOversized(let count):
            return "일기 파일 \(count)개가 8 MiB보다 커요. 목록과 검색에는 앞의 8 MiB만 쓰고, show, edit, export만 전체를 읽어요"
        case .doctorKeptApart(let count):
            return
                "원격이 평문으로 보낸 일기 파일 \(count)개를 따로 두었어요 (원격에 보낼 수 있는 누구든 쓸 수 있었어요). 직접 쓴 일기라면 옆의 명령으로 받으세요. 그때 암호화해서 저장해요"
        case .doctorOpenFolders:
            return "이 컴퓨터의 다른 사용자가 일기장 폴더를 읽을 수 있어요. 'ilgi doctor --fix'로 나만 읽게 바꿔요 (chmod go-rwx)"
        case .doctorNotUTF8(let count):
            return "일기 파일 \(count)개가 UTF-8이 아니에요. 편집기로 열어 UTF-8로 저장하세요"
        case .doctorMissingCreated(let count):
            return "일기 \(count)개에 읽을 수 있는 'Created:' 트레일러가 없어 파일 시각으로 날짜를 정했어요. 'ilgi doctor --fix'가 기록에서 찾아 넣어요"
        case .doctorEmpty(let count):
            return "일기 \(count)개에 제목도 내용도 없어요. 'ilgi delete ID'로 지울 수 있어요"
        case .doctorConflicts(let count):
            return "동기화 충돌 사본 \(count)개가 있어요. 원본에 직접 합친 뒤 사본을 지우세요"
        case .doctorStray(let count):
            return "파일 \(count)개가 일기처럼 보이지만 이름이 <소문자-uuid>.txt가 아니라서 무시돼요. 목록에 넣으려면 이름을 바꾸세요"
        case .doctorNoIdentity(let fallback):
            return
                "git에 user.name/user.email이 없어 커밋이 \(fallback)로 서명돼요. 'git config --global user.name \"이름\"'과 user.email로 설정하세요"
        case .doctorMissingAssets(let count):
            return "일기에서 링크한 사진이나 첨부 파일 \(count)개가 없어요. 'ilgi restore'나 'git checkout -- 경로'로 되살리거나 다시 복사하세요"
        case .draftNotFound(let query):
            return "'\(query)'라는 초안이 없어요. 'ilgi drafts'로 목록을 보세요"
        case .draftAmbiguous(let query, let names):
            let list = names.joined(separator: ", ")
            return "'\(query)'에 맞는 초안이 여럿이에요(\(list)). 이름을 더 길게 적으세요"
        case .draftEntryGone(let entry, let draft):
            return "초안 \(draft)의 일기 \(entry)가 일기장에 없어요. 먼저 'ilgi restore \(entry)'로 되살린 뒤 초안을 저장하세요"
        case .draftEntryChanged(let entry, let draft, let path):
            return
                "초안 \(draft)을 만든 뒤에 \(entry) 일기가 다시 저장되어서, 덮어쓰지 않고 초안을 \(path)에 남겨 두었어요. 비교해 본 뒤('ilgi show \(entry)') 'ilgi drafts restore \(draft) --force'로 덮어쓸 수 있어요(다른 버전은 기록에 남아요)"
        case .draftStartUnknown(let entry, let draft, let path):
            return
                "초안 \(draft)은 예전 ilgi가 남긴 것이라 \(entry) 일기의 어느 버전에서 시작했는지 몰라요. 덮어쓰지 않고 초안을 \(path)에 남겨 두었어요. 비교해 본 뒤('ilgi show \(entry)') 'ilgi drafts restore \(draft) --force'로 저장할 수 있어요"
        case .doctorSplitTrailers(let count):
            return
                "일기 \(count)개에서 예전 ilgi로 편집하다 트레일러(Created, Weather…)가 본문으로 들어가고 'Created:'가 한 번 더 붙었어요. 'ilgi doctor --fix'가 쓴 줄은 그대로 두고 트레일러를 제자리에 돌려놓아요"
        case .doctorUnsavedDrafts(let count):
            return
                "저장하지 않은 초안이 \(count)개 있어요. 'ilgi drafts'로 목록을 보고, 'ilgi drafts restore 이름'으로 저장하거나 'ilgi drafts discard 이름'으로 버리세요"
        case .notATag(let name):
            return "'\(name)'은(는) 태그가 아니에요: 글자와 숫자 (가운데에 - _ + # / 가능), 빈칸 없이"
        case .doctorBrokenLinks(let count):
            return "일기 \(count)편에 가리키는 일기가 없는 [[링크]]가 있어요. 'ilgi links'로 목록을 보세요"
        case .doctorAmbiguousLinks(let count):
            return
                "일기 \(count)편에 여러 일기가 같이 쓰는 제목으로 건 [[링크]]가 있어요. 'ilgi links'로 목록을 보세요 (id로 링크하세요: [[id|제목]])"
        case .doctorSymbolicLinks(let count):
            return
                "일기나 그 폴더 자리에 심볼릭 링크가 \(count)개 있어요. ilgi는 링크를 따라가지 않아요(가리키는 파일을 보여 주거나 고치거나 커밋하지 않아요). 각각 'ilgi git rm 경로'로 지우세요(커밋된 적 없으면 rm)"
        case .unknownEntry(let query):
            return "'\(query)' ID의 일기가 없어요 (지운 일기 중에도 없어요). 'ilgi list'와 'ilgi deleted'로 ID를 확인하세요"
        case .unknownRevision(let revision):
            return "'\(revision)'에 해당하는 커밋이 일기장에 없어요. 'ilgi log'의 커밋 ID, HEAD~N, 또는 날짜(YYYY-MM-DD)를 쓰세요"
        case .ambiguousRevision(let revision):
            return "'\(revision)'에 해당하는 커밋이 여러 개예요. 커밋 ID를 더 길게 입력하세요"
        case .noCommitBefore(let date):
            return "\(date) 또는 그 전에 만든 커밋이 없어요. 일기장의 기록은 그 뒤에 시작돼요 ('ilgi log'로 확인하세요)"
        case .noHistoryError:
            return "일기장에 아직 기록이 없어요. 먼저 'ilgi new'로 일기를 써 보세요"
        case .notInRevision(let id, let revision, let commit):
            let at = revision.hasPrefix(commit) ? commit : "\(revision) (\(commit))"
            return "\(at) 시점의 일기장에는 \(id) 일기가 없어요. 'ilgi log \(id)'로 이 일기가 있는 커밋을 확인하세요"
        case .notDeleted(let id):
            return "\(id) 일기는 지워지지 않았어요. 예전 버전으로 되돌리려면 --at으로 버전을 지정하세요 ('ilgi log \(id)' 참고)"
        case .uncommittedChanges(let id, let path):
            return "\(id) 일기에 커밋하지 않은 변경이 있어요 (\(path)). 복원하면 사라지니 먼저 커밋하세요 ('ilgi git commit -a')"
        case .emptyVersion(let id, let commit):
            return "\(commit)의 \(id) 버전은 제목도 내용도 없어요. 복원하지 않았어요"
        case .gitNotFound:
            return "PATH에서 git을 찾을 수 없어요. 'ilgi git'을 쓰려면 git을 설치하세요"
        case .gitDidNotStart(let reason):
            return "git을 실행할 수 없어요 (\(reason))"
        case .restored(let short, let title):
            return "되살렸어요 \(short): \(title)"
        case .deletedMark:
            return "(지움)"
        case .action(let action):
            return switch action {
            case .add: "추가"
            case .edit: "수정"
            case .delete: "삭제"
            case .restore: "복원"
            case .merge: "병합"
            case .import: "가져오기"
            }
        case .hookWarning(let warning):
            let name = warning.hook
            let what =
                switch warning.problem {
                case .exited(let status):
                    "훅 \(name)이(가) 실패했어요 (종료 상태 \(status))"
                case .signaled(let signal):
                    "훅 \(name)이(가) 시그널 \(signal)로 종료됐어요"
                case .timedOut(let timeout):
                    "훅 \(name)이(가) \(Self.seconds(timeout))초 안에 끝나지 않아 중단했어요 (설정 hooks.timeout)"
                case .couldNotStart(let reason):
                    "훅 \(name)을(를) 실행할 수 없어요 (\(reason))"
                case .notExecutable(let path):
                    "훅 \(name)에 실행 권한이 없어서 실행하지 않았어요. 실행하려면: chmod +x \(path)"
                case .deletedFile:
                    "훅 \(name)이(가) 일기 파일을 지웠어요"
                case .emptiedFile:
                    "훅 \(name)이(가) 일기 파일을 비웠어요"
                case .notUTF8:
                    "훅 \(name)이(가) 일기 파일을 UTF-8이 아닌 내용으로 바꿨어요"
                case .changedText:
                    "훅 \(name)이(가) 일기의 제목이나 본문을 바꿨어요 (훅은 트레일러만 더할 수 있어요)"
                case .replacedFile:
                    "훅 \(name)이(가) 일기 파일 자리에 파일이 아닌 것을 두었어요"
                }
            if warning.textRestored {
                return what + ". " + "훅이 바꾼 내용은 되돌리고 쓴 그대로 저장했어요"
            }
            if warning.event == .postCreate {
                return what + ". " + "일기는 저장했어요"
            }
            return what
        case .unknownHookEvent(let name):
            return "'\(name)'는 훅 이벤트가 아니에요. post-create, post-save, post-sync 중 하나를 쓰세요"
        case .hookEventNeedsEntry(let event):
            return "\(event) 훅은 일기 하나에 대해 실행돼요. ID를 주세요: ilgi hooks run \(event) ID"
        case .unknownHookName(let name, let known):
            return "설치할 수 있는 '\(name)' 훅이 없어요. ilgi에 들어 있는 훅: \(known.joined(separator: ", "))"
        case .hookSourceMissing(let name, let searched):
            return
                "ilgi와 함께 오는 \(name) 훅을 찾을 수 없어요 (찾아본 곳: \(searched.joined(separator: ", "))). 'make install'로 ilgi를 다시 설치하세요"
        case .hookInstallWouldOverwrite(let path):
            return "\(path)가 이미 있고 ilgi의 훅과 달라요. 바꾸려면: ilgi hooks install --force"
        case .settingHooksTimeout:
            return "훅을 중단하기 전까지 기다리는 초"
        case .settingWeatherLocation:
            return "날씨를 물을 곳: \"위도,경도\" 또는 도시 이름"
        case .settingWeatherProvider:
            return "openweathermap 또는 open-meteo (기본값: API 키가 있으면 openweathermap, 없으면 open-meteo)"
        case .settingWeatherAPIKey:
            return "OpenWeatherMap API 키 (없으면 $OPENWEATHER_API_KEY)"
        case .settingWeatherURL:
            return "날씨 서비스의 다른 주소 (테스트, 프록시용)"
        case .expectedSeconds:
            return "0보다 크고 600 이하인 초, 예: 5, 2.5"
        case .expectedLocation:
            return "\"위도,경도\" (예: \"37.57,126.98\") 또는 장소 이름 (예: Seoul)"
        case .expectedProvider:
            return "openweathermap 또는 open-meteo"
        case .expectedAPIKey:
            return "공백 없는 키"
        case .expectedURL:
            return "http:// 또는 https:// 주소, 예: http://127.0.0.1:8080"
        case .unknownSetting(let key, let suggestion, let known):
            if let suggestion {
                return "'\(key)'라는 설정은 없어요. '\(suggestion)'을(를) 말씀하신 건가요? (ilgi config --list 참고)"
            }
            return "'\(key)'라는 설정은 없어요. 있는 설정: \(known.joined(separator: ", "))"
        case .invalidSetting(let key, let value, let expected):
            return "'\(value)'는 \(key)에 쓸 수 없는 값이에요. \(expected.text(in: .korean)) 형식으로 쓰세요"
        case .weatherNoLocation:
            return "날씨 위치가 설정되지 않았어요. 설정하세요: ilgi config weather.location \"37.57,126.98\" (또는 도시 이름)"
        case .weatherNoAPIKey:
            return
                "OpenWeatherMap에는 API 키가 필요해요. 'ilgi config weather.apikey 키'나 OPENWEATHER_API_KEY로 설정하거나, 키가 필요 없는 'ilgi config weather.provider open-meteo'를 쓰세요"
        case .weatherBadAPIKey(let provider, let message):
            let said = message.map { " (\($0))" } ?? ""
            return "\(provider)가 API 키를 거부했어요\(said). 'ilgi config weather.apikey'로 확인하세요"
        case .weatherBadLocation(let location, let message):
            let said = message.map { " (\($0))" } ?? ""
            return
                "날씨 서비스가 위치 '\(location)'를 받아들이지 않아요\(said). 다른 위치를 설정하세요: ilgi config weather.location \"37.57,126.98\""
        case .weatherPlaceNotFound(let name):
            return "'\(name)'라는 곳을 찾지 못했어요. 다른 철자나 좌표로 설정해 보세요: ilgi config weather.location \"37.57,126.98\""
        case .weatherServerError(let provider, let status, let message):
            let said = message.map { ": \($0)" } ?? ""
            return "\(provider)가 HTTP \(status) 오류로 답했어요\(said). 나중에 다시 시도하세요"
        case .weatherInvalidResponse(let provider, let detail):
            return "\(provider)의 응답을 읽을 수 없어요 (\(detail)). weather.url과 weather.provider를 확인하세요"
        case .weatherTimedOut(let seconds):
            return "날씨 서비스가 \(seconds)초 안에 답하지 않았어요. 네트워크를 확인하세요"
        case .weatherUnreachable(let host, let reason):
            return "\(host)에 연결할 수 없어요 (\(reason.text(in: .korean))). 네트워크를 확인하세요"
        case .connectionRefused:
            return "연결 거부됨"
        case .hostNotFound:
            return "호스트를 찾을 수 없음"
        case .noNetwork:
            return "네트워크 없음"
        case .secureConnectionFailed:
            return "보안 연결 실패"
        case .weatherBadURL(let url):
            return "'\(url)'는 쓸 수 없는 주소예요. 고치세요: ilgi config weather.url http://호스트:포트"
        case .unknownJournal(let name, let known):
            return "'\(name)'이라는 일기장이 없어요. 있는 것: \(known.joined(separator: ", ")). "
                + "'ilgi journals add \(name) PATH'로 이름을 붙여요."
        case .invalidJournalName(let name):
            return "'\(name)'은 일기장 이름이 될 수 없어요. 글자, 숫자, '-', '_', '.'(맨 앞 말고)로 64자까지 써요."
        case .journalNameTaken(let name, let root):
            return "'\(name)'은 이미 \(root)의 일기장 이름이에요. 먼저 'ilgi journals remove \(name)'로 잊어요."
        case .journalFolderTaken(let name, let root):
            return "\(root)는 이미 '\(name)' 일기장이에요."
        case .cannotForgetStandardJournal(let root):
            return "'default'는 다른 일기장을 그 이름으로 더하지 않는 한 \(root)의 일기장이라, 잊을 것이 없어요."
        case .journalListUnreadable(let path, let reason):
            return "일기장 목록(\(path))을 읽지 못했어요: \(reason)"
        case .journalListUnwritable(let path, let reason):
            return "일기장 목록(\(path))을 바꾸지 못했어요: \(reason)"
        case .historyProgress(let done, let total):
            return "일기장 기록을 읽는 중 \(done)/\(total)…"
        case .reviewBadYear:
            return "2025 같은 연도를 주세요"
        case .reviewHeading(let year):
            return "일기로 본 \(year)년"
        case .reviewEmpty(let year):
            return "\(year)년에는 일기가 없어요."
        case .reviewEntries(let count):
            return "일기 \(count)편"
        case .reviewWords(let count):
            return "\(count)단어"
        case .reviewDays(let count):
            return "\(count)일 씀"
        case .reviewStreak(let days):
            return "최장 연속 \(days)일"
        case .reviewAverage(let value):
            return "평균 \(value)"
        case .reviewBusiestMonth:
            return "가장 많이 쓴 달"
        case .reviewWeather:
            return "날씨"
        case .reviewTopTags:
            return "많이 쓴 태그"
        case .reviewByMonth:
            return "달별 일기"
        case .bookContents:
            return "차례"
        case .bookTitle(let year):
            guard let year else { return "일기" }
            return "\(year)년의 일기"
        case .urlEmpty:
            return "비어 있어요"
        case .urlHasLineBreak:
            return "줄바꿈이 들어 있어요"
        case .urlMalformed:
            return "올바른 URL 형식이 아니에요"
        case .urlNeedsHost:
            return "호스트가 없어요"
        case .urlNeedsPath:
            return "서버의 저장소 경로가 없어요"
        case .urlBadPort:
            return "포트가 1에서 65535 사이가 아니에요"
        case .urlEmptyUser:
            return "'@' 앞의 사용자 이름이 비어 있어요"
        case .urlFileNeedsAbsolutePath:
            return "file:// URL에는 file:///srv/journal.git 같은 절대 경로가 필요해요"
        case .urlUnknownScheme(let scheme):
            return "'\(scheme)://'는 ilgi가 모르는 주소 방식이에요"
        case .invalidRemoteURL(let url, let reason):
            return
                "'\(url)'는 쓸 수 없는 원격 주소예요: \(reason.text(in: .korean)). 경로, file:///경로, git://호스트/경로, ssh://사용자@호스트/경로, 사용자@호스트:경로, https://호스트/경로 중 하나로 주세요"
        case .invalidRemoteName(let name):
            return "'\(name)'는 원격 이름으로 쓸 수 없어요. origin이나 backup처럼 글자, 숫자, '-', '_', '.'만 쓰세요"
        case .remoteExists(let name, let url):
            return "'\(name)' 원격이 이미 있어요 (\(url)). 먼저 'ilgi remote remove \(name)'로 지우거나 다른 이름을 고르세요"
        case .remoteNotFound(let name, let known):
            if known.isEmpty {
                return "'\(name)' 원격이 없어요. 아직 원격이 하나도 없으니 'ilgi remote add 이름 URL'로 추가하세요"
            }
            let list = known.joined(separator: ", ")
            return "'\(name)' 원격이 없어요. 있는 원격: \(list)"
        case .localRemoteMissing(let path):
            return "\(path)에 git 저장소가 없어요. 먼저 만드세요: git init --bare -b main \(path)"
        case .chooseRemote(let names):
            let list = names.joined(separator: ", ")
            return "원격이 여러 개 (\(list)) 있고 아직 기본 원격이 없어요. 어느 쪽인지 알려 주세요: ilgi sync 이름"
        case .noRemote:
            return "동기화할 원격이 없어요. 'ilgi remote add origin URL'로 추가하세요"
        case .detachedHead:
            return "일기장이 브랜치 위에 있지 않아요 (detached HEAD). 'ilgi git switch main'으로 돌아가세요"
        case .sshUnsupported(let url):
            return
                "\(url)에 연결할 수 없어요: ilgi가 쓰는 libgit2가 ssh(libssh2) 없이 빌드됐어요. https:// 주소나 경로를 쓰거나, ssh를 지원하는 libgit2를 설치하세요"
        case .unreachable(let remote, let url, let detail):
            return
                "\(remote)(\(url))에 연결할 수 없어요: \(detail). \(Self.localCommitsSafe). 주소나 네트워크를 확인하고 'ilgi sync'를 다시 실행하세요"
        case .remoteRepositoryMissing(let remote, let url, let detail):
            return
                "\(remote)(\(url))에 git 저장소가 없어요: \(detail). 'ilgi remote list'로 주소를 확인하세요 (\(Self.localCommitsSafe))"
        case .authenticationFailed(let remote, let url, let tried, let detail):
            let triedKorean = tried.isEmpty ? "쓸 수 있는 인증 정보가 없었어요" : "시도한 것: " + tried.joined(separator: ", ")
            return
                "\(remote)(\(url))가 인증을 받아들이지 않았어요 (\(triedKorean). \(detail)). ssh라면 키를 ssh-agent에 넣거나 'ilgi config sshkey 경로'를 설정하고, https라면 ILGI_GIT_TOKEN이나 git credential helper를 설정하세요 (\(Self.localCommitsSafe))"
        case .unknownHost(let host, let port, let keyType, let fingerprint):
            let name = Self.hostAndPort(host, port)
            let command = Self.keyscan(host, port)
            return
                "ssh 호스트 \(name)이(가) ~/.ssh/known_hosts에 없어요 (\(keyType) 키 지문 \(fingerprint)). 서버의 지문이 맞다면 다음으로 신뢰하세요: \(command)"
        case .hostKeyChanged(let host, let port, let file, let fingerprint):
            let name = Self.hostAndPort(host, port)
            return
                "\(name)의 ssh 호스트 키가 \(file)에 있는 키와 달라요 (지금 지문: \(fingerprint)). 누군가 연결을 가로채고 있거나 서버가 다시 설치됐을 수 있어요. 서버 관리자에게 확인한 뒤에만 'ssh-keygen -R \"\(name)\"'로 옛 키를 지우세요"
        case .pushRejected(let remote, let reference, let reason):
            return
                "\(remote)이(가) \(reference) 업데이트를 거부했어요: \(reason). \(Self.localCommitsSafe) (서버 관리자에게 묻거나 서버의 훅과 브랜치 보호 설정을 확인하세요)"
        case .remoteKeepsMoving(let remote, let attempts):
            return "동기화하는 동안 \(remote)이(가) 계속 바뀌었어요 (\(attempts)번 시도). 다른 기기가 지금 동기화 중이니 잠시 후 'ilgi sync'를 다시 실행하세요"
        case .remoteBusy(let remote, let file):
            return "다른 ilgi가 지금 \(remote)에 보내고 있어요(\(file) 파일을 잡고 있어요). 잠시 후 'ilgi sync'를 다시 실행하세요"
        case .remoteLocked(let remote, let file):
            return
                "\(remote)이(가) \(file) 파일로 잠겨 있어요. 지금 다른 곳에서 보내고 있거나, 다른 기기의 보내기가 중간에 멈췄어요. \(remote)와(과) 동기화하는 다른 기기가 없다면 그 파일을 지우고 'ilgi sync'를 다시 실행하세요"
        case .uncommittedChangesBeforeSync(let paths):
            let shown = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
            return "커밋하지 않은 변경이 있어요 (\(shown)). 'ilgi git commit -am \"…\"'로 커밋하거나 'ilgi git restore .'로 되돌린 뒤 동기화하세요"
        case .checkoutBlocked(let detail):
            return "받은 파일을 일기장에 넣지 못했어요: git에 커밋되지 않은 파일이 가로막고 있어요 (\(detail)). 옮긴 뒤 'ilgi sync'를 다시 실행하세요"
        case .transferFailed(let remote, let pushing, let detail):
            return
                "\(remote)\(pushing ? "에 보내지" : "에서 받지") 못했어요: \(detail). \(Self.localCommitsSafe). 문제를 고친 뒤 'ilgi sync'를 다시 실행하세요"
        case .remoteChangesEncryption(let remote, let commit, let subject):
            let named = subject.isEmpty ? commit : "\(commit) (\"\(subject)\")"
            return
                "동기화를 멈췄어요: \(remote)의 커밋 \(named)이(가) .gitattributes의 암호화 줄을 바꿔서 일기가 평문으로 저장될 수 있어요. 아무것도 바꾸지 않았고 일기장은 계속 암호화되어 있어요. 원격에서 그 커밋을 되돌린 뒤 다시 동기화하세요"
        case .massDeletion(let remote, let removed, let emptied, let total, let commit, let subject):
            let named = subject.isEmpty ? commit : "\(commit) (\"\(subject)\")"
            let what =
                switch (removed, emptied) {
                case (_, 0): "\(removed)편을 지우려 해요"
                case (0, _): "\(emptied)편의 글을 (거의) 모두 비우려 해요"
                default: "\(removed)편을 지우고 \(emptied)편의 글을 (거의) 모두 비우려 해요"
                }
            return
                "동기화를 멈췄어요: \(remote)이(가) 이 일기장의 일기 \(total)편 가운데 \(what) (커밋 \(named)). 아무것도 바꾸지 않았어요. 원한 일이라면 'ilgi sync --yes'를 실행하세요 ('ilgi restore ID'로 하나씩 되살릴 수 있어요). 아니라면 원격에서 그 커밋을 되돌리세요"
        case .remoteNeedsNewerFormat(let remote, let format, let needs):
            let need = StoreText.journalFormatNeeds(format, needs).text(in: .korean)
            return "\(remote)의 일기장 \(need). 아무것도 가져오지 않았어요. ilgi를 업그레이드한 뒤 동기화하세요"
        case .tooLargeInFolder(let remote, let path, let size, let commit):
            let megabytes = size >> 20
            return
                "동기화를 멈췄어요: \(remote)에 \(path) 파일이 있는데 \(megabytes) MiB예요 (커밋 \(commit)). 폴더에서 받을 때는 파일을 통째로 읽어야 해서 아무것도 받거나 바꾸지 않았어요. 원격의 기록에서 그 파일을 지우거나, ssh로 원격에 연결하면 조금씩 받아서 빼 둘게요"
        case .unreadableName(let remote, let commit):
            return
                "동기화를 멈췄어요: \(remote)에 이름이 UTF-8이 아닌 파일이 있어요 (커밋 \(commit)). 아무것도 바꾸지 않았어요. 원격에서 그 파일의 이름을 바꾸거나 지운 뒤 다시 동기화하세요"
        case .leftOutReason(let reason):
            return switch reason {
            case .symbolicLink: "심볼릭 링크"
            case .submodule: "서브모듈"
            case .gitFolder: ".git 폴더 안"
            case .plainText:
                "이 일기장의 키로 암호화되지 않았어요"
            case .unverified:
                "이 일기장의 키로 확인되지 않는 암호문"
            case .tooLarge:
                "원격에서 받는 크기보다 커요 (일기는 16 MiB, 파일은 32 MiB까지)"
            case .replay(let other):
                "다른 일기(\(other))의 암호문을 키 없이 옮겨 놓은 거예요"
            case .unusableName:
                "파일이 가질 수 없는 이름이에요 (.., ., 빈 이름, 절대 경로)"
            }
        case .takeLeftOutEntry(let id, let commit):
            return "직접 쓴 일기라면 이렇게 받으세요 (그때부터 암호화해서 저장해요): ilgi restore \(id) --at \(commit)"
        case .leftOut(let count, let remote):
            return "원격에서 받지 않는 파일 \(count)개를 \(remote)에서 빼고 받았어요:"
        case .leftOutMore(let count):
            return "  그리고 \(count)개 더 있어요. 빼 둔 커밋에 모두 적혀 있어요 ('ilgi git show --stat HEAD' 또는 'ilgi log')"
        case .conflictCopyTitle(let title, let source, let date):
            return "\(title) (\(source)에서 온 충돌 사본, \(date))"
        case .settingSSHKey:
            return "'ilgi sync'가 쓸 ssh 개인 키 (~/.ssh/id_ed25519, id_ecdsa, id_rsa 대신)"
        case .expectedKeyPath:
            return "~/.ssh/journal_ed25519 같은 개인 키 파일 경로"
        case .settingSyncAuto:
            return "원격이 있으면 저장할 때마다 뒤에서 동기화해요 (on 또는 off)"
        case .settingSyncInterval:
            return "'ilgi serve'가 스스로 동기화하는 간격, 예: 5m, 1h (0이면 안 함)"
        case .expectedOnOff:
            return "on 또는 off"
        case .expectedInterval:
            return "90s, 15m, 1h 같은 시간 (하루까지) 또는 0"
        case .notSentUnreachable(let count, let remote, let since):
            return "저장 \(count)개를 아직 보내지 못했어요: \(since)부터 \(remote)에 닿지 않아요. 나중에 다시 해 볼게요 ('ilgi status')"
        case .notSentFailed(let count, let remote, let error):
            return "저장 \(count)개를 아직 보내지 못했어요: \(remote)와의 마지막 동기화가 실패했어요: \(error.text(in: .korean))"
        case .backgroundSyncFailed(let remote, let error):
            return "뒤에서 한 \(remote)와의 동기화가 실패했어요: \(error.text(in: .korean))"
        case .conflictsKeptInBackground(let paths):
            let list = paths.joined(separator: ", ")
            return "뒤에서 한 동기화가 일기 \(paths.count)개의 두 가지 버전을 모두 남겼어요. 상대 쪽은 \(list)에 있어요. 비교해서 원하는 것을 남기세요"
        case .leftOutInBackground(let paths):
            return
                "뒤에서 한 동기화가 원격의 파일 \(paths.count)개를 받지 않았어요: \(paths.joined(separator: ", ")) (이유는 'ilgi sync'가 알려 줘요)"
        case .weatherAddressNotFound(let address, let status, let message):
            let said = message.map { " (\($0))" } ?? ""
            return
                "날씨 서비스의 \(address) 주소가 없어요: HTTP \(status) Not Found\(said). 위치가 아니라 주소가 문제예요: weather.url('ilgi config weather.url URL'로 다시 설정하거나 'ilgi config --unset weather.url'로 제공자 기본 주소로)과 weather.provider를 확인하세요"
        case .settingDefaultTemplate:
            return "요일별 템플릿이 없을 때 'ilgi new'가 쓸 템플릿 ('ilgi templates' 참고)"
        case .settingWeekdayTemplate(let day):
            let name = (Weekday.allCases.first { $0.key == day } ?? .monday).name
            return "\(name.text(in: .korean))에 'ilgi new'가 쓸 템플릿"
        case .expectedTemplateName:
            return "템플릿 이름: 글자, 숫자, '-', '_', '.' (예: daily)"
        case .fieldStatsNone(let name):
            return "아직 \(name) 값이 있는 일기가 없어요."
        case .fieldStatsSummary(let count, let average, let values):
            return "일기 \(count)편, 평균 \(average) (\(values.text(in: .korean)))"
        case .entryCount(let count):
            return "일기 \(count)편"
        case .fieldStatsByMonth:
            return "달별"
        case .fieldStatsByWeekday:
            return "요일별"
        case .fieldStatsTags:
            return "높은 날과 낮은 날의 태그 (평균, 일기 수)"
        case .fieldStatsWeather:
            return "날씨별"
        case .fieldStatsWords(let high, let highCount, let low, let lowCount):
            return "쓴 낱말: 높은 날 \(high) (\(highCount)편), 낮은 날 \(low) (\(lowCount)편)"
        case .negativeLimit(let value):
            return "-n에는 0 이상의 수를 주세요 (받은 값: \(value))"
        case .onWithRange:
            return "--on은 --since, --until과 함께 쓸 수 없어요. 하나만 쓰세요"
        case .unknownWeatherGroup(let text):
            return "'\(text)'는 알 수 없는 날씨예요. clear, clouds, rain, storm, snow, mist 중 하나로 쓰세요"
        case .sinceAfterUntil(let since, let until):
            return "--since \(since)가 --until \(until)보다 뒤예요. 둘을 바꿔 쓰세요"
        case .badFieldCondition(let text):
            return "'\(text)'는 필드 조건이 아니에요: mood>=4, energy=low, place!=Busan, mood처럼 쓰세요 "
                + "(<, <=, >, >=는 숫자 비교. created, weather, location 같은 ilgi의 키는 따로 옵션이 있어요)"
        case .unknownField(let name, let known):
            return known.isEmpty
                ? "일기장에 '\(name)' 필드가 없어요. 'ilgi fields add \(name) --scale 1-5'로 선언해요"
                : "일기장에 '\(name)' 필드가 없어요. 있는 필드: \(known.joined(separator: ", "))"
        case .fieldSettingForm(let text):
            return "'\(text)'는 필드를 정하지 않아요: mood=4처럼 NAME=VALUE로 쓰세요"
        case .badFieldValue(let value, let name, let values):
            return "'\(value)'는 \(name)의 값이 될 수 없어요: \(values.text(in: .korean))"
        }
    }

    /// ilgi's own writing prompts, in the order of `englishWritingPrompts`.
    static let koreanWritingPrompts = [
        "오늘 나를 웃게 한 건 뭐였나요?",
        "평소엔 지나치던 것 중 오늘 눈에 띈 건?",
        "오늘 누구를 생각했나요? 왜요?",
        "이번 주에서 기억하고 싶은 건 뭔가요?",
        "오늘 나를 지치게 한 것과 힘이 나게 한 것은?",
        "오늘 들은 소리, 맡은 냄새, 느낀 맛 하나를 적어 보세요.",
        "오늘 배운 것은? 아주 작은 것이라도요.",
        "요즘 기다려지는 건 뭔가요?",
        "오늘 미룬 일은? 무엇이 있으면 쉬워질까요?",
        "오늘 나눈 대화 하나를 적어 보세요.",
        "지금 고마운 것 하나는?",
        "오늘 나를 어떻게 돌봤나요?",
        "오늘 날씨는 어땠고, 어떤 기분이 들었나요?",
        "최근에 나를 놀라게 한 일은?",
        "1년 전의 나에게 해 주고 싶은 말은?",
        "오늘 어디에 갔나요? 한 곳을 그려 보세요.",
        "오늘 밤 머릿속에 맴도는 건?",
        "요즘 읽거나 보거나 들은 것 중 마음에 남은 건?",
        "생각보다 잘된 일은?",
        "내일을 좋은 날로 만들려면 무엇이 필요할까요?",
        "내가 만들거나 고친 것에 대해 적어 보세요.",
        "오늘 무엇을, 누구와 먹었나요?",
        "걱정되는 건? 그에 대해 할 수 있는 일은?",
        "지금 이 순간을 그려 보세요: 있는 곳, 들리는 것.",
        "만들고 있는 습관은? 잘되고 있나요?",
        "최근에 나를 도와준 사람은? 내가 도운 사람은?",
        "생각이 바뀐 일이 있나요?",
        "다시 해 보고 싶은 작은 일은?",
        "보고 싶은 사람에게 편지를 써 보세요.",
        "내려놓고 싶은 건 뭔가요?",
    ]

    /// What a failed sync leaves as it was, said in several of its messages.
    private static let localCommitsSafe = "일기는 이 일기장에 그대로 있어요"
}
