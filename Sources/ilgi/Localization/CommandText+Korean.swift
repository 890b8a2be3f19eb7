import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

extension CommandText {
    /// What answers yes to a question.
    static let koreanYesAnswers = ["예", "네", "응", "ㅇ"]
}

/// Korean (해요체): every key of `CommandText`, which the compiler holds this table to.
extension CommandText {
    public var korean: String {
        switch self {
        case .emptyEntryNotSaved:
            return "제목도 내용도 없어서 저장하지 않았어요."
        case .emptiedEntryNotSaved:
            return "일기가 비게 되어 저장하지 않았어요. 지우려면 'ilgi delete'를 쓰세요."
        case .entryShownInPart(let path, let shown, let size):
            return "이 일기 파일은 \(size) MiB예요. ilgi는 일기의 앞 \(shown) MiB만 읽어요. 나머지는 \(path)에 있어요"
        case .controlCharacterInSystemFile(let quoted):
            return
                "\(quoted)에 줄바꿈 같은 제어 문자가 있어서 systemd 유닛이나 crontab 줄에 안전하게 넣을 수 없어요. 아무것도 설치하지 않았어요. 제어 문자가 없는 경로로 일기장을 옮기세요 (ilgi --journal PATH)"
        case .editorDidNotStart(let command, let reason):
            return "편집기 '\(command)'를 시작할 수 없어요 (\(reason)). VISUAL이나 EDITOR를 설정하세요"
        case .editorNotFound(let command):
            return "편집기 '\(command)'를 찾을 수 없어요. VISUAL이나 EDITOR를 설치된 편집기로 설정하세요"
        case .editorExited(let command, let status):
            return "편집기 '\(command)'가 종료 코드 \(status)로 끝났어요"
        case .editorInterrupted(let command):
            return "편집기 '\(command)'가 중단됐어요 (Ctrl-C)"
        case .editorKilled(let command, let signal):
            return "편집기 '\(command)'가 시그널 \(signal)로 종료됐어요"
        case .nothingSaved:
            return "아무것도 저장하지 않았어요"
        case .deleteNeedsConfirmation(let short):
            return "물어볼 터미널이 없어서 삭제하지 않았어요. 확인 없이 삭제하려면 'ilgi delete \(short) --yes'로 실행하세요"
        case .noChanges:
            return "바뀐 내용이 없어 저장하지 않았어요."
        case .noEntriesYet:
            return "아직 일기가 없어요. 'ilgi new'로 첫 일기를 써 보세요."
        case .noEntriesMatch:
            return "조건에 맞는 일기가 없어요."
        case .confirmDelete(let title):
            return "\"\(title)\" 일기를 정말로 삭제하시겠어요? [y/N]"
        case .notDeleted:
            return "삭제하지 않았어요."
        case .encryptionTurnedOn(let files, let sharedKey):
            let stored = "암호화를 켰어요: 파일 \(files)개를 암호화해서 저장했고, 앞으로 저장하는 것도 모두 암호화돼요."
            guard !sharedKey else { return stored }
            return stored + " 지금 키를 백업하세요: ilgi crypt export-key 파일. 키를 모두 잃으면 일기장도 잃어요."
        case .rewritingHistoryProgress(let done, let total):
            return "기록을 다시 쓰는 중 \(done)/\(total) 커밋…"
        case .historyRewritten(let commits, let backup):
            return
                "기록을 다시 썼어요: 커밋 \(commits)개를 암호화하고 제목 없이 다시 만들었어요. 예전 기록은 이 컴퓨터에 \(backup)로 남아요 (git update-ref -d \(backup)로 지울 수 있어요)."
        case .historyAlreadyEncrypted:
            return "기록이 이미 모두 암호화되어 있어요. 다시 쓸 것이 없어요."
        case .confirmForcedPush(let remote, let url):
            return "\(remote)(\(url))의 기록을 암호화된 기록으로 바꿀까요? 강제 푸시라서 다른 복제본은 모두 다시 복제해야 해요. [y/N]"
        case .forcedPushDeclined(let remote):
            return
                "푸시하지 않았어요: \(remote)에는 아직 평문 기록이 있고, ilgi sync는 그것을 다시 합치지 않아요. 바꾸려면 ilgi crypt init --rewrite-history를 다시 실행하세요"
        case .remoteHistoryReplaced(let remote):
            return "이제 \(remote)에는 암호화된 기록만 있어요. 다른 기기에서는 모두 다시 복제하세요."
        case .remoteHistoryNotPlain(let remote):
            return "\(remote)에는 바꿀 평문 기록이 없어요. 나머지는 ilgi sync가 보내요."
        case .yesNeedsRewriteHistory:
            return "--yes는 --rewrite-history가 묻는 질문에만 답해요"
        case .historyStillPlain(let commits):
            return "예전 커밋 \(commits)개는 글과 제목이 평문 그대로예요. 이미 올라간 원격에서도요"
        case .encryptionState(let state):
            return switch state {
            case .plain:
                "암호화되어 있지 않아요: 원격에서 모든 일기를 읽을 수 있어요. 다음으로 켜세요: ilgi crypt init"
            case .unlocked:
                "암호화되어 있고, 이 컴퓨터에서는 잠금이 풀려 있어요 (키: .git/git-crypt/keys/default)."
            case .locked:
                "암호화되어 있고, 이 컴퓨터에서는 잠겨 있어요. 다음으로 푸세요: ilgi crypt unlock 키파일"
            }
        case .encryptedFileCount(let count):
            return "파일 \(count)개가 암호화되어 저장되어 있어요."
        case .plainCommitCount(let count):
            return "암호화 전 커밋 \(count)개에는 일기가 평문으로 남아 있어요."
        case .plainFilesUnderEncryption(let count):
            return "파일 \(count)개가 암호화된 경로에 평문으로 저장되어 있어요. 원격에서 읽을 수 있어요:"
        case .journalUnlocked(let files):
            return "잠금을 풀었어요: 파일 \(files)개를 풀어 일기장에 두었어요."
        case .journalLockedNow:
            return "잠갔어요: 이 컴퓨터에서 키를 지웠고, 일기장 파일에는 암호문만 남았어요."
        case .keyExported(let path):
            return "키를 \(path)에 썼어요. 일기장과 떨어진 안전한 곳에 두세요: 이 키로 모든 일기를 열 수 있어요."
        case .encryptingProgress(let done, let total):
            return "암호화하는 중 \(done)/\(total)…"
        case .decryptingProgress(let done, let total):
            return "푸는 중 \(done)/\(total)…"
        case .lockingProgress(let done, let total):
            return "잠그는 중 \(done)/\(total)…"
        case .programFailed(let command):
            return "\(command) 실행이 실패했어요 (위에 이유가 있어요)"
        case .gpgKeyNotFound(let query):
            return "GPG 키링에 '\(query)'의 공개 키가 없어요. 먼저 가져오세요: gpg --import 키파일"
        case .gpgKeyAmbiguous(let query):
            return "'\(query)'에 맞는 공개 키가 여럿이에요. 전체 지문(fingerprint)을 주세요"
        case .gpgKeyNotTrusted(let query):
            return "'\(query)'는 전체 지문이 아니에요. 키의 40자 지문을 주거나, 그 사람의 키임을 확인했다면 --trusted를 붙이세요"
        case .gpgUserAdded(let fingerprint):
            return "GPG 키 \(fingerprint)를 추가했어요. 동기화하면 이 키로 일기장의 잠금을 풀 수 있어요 (ilgi crypt unlock 또는 git-crypt unlock)."
        case .noWayToUnlock:
            return "일기장에 암호가 없고 이 컴퓨터의 GPG 비밀 키로도 열 수 없어요. 키 파일을 주세요: ilgi crypt unlock 키파일 (또는 --identity 파일)"
        case .oneWayToUnlock:
            return "키 파일, --identity, --passphrase-file 중 하나만 주세요"
        case .passphrasePrompt:
            return "암호:"
        case .passphraseAgainPrompt:
            return "암호 다시:"
        case .passphrasesDiffer:
            return "두 암호가 달라요. 아무것도 바꾸지 않았어요"
        case .emptyPassphrase:
            return "암호가 비어 있어요"
        case .passphraseNeedsTerminal:
            return "암호는 터미널에서 입력해요. 터미널이 없으면 --passphrase-file 파일을 주세요"
        case .passphraseAdded:
            return
                "암호를 추가했어요. 동기화하면 복제본은 암호만으로 잠금을 풀 수 있어요 (ilgi crypt unlock). 약한 암호는 일기장을 약하게 해요: 원격을 읽을 수 있는 누구나 추측해 볼 수 있어요."
        case .identityOpensNoCopy(let identity):
            return "\(identity)의 age 신원으로 감싼 키가 없어요. 키가 있는 사람이 다음으로 추가해야 해요: ilgi crypt add-recipient 수신자"
        case .notAnAgeRecipient(let text):
            return "'\(text)'는 age 수신자가 아니에요. age1…처럼 주세요 (age-keygen -y 신원파일로 볼 수 있어요)"
        case .ageMissing:
            return "age 명령이 설치되어 있지 않아요. 설치하세요 (Debian: apt install age)"
        case .recipientAdded(let recipient):
            return "age 수신자 \(recipient)를 추가했어요. 동기화하면 그 신원으로 잠금을 풀 수 있어요 (ilgi crypt unlock --identity 파일)."
        case .doctorHealthy:
            return "일기장에 문제가 없어요."
        case .doctorRepaired(let created, let temporary, let unlinkedAssets):
            guard unlinkedAssets > 0 else {
                return "고쳤어요: 일기 \(created)개에 Created를 넣고 임시 파일 \(temporary)개를 지웠어요."
            }
            return "고쳤어요: 일기 \(created)개에 Created를 넣고 임시 파일 \(temporary)개와 링크 없는 첨부 파일 \(unlinkedAssets)개를 지웠어요."
        case .doctorClosedFolders(let count):
            return "일기장 폴더 \(count)개를 다른 사용자가 읽지 못하게 했어요."
        case .doctorFsckFailed(let output):
            return "git fsck가 문제를 찾았어요:\n\(output)"
        case .problemLabel:
            return "문제"
        case .noteLabel:
            return "참고"
        case .draftKeptAt(let name, let path):
            return "저장하지 않았고, 쓴 내용은 \(path)에 남아 있어요 (저장하려면: ilgi drafts restore \(name))"
        case .editRefusedDraftKept(let name, let path):
            return
                "편집하는 동안 다른 ilgi가 이 일기를 바꿨어요. 덮어쓰지 않았고, 고친 내용은 \(path)에 남아 있어요 ('ilgi drafts'로 보고, 'ilgi drafts restore \(name) --force'로 덮어쓸 수 있어요)"
        case .earlierDrafts(let short, let count):
            return "\(short) 일기에 전에 편집하다 저장하지 못한 초안이 \(count)개 있어요. 그대로 두었어요('ilgi drafts'로 보세요)."
        case .browserDraft(let short, let name):
            return
                "\(short) 일기에 브라우저(ilgi serve)에서 쓰고 저장하지 않은 글이 있어요. 그대로 두었어요. 'ilgi drafts restore \(name)'로 저장하거나 'ilgi serve' 편집기에서 볼 수 있어요."
        case .noDrafts:
            return "초안이 없어요."
        case .draftForNewEntry:
            return "새 일기"
        case .draftAge(let seconds):
            return switch seconds {
            case ..<60: "방금"
            case ..<3600: "\(seconds / 60)분 전"
            case ..<86_400: "\(seconds / 3600)시간 전"
            default: "\(seconds / 86_400)일 전"
            }
        case .confirmDiscardDraft(let name, let firstLine):
            return "초안 \(name)(\"\(firstLine)\")을 버릴까요? 내용이 사라져요. [y/N]"
        case .discardNeedsConfirmation(let name):
            return "초안을 버리기 전에 물어봐야 하는데 물어볼 터미널이 없어요. 'ilgi drafts discard \(name) --yes'로 실행하세요"
        case .draftNotDiscarded:
            return "버리지 않았어요."
        case .draftDiscarded(let name):
            return "초안 \(name)을 버렸어요."
        case .doctorMendedSplitTrailers(let count):
            return "고쳤어요: 일기 \(count)개의 트레일러를 제자리에 돌려놓았어요."
        case .redated(let short, let title, let date):
            return "\(short) 일기의 날짜를 바꿨어요: \(title), 이제 \(date)."
        case .oneOutputFormat:
            return "--count, --json, --jsonl은 함께 쓸 수 없어요. 하나만 고르세요"
        case .invalidRegex(let pattern, let reason):
            return "'\(pattern)'는 쓸 수 없는 정규 표현식이에요 (\(reason)). 괄호와 이스케이프를 확인하세요"
        case .starred(let short, let title):
            return "별표했어요 \(short): \(title)"
        case .unstarred(let short, let title):
            return "별표를 뗐어요 \(short): \(title)"
        case .alreadyStarred(let short):
            return "\(short)에는 이미 별표가 있어요."
        case .notStarred(let short):
            return "\(short)에는 별표가 없어요."
        case .noTags:
            return "아직 @태그가 없어요. 일기에 @단어를 쓰면 태그가 돼요."
        case .nothingOnThisDay(let day):
            return "예전 해의 \(day)에 쓴 일기가 없어요."
        case .yearsAgo(let years, let year):
            return "\(years)년 전 (\(year)년)"
        case .calendarMonthLine(let entries, let words, _, let written, let days):
            return "일기 \(entries)편  \(words)단어  \(written)/\(days)일"
        case .streakLine(let current, let longest):
            return "연속 기록: 지금 \(current)일, 최장 \(longest)일"
        case .statsEntries:
            return "일기"
        case .statsWords:
            return "단어"
        case .statsDays:
            return "쓴 날"
        case .statsStarred:
            return "별표"
        case .statsStreaks:
            return "연속 기록"
        case .statsBusiestWeekday:
            return "가장 많이 쓴 요일"
        case .statsBusiestHour:
            return "가장 많이 쓴 시간"
        case .statsTopTags:
            return "많이 쓴 태그"
        case .statsWeather:
            return "날씨"
        case .statsFirst:
            return "첫 일기"
        case .statsLast:
            return "마지막 일기"
        case .unknownCommand(let word, let suggestion):
            return "'\(word)'는 없는 명령이에요. '\(suggestion)'을(를) 말한 건가요?"
        case .notACommand(let text):
            let quoted = text.replacingOccurrences(of: "\"", with: "\\\"")
            return "'\(text)'는 없는 명령이에요. 일기로 쓰려면 ilgi new \"\(quoted)\"를 실행하세요 (명령 목록: ilgi --help)"
        case .deleteNeedsIDOrFilter:
            return "지울 일기의 ID(ilgi delete 3f2a)나 필터(ilgi delete --on 2025-01-01)를 주세요"
        case .idWithFilters:
            return "ID와 필터(--on, --since, --tag 등) 중 하나만 주세요"
        case .deleteManyNeedsConfirmation(let count):
            return "일기 \(count)편을 지우려면 확인이 필요해요. 터미널에서 실행하거나 --yes를 붙이세요"
        case .confirmDeleteMany(let count):
            return "이 일기 \(count)편을 삭제하시겠어요? [y/N]"
        case .editingOneOf(let number, let count, let short, let title):
            return "\(count)편 중 \(number)번째 편집: \(short) \(title)"
        case .streakValue(let current, let longest):
            return "지금 \(current)일, 최장 \(longest)일"
        case .noHistoryYet:
            return "아직 기록이 없어요. 'ilgi new'로 첫 일기를 써 보세요."
        case .restoreUnchanged(let short):
            return "\(short) 일기는 이미 그 버전과 똑같아요. 되살릴 것이 없어요."
        case .noDeletedEntries:
            return "지운 일기가 없어요."
        case .restoreHint:
            return "되살리려면: ilgi restore ID"
        case .noDifferences(let id, let commit):
            guard let commit else {
                return "\(id) 일기에 보여 줄 변경이 없어요."
            }
            return "\(commit)와 지금 사이에 \(id) 일기는 달라진 곳이 없어요."
        case .deletedOn(let date):
            return "\(date) 지움"
        case .versionLabel(let commit, let date):
            return "\(date)의 \(commit) 버전"
        case .noHooks(let folder):
            return "\(folder)에 훅이 없어요. 날씨 훅 설치: ilgi hooks install weather"
        case .hookNotExecutableNote:
            return "실행 권한 없음"
        case .noHooksForEvent(let event, let folder):
            return "\(folder)에 \(event) 훅이 없어서 아무것도 실행하지 않았어요."
        case .hooksRan(let count, let event, let failed):
            if failed == 0 {
                return "\(event) 훅 \(count)개를 실행했고 모두 성공했어요."
            }
            return "\(event) 훅 \(count)개를 실행했고 \(failed)개가 실패했어요."
        case .hookChangesSaved(let short, let title):
            return "훅이 더한 내용을 저장했어요 \(short): \(title)"
        case .hookInstalled(let name, let path):
            return "\(name) 훅을 \(path)에 설치했어요."
        case .hookAlreadyInstalled(let name, let path):
            return "\(name) 훅은 이미 \(path)에 설치돼 있어요."
        case .weatherHookNextStep:
            return "위치를 설정하면 새 일기에 날씨가 붙어요: ilgi config weather.location \"37.57,126.98\" (또는 도시 이름)"
        case .settingNotSet(let key):
            return "\(key)는 설정되어 있지 않아요"
        case .noSettings:
            return "아직 설정이 없어요. 쓸 수 있는 설정 (ilgi config 키 값):"
        case .configNeedsKey:
            return "읽거나 바꿀 설정을 주세요 (ilgi config 키 [값]), 또는 --list"
        case .configListTakesNoKey:
            return "--list에는 키나 값을 주지 않아요"
        case .configUnsetTakesNoValue:
            return "--unset에는 키만 주고 값은 주지 않아요"
        case .defaultMarker(let value):
            return "\(value) (기본값)"
        case .helperProgramMissing(let program):
            return "ilgi 옆(또는 ../libexec/ilgi/)에 \(program)이 없어요. ilgi를 다시 빌드하거나 설치하세요 (make install)"
        case .weatherHelperFailed(let program, let reason):
            return "\(program)이 답하지 않았어요 (\(reason))"
        case .weatherIconWithJSON:
            return "--icon, --json, --trailers는 함께 쓸 수 없어요. 하나만 쓰세요"
        case .jrnlPasswordPrompt(let name):
            return "jrnl 일기장 \(name)의 비밀번호:"
        case .jrnlPasswordAgain:
            return "비밀번호가 맞지 않아요. 다시 입력하세요."
        case .importJrnl1Encryption:
            return "jrnl 1의 암호화 형식이라 ilgi가 읽지 못해요. jrnl 2 이상에서 'jrnl --encrypt'로 지금 형식으로 다시 쓴 뒤 가져오세요"
        case .importNoSuchJrnlJournal(let name, let config):
            return "'\(name)' 파일이나 폴더가 없고, \(config)에도 그 이름의 jrnl 일기장이 없어요"
        case .importNeedsFile:
            return "가져올 파일이나 폴더를 주세요 (기본 일기장이 있는 jrnl 설정을 찾지 못했어요)"
        case .importWouldImport(let count, let source, let alreadyThere):
            let korean = "\(source.text(in: .korean))에서 일기 \(count)개를 가져올 거예요"
            guard alreadyThere > 0 else {
                return korean + " (시험 실행: 아무것도 쓰지 않았어요)."
            }
            return korean + ". 이미 있는 \(alreadyThere)개는 건너뛸 거예요 (시험 실행: 아무것도 쓰지 않았어요)."
        case .importUnpacking(let done, let total):
            return "압축 푸는 중 \(done)/\(total)개…"
        case .importChecking(let percent):
            return "입력을 확인하는 중… \(percent)%"
        case .importPreviewNew:
            return "새 일기"
        case .importPreviewKnown:
            return "이미 있음"
        case .importPreviewFiles:
            return "파일"
        case .dayOneExportNeedsFile:
            return "Day One 내보내기는 zip 파일이에요. -o FILE.zip으로 주세요"
        case .exportLeavesFilesBehind(let count, let format):
            let folder = format == .markdown ? "-o FOLDER/" : "--format markdown -o FOLDER/"
            return "참고: 일기 \(count)개에 사진이나 파일이 연결되어 있는데, 문서 하나에는 담을 수 없어요. "
                + "\(folder) 또는 --format dayone -o FILE.zip으로 내보내면 함께 담겨요"
        case .importAllJournalsTakesNoFile:
            return "--all-journals는 jrnl 설정에서 일기장을 찾아요. 파일은 주지 마세요"
        case .importAllJournalsNeedsConfig:
            return "--all-journals에는 일기장이 적힌 jrnl 설정이 필요해요 (~/.config/jrnl/jrnl.yaml, 또는 --jrnl-config 경로)"
        case .importOtherJrnlJournals(let names):
            let list = names.joined(separator: ", ")
            return "jrnl 설정에 일기장이 더 있어요 (\(list)). 'ilgi import --all-journals'로 각각 ilgi 일기장으로 가져와요."
        case .importJrnlJournalInto(let jrnlName, let name, let path):
            return name.isEmpty
                ? "jrnl의 '\(jrnlName)' → 이 일기장 (\(path))"
                : "jrnl의 '\(jrnlName)' → '\(name)' 일기장 (\(path))"
        case .catalogProgress(let done, let total):
            return "일기장 색인을 만드는 중 \(done)/\(total)…"
        case .reindexed(let count):
            return "일기 \(count)개를 색인했어요."
        case .emptyQuery:
            return "찾을 말을 입력하세요. 예: ilgi search 바다"
        case .noMatches(let query):
            return "\"\(query)\"이(가) 들어간 일기가 없어요."
        case .copiedToClipboard(let tool):
            return "클립보드에 복사했어요 (\(tool) 사용)."
        case .noClipboardTool:
            return "클립보드 프로그램을 찾지 못했어요. wl-copy(wl-clipboard), xclip, xsel (macOS는 pbcopy) 중 하나를 설치하거나 -o FILE을 쓰세요"
        case .clipboardFailed(let tool, let reason):
            return "클립보드 프로그램 \(tool)이(가) 실패했어요 (\(reason)). 대신 -o FILE을 쓰세요"
        case .clipboardWithOutput:
            return "--clipboard와 -o는 함께 쓸 수 없어요. 하나만 고르세요"
        case .wroteFile(let path):
            return "\(path)에 저장했어요."
        case .exportProgress(let done, let total):
            return "내보내는 중 \(done)/\(total)…"
        case .exportScanning:
            return "일기장을 읽는 중…"
        case .importFoldersOnlyDiaro:
            return "--folders-as journals는 Diaro의 폴더에 쓰는 옵션이에요. 다른 앱에는 폴더가 없어요"
        case .importFolderInto(let folder, let journal, let path):
            return folder.isEmpty ? "폴더 없는 일기 → 이 일기장 (\(path))" : "폴더 '\(folder)' → 일기장 '\(journal)' (\(path))"
        case .importUnknownTimeZone(let zone):
            return "모르는 시간대예요: '\(zone)'. Asia/Seoul이나 Europe/London 같은 이름을 주세요"
        case .nothingToImport(let alreadyThere):
            return "가져올 일기가 없어요: \(alreadyThere)개 모두 이미 일기장에 있어요."
        case .importProgress(let done, let total):
            return "가져오는 중 \(done)/\(total)…"
        case .remoteAdded(let name, let url):
            return "원격 \(name)을(를) 추가했어요: \(url). 'ilgi sync'로 일기를 주고받으세요."
        case .remoteRemoved(let name):
            return "원격 \(name)을(를) 지웠어요. 일기장 내용은 그대로예요."
        case .upstreamMark:
            return "(upstream)"
        case .noRemotesYet:
            return "아직 원격이 없어요. 'ilgi remote add origin URL'로 추가하세요."
        case .sshNotBuiltIn(let url):
            return "이 ilgi의 libgit2는 ssh 없이 빌드되어 \(url)와(과) 동기화할 수 없어요. 경로나 https:// 주소를 쓰세요"
        case .entryConflict(let original, let copy, let title, let source):
            return "\(original) \"\(title)\"을(를) 여기와 \(source)에서 같은 곳을 고쳤어요. 이쪽 내용은 그대로 두고, 상대 내용은 \(copy)로 보관했어요"
        case .fileConflict(let path, let copy):
            return "\(path)이(가) 양쪽에서 바뀌었어요. 이쪽 내용은 그대로 두고, 상대 내용은 \(copy)에 저장했어요"
        case .syncedUpToDate(let remote):
            return "이미 \(remote)와(과) 같아요."
        case .syncedNothing(let remote):
            return "동기화할 것이 없어요: 이 일기장과 \(remote) 모두 아직 일기가 없어요."
        case .syncedReceived(let added, let changed, let removed, let otherFiles, let wordsAdded, let wordsRemoved):
            var korean: [String] = []
            if added > 0 {
                korean.append("새 일기 \(added)개")
            }
            if changed > 0 {
                korean.append("바뀐 일기 \(changed)개")
            }
            if removed > 0 {
                korean.append("지운 일기 \(removed)개")
            }
            if otherFiles > 0 {
                korean.append("다른 파일 \(otherFiles)개")
            }
            var words = ""
            if let wordsAdded, let wordsRemoved {
                words = " (낱말 \(wordsAdded)개 추가, \(wordsRemoved)개 삭제)"
            }
            return "받았어요: " + korean.joined(separator: ", ") + words + "."
        case .syncedSent(let commits, let remote):
            return "\(remote)에 변경 \(commits)개를 보냈어요."
        case .progressReceiving(let percent, let done, let total, let size):
            return "받는 중: \(percent)% (\(done)/\(total)), \(size)"
        case .progressResolving(let percent, let done, let total):
            return "정리하는 중: \(percent)% (\(done)/\(total))"
        case .progressSending(let percent, let done, let total, let size):
            return "보내는 중: \(percent)% (\(done)/\(total)), \(size)"
        case .upstreamSet(let branch, let remote):
            return "이제부터 'ilgi sync'는 \(remote)을(를) 써요 (\(branch)의 upstream)."
        case .statusNoRemote:
            return "원격이 없어요: 일기장이 이 기기에만 있어요. 'ilgi remote add origin URL'로 추가하세요."
        case .statusRemote:
            return "원격"
        case .statusUnsent:
            return "아직 보내지 않음"
        case .statusNotTaken:
            return "아직 받지 않음"
        case .statusLastSync:
            return "마지막 동기화"
        case .statusUnreachable:
            return "연결 안 됨"
        case .statusConflicts:
            return "남겨 둔 충돌"
        case .statusAutomatic:
            return "자동 동기화"
        case .statusSucceeded:
            return "성공"
        case .statusNever:
            return "아직 없음"
        case .statusAutoOn:
            return "켜짐: 저장하면 뒤에서 동기화해요 ('ilgi config sync.auto off'로 꺼요)"
        case .statusAutoOff:
            return "꺼짐 ('ilgi config sync.auto on'으로 켜요)"
        case .statusSaves(let count):
            return "저장 \(count)개"
        case .statusChanges(let count):
            return "변경 \(count)개 (마지막 동기화 기준)"
        case .statusFailed(let error):
            return "실패: " + error.text(in: .korean)
        case .statusUnreachableSince(let since, let next):
            return "\(since)부터; \(next) 뒤에 다시 해요"
        case .nudge(let streak):
            guard streak > 0 else {
                return "오늘은 아직 쓴 일기가 없어요: ilgi new"
            }
            return "오늘은 아직 쓴 일기가 없어요. \(streak)일 연속으로 썼어요: ilgi new"
        case .nudgeAtNeedsInstall:
            return "--at은 --install이 만드는 타이머의 시각이에요"
        case .nudgeBadTime(let text):
            return "'\(text)'는 시각이 아니에요. 20:00처럼 HH:MM으로 주세요"
        case .nudgeInstalled(let clock, let folder):
            return
                "일기를 쓰지 않은 날 \(clock)에 알려 줘요 (systemd 사용자 타이머 ilgi-nudge.timer, \(folder)). 하루에 두 번 알리지 않아요. 없애려면: systemctl --user disable --now ilgi-nudge.timer"
        case .syncTimerInstalled(let every, let folder):
            return
                "일기장을 \(every)마다 동기화해요 (systemd 사용자 타이머 ilgi-sync.timer, \(folder)). 멈추려면: systemctl --user disable --now ilgi-sync.timer"
        case .serveServiceInstalled(let folder):
            return
                "ilgi serve가 systemd 사용자 서비스 ilgi-serve.service로 돌아요 (\(folder)). 멈추면 다시 시작해요. 출력: journalctl --user -u ilgi-serve. 로그아웃해도 돌게 하려면: loginctl enable-linger $USER. 멈추려면: systemctl --user disable --now ilgi-serve.service"
        case .serveNoSystemd:
            return
                "여기에는 systemd 사용자 세션이 없어요. 위 명령을 부팅할 때 init 시스템으로 실행하세요 (@reboot crontab 줄, runit이나 OpenRC 서비스). 멈추면 다시 시작하게 하세요."
        case .everyNeedsInstall:
            return "--every는 --install과 함께 써요"
        case .badEvery(let text):
            return "'\(text)'는 1m에서 1d 사이의 시간이 아니에요. 예: 15m, 1h"
        case .nudgeCronInstructions:
            return "여기에는 systemd 사용자 세션이 없어요. 위 줄을 crontab에 넣으세요 (crontab -e)."
        case .promptIsTheTitle:
            return "--prompt는 오늘의 글감을 제목으로 써요. 제목 대신 -m으로 내용을 주세요"
        case .noSuchTemplate(let name, let known):
            return known.isEmpty
                ? "'\(name)' 템플릿이 없어요. 만드는 법은 'ilgi templates --help'에 있어요"
                : "'\(name)' 템플릿이 없어요. 있는 템플릿: \(known.joined(separator: ", "))"
        case .configuredTemplateMissing(let key, let name):
            return "\(key)에 적힌 '\(name)' 템플릿이 없어서, 템플릿 없이 시작해요"
        case .entryUnreadable(let path, let reason):
            return "\(path) 파일을 읽을 수 없어요(\(reason)). 읽을 수 있을 때까지 이 일기는 빠져요"
        case .moreEntriesUnreadable:
            return "읽을 수 없는 일기 파일이 더 있고, 그 일기들도 빠져요(`ls -l`로 주인과 권한을 볼 수 있어요)"
        case .unknownPlaceholder(let name, let template):
            return "'\(template)' 템플릿의 {{\(name)}}은 ilgi가 채우지 않는 자리라서 그대로 둬요"
        case .templateWeatherUnavailable(let reason):
            return "{{weather}}는 비워 둬요: \(reason.text(in: .korean))"
        case .noTemplatesYet:
            return "아직 템플릿이 없어요. 'ilgi templates add NAME FILE'로 일기장에 더해요."
        case .templateFromJournal:
            return "일기장"
        case .templateFromPerson:
            return "내 것"
        case .templateUsedOn(let days):
            return "(쓰는 날: \(days.joined(separator: ", ")))"
        case .templateAdded(let name):
            return "'\(name)' 템플릿을 더했어요."
        case .templateReplaced(let name):
            return "'\(name)' 템플릿을 바꿨어요."
        case .templateUnchanged(let name):
            return "'\(name)' 템플릿은 이미 그 내용이에요."
        case .templateRemoved(let name):
            return "'\(name)' 템플릿을 지웠어요."
        case .templateIsPersonal(let name, let path):
            return "'\(name)'은 일기장이 아니라 내 템플릿이에요. 지우려면 \(path)를 지우세요"
        case .invalidTemplateName:
            return "템플릿 이름은 글자, 숫자, '-', '_', '.' (맨 앞 빼고)로 지어요 (예: daily)"
        case .templateIsEmpty:
            return "템플릿이 비어 있어서 더하지 않았어요"
        case .entryLeftAsTemplate:
            return "템플릿 그대로라서 아무것도 저장하지 않았어요."
        case .templateWithPrompt:
            return "--template과 --prompt는 함께 쓸 수 없어요. 템플릿에 {{prompt}}를 넣으세요"
        case .jrnlTemplateUnreadable(let path):
            return "jrnl 템플릿 \(path)을 읽을 수 없어서 가져오지 않았어요"
        case .jrnlTemplateAdopted(let name, let madeDefault):
            return madeDefault
                ? "jrnl 템플릿을 '\(name)'으로 가져왔어요. 새 일기는 이 템플릿으로 시작해요 (template.default)."
                : "jrnl 템플릿을 '\(name)'으로 가져왔어요 ('ilgi new --template \(name)')."
        case .noFieldsYet:
            return "아직 필드가 없어요. 'ilgi fields add mood --scale 1-5'로 더해요."
        case .invalidFieldName(let name):
            return
                "'\(name)'은 필드 이름이 될 수 없어요: 영문자로 시작해 영문자, 숫자, '-'만 쓰고, ilgi의 키(created, weather, location, starred, source)는 피하세요"
        case .fieldNeedsOneKind:
            return "필드의 종류를 하나 주세요: --scale 1-5, --choice low,ok,high, --text"
        case .badFieldScale(let text):
            return "'\(text)'는 척도가 아니에요: 0부터 1000 사이 정수 둘을 작은 것부터, 1-5처럼 쓰세요"
        case .badFieldChoice(let text):
            return "'\(text)'는 선택지가 아니에요: 서로 다른 낱말 둘 이상을 쉼표로, low,ok,high처럼 쓰세요"
        case .fieldAdded(let name, let values):
            return "'\(name)' 필드를 더했어요: \(values.text(in: .korean))."
        case .fieldChanged(let name, let values):
            return "'\(name)' 필드를 바꿨어요: \(values.text(in: .korean))."
        case .fieldRemoved(let name):
            return "'\(name)' 필드를 지웠어요. 일기에 적힌 값은 남아요."
        case .fieldLineKeptAsText(let line):
            return "'\(line)'은 필드가 받는 값이 아니라서, 마지막 문단은 글로 남아요"
        case .badLocation:
            return "--location에는 장소 이름 한 줄을 주세요 (예: '부산 해운대')"
        case .journalAndName:
            return "--journal 경로와 -j 이름 중 하나만 써요."
        case .journalNotCreated:
            return "아직 없음"
        case .journalPlain:
            return "암호화 안 함"
        case .journalEncrypted:
            return "암호화"
        case .journalLocked:
            return "암호화, 잠김"
        case .journalNoRemote:
            return "원격 없음"
        case .journalAdded(let name, let path):
            return "'\(name)' 일기장을 더했어요 (\(path)). 'ilgi -j \(name)'로 써요."
        case .journalIsDefault(let name):
            return "이제 이름을 대지 않은 명령은 '\(name)' 일기장을 써요."
        case .journalForgotten(let name, let path):
            return "'\(name)' 일기장을 잊었어요. 폴더는 \(path)에 그대로 있어요."
        case .journalEnvironmentWins(let path):
            return "ILGI_JOURNAL이 있어서, -j 없는 명령은 \(path)를 써요."
        case .attachNeedsFiles:
            return "첨부할 파일이나 --remove 이름을 주세요"
        case .attachRemoveWithFiles:
            return "--remove에는 파일을 주지 않아요. 첨부와 떼기는 명령 두 번으로 하세요"
        case .attached(let names, let id):
            let list = names.joined(separator: ", ")
            return "\(id)에 \(list)를 첨부했어요."
        case .alreadyAttached(let name, let id):
            return "\(id)에 \(name)가 이미 있어요. 하나만 둬요."
        case .detached(let name, let id):
            return "\(id)에서 \(name)를 뗐어요."
        case .attachmentsHeading(let count):
            return "첨부 파일 \(count)개"
        case .attachmentMissing:
            return "없음"
        case .attachmentNotLinked:
            return "링크 없음"
        case .bookNeedsChromium:
            return "책을 PDF로 인쇄하려면 Chromium이 있어야 해요: sudo apt install chromium (또는 -o book.html로 써서 브라우저에서 인쇄하세요)"
        case .bookPrintFailed(let program, let reason):
            return "\(program)가 책을 인쇄하지 못했어요: \(reason)"
        case .bookNeedsFile:
            return "책은 파일로 써요: -o book.html이나 -o book.pdf를 주세요"
        case .bookWritten(let entries, let photos, let path, let numbered):
            let korean = "일기 \(entries)편과 사진 \(photos)장을 책으로 \(path)에 썼어요."
            guard !numbered else { return korean }
            return korean + " 차례에 쪽 번호를 넣으려면 Chromium을 설치하세요."
        case .linkedFromHeading(let count):
            return "이 일기를 가리키는 일기 (\(count))"
        case .linksHeading(let count):
            return "링크 (\(count))"
        case .linkBroken:
            return "없는 일기"
        case .linkAmbiguous(let count):
            return "모호함: 일기 \(count)편"
        case .linkDay(let count):
            return "일기 \(count)편"
        case .noLinkProblems(let links):
            return "모든 링크가 이어져 있어요 (링크 \(links)개)."
        case .linkProblemsHeading(let count):
            return "이어지지 않는 링크 \(count)개:"
        case .tagRenamed(let old, let new, let entries):
            return "일기 \(entries)편에서 @\(old)을(를) @\(new)(으)로 바꿨어요."
        case .noEntryTagged(let tag):
            return "@\(tag) 태그가 있는 일기가 없어요."
        case .deleteLinkedEntry(let title, let linkingEntries):
            return "일기 \(linkingEntries)편이 \"\(title)\"을(를) 가리켜요. 되살릴 때까지 그 링크는 끊겨요. 지울까요? [y/N]"
        }
    }
}
