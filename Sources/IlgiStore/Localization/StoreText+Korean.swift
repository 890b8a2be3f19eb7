import Foundation
import IlgiEntry

/// Korean: every key of `StoreText`, which the compiler holds this table to.
extension StoreText {
    public var korean: String {
        switch self {
        case .journalIsFile(let path):
            return "일기장 경로 \(path)는 폴더가 아니라 파일이에요. --journal로 폴더를 지정하세요"
        case .journalNotARepository(let path):
            return "\(path)에는 다른 파일이 있고 git 저장소가 아니에요. 빈 폴더를 쓰거나 먼저 그곳에서 'git init'을 실행하세요"
        case .journalIsBare(let path):
            return "\(path)는 bare git 저장소예요. 일기장에는 작업 트리가 필요하니 복제하세요: git clone \(path) 새-폴더"
        case .journalOwnedByAnotherUser(let path):
            return
                "\(path) 일기장은 다른 사용자의 것이에요. 그 사용자로 실행하거나, 다음으로 신뢰하도록 설정하세요: git config --global --add safe.directory \(path)"
        case .journalNotWritable(let path, let reason):
            return "\(path) 일기장에 쓸 수 없어요 (\(StoreText.systemReason(reason).text(in: .korean))). 권한을 확인하세요"
        case .journalBusy(let path):
            return "다른 ilgi가 이 일기장에 저장하는 중이에요 (잠금 \(path)). 잠시 후 다시 시도하세요"
        case .entryNotFound(let query):
            return "'\(query)' ID의 일기가 없어요. 'ilgi list'로 ID를 확인하세요"
        case .idTooShort(let query):
            return "'\(query)'는 너무 짧아요. ID를 4글자 이상 입력하세요"
        case .ambiguousID(let query, let candidates):
            let list = candidates.map { "\n  " + $0 }.joined()
            return "'\(query)'에 해당하는 일기가 \(candidates.count)개예요. ID를 더 길게 입력하세요:\(list)"
        case .noEntries:
            return "아직 일기가 없어요. 'ilgi new'로 첫 일기를 써 보세요"
        case .entryChangedWhileEditing(let draft):
            return "편집하는 동안 다른 ilgi가 이 일기를 바꿨어요. 덮어쓰지 않았고, 고친 내용은 \(draft)에 남아 있어요"
        case .systemReason(let reason):
            return switch reason {
            case "Permission denied": "권한이 없어요"
            case "Operation not permitted": "허용되지 않은 작업이에요"
            case "Read-only file system": "읽기 전용 파일 시스템이에요"
            case "No space left on device": "디스크에 남은 공간이 없어요"
            case "No such file or directory": "그런 파일이나 폴더가 없어요"
            case "Is a directory": "폴더예요"
            case "Not a directory": "폴더가 아니에요"
            default: reason
            }
        case .gitFailed(let operation, let message):
            return "git이 \(operation.name.text(in: .korean))에 실패했어요: \(message)"
        case .fileSystemFailed(let path, let message):
            return "\(path) 경로를 쓸 수 없어요: \(StoreText.systemReason(message).text(in: .korean))"
        case .operation(let operation):
            return switch operation {
            case .workWithJournal: "일기장 작업"
            case .openJournal: "일기장 열기"
            case .createJournal: "일기장 만들기"
            case .readEntry: "일기 읽기"
            case .saveEntry: "일기 저장"
            case .deleteEntry: "일기 삭제"
            case .restoreEntry: "일기 되살리기"
            case .repairEntries: "일기 고치기"
            case .importEntries: "일기 가져오기"
            case .export: "내보내기"
            case .runHooks: "훅 실행"
            case .readHistory: "기록 읽기"
            case .compareVersions: "버전 비교"
            case .sync: "동기화"
            case .mergeRemoteEntries: "원격의 일기 합치기"
            case .readRemotes: "원격 목록 읽기"
            case .addRemote: "원격 추가"
            case .removeRemote: "원격 삭제"
            case .buildIndex: "일기장 색인 만들기"
            case .readSettings: "설정 읽기"
            case .saveSettings: "설정 저장"
            case .readDraft: "초안 읽기"
            case .keepDraft: "초안 남기기"
            case .recoverInterruptedWrite: "중단된 쓰기 복구"
            case .encryptJournal: "일기장 암호화"
            case .unlockJournal: "일기장 잠금 풀기"
            case .lockJournal: "일기장 잠그기"
            case .rewriteHistory: "기록 다시 쓰기"
            case .readAttachment: "첨부할 파일 읽기"
            case .attachFiles: "파일 첨부"
            }
        case .journalLocked(let path):
            return "\(path) 일기장은 암호화되어 있고 이 컴퓨터에 키가 없어요. 잠금을 푸세요: ilgi crypt unlock 키파일"
        case .lockedRefusesPlainText:
            return "일기장이 잠겨 있어서 평문을 저장하지 않아요. 먼저 잠금을 푸세요: ilgi crypt unlock 키파일"
        case .blobTampered(let path):
            return "git의 \(path)가 검사값과 맞지 않아요. 키 없이 누군가 바꿨거나 다른 키로 만든 파일이에요. 보여 주지 않아요 (ilgi crypt status로 확인하세요)"
        case .keyVersionMissing:
            return "일기장 키에 git-crypt 파일을 푸는 0번 버전이 없어요. 일기장의 첫 키로 잠금을 푸세요"
        case .fileTooLargeToEncrypt(let path):
            return "\(path)는 64GiB 이상이라 git-crypt 형식으로 안전하게 암호화할 수 없어요"
        case .badKeyFile(let path, let problem):
            return switch problem {
            case .malformed:
                "\(path)는 git-crypt 키 파일이 아니에요 (git-crypt 0.4 이전의 키는 먼저 변환하세요: git-crypt migrate-key 옛키 새키)"
            case .incompatible:
                "\(path)는 ilgi가 읽는 것보다 새 형식의 git-crypt 키예요. ilgi를 업데이트하세요"
            case .empty:
                "\(path)는 키가 없는 git-crypt 키 파일이에요"
            }
        case .unreadableKeyFile(let path, let reason):
            return "키 파일 \(path)를 읽을 수 없어요 (\(StoreText.systemReason(reason).text(in: .korean)))"
        case .namedGitCryptKey(let name):
            return "이 키는 git-crypt의 '\(name)' 이름 키예요. ilgi 일기장은 git-crypt 기본 키로 암호화돼요"
        case .wrongKey(let path):
            return "키 \(path)로는 이 일기장을 풀 수 없어요. 아무것도 바꾸지 않았어요. 이 일기장의 키가 맞나요?"
        case .alreadyEncrypted:
            return "일기장은 이미 암호화되어 있어요 (ilgi crypt status로 확인하세요)"
        case .alreadyUnlocked:
            return "일기장은 이 컴퓨터에서 이미 잠금이 풀려 있어요"
        case .alreadyLocked:
            return "일기장은 이 컴퓨터에서 이미 잠겨 있어요"
        case .notEncrypted:
            return "일기장이 암호화되어 있지 않아요. 다음으로 켜세요: ilgi crypt init"
        case .unsavedWorkBeforeLock(let paths):
            let shown = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
            return "커밋하지 않은 글이 있어요 (\(shown)). 잠그기 전에 저장하거나 버리세요. 그러지 않으면 잃어버려요"
        case .plainTextInPush(let path, let commit):
            return
                "\(commit) 커밋이 암호화된 경로에 \(path)를 평문으로 담고 있어요. 아무것도 올리지 않았어요. ilgi로 다시 커밋하세요 (ilgi crypt status로 확인하세요)"
        case .keyFileExists(let path):
            return "\(path)가 이미 있어요. 키를 저장할 새 파일 이름을 주세요"
        case .filterOutsideRepository:
            return "이 필터는 git이 저장소 안에서 실행해요. 여기나 위쪽에서 .git을 찾지 못했어요"
        case .remoteHoldsPlainHistory(let remote):
            return
                "\(remote)에는 이 일기장이 다시 쓰기 전의 암호화되지 않은 기록이 아직 있어요. 아무것도 바꾸지 않았어요. 바꾸려면: ilgi crypt init --rewrite-history (강제 푸시라서 다른 복제본은 다시 복제해야 해요)"
        case .remoteHistoryRewritten(let remote):
            return
                "\(remote)의 기록은 다른 기기에서 암호화해 다시 썼고 이 일기장과 겹치는 커밋이 없어요. 아무것도 바꾸지 않았어요. 다시 복제하세요 (git clone 뒤 ilgi crypt unlock). 여기에서만 쓴 일기는 ilgi export와 ilgi import로 옮길 수 있어요"
        case .remoteMovedSinceRewrite(let remote):
            return
                "\(remote)에 여기서 기록을 다시 쓴 뒤 예전 기록 위에 만든 커밋(다른 복제본의 것)이 있어요. 강제 푸시하면 잃게 되니 아무것도 푸시하지 않았어요. 예전 기록으로 돌아가서 (git reset --hard refs/ilgi/plain-history/…) ilgi sync를 한 뒤 ilgi crypt init --rewrite-history를 다시 하세요"
        case .remoteEncrypted(let remote):
            return
                "\(remote)의 일기장은 암호화되어 있고 이 일기장은 아니에요. 아무것도 바꾸지 않았어요. 먼저 그 일기장의 키로 이 일기장을 암호화하세요: ilgi crypt init --key 키파일"
        case .fileStillEncrypted(let path):
            return "\(path)에는 글이 아니라 암호문이 있어요. 일기장이 잠겼거나 잠금 풀기가 끝나지 않았어요. ilgi crypt unlock 키파일을 실행하세요"
        case .wrongPassphrase:
            return "그 암호로는 일기장 키를 열 수 없어요. 아무것도 바꾸지 않았어요"
        case .noPassphrase:
            return "일기장에 암호가 없어요. 키 파일로 잠금을 풀거나, 잠금이 풀린 곳에서 암호를 추가하세요: ilgi crypt add-passphrase"
        case .journalFormatTooNew(let format, let needs):
            let need = StoreText.journalFormatNeeds(format, needs).text(in: .korean)
            return "이 일기장의 \(need). 여기에 쓰려면 ilgi를 업그레이드하세요 (읽기는 돼요)"
        case .journalFormatNeeds(let format, let needs):
            let which = format == 0 ? "이 ilgi가 읽을 수 없는 형식이라" : "\(format)번이라"
            let newer = needs.map { "ilgi \($0) 이상이" } ?? "더 새로운 ilgi가"
            return "형식(.ilgi/format)은 \(which) \(newer) 필요해요. 이 ilgi는 \(JournalFormat.current)번 형식을 써요"
        case .fileTooLarge(let path, let size, let limit):
            return
                "\(path) 파일은 \(size >> 20) MiB라서 ilgi가 통째로 읽는 크기(\(limit >> 20) MiB)보다 커요. 앞부분만 보여 주고 여기서는 고칠 수 없어요. 파일을 직접 고친 뒤 'ilgi git commit'으로 커밋하세요"
        case .symbolicLinkRefused(let path):
            return "\(path) 경로는 심볼릭 링크예요. ilgi는 링크를 따라가지 않아요. 'ilgi git rm'으로 지우세요(커밋된 적 없으면 rm)"
        case .diskFull(let path):
            return "\(path) 일기장이 있는 디스크에 남은 공간이 없어요. 아무것도 저장하지 않았고 남긴 것도 없어요. 공간을 확보한 뒤(df -h로 확인) 다시 시도하세요"
        case .diskFullDraftKept(let path, let draft):
            return "\(path) 일기장이 있는 디스크에 남은 공간이 없어요. 일기는 바뀌지 않았고 쓴 글은 \(draft)에 남아 있어요. 공간을 확보한 뒤(df -h로 확인) 다시 편집하세요"
        case .gitLockHeld(let lockFile, let process):
            let who = process.map { " (process \($0))" } ?? ""
            return
                "실행 중인 git\(who)이 일기장을 쓰고 있어서 \(lockFile) 파일을 잡고 있어요. 끝날 때까지 기다렸다가 다시 시도하거나, 실행 중인 git이 없다면 그 파일을 지우세요"
        case .interrupted:
            return "중단 신호를 받아 멈췄어요. 일기장은 이 명령을 시작하기 전 그대로예요"
        case .syncRunning(let path):
            return "\(path) 일기장을 다른 ilgi sync가 아직 동기화하고 있어요. 끝날 때까지 기다렸다가 다시 시도하세요"
        case .rebuiltIndex(let reason):
            return "git 인덱스(.git/index)가 손상되어 있었어요(\(reason)). 마지막 커밋에서 다시 만들었어요. 잃은 일기는 없어요"
        case .removedStaleLock(let path):
            return "중단된 쓰기가 남긴 git 잠금 파일 \(path)을 지웠어요"
        case .recoveredTransaction(let operation, let completed, let files):
            return completed
                ? "중단된 쓰기(\(operation.name.text(in: .korean)))를 마무리했어요. 커밋은 이미 되어 있었고 파일 \(files)개를 그에 맞췄어요"
                : "중단된 쓰기(\(operation.name.text(in: .korean)))를 되돌렸어요. 커밋되지 않았기 때문에 파일 \(files)개를 원래대로 돌려놓았어요"
        }
    }
}
