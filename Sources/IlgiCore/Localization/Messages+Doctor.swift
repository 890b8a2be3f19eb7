extension Messages {
    public static func doctorUncommitted(_ count: Int) -> Localized {
        Localized(
            en:
                "\(count) file(s) differ from the last commit; keep them with 'ilgi git add -A' and 'ilgi git commit', or see them with 'ilgi git status'",
            ko: "파일 \(count)개가 마지막 커밋과 달라요. 남기려면 'ilgi git add -A' 후 'ilgi git commit', 확인하려면 'ilgi git status'")
    }

    public static func doctorIndexDamaged(_ reason: String) -> Localized {
        Localized(
            en:
                "git's index (.git/index) is damaged: \(reason). It is only a cache of the last commit: 'ilgi doctor --fix' makes it again, and no entry is lost",
            ko: "git 인덱스(.git/index)가 손상됐어요: \(reason). 마지막 커밋의 캐시일 뿐이라 'ilgi doctor --fix'로 다시 만들 수 있고, 잃는 일기는 없어요")
    }

    public static func doctorUnreadable(_ count: Int) -> Localized {
        Localized(
            en: "\(count) entry file(s) cannot be read; check their permissions",
            ko: "일기 파일 \(count)개를 읽을 수 없어요. 권한을 확인하세요")
    }

    public static func doctorOversized(_ count: Int) -> Localized {
        Localized(
            en:
                "\(count) entry file(s) are larger than 8 MiB: they are listed and searched by their first 8 MiB, and read whole only by show, edit and export",
            ko: "일기 파일 \(count)개가 8 MiB보다 커요. 목록과 검색에는 앞의 8 MiB만 쓰고, show, edit, export만 전체를 읽어요")
    }

    public static func doctorKeptApart(_ count: Int) -> Localized {
        Localized(
            en:
                "\(count) entry file(s) a remote sent as plain text were kept apart (anyone who can push could have written them); if you wrote one, take it with the command beside it, which stores it encrypted",
            ko: "원격이 평문으로 보낸 일기 파일 \(count)개를 따로 두었어요 (원격에 보낼 수 있는 누구든 쓸 수 있었어요). 직접 쓴 일기라면 옆의 명령으로 받으세요. 그때 암호화해서 저장해요"
        )
    }

    public static func doctorOpenFolders(_ count: Int) -> Localized {
        Localized(
            en:
                "the journal's folder can be read by other users of this machine; 'ilgi doctor --fix' makes it yours alone (chmod go-rwx)",
            ko: "이 컴퓨터의 다른 사용자가 일기장 폴더를 읽을 수 있어요. 'ilgi doctor --fix'로 나만 읽게 바꿔요 (chmod go-rwx)")
    }

    public static func doctorNotUTF8(_ count: Int) -> Localized {
        Localized(
            en: "\(count) entry file(s) are not UTF-8; open each in an editor and save it as UTF-8",
            ko: "일기 파일 \(count)개가 UTF-8이 아니에요. 편집기로 열어 UTF-8로 저장하세요")
    }

    public static func doctorMissingCreated(_ count: Int) -> Localized {
        Localized(
            en:
                "\(count) entry(ies) have no readable 'Created:' trailer and are dated by file time; 'ilgi doctor --fix' adds one from history",
            ko: "일기 \(count)개에 읽을 수 있는 'Created:' 트레일러가 없어 파일 시각으로 날짜를 정했어요. 'ilgi doctor --fix'가 기록에서 찾아 넣어요")
    }

    public static func doctorEmpty(_ count: Int) -> Localized {
        Localized(
            en: "\(count) entry(ies) have no title and no text; remove them with 'ilgi delete ID'",
            ko: "일기 \(count)개에 제목도 내용도 없어요. 'ilgi delete ID'로 지울 수 있어요")
    }

    public static func doctorConflicts(_ count: Int) -> Localized {
        Localized(
            en:
                "\(count) conflict copy(ies) from a sync wait for you: merge them into the original by hand, then delete the copy",
            ko: "동기화 충돌 사본 \(count)개가 있어요. 원본에 직접 합친 뒤 사본을 지우세요")
    }

    public static func doctorStray(_ count: Int) -> Localized {
        Localized(
            en:
                "\(count) file(s) look like entries but are not named <lowercase-uuid>.txt, so ilgi ignores them; rename them to list them",
            ko: "파일 \(count)개가 일기처럼 보이지만 이름이 <소문자-uuid>.txt가 아니라서 무시돼요. 목록에 넣으려면 이름을 바꾸세요")
    }

    public static func doctorNoIdentity(_ fallback: String) -> Localized {
        Localized(
            en:
                "git has no user.name/user.email, so commits are signed \(fallback); set them with 'git config --global user.name \"Your Name\"' and user.email",
            ko:
                "git에 user.name/user.email이 없어 커밋이 \(fallback)로 서명돼요. 'git config --global user.name \"이름\"'과 user.email로 설정하세요"
        )
    }
}

extension Messages {
    public static func doctorMissingAssets(_ count: Int) -> Localized {
        Localized(
            en:
                "\(count) photo(s) or attachment(s) linked from entries are missing; bring them back with 'ilgi restore' or 'git checkout -- PATH', or copy them in again",
            ko: "일기에서 링크한 사진이나 첨부 파일 \(count)개가 없어요. 'ilgi restore'나 'git checkout -- 경로'로 되살리거나 다시 복사하세요")
    }
}
