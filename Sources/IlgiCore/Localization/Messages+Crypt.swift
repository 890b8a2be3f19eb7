/// What ilgi says about encryption, in English and Korean.
extension Messages {
    public static func journalLocked(_ path: String) -> Localized {
        Localized(
            en:
                "the journal at \(path) is encrypted and this machine has no key; unlock it: ilgi crypt unlock KEYFILE",
            ko: "\(path) 일기장은 암호화되어 있고 이 컴퓨터에 키가 없어요. 잠금을 푸세요: ilgi crypt unlock 키파일")
    }

    public static let lockedRefusesPlainText = Localized(
        en:
            "the journal is locked, so ilgi will not store plain text in it; unlock it first: ilgi crypt unlock KEYFILE",
        ko: "일기장이 잠겨 있어서 평문을 저장하지 않아요. 먼저 잠금을 푸세요: ilgi crypt unlock 키파일")

    public static func blobTampered(_ path: String) -> Localized {
        Localized(
            en:
                "\(path) in git does not match its check: someone without the key changed it, or another key made it; ilgi will not show it (ilgi crypt status lists such files)",
            ko:
                "git의 \(path)가 검사값과 맞지 않아요. 키 없이 누군가 바꿨거나 다른 키로 만든 파일이에요. 보여 주지 않아요 (ilgi crypt status로 확인하세요)"
        )
    }

    public static let keyVersionMissing = Localized(
        en:
            "the journal's key has no version 0, which git-crypt's files are decrypted with; unlock with the journal's first key",
        ko: "일기장 키에 git-crypt 파일을 푸는 0번 버전이 없어요. 일기장의 첫 키로 잠금을 푸세요")

    public static func fileTooLargeToEncrypt(_ path: String) -> Localized {
        Localized(
            en: "\(path) is 64 GiB or more, too large for git-crypt's format to encrypt safely",
            ko: "\(path)는 64GiB 이상이라 git-crypt 형식으로 안전하게 암호화할 수 없어요")
    }

    public static func badKeyFile(_ path: String, _ problem: GitCryptKey.KeyFileError) -> Localized {
        switch problem {
        case .malformed:
            Localized(
                en:
                    "\(path) is not a git-crypt key file (a key from git-crypt before 0.4 must first be converted: git-crypt migrate-key OLD NEW)",
                ko: "\(path)는 git-crypt 키 파일이 아니에요 (git-crypt 0.4 이전의 키는 먼저 변환하세요: git-crypt migrate-key 옛키 새키)")
        case .incompatible:
            Localized(
                en: "\(path) is a git-crypt key in a newer format than ilgi reads; update ilgi",
                ko: "\(path)는 ilgi가 읽는 것보다 새 형식의 git-crypt 키예요. ilgi를 업데이트하세요")
        case .empty:
            Localized(en: "\(path) is a git-crypt key file with no key in it", ko: "\(path)는 키가 없는 git-crypt 키 파일이에요")
        }
    }

    public static func unreadableKeyFile(_ path: String, _ reason: String) -> Localized {
        Localized(
            en: "cannot read the key file \(path) (\(reason))",
            ko: "키 파일 \(path)를 읽을 수 없어요 (\(systemReason(reason).korean))")
    }

    public static func namedGitCryptKey(_ name: String) -> Localized {
        Localized(
            en: "this is git-crypt's key named '\(name)'; an ilgi journal is encrypted with git-crypt's default key",
            ko: "이 키는 git-crypt의 '\(name)' 이름 키예요. ilgi 일기장은 git-crypt 기본 키로 암호화돼요")
    }

    public static func wrongKey(_ path: String) -> Localized {
        Localized(
            en: "the key \(path) does not decrypt this journal; nothing was changed. Is it this journal's key?",
            ko: "키 \(path)로는 이 일기장을 풀 수 없어요. 아무것도 바꾸지 않았어요. 이 일기장의 키가 맞나요?")
    }

    public static let alreadyEncrypted = Localized(
        en: "the journal is already encrypted (ilgi crypt status says how)",
        ko: "일기장은 이미 암호화되어 있어요 (ilgi crypt status로 확인하세요)")

    public static let alreadyUnlocked = Localized(
        en: "the journal is already unlocked on this machine", ko: "일기장은 이 컴퓨터에서 이미 잠금이 풀려 있어요")

    public static let alreadyLocked = Localized(
        en: "the journal is already locked on this machine", ko: "일기장은 이 컴퓨터에서 이미 잠겨 있어요")

    public static let notEncrypted = Localized(
        en: "the journal is not encrypted; turn encryption on with: ilgi crypt init",
        ko: "일기장이 암호화되어 있지 않아요. 다음으로 켜세요: ilgi crypt init")

