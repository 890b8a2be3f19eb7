/// A line diff of two texts, for comparing any two versions of an entry (IlgiCore's
/// `Journal.diff` compares a version with now). Longest common subsequence over lines:
/// entries are short; past a size where that would be slow, the whole old text is shown as
/// removed and the new as added.
enum LineDiff {
    enum Kind { case same, removed, added }

    static func lines(from old: String, to new: String) -> [(kind: Kind, text: String)] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard a.count * b.count <= 4_000_000 else {
            return a.map { (.removed, $0) } + b.map { (.added, $0) }
        }
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [(kind: Kind, text: String)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append((.same, a[i]))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                result.append((.added, b[j]))
                j += 1
            } else {
                result.append((.removed, a[i]))
                i += 1
            }
        }
        return result
    }
}
