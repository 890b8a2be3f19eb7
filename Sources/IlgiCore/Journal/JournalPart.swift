import Foundation
import GitKit
import IlgiStore

/// A type that works on a journal beyond reading and saving entries (`JournalSync`,
/// `JournalHistory`, `Checkup`): it holds the `Journal` and reaches the
/// repository, the store and the state folder through it, so none keeps a second handle.
protocol JournalPart {
    var journal: Journal { get }
}

extension JournalPart {
    var repository: Repository { journal.repository }
    var root: URL { journal.root }
    var store: JournalStore { journal.store }
    /// The one way entry and asset bytes come out of git (and go in).
    var content: JournalContent { journal.store.content }
    var stateDirectory: URL { journal.stateDirectory }
}