    public static func unsavedWorkBeforeLock(_ paths: [String]) -> Localized {
        let shown = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
        return Localized(
            en:
                "the journal has text that is not committed (\(shown)); save or discard it before locking, or it would be lost",
            ko: "커밋하지 않은 글이 있어요 (\(shown)). 잠그기 전에 저장하거나 버리세요. 그러지 않으면 잃어버려요")
    }

    public static func plainTextInPush(_ path: String, _ commit: String) -> Localized {
        Localized(
            en:
                "commit \(commit) stores \(path) as plain text where the journal is encrypted; nothing was pushed. Commit it again through ilgi (ilgi crypt status names such files)",
            ko:
                "\(commit) 커밋이 암호화된 경로에 \(path)를 평문으로 담고 있어요. 아무것도 올리지 않았어요. ilgi로 다시 커밋하세요 (ilgi crypt status로 확인하세요)"
        )
    }

    public static func keyFileExists(_ path: String) -> Localized {
        Localized(
            en: "\(path) already exists; give a new file name for the key",
            ko: "\(path)가 이미 있어요. 키를 저장할 새 파일 이름을 주세요")
    }

    public static let filterOutsideRepository = Localized(
        en: "git runs this filter inside a repository; no .git was found here or above",
        ko: "이 필터는 git이 저장소 안에서 실행해요. 여기나 위쪽에서 .git을 찾지 못했어요")

    public static func remoteHoldsPlainHistory(_ remote: String) -> Localized {
        Localized(
            en:
                "\(remote) still holds the plain history this journal's was rewritten from; nothing was changed. Replace it with: ilgi crypt init --rewrite-history (a forced push; other clones must clone again)",
            ko:
                "\(remote)에는 이 일기장이 다시 쓰기 전의 암호화되지 않은 기록이 아직 있어요. 아무것도 바꾸지 않았어요. 바꾸려면: ilgi crypt init --rewrite-history (강제 푸시라서 다른 복제본은 다시 복제해야 해요)"
        )
    }

    public static func remoteHistoryRewritten(_ remote: String) -> Localized {
        Localized(
            en:
                "the history on \(remote) was rewritten encrypted on another machine and shares no commit with this journal's; nothing was changed. Clone it again (git clone, then ilgi crypt unlock); entries written only here come along with ilgi export and ilgi import",
            ko:
                "\(remote)의 기록은 다른 기기에서 암호화해 다시 썼고 이 일기장과 겹치는 커밋이 없어요. 아무것도 바꾸지 않았어요. 다시 복제하세요 (git clone 뒤 ilgi crypt unlock). 여기에서만 쓴 일기는 ilgi export와 ilgi import로 옮길 수 있어요"
        )
    }

    public static func remoteMovedSinceRewrite(_ remote: String) -> Localized {
        Localized(
            en:
                "\(remote) has commits made on the plain history since it was rewritten here (another clone's); a forced push would lose them, so nothing was pushed. Go back to the plain history (git reset --hard refs/ilgi/plain-history/…), run ilgi sync, then ilgi crypt init --rewrite-history again",
            ko:
                "\(remote)에 여기서 기록을 다시 쓴 뒤 예전 기록 위에 만든 커밋(다른 복제본의 것)이 있어요. 강제 푸시하면 잃게 되니 아무것도 푸시하지 않았어요. 예전 기록으로 돌아가서 (git reset --hard refs/ilgi/plain-history/…) ilgi sync를 한 뒤 ilgi crypt init --rewrite-history를 다시 하세요"
        )
    }

    public static func remoteEncrypted(_ remote: String) -> Localized {
        Localized(
            en:
                "the journal on \(remote) is encrypted and this one is not; nothing was changed. Encrypt this one with that journal's key first: ilgi crypt init --key KEYFILE",
            ko:
                "\(remote)의 일기장은 암호화되어 있고 이 일기장은 아니에요. 아무것도 바꾸지 않았어요. 먼저 그 일기장의 키로 이 일기장을 암호화하세요: ilgi crypt init --key 키파일"
        )
    }

    public static func fileStillEncrypted(_ path: String) -> Localized {
        Localized(
            en:
                "\(path) holds ciphertext, not text: the journal is locked, or an unlock did not finish; run ilgi crypt unlock KEYFILE",
            ko: "\(path)에는 글이 아니라 암호문이 있어요. 일기장이 잠겼거나 잠금 풀기가 끝나지 않았어요. ilgi crypt unlock 키파일을 실행하세요")
    }

    public static let wrongPassphrase = Localized(
        en: "that passphrase does not open the journal's key; nothing was changed",
        ko: "그 암호로는 일기장 키를 열 수 없어요. 아무것도 바꾸지 않았어요")

    public static let noPassphrase = Localized(
        en:
            "the journal has no passphrase; unlock it with its key file, or add one where it is unlocked: ilgi crypt add-passphrase",
        ko: "일기장에 암호가 없어요. 키 파일로 잠금을 풀거나, 잠금이 풀린 곳에서 암호를 추가하세요: ilgi crypt add-passphrase")
}
