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

    static func rewritingHistoryProgress(_ done: Int, _ total: Int) -> Localized {
        Localized(en: "Rewriting the history \(done)/\(total) commits…", ko: "기록을 다시 쓰는 중 \(done)/\(total) 커밋…")
    }

    static func historyRewritten(_ commits: Int, backup: String) -> Localized {
        Localized(
            en:
                "History rewritten: \(commits) \(commits == 1 ? "commit" : "commits") made again, encrypted and without titles. The plain history stays on this machine as \(backup) (git update-ref -d \(backup) deletes it).",
            ko:
                "기록을 다시 썼어요: 커밋 \(commits)개를 암호화하고 제목 없이 다시 만들었어요. 예전 기록은 이 컴퓨터에 \(backup)로 남아요 (git update-ref -d \(backup)로 지울 수 있어요)."
        )
    }

    static let historyAlreadyEncrypted = Localized(
        en: "The history is already all encrypted: nothing to rewrite.",
        ko: "기록이 이미 모두 암호화되어 있어요. 다시 쓸 것이 없어요.")

    static func confirmForcedPush(_ remote: String, _ url: String) -> Localized {
        Localized(
            en:
                "Replace the history on \(remote) (\(url)) with the encrypted one? This is a forced push: every other clone must be cloned again. [y/N]",
            ko: "\(remote)(\(url))의 기록을 암호화된 기록으로 바꿀까요? 강제 푸시라서 다른 복제본은 모두 다시 복제해야 해요. [y/N]")
    }

    static func forcedPushDeclined(_ remote: String) -> Localized {
        Localized(
            en:
                "not pushed: \(remote) still holds the plain history, and ilgi sync refuses to merge it back; run ilgi crypt init --rewrite-history again to replace it",
            ko:
                "푸시하지 않았어요: \(remote)에는 아직 평문 기록이 있고, ilgi sync는 그것을 다시 합치지 않아요. 바꾸려면 ilgi crypt init --rewrite-history를 다시 실행하세요"
        )
    }

    static func remoteHistoryReplaced(_ remote: String) -> Localized {
        Localized(
            en: "\(remote) now holds the encrypted history only. Clone it again on every other machine.",
            ko: "이제 \(remote)에는 암호화된 기록만 있어요. 다른 기기에서는 모두 다시 복제하세요.")
    }

    static func remoteHistoryNotPlain(_ remote: String) -> Localized {
        Localized(
            en: "\(remote) holds no plain history to replace; ilgi sync sends it the rest.",
            ko: "\(remote)에는 바꿀 평문 기록이 없어요. 나머지는 ilgi sync가 보내요.")
    }

    static let yesNeedsRewriteHistory = Localized(
        en: "--yes only answers the question --rewrite-history asks", ko: "--yes는 --rewrite-history가 묻는 질문에만 답해요")

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

    static func programFailed(_ command: String) -> Localized {
        Localized(en: "\(command) failed (it said why above)", ko: "\(command) 실행이 실패했어요 (위에 이유가 있어요)")
    }

    static func gpgKeyNotFound(_ query: String) -> Localized {
        Localized(
            en: "no public key for '\(query)' in your GPG keyring; import it first: gpg --import KEYFILE",
            ko: "GPG 키링에 '\(query)'의 공개 키가 없어요. 먼저 가져오세요: gpg --import 키파일")
    }

    static func gpgKeyAmbiguous(_ query: String) -> Localized {
        Localized(
            en: "more than one public key matches '\(query)'; give its whole fingerprint",
            ko: "'\(query)'에 맞는 공개 키가 여럿이에요. 전체 지문(fingerprint)을 주세요")
    }

    static func gpgKeyNotTrusted(_ query: String) -> Localized {
        Localized(
            en:
                "'\(query)' is not a whole fingerprint; give the key's 40-character fingerprint, or --trusted if you have checked that the key is theirs",
            ko: "'\(query)'는 전체 지문이 아니에요. 키의 40자 지문을 주거나, 그 사람의 키임을 확인했다면 --trusted를 붙이세요")
    }

    static func gpgUserAdded(_ fingerprint: String) -> Localized {
        Localized(
            en:
                "Added the GPG key \(fingerprint): it can unlock this journal (ilgi crypt unlock, or git-crypt unlock) once you sync.",
            ko: "GPG 키 \(fingerprint)를 추가했어요. 동기화하면 이 키로 일기장의 잠금을 풀 수 있어요 (ilgi crypt unlock 또는 git-crypt unlock).")
    }

    static let noWayToUnlock = Localized(
        en:
            "the journal has no passphrase and no GPG secret key on this machine opens it; give the key file: ilgi crypt unlock KEYFILE (or --identity FILE)",
        ko: "일기장에 암호가 없고 이 컴퓨터의 GPG 비밀 키로도 열 수 없어요. 키 파일을 주세요: ilgi crypt unlock 키파일 (또는 --identity 파일)")

    static let oneWayToUnlock = Localized(
        en: "give one of a key file, --identity and --passphrase-file",
        ko: "키 파일, --identity, --passphrase-file 중 하나만 주세요")

    static let passphrasePrompt = Localized(en: "Passphrase:", ko: "암호:")
    static let passphraseAgainPrompt = Localized(en: "The passphrase again:", ko: "암호 다시:")
    static let passphrasesDiffer = Localized(
        en: "the two passphrases differ; nothing was changed", ko: "두 암호가 달라요. 아무것도 바꾸지 않았어요")
    static let emptyPassphrase = Localized(en: "the passphrase is empty", ko: "암호가 비어 있어요")
    static let passphraseNeedsTerminal = Localized(
        en: "a passphrase is typed on a terminal; without one, give --passphrase-file FILE",
        ko: "암호는 터미널에서 입력해요. 터미널이 없으면 --passphrase-file 파일을 주세요")
    static let passphraseAdded = Localized(
        en:
            "Added a passphrase: once you sync, a clone unlocks with it alone (ilgi crypt unlock). A weak passphrase weakens the journal: anyone who can read the remote can try guesses.",
        ko:
            "암호를 추가했어요. 동기화하면 복제본은 암호만으로 잠금을 풀 수 있어요 (ilgi crypt unlock). 약한 암호는 일기장을 약하게 해요: 원격을 읽을 수 있는 누구나 추측해 볼 수 있어요."
    )

    static func identityOpensNoCopy(_ identity: String) -> Localized {
        Localized(
            en:
                "the key is not wrapped for the age identity in \(identity); someone who holds the key adds it with: ilgi crypt add-recipient RECIPIENT",
            ko: "\(identity)의 age 신원으로 감싼 키가 없어요. 키가 있는 사람이 다음으로 추가해야 해요: ilgi crypt add-recipient 수신자")
    }

    static func notAnAgeRecipient(_ text: String) -> Localized {
        Localized(
            en: "'\(text)' is not an age recipient; give one such as age1… (age-keygen -y IDENTITY prints it)",
            ko: "'\(text)'는 age 수신자가 아니에요. age1…처럼 주세요 (age-keygen -y 신원파일로 볼 수 있어요)")
    }

    static let ageMissing = Localized(
        en: "the age command line is not installed; install it (Debian: apt install age)",
        ko: "age 명령이 설치되어 있지 않아요. 설치하세요 (Debian: apt install age)")

    static func recipientAdded(_ recipient: String) -> Localized {
        Localized(
            en:
                "Added the age recipient \(recipient): its identity can unlock this journal (ilgi crypt unlock --identity FILE) once you sync.",
            ko: "age 수신자 \(recipient)를 추가했어요. 동기화하면 그 신원으로 잠금을 풀 수 있어요 (ilgi crypt unlock --identity 파일).")
    }
}
