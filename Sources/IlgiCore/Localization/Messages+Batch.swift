extension Messages {
    // MARK: A batch of new entries (an import)

    public static func importFailed(_ place: String, _ reason: Localized) -> Localized {
        Localized(
            en: "\(place): \(reason.english); nothing was imported",
            ko: "\(place): \(reason.korean). 아무것도 가져오지 않았어요")
    }

    public static func importUnsafeAsset(_ name: String) -> Localized {
        Localized(
            en: "'\(name)' is not a regular file (a link or a folder); ilgi copies only files",
            ko: "'\(name)'는 보통 파일이 아니에요 (링크나 폴더). ilgi는 파일만 복사해요")
    }
}
