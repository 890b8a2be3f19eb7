import IlgiCore

/// The command line's words about encryption, in English and Korean (the core keeps its
/// errors' in `IlgiCore/Localization/Messages+Crypt.swift`).
extension Messages {
    static func encryptionTurnedOn(files: Int, sharedKey: Bool) -> Localized {
        let stored = Localized(
            en:
                "Encryption is on: \(files) \(files == 1 ? "file is" : "files are") now stored encrypted, and every save from now on is.",
            ko: "암호화를 켰어요: 파일 \(files)개를 암호화해서 저장했고, 앞으로 저장하는 것도 모두 암호화돼요.")
        guard !sharedKey else { return stored }
        return Localized(
            en: stored.english
                + " Back up the key now: ilgi crypt export-key FILE. Losing every copy of it loses the journal.",
            ko: stored.korean + " 지금 키를 백업하세요: ilgi crypt export-key 파일. 키를 모두 잃으면 일기장도 잃어요.")
    }

    static func historyStillPlain(_ commits: Int) -> Localized {
        Localized(
            en:
                "the \(commits) earlier \(commits == 1 ? "commit keeps its" : "commits keep their") text and titles in plain text, on any remote \(commits == 1 ? "it" : "they") reached",
            ko: "예전 커밋 \(commits)개는 글과 제목이 평문 그대로예요. 이미 올라간 원격에서도요")
    }

    static func encryptionState(_ state: EncryptionState) -> Localized {
        switch state {
        case .plain:
            Localized(
                en: "Not encrypted: a remote can read every entry. Turn encryption on with: ilgi crypt init",
                ko: "암호화되어 있지 않아요: 원격에서 모든 일기를 읽을 수 있어요. 다음으로 켜세요: ilgi crypt init")
        case .unlocked:
            Localized(
                en: "Encrypted, and unlocked on this machine (key: .git/git-crypt/keys/default).",
                ko: "암호화되어 있고, 이 컴퓨터에서는 잠금이 풀려 있어요 (키: .git/git-crypt/keys/default).")
        case .locked:
            Localized(
                en: "Encrypted, and locked on this machine: unlock it with: ilgi crypt unlock KEYFILE",
                ko: "암호화되어 있고, 이 컴퓨터에서는 잠겨 있어요. 다음으로 푸세요: ilgi crypt unlock 키파일")
        }
    }

    static func encryptedFileCount(_ count: Int) -> Localized {
        Localized(
            en: "\(count) \(count == 1 ? "file is" : "files are") stored encrypted.",
            ko: "파일 \(count)개가 암호화되어 저장되어 있어요.")
    }

    static func plainCommitCount(_ count: Int) -> Localized {
        Localized(
            en:
                "\(count) \(count == 1 ? "commit" : "commits") from before encryption \(count == 1 ? "keeps" : "keep") entries in plain text.",
            ko: "암호화 전 커밋 \(count)개에는 일기가 평문으로 남아 있어요.")
    }

    static func plainFilesUnderEncryption(_ count: Int) -> Localized {
        Localized(
            en:
                "\(count) \(count == 1 ? "file is" : "files are") stored as plain text where the journal is encrypted; a remote can read \(count == 1 ? "it" : "them"):",
            ko: "파일 \(count)개가 암호화된 경로에 평문으로 저장되어 있어요. 원격에서 읽을 수 있어요:")
    }

    static func journalUnlocked(_ files: Int) -> Localized {
        Localized(
            en: "Unlocked: \(files) \(files == 1 ? "file" : "files") decrypted into the journal.",
            ko: "잠금을 풀었어요: 파일 \(files)개를 풀어 일기장에 두었어요.")
    }

    static let journalLockedNow = Localized(
        en: "Locked: the key is removed from this machine and the journal's files hold only ciphertext.",
        ko: "잠갔어요: 이 컴퓨터에서 키를 지웠고, 일기장 파일에는 암호문만 남았어요.")

    static func keyExported(_ path: String) -> Localized {
        Localized(
            en: "Wrote the key to \(path). Keep it somewhere safe and apart from the journal: it opens every entry.",
            ko: "키를 \(path)에 썼어요. 일기장과 떨어진 안전한 곳에 두세요: 이 키로 모든 일기를 열 수 있어요.")
    }

    static func encryptingProgress(_ done: Int, _ total: Int) -> Localized {
        Localized(en: "Encrypting \(done)/\(total)…", ko: "암호화하는 중 \(done)/\(total)…")
    }

    static func decryptingProgress(_ done: Int, _ total: Int) -> Localized {
        Localized(en: "Decrypting \(done)/\(total)…", ko: "푸는 중 \(done)/\(total)…")
    }

    static func lockingProgress(_ done: Int, _ total: Int) -> Localized {
        Localized(en: "Locking \(done)/\(total)…", ko: "잠그는 중 \(done)/\(total)…")
    }
}
