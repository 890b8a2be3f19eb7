import IlgiCore

/// The command line's words about sync, in English and Korean (the core keeps the
/// messages of its own errors in `IlgiCore/Localization/Messages+Sync.swift`).
extension Messages {
    static func remoteAdded(_ name: String, _ url: String) -> Localized {
        Localized(
            en: "Added remote \(name): \(url). Run 'ilgi sync' to send and receive entries.",
            ko: "원격 \(name)을(를) 추가했어요: \(url). 'ilgi sync'로 일기를 주고받으세요.")
    }

    static func remoteRemoved(_ name: String) -> Localized {
        Localized(
            en: "Removed remote \(name). Nothing in the journal itself changed.",
            ko: "원격 \(name)을(를) 지웠어요. 일기장 내용은 그대로예요.")
    }

    /// Marks the remote `ilgi sync` uses by default in `ilgi remote list`; the same in every
    /// language, since scripts may look for it.
    static let upstreamMark = Localized(en: "(upstream)", ko: "(upstream)")

    static let noRemotesYet = Localized(
        en: "No remotes yet. Add one with 'ilgi remote add origin URL'.",
        ko: "아직 원격이 없어요. 'ilgi remote add origin URL'로 추가하세요.")

    static func sshNotBuiltIn(_ url: String) -> Localized {
        Localized(
            en:
                "this ilgi's libgit2 was built without ssh support, so syncing with \(url) will fail; use a path or an https:// URL",
            ko: "이 ilgi의 libgit2는 ssh 없이 빌드되어 \(url)와(과) 동기화할 수 없어요. 경로나 https:// 주소를 쓰세요")
    }

    static func entryConflict(
        _ original: String, _ copy: String, _ title: String, _ source: String
    )
        -> Localized
    {
        Localized(
            en:
                "\(original) \"\(title)\" was edited here and on \(source) in the same place; yours stays, theirs is kept as \(copy)",
            ko: "\(original) \"\(title)\"을(를) 여기와 \(source)에서 같은 곳을 고쳤어요. 이쪽 내용은 그대로 두고, 상대 내용은 \(copy)로 보관했어요")
    }

    static func fileConflict(_ path: String, _ copy: String) -> Localized {
        Localized(
            en: "\(path) was changed on both sides; yours stays, theirs is saved as \(copy)",
            ko: "\(path)이(가) 양쪽에서 바뀌었어요. 이쪽 내용은 그대로 두고, 상대 내용은 \(copy)에 저장했어요")
    }

    static func syncedUpToDate(_ remote: String) -> Localized {
        Localized(en: "Already in sync with \(remote).", ko: "이미 \(remote)와(과) 같아요.")
    }

    static func syncedNothing(_ remote: String) -> Localized {
        Localized(
            en: "Nothing to sync: neither this journal nor \(remote) has entries yet.",
            ko: "동기화할 것이 없어요: 이 일기장과 \(remote) 모두 아직 일기가 없어요.")
    }

    /// "Received 2 new entries, 1 changed." — only the parts that are not zero.
    static func syncedReceived(_ added: Int, _ changed: Int, _ removed: Int) -> Localized {
        var english: [String] = []
        var korean: [String] = []
        if added > 0 {
            english.append("\(added) new \(added == 1 ? "entry" : "entries")")
            korean.append("새 일기 \(added)개")
        }
        if changed > 0 {
            english.append(
                english.isEmpty ? "\(changed) changed \(changed == 1 ? "entry" : "entries")" : "\(changed) changed")
            korean.append("바뀐 일기 \(changed)개")
        }
        if removed > 0 {
            english.append(
                english.isEmpty ? "\(removed) deleted \(removed == 1 ? "entry" : "entries")" : "\(removed) deleted")
            korean.append("지운 일기 \(removed)개")
        }
        return Localized(
            en: "Received " + english.joined(separator: ", ") + ".",
            ko: "받았어요: " + korean.joined(separator: ", ") + ".")
    }

    static func syncedSent(_ commits: Int, _ remote: String) -> Localized {
        Localized(
            en: "Sent \(commits) \(commits == 1 ? "change" : "changes") to \(remote).",
            ko: "\(remote)에 변경 \(commits)개를 보냈어요.")
    }

    static func progressReceiving(_ percent: Int, _ done: Int, _ total: Int, _ size: String) -> Localized {
        Localized(
            en: "Receiving: \(percent)% (\(done)/\(total)), \(size)",
            ko: "받는 중: \(percent)% (\(done)/\(total)), \(size)")
    }

    static func progressResolving(_ percent: Int, _ done: Int, _ total: Int) -> Localized {
        Localized(en: "Resolving: \(percent)% (\(done)/\(total))", ko: "정리하는 중: \(percent)% (\(done)/\(total))")
    }

    static func progressSending(_ percent: Int, _ done: Int, _ total: Int, _ size: String) -> Localized {
        Localized(
            en: "Sending: \(percent)% (\(done)/\(total)), \(size)",
            ko: "보내는 중: \(percent)% (\(done)/\(total)), \(size)")
    }
}

extension Messages {
    static func upstreamSet(_ branch: String, _ remote: String) -> Localized {
        Localized(
            en: "From now on 'ilgi sync' uses \(remote) (upstream of \(branch)).",
            ko: "이제부터 'ilgi sync'는 \(remote)을(를) 써요 (\(branch)의 upstream).")
    }

    // MARK: ilgi status

    static let statusNoRemote = Localized(
        en: "No remote: the journal lives on this machine only. Add one with 'ilgi remote add origin URL'.",
        ko: "원격이 없어요: 일기장이 이 기기에만 있어요. 'ilgi remote add origin URL'로 추가하세요.")
    static let statusRemote = Localized(en: "Remote", ko: "원격")
    static let statusUnsent = Localized(en: "Not sent yet", ko: "아직 보내지 않음")
    static let statusNotTaken = Localized(en: "Not taken yet", ko: "아직 받지 않음")
    static let statusLastSync = Localized(en: "Last sync", ko: "마지막 동기화")
    static let statusUnreachable = Localized(en: "Unreachable", ko: "연결 안 됨")
    static let statusConflicts = Localized(en: "Conflicts kept", ko: "남겨 둔 충돌")
    static let statusAutomatic = Localized(en: "Auto-sync", ko: "자동 동기화")
    static let statusSucceeded = Localized(en: "succeeded", ko: "성공")
    static let statusNever = Localized(en: "never", ko: "아직 없음")
    static let statusAutoOn = Localized(
        en: "on: a save syncs in the background ('ilgi config sync.auto off' turns it off)",
        ko: "켜짐: 저장하면 뒤에서 동기화해요 ('ilgi config sync.auto off'로 꺼요)")
    static let statusAutoOff = Localized(
        en: "off ('ilgi config sync.auto on' turns it on)", ko: "꺼짐 ('ilgi config sync.auto on'으로 켜요)")

    static func statusSaves(_ count: Int) -> Localized {
        Localized(en: count == 1 ? "1 save" : "\(count) saves", ko: "저장 \(count)개")
    }

    static func statusChanges(_ count: Int) -> Localized {
        Localized(
            en: (count == 1 ? "1 change" : "\(count) changes") + " (as of the last sync)",
            ko: "변경 \(count)개 (마지막 동기화 기준)")
    }

    static func statusFailed(_ error: Localized) -> Localized {
        Localized(en: "failed: " + error.english, ko: "실패: " + error.korean)
    }

    static func statusUnreachableSince(_ since: String, _ next: String) -> Localized {
        Localized(en: "since \(since); next try after \(next)", ko: "\(since)부터; \(next) 뒤에 다시 해요")
    }
}
