import IlgiCore

enum Version {
    static let ilgi = "0.1.0"

    static var description: String {
        "ilgi \(ilgi) (libgit2 \(BuiltOn.libgit2))"
    }
}
