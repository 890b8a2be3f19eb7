/// The store's words: crash recovery, git lock files, a full disk.
extension Messages {
    public static func diskFull(_ path: String) -> Localized {
        Localized(
            en:
                "no space left on the device that holds the journal at \(path); nothing was saved and nothing was left behind. Free some space (df -h shows it) and try again",
            ko: "\(path) 일기장이 있는 디스크에 남은 공간이 없어요. 아무것도 저장하지 않았고 남긴 것도 없어요. 공간을 확보한 뒤(df -h로 확인) 다시 시도하세요")
    }

    public static func diskFullDraftKept(_ path: String, _ draft: String) -> Localized {
        Localized(
            en:
                "no space left on the device that holds the journal at \(path); the entry was not changed and your text is kept in \(draft). Free some space (df -h shows it) and run the edit again",
            ko: "\(path) 일기장이 있는 디스크에 남은 공간이 없어요. 일기는 바뀌지 않았고 쓴 글은 \(draft)에 남아 있어요. 공간을 확보한 뒤(df -h로 확인) 다시 편집하세요")
    }

    public static func gitLockHeld(_ lockFile: String, _ process: Int32?) -> Localized {
        let who = process.map { " (process \($0))" } ?? ""
        return Localized(
            en:
                "a running git\(who) is using the journal and holds \(lockFile); wait for it to finish and try again, or, if no git is running there, remove that file",
            ko: "실행 중인 git\(who)이 일기장을 쓰고 있어서 \(lockFile) 파일을 잡고 있어요. 끝날 때까지 기다렸다가 다시 시도하거나, 실행 중인 git이 없다면 그 파일을 지우세요")
    }

    public static func syncRunning(_ path: String) -> Localized {
        Localized(
            en: "another ilgi sync of the journal at \(path) is still running; wait for it to finish and try again",
            ko: "\(path) 일기장을 다른 ilgi sync가 아직 동기화하고 있어요. 끝날 때까지 기다렸다가 다시 시도하세요")
    }

    public static func rebuiltIndex(_ reason: String) -> Localized {
        Localized(
            en:
                "git's index (.git/index) was damaged (\(reason)); made it again from the last commit. No entry was lost",
            ko: "git 인덱스(.git/index)가 손상되어 있었어요(\(reason)). 마지막 커밋에서 다시 만들었어요. 잃은 일기는 없어요")
    }

    public static func removedStaleLock(_ path: String) -> Localized {
        Localized(
            en: "removed \(path), a git lock file left by an interrupted write",
            ko: "중단된 쓰기가 남긴 git 잠금 파일 \(path)을 지웠어요")
    }

    public static func recoveredTransaction(_ operation: JournalOperation, completed: Bool, files: Int) -> Localized {
        completed
            ? Localized(
                en:
                    "finished an interrupted write (\(operation.name.english)): its commit had been made, and \(files == 1 ? "1 file was" : "\(files) files were") brought in step with it",
                ko: "중단된 쓰기(\(operation.name.korean))를 마무리했어요. 커밋은 이미 되어 있었고 파일 \(files)개를 그에 맞췄어요")
            : Localized(
                en:
                    "rolled back an interrupted write (\(operation.name.english)): it was never committed, and \(files == 1 ? "1 file was" : "\(files) files were") put back as before",
                ko: "중단된 쓰기(\(operation.name.korean))를 되돌렸어요. 커밋되지 않았기 때문에 파일 \(files)개를 원래대로 돌려놓았어요")
    }
}
